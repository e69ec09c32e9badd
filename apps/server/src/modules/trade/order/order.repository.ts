import { sql, type ExpressionBuilder } from 'kysely';
import type { OrderTab } from '@zay/contract';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';
import type { Database } from '../../../db/schema';

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

/** The tabs of ADR 012; pickup orders at status 2 wait for the buyer, others for the shop. */
function tabFilter(eb: Eb, tab: Exclude<OrderTab, 'all'>) {
  switch (tab) {
    case 'waitpay':
      return eb('order_status', '=', 0);
    case 'waitsend':
      return eb.or([eb('order_status', '=', 1), eb.and([eb('order_status', '=', 2), eb('order_type', '!=', 2)])]);
    case 'waitconfirm':
      return eb.or([eb('order_status', '=', 3), eb.and([eb('order_status', '=', 2), eb('order_type', '=', 2)])]);
    case 'waitrate':
      return eb.and([eb('order_status', 'in', [4, 10]), eb('is_evaluate', '=', 1)]);
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
  const [row, refunding] = await Promise.all([
    db
      .selectFrom('orders')
      .select([
        n(sql`order_status = 0`).as('waitpay'),
        n(sql`order_status = 1 or (order_status = 2 and order_type <> 2)`).as('waitsend'),
        n(sql`order_status = 3 or (order_status = 2 and order_type = 2)`).as('waitconfirm'),
        n(sql`order_status in (4, 10) and is_evaluate = 1`).as('waitrate'),
      ])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('order_goods')
      .select(sql<number>`count(distinct order_id)`.as('n'))
      .where('member_id', '=', memberId)
      .where('refund_status', 'in', [1, 2, 4, 5, 6])
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
