import { sql } from 'kysely';
import type { Db } from '../../db/database';

const LINE_COLUMNS = [
  's.sku_id',
  's.goods_id',
  'g.site_id',
  'sh.site_name',
  's.sku_name',
  'g.goods_name',
  's.sku_image',
  's.sku_spec_format',
  's.sku_no',
  's.discount_price',
  's.stock',
  'g.is_free_shipping',
  'g.unit',
  'g.max_buy',
  'g.min_buy',
  'g.is_virtual',
  'g.goods_state',
  'g.verify_state',
  'g.is_delete',
  'sh.shop_status',
] as const;

const skuBase = (db: Db) =>
  db
    .selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .innerJoin('shop as sh', 'sh.site_id', 'g.site_id');

/** The member's cart lines with their SKUs (another member's lines are not found). */
export async function findCartLines(db: Db, memberId: number, cartIds: number[]) {
  return skuBase(db)
    .innerJoin('cart as c', 'c.sku_id', 's.sku_id')
    .select([...LINE_COLUMNS, 'c.cart_id', 'c.num'])
    .where('c.member_id', '=', memberId)
    .where('c.cart_id', 'in', cartIds)
    .orderBy('c.update_time', 'desc')
    .orderBy('c.cart_id', 'desc')
    .execute();
}

export async function findSkuLine(db: Db, skuId: number) {
  return skuBase(db).select(LINE_COLUMNS).where('s.sku_id', '=', skuId).executeTakeFirst();
}
export type SkuLineRow = NonNullable<Awaited<ReturnType<typeof findSkuLine>>>;

/** Takes `num` from the SKU's stock and counts it sold, only while enough is left. */
export async function takeStock(db: Db, skuId: number, num: number) {
  const res = await db
    .updateTable('goods_sku')
    .set({ stock: sql`stock - ${num}`, sale_num: sql`sale_num + ${num}` })
    .where('sku_id', '=', skuId)
    .where('stock', '>=', num)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function addGoodsSales(db: Db, goodsId: number, num: number) {
  await db
    .updateTable('goods')
    .set({ sale_num: sql`sale_num + ${num}` })
    .where('goods_id', '=', goodsId)
    .execute();
}

/** Puts stock back and uncounts the sale (an order closed). */
export async function returnStock(db: Db, skuId: number, num: number) {
  await db
    .updateTable('goods_sku')
    .set({ stock: sql`stock + ${num}`, sale_num: sql`case when sale_num >= ${num} then sale_num - ${num} else 0 end` })
    .where('sku_id', '=', skuId)
    .execute();
}

export async function removeGoodsSales(db: Db, goodsId: number, num: number) {
  await db
    .updateTable('goods')
    .set({ sale_num: sql`case when sale_num >= ${num} then sale_num - ${num} else 0 end` })
    .where('goods_id', '=', goodsId)
    .execute();
}

export async function deleteCartLines(db: Db, memberId: number, cartIds: number[]) {
  if (cartIds.length === 0) return;
  await db.deleteFrom('cart').where('member_id', '=', memberId).where('cart_id', 'in', cartIds).execute();
}
