import { sql, type ExpressionBuilder } from 'kysely';
import { ORDER_STATUS, ORDER_TYPE, type OrderTab } from '@zay/contract';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';
import type { Database } from '../../../db/schema';
import { ORDER_REVIEWABLE, REFUND_OPEN } from '../../../lib/order-state-machine';

const LIST_COLUMNS = [
  'order_id',
  'order_no',
  'out_trade_no',
  'site_id',
  'site_name',
  'order_type',
  'order_status',
  'pay_status',
  'pay_type',
  'delivery_type',
  'order_name',
  'order_money',
  'pay_money',
  'adjust_money',
  'goods_num',
  'create_time',
  'pay_time',
  'auto_close_time',
  'is_evaluate',
  'evaluate_status',
  'extend_take_delivery',
] as const;

type Eb = ExpressionBuilder<Database, 'orders'>;

const { UNPAID, PAID, PREPARING, SHIPPED } = ORDER_STATUS;
const { STORE } = ORDER_TYPE;

/** The tabs of ADR 012; pickup orders at PREPARING (ready) wait for the buyer, others for the shop. */
function tabFilter(eb: Eb, tab: Exclude<OrderTab, 'all'>) {
  switch (tab) {
    case 'waitpay':
      return eb('order_status', '=', UNPAID);
    case 'waitsend':
      return eb.or([
        eb('order_status', '=', PAID),
        eb.and([eb('order_status', '=', PREPARING), eb('order_type', '!=', STORE)]),
      ]);
    case 'waitconfirm':
      return eb.or([
        eb('order_status', '=', SHIPPED),
        eb.and([eb('order_status', '=', PREPARING), eb('order_type', '=', STORE)]),
      ]);
    case 'waitrate':
      return eb.and([eb('order_status', 'in', ORDER_REVIEWABLE), eb('is_evaluate', '=', 1)]);
  }
}

export async function pageOrders(db: Db, memberId: number, tab: OrderTab, limit: number | null, offset: number) {
  let base = db.selectFrom('orders').where('member_id', '=', memberId);
  if (tab !== 'all') base = base.where((eb) => tabFilter(eb, tab));
  return fetchPage(base, (q) => q.select(LIST_COLUMNS).orderBy('order_id', 'desc'), limit, offset);
}
export type OrderListRow = Awaited<ReturnType<typeof pageOrders>>['list'][number];

export async function findOrderDetail(db: Db, memberId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function findOrderGoods(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_goods')
    .select([
      'order_goods_id',
      'order_id',
      'goods_id',
      'sku_id',
      'sku_name',
      'goods_name',
      'sku_image',
      'sku_spec_format',
      'price',
      'num',
      'goods_money',
      'real_goods_money',
      'delivery_status',
      'refund_status',
      'is_evaluate',
    ])
    .where('order_id', 'in', orderIds)
    .orderBy('order_goods_id')
    .execute();
}
export type OrderGoodsRow = Awaited<ReturnType<typeof findOrderGoods>>[number];

/** Orders per tab in one pass, and orders with a refund in progress. */
export async function countByTab(db: Db, memberId: number) {
  const n = (cond: ReturnType<typeof sql>) => sql<number>`coalesce(sum(case when ${cond} then 1 else 0 end), 0)`;
  // The states inlined as literals, as this SQL always had them.
  const [unpaid, paid, preparing, shipped, store] = [UNPAID, PAID, PREPARING, SHIPPED, STORE].map((v) => sql.lit(v));
  const reviewable = sql.join(ORDER_REVIEWABLE.map((v) => sql.lit(v)));
  const [row, refunding] = await Promise.all([
    db
      .selectFrom('orders')
      .select([
        n(sql`order_status = ${unpaid}`).as('waitpay'),
        n(sql`order_status = ${paid} or (order_status = ${preparing} and order_type <> ${store})`).as('waitsend'),
        n(sql`order_status = ${shipped} or (order_status = ${preparing} and order_type = ${store})`).as('waitconfirm'),
        n(sql`order_status in (${reviewable}) and is_evaluate = 1`).as('waitrate'),
      ])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('order_goods')
      .select(sql<number>`count(distinct order_id)`.as('n'))
      .where('member_id', '=', memberId)
      .where('refund_status', 'in', REFUND_OPEN)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    waitpay: Number(row.waitpay),
    waitsend: Number(row.waitsend),
    waitconfirm: Number(row.waitconfirm),
    waitrate: Number(row.waitrate),
    refunding: Number(refunding.n),
  };
}
