import type { Trx } from './insert';

/**
 * The goods (with their default SKU) the promotion demos choose from: on sale, approved, not
 * virtual, of shops that deliver by express, priced from 1,000 Ks with at least `minStock` in
 * stock. The caller orders, filters further and limits.
 */
export function promotableGoods(trx: Trx, minStock: number) {
  return trx
    .selectFrom('goods as g')
    .innerJoin('goods_sku as s', 's.sku_id', 'g.sku_id')
    .innerJoin('shop_delivery as d', 'd.site_id', 'g.site_id')
    .select(['g.goods_id', 'g.site_id', 'g.goods_name', 's.sku_id', 's.discount_price', 's.stock'])
    .where('d.express_enabled', '=', 1)
    .where('g.goods_state', '=', 1)
    .where('g.verify_state', '=', 1)
    .where('g.is_virtual', '=', 0)
    .where('s.stock', '>=', minStock)
    .where('s.discount_price', '>=', 1000_00);
}

/** `percent` % of `price` (minor units) rounded down to whole hundreds of Ks, at least 100 Ks: a demo's promotion price. */
export function promotionPrice(price: number, percent: number) {
  return Math.max(100_00, Math.floor((price * percent) / 100 / 100_00) * 100_00);
}
