import type { Db } from '../../db/database';
import { visibleGoods } from '../../db/goods-visibility';

export async function membersByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('member')
    .select(['member_id', 'nickname', 'username', 'headimg'])
    .where('member_id', 'in', ids)
    .execute();
}

export async function shopsByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('shop')
    .select(['site_id', 'site_name', 'logo', 'avatar', 'shop_status'])
    .where('site_id', 'in', ids)
    .execute();
}

/** Goods cards by sku id, whatever their state now (history keeps showing them). */
export async function goodsCards(db: Db, skuIds: number[]) {
  if (!skuIds.length) return [];
  return db
    .selectFrom('goods_sku as k')
    .innerJoin('goods as g', 'g.goods_id', 'k.goods_id')
    .select([
      'k.sku_id',
      'k.sku_name',
      'k.sku_image',
      'k.discount_price',
      'k.stock',
      // The goods' sales (all SKUs), the number every card shows.
      'g.sale_num',
      'k.site_id',
      'g.goods_name',
      'g.goods_image',
    ])
    .where('k.sku_id', 'in', skuIds)
    .execute();
}

/** A sku the shop sells now: one a shopper may see. */
export async function skuOnSaleInShop(db: Db, skuId: number, siteId: number): Promise<boolean> {
  const row = await db
    .selectFrom('goods_sku as k')
    .innerJoin('goods as g', 'g.goods_id', 'k.goods_id')
    .select('k.sku_id')
    .where('k.sku_id', '=', skuId)
    .where('k.site_id', '=', siteId)
    .where(visibleGoods)
    .executeTakeFirst();
  return !!row;
}
