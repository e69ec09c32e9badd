import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { VISIBILITY_COLUMNS, visibleGoods } from '../../../db/goods-visibility';

/** The SKU with what decides whether it can be bought: state, stock and purchase limits. */
export async function findSkuForCart(db: Db, skuId: number) {
  return db
    .selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .innerJoin('shop as sh', 'sh.site_id', 'g.site_id')
    .select(['s.sku_id', 's.goods_id', 'g.site_id', 's.stock', 'g.max_buy', 'g.min_buy', ...VISIBILITY_COLUMNS])
    .where('s.sku_id', '=', skuId)
    .executeTakeFirst();
}

/**
 * Adds `num` to the member's line for the SKU (creating it), but only while the new quantity
 * stays within `limit`; one statement, so parallel adds cannot push a line past the limit.
 */
export async function addToLine(
  db: Db,
  line: { member_id: number; site_id: number; goods_id: number; sku_id: number; num: number },
  limit: number,
  now: number,
): Promise<boolean> {
  const res = await db
    .insertInto('cart')
    .values({ ...line, create_time: now, update_time: now })
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'sku_id'])
        .doUpdateSet({ num: sql`cart.num + excluded.num`, update_time: now })
        .where(sql<boolean>`cart.num + excluded.num <= ${limit}`),
    )
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function countLines(db: Db, memberId: number) {
  const row = await db
    .selectFrom('cart')
    .select(sql<number>`count(*)`.as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findLine(db: Db, memberId: number, cartId: number) {
  return db
    .selectFrom('cart')
    .select(['cart_id', 'sku_id'])
    .where('cart_id', '=', cartId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function setLineNum(db: Db, memberId: number, cartId: number, num: number, now: number) {
  const res = await db
    .updateTable('cart')
    .set({ num, update_time: now })
    .where('cart_id', '=', cartId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function deleteLines(db: Db, memberId: number, cartIds: number[]) {
  const res = await db
    .deleteFrom('cart')
    .where('member_id', '=', memberId)
    .where('cart_id', 'in', cartIds)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function listLines(db: Db, memberId: number) {
  return db
    .selectFrom('cart as c')
    .innerJoin('goods_sku as s', 's.sku_id', 'c.sku_id')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .innerJoin('shop as sh', 'sh.site_id', 'g.site_id')
    .select([
      'c.cart_id',
      'g.site_id',
      'sh.site_name',
      'g.goods_id',
      'c.sku_id',
      'c.num',
      's.sku_name',
      's.sku_spec_format',
      's.price',
      's.market_price',
      's.discount_price',
      's.promotion_type',
      's.stock',
      's.sku_image',
      'g.goods_name',
      ...VISIBILITY_COLUMNS,
      'g.unit',
      'g.max_buy',
      'g.min_buy',
      'g.is_virtual',
    ])
    .where('c.member_id', '=', memberId)
    .orderBy('c.update_time', 'desc')
    .orderBy('c.cart_id', 'desc')
    .execute();
}

/** The sum of quantities over lines whose goods can be bought now. */
export async function countItemsOnSale(db: Db, memberId: number) {
  const row = await db
    .selectFrom('cart as c')
    .innerJoin('goods as g', 'g.goods_id', 'c.goods_id')
    .select(sql<number>`coalesce(sum(c.num), 0)`.as('n'))
    .where('c.member_id', '=', memberId)
    .where(visibleGoods)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
