import type { Db } from '../../db/database';

/** Goods a shopper may see: on sale, approved, not deleted, from an open shop. */
export async function findVisibleGoodsByIds(db: Db, goodsIds: number[]) {
  if (goodsIds.length === 0) return [];
  return db
    .selectFrom('goods as g')
    .innerJoin('goods_sku as s', 's.sku_id', 'g.sku_id')
    .innerJoin('shop as sh', 'sh.site_id', 'g.site_id')
    .select([
      'g.goods_id',
      's.sku_id',
      'g.goods_name',
      's.sku_name',
      's.sku_image',
      's.price',
      's.market_price',
      's.discount_price',
      'g.sale_num',
      'g.introduction',
    ])
    .where('g.goods_id', 'in', goodsIds)
    .where('g.goods_state', '=', 1)
    .where('g.verify_state', '=', 1)
    .where('g.is_delete', '=', 0)
    .where('sh.shop_status', '=', 1)
    .execute();
}
