import { sql, type ExpressionBuilder } from 'kysely';
import { ORDER_STATUS, ORDER_TYPE, REFUND_STATUS } from '@zay/contract';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { DELIVERY, ORDER } from '../../../lib/order-state-machine';

/*
 * Receipt and completion (issue 14): every change is a conditional update on the status it
 * leaves, so a buyer's confirmation, the redemption desk and the timers racing on one order
 * move it once.
 */

const DAY = 86_400;

export interface ReceiptDays {
  /** Days after shipping until a shipped order is received by itself; 0 = never. */
  takeDeliveryDays: number;
  /** Days one extension adds. */
  extendDays: number;
  /** Days after receipt until a received order completes by itself; 0 = never. */
  completeDays: number;
}

/** The moment a shipped order is due to be received, as SQL over its row. */
const receiveDueAt = (d: ReceiptDays) =>
  sql<number>`delivery_time + ${d.takeDeliveryDays * DAY} + extend_take_delivery * ${d.extendDays * DAY}`;

/**
 * Which orders a receipt may come from: the buyer's — shipped, or a pickup order ready; the
 * timer's — shipped and due; the desk's — paid or ready, its code just used, handing over the
 * goods `lines` (its live goods, ADR 093) and no other.
 */
export type ReceiptFrom =
  { by: 'buyer'; memberId: number } | { by: 'timer'; days: ReceiptDays } | { by: 'desk'; lines: readonly number[] };

/** → received (may be reviewed now); false when the order was not in a state it may leave. */
export async function markReceived(db: Db, orderId: number, from: ReceiptFrom, now: number) {
  // A redemption hands over at least one goods.
  if (from.by === 'desk' && from.lines.length === 0) return false;
  let q = db
    .updateTable('orders')
    .set({ order_status: ORDER.moves.receive.to, sign_time: now, is_evaluate: 1, evaluate_status: 0 })
    .where('order_id', '=', orderId);
  if (from.by === 'buyer')
    q = q
      .where('member_id', '=', from.memberId)
      .where((eb) =>
        eb.or([
          eb('order_status', 'in', ORDER.moves.receive.from),
          eb.and([eb('order_status', 'in', ORDER.moves.pickUp.from), eb('order_type', '=', ORDER_TYPE.STORE)]),
        ]),
      );
  else if (from.by === 'timer')
    q = q.where('order_status', 'in', ORDER.moves.receive.from).where(receiveDueAt(from.days), '<=', now);
  else q = q.where('order_status', 'in', ORDER.moves.redeem.from);
  const res = await q.executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  let goods = db
    .updateTable('order_goods')
    .set({ delivery_status: DELIVERY.moves.receive.to })
    .where('order_id', '=', orderId);
  if (from.by !== 'desk') {
    await goods.execute();
    return true;
  }
  // The desk hands over exactly the goods its code is worth: each still unrefunded and not received.
  goods = goods
    .where('order_goods_id', 'in', from.lines)
    .where('refund_status', '=', REFUND_STATUS.NONE)
    .where('delivery_status', 'in', DELIVERY.moves.receive.from);
  return Number((await goods.executeTakeFirst()).numUpdatedRows) === from.lines.length;
}

/** Marks the receipt deadline extended, once, while the order is shipped. */
export async function markExtended(db: Db, memberId: number, orderId: number) {
  const res = await db
    .updateTable('orders')
    .set({ extend_take_delivery: 1 })
    .where('order_id', '=', orderId)
    .where('member_id', '=', memberId)
    .where('order_status', '=', ORDER_STATUS.SHIPPED)
    .where('extend_take_delivery', '=', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Shipped orders past their receipt deadline (all members', or one member's). */
export async function findDueReceipts(db: Db, days: ReceiptDays, now: number, limit: number, memberId: number | null) {
  let q = db
    .selectFrom('orders')
    .select('order_id')
    .where('order_status', '=', ORDER_STATUS.SHIPPED)
    .where('delivery_time', '>', 0)
    .where(receiveDueAt(days), '<=', now);
  if (memberId !== null) q = q.where('member_id', '=', memberId);
  return (await q.orderBy('delivery_time').limit(limit).execute()).map((r) => r.order_id);
}

/**
 * Received, its completion time come, and no after-sale request of its goods open (ADR 058: it
 * completes once that ends): an order that may complete now.
 */
const completionDue = (completeDays: number, now: number) => (eb: ExpressionBuilder<Database, 'orders'>) =>
  eb.and([
    eb('orders.order_status', 'in', ORDER.moves.complete.from),
    eb('orders.sign_time', '>', 0),
    eb('orders.sign_time', '<=', now - completeDays * DAY),
    eb.not(
      eb.exists(
        eb
          .selectFrom('order_goods as g')
          .select('g.order_goods_id')
          .whereRef('g.order_id', '=', 'orders.order_id')
          .where('g.refund_status', 'not in', [REFUND_STATUS.NONE, REFUND_STATUS.DONE]),
      ),
    ),
  ]);

/** Received orders whose completion is due (all members', or one member's). */
export async function findDueCompletions(
  db: Db,
  completeDays: number,
  now: number,
  limit: number,
  memberId: number | null,
) {
  let q = db.selectFrom('orders').select('order_id').where(completionDue(completeDays, now));
  if (memberId !== null) q = q.where('member_id', '=', memberId);
  return (await q.orderBy('sign_time').limit(limit).execute()).map((r) => r.order_id);
}

/** Completes a received order past its time; answers what the growth reward needs, or null when it did not move. */
export async function markCompleted(db: Db, orderId: number, completeDays: number, now: number) {
  const row = await db
    .updateTable('orders')
    .set({ order_status: ORDER.moves.complete.to, finish_time: now })
    .where('order_id', '=', orderId)
    .where(completionDue(completeDays, now))
    .returning(['member_id', 'order_money', 'order_no'])
    .executeTakeFirst();
  return row ?? null;
}

export async function findOrderState(db: Db, orderId: number, memberId: number) {
  return db
    .selectFrom('orders')
    .select(['order_id', 'order_status', 'extend_take_delivery'])
    .where('order_id', '=', orderId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}
