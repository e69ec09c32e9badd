import type { Db } from '../../../db/database';
import { VISIBILITY_COLUMNS } from '../../../db/goods-visibility';

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
  ...VISIBILITY_COLUMNS,
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
