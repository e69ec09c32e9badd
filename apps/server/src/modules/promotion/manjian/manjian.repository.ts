import type { Db } from '../../../db/database';
import { visibleGoods } from '../../../db/goods-visibility';

/** Status values that may still run; 2 (ended) and 3 (closed by the shop) never do. */
const LIVE_STATUSES = [0, 1];

/** The shop's full reductions running at `now`, newest first. */
export async function listRunningManjian(db: Db, siteId: number, now: number) {
  return db
    .selectFrom('promotion_manjian')
    .select([
      'manjian_id',
      'site_id',
      'manjian_name',
      'manjian_type',
      'goods_ids',
      'rule_json',
      'start_time',
      'end_time',
      'status',
    ])
    .where('site_id', '=', siteId)
    .where('status', 'in', LIVE_STATUSES)
    .where('start_time', '<=', now)
    .where('end_time', '>', now)
    .orderBy('manjian_id', 'desc')
    .execute();
}
export type ManjianRow = Awaited<ReturnType<typeof listRunningManjian>>[number];

/** The shop of a visible goods (by goods id or SKU id). */
export async function findGoodsShop(db: Db, ref: { goodsId?: number; skuId?: number }) {
  let q = db.selectFrom('goods as g').select(['g.goods_id', 'g.site_id']).where(visibleGoods);
  if (ref.goodsId) q = q.where('g.goods_id', '=', ref.goodsId);
  if (ref.skuId)
    q = q.where('g.goods_id', '=', (eb) =>
      eb.selectFrom('goods_sku').select('goods_id').where('sku_id', '=', ref.skuId!),
    );
  return q.executeTakeFirst();
}
