import { COMPLAIN_STATUS, REFUND_STATUS } from '@zay/contract';
import type { Db } from '../../db/database';
import { fetchPage } from '../../db/paging';

/** The after-sale lists: the member's, the shop's queue and the platform's complaints (newest application first). */

const base = (db: Db) =>
  db
    .selectFrom('order_refund as r')
    .innerJoin('order_goods as g', 'g.order_goods_id', 'r.order_goods_id')
    .innerJoin('orders as o', 'o.order_id', 'g.order_id')
    .leftJoin('order_complain as c', 'c.order_goods_id', 'r.order_goods_id');

export type ListFilter =
  | { by: 'member'; memberId: number }
  | { by: 'shop'; siteId: number | null; tab: 'all' | 'waiting' | 'return' | 'transfer' | 'done' }
  | { by: 'platform'; tab: 'open' | 'all' };

const COLUMNS = [
  'g.order_goods_id',
  'g.order_id',
  'g.member_id',
  'g.site_id',
  'g.sku_id',
  'g.sku_name',
  'g.sku_image',
  'g.price',
  'g.num',
  'g.goods_money',
  'g.real_goods_money',
  'g.delivery_status',
  'o.order_no',
  'o.order_status',
  'o.pay_status',
  'o.site_name',
  'o.name as buyer_name',
  'r.refund_no',
  'r.refund_status',
  'r.refund_type',
  'r.refund_apply_money',
  'r.refund_real_money',
  'r.refund_delivery_money',
  'r.refund_reason',
  'r.refund_remark',
  'r.refund_refuse_reason',
  'r.refund_delivery_name',
  'r.refund_delivery_no',
  'r.refund_delivery_remark',
  'r.refund_address',
  'r.refund_money_type',
  'r.refund_action_time',
  'r.refund_time',
  'r.status_time',
  'c.complain_status',
] as const;

const R = REFUND_STATUS;
const TAB_STATUSES = {
  waiting: [R.APPLIED],
  return: [R.WAIT_BUYER_RETURN, R.WAIT_SHOP_RECEIVE, R.SHOP_RECEIVED],
  transfer: [R.ACCEPTED],
  done: [R.DONE],
} as const;

export async function findAfterSalePage(db: Db, f: ListFilter, limit: number | null, offset: number) {
  let q = base(db);
  if (f.by === 'member') q = q.where('r.member_id', '=', f.memberId).where('r.refund_status', '!=', R.NONE);
  else if (f.by === 'shop') {
    if (f.siteId !== null) q = q.where('r.site_id', '=', f.siteId);
    q =
      f.tab === 'all'
        ? q.where('r.refund_status', '!=', R.NONE)
        : q.where('r.refund_status', 'in', [...TAB_STATUSES[f.tab]]);
  } else
    q =
      f.tab === 'open'
        ? q.where('c.complain_status', '=', COMPLAIN_STATUS.APPLIED)
        : q.where('c.complain_id', 'is not', null);
  return fetchPage(
    q,
    (b) =>
      b
        .select(COLUMNS)
        .orderBy(f.by === 'platform' ? 'c.complain_apply_time' : 'r.refund_action_time', 'desc')
        .orderBy('r.refund_id', 'desc'),
    limit,
    offset,
  );
}
export type AfterSaleRow = Awaited<ReturnType<typeof findAfterSalePage>>['list'][number];

/** One goods' after-sale row, by the same columns; the member's or the shop's only when given. */
export async function findAfterSale(
  db: Db,
  orderGoodsId: number,
  scope: { memberId?: number; siteId?: number | null },
) {
  let q = base(db).where('r.order_goods_id', '=', orderGoodsId);
  if (scope.memberId !== undefined) q = q.where('r.member_id', '=', scope.memberId);
  if (scope.siteId !== undefined && scope.siteId !== null) q = q.where('r.site_id', '=', scope.siteId);
  return q.select(COLUMNS).executeTakeFirst();
}
