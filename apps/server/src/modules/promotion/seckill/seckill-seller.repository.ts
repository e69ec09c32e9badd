import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';
import { visibleGoods } from '../../../db/goods-visibility';

// The shop console's seckills: sign a SKU up, list them, close one.

/** A SKU of visible goods, limited to a shop (null: any shop, the platform's staff). */
export async function findShopSku(db: Db, skuId: number, siteId: number | null) {
  let q = db
    .selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .select(['s.sku_id', 's.goods_id', 'g.site_id', 'g.goods_name', 's.discount_price', 's.stock'])
    .where('s.sku_id', '=', skuId)
    .where(visibleGoods);
  if (siteId !== null) q = q.where('g.site_id', '=', siteId);
  return q.executeTakeFirst();
}

export async function insertSeckill(
  db: Db,
  row: {
    site_id: number;
    seckill_name: string;
    goods_id: number;
    sku_id: number;
    seckill_time_id: string;
    seckill_price: number;
    stock: number;
    max_buy: number;
    start_time: number;
    end_time: number;
    create_time: number;
  },
) {
  const r = await db
    .insertInto('seckill')
    .values({ ...row, status: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** One page of a shop's seckills (every shop's for null), newest first. */
export async function pageOfShop(db: Db, siteId: number | null, limit: number | null, offset: number) {
  let base = db
    .selectFrom('seckill as k')
    .innerJoin('goods as g', 'g.goods_id', 'k.goods_id')
    .innerJoin('goods_sku as s', 's.sku_id', 'k.sku_id');
  if (siteId !== null) base = base.where('k.site_id', '=', siteId);
  return fetchPage(
    base,
    (q) =>
      q
        .select([
          'k.id',
          'k.goods_id',
          'k.sku_id',
          'g.goods_name',
          's.sku_name',
          'k.seckill_price',
          's.discount_price as price',
          'k.stock',
          'k.sale_num',
          'k.max_buy',
          'k.seckill_time_id',
          'k.status',
          'k.start_time',
          'k.end_time',
        ])
        .orderBy('k.id', 'desc'),
    limit,
    offset,
  );
}

/** Closes a shop's seckill; false when it is not the shop's (or unknown). */
export async function closeSeckill(db: Db, id: number, siteId: number | null) {
  let q = db.updateTable('seckill').set({ status: -1 }).where('id', '=', id);
  if (siteId !== null) q = q.where('site_id', '=', siteId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
