import { ORDER_STATUS, PAY_STATUS } from '@zay/contract';
import type { Db } from '../../../db/database';
import { ORDER, PAY } from '../../../lib/order-state-machine';

export async function findOrderForClose(db: Db, orderId: number, memberId: number | null) {
  let q = db
    .selectFrom('orders')
    .select([
      'order_id',
      'order_no',
      'member_id',
      'out_trade_no',
      'promotion_type',
      'coupon_id',
      'platform_coupon_id',
      'balance_money',
    ])
    .where('order_id', '=', orderId);
  if (memberId !== null) q = q.where('member_id', '=', memberId);
  return q.executeTakeFirst();
}

/** Closes the payment unless it is being paid or paid (PAYING or PAID); a closed one stays closed. */
export async function closePayOf(db: Db, outTradeNo: string, now: number) {
  const res = await db
    .updateTable('pay')
    .set({ pay_status: PAY.moves.closeWithOrder.to, close_time: now })
    .where('out_trade_no', '=', outTradeNo)
    .where('pay_status', 'in', PAY.moves.closeWithOrder.from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Unpaid → closed; false when the order was paid, is being paid, or closed meanwhile. */
export async function markClosed(db: Db, orderId: number, cause: string, now: number) {
  const res = await db
    .updateTable('orders')
    .set({ order_status: ORDER.moves.close.to, close_time: now, close_cause: cause, auto_close_time: 0 })
    .where('order_id', '=', orderId)
    .where('order_status', 'in', ORDER.moves.close.from)
    .where('pay_status', '=', PAY_STATUS.UNPAID)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function findOrderStock(db: Db, orderId: number) {
  return db.selectFrom('order_goods').select(['sku_id', 'goods_id', 'num']).where('order_id', '=', orderId).execute();
}

/** Unpaid orders whose time ran out (all members, or one member's). */
export async function findDueOrders(db: Db, now: number, limit: number, memberId: number | null) {
  let q = db
    .selectFrom('orders')
    .select('order_id')
    .where('order_status', '=', ORDER_STATUS.UNPAID)
    .where('pay_status', '=', PAY_STATUS.UNPAID)
    .where('auto_close_time', '>', 0)
    .where('auto_close_time', '<=', now);
  if (memberId !== null) q = q.where('member_id', '=', memberId);
  return (await q.orderBy('auto_close_time').limit(limit).execute()).map((r) => r.order_id);
}
