import { ORDER_STATUS, ORDER_TYPE, PAY_STATUS } from '@zay/contract';
import type { Db } from '../../../db/database';
import { DELIVERY, ORDER } from '../../../lib/order-state-machine';

/*
 * The shop's moves of an order (ADR 050), each a conditional update on the state it leaves:
 * false when the order is not the shop's (`siteId` null: the platform's staff, any shop) or has
 * left that state, so of two clerks acting at once exactly one wins.
 */

type Scope = { orderId: number; siteId: number | null };

function owned(db: Db, { orderId, siteId }: Scope) {
  let q = db.updateTable('orders').where('order_id', '=', orderId);
  if (siteId !== null) q = q.where('site_id', '=', siteId);
  return q;
}

/** Paid → shipped, for an order of `orderType`; its goods are shipped too. */
export async function markShipped(db: Db, scope: Scope, orderType: number, now: number) {
  const res = await owned(db, scope)
    .set({ order_status: ORDER.moves.ship.to, delivery_time: now })
    .where('order_status', 'in', ORDER.moves.ship.from)
    .where('order_type', '=', orderType)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('order_goods')
    .set({ delivery_status: DELIVERY.moves.ship.to })
    .where('order_id', '=', scope.orderId)
    .execute();
  return true;
}

/** A paid pickup order is ready at the store. */
export async function markReadyForPickup(db: Db, scope: Scope) {
  const res = await owned(db, scope)
    .set({ order_status: ORDER.moves.readyForPickup.to })
    .where('order_status', 'in', ORDER.moves.readyForPickup.from)
    .where('order_type', '=', ORDER_TYPE.STORE)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * An unpaid order's adjustment `from` → `to` (minor units): order_money and pay_money move by the
 * difference, only while nobody paid or sent a proof, the adjustment is still `from` and pay_money
 * stays ≥ 0.
 */
export async function setAdjustment(db: Db, scope: Scope, from: number, to: number) {
  const delta = to - from;
  const res = await owned(db, scope)
    .set((eb) => ({
      adjust_money: to,
      order_money: eb('order_money', '+', delta),
      pay_money: eb('pay_money', '+', delta),
    }))
    .where('order_status', '=', ORDER_STATUS.UNPAID)
    .where('pay_status', '=', PAY_STATUS.UNPAID)
    .where('adjust_money', '=', from)
    .where('pay_money', '>=', -delta)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
