import type { Db } from '../../../db/database';

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

/** Paid (1) → shipped (3), for an order of `orderType`; its goods are shipped too. */
export async function markShipped(db: Db, scope: Scope, orderType: number, now: number) {
  const res = await owned(db, scope)
    .set({ order_status: 3, delivery_time: now })
    .where('order_status', '=', 1)
    .where('order_type', '=', orderType)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await db.updateTable('order_goods').set({ delivery_status: 1 }).where('order_id', '=', scope.orderId).execute();
  return true;
}

/** A paid pickup order (1) is ready at the store (2). */
export async function markReadyForPickup(db: Db, scope: Scope) {
  const res = await owned(db, scope)
    .set({ order_status: 2 })
    .where('order_status', '=', 1)
    .where('order_type', '=', 2)
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
    .where('order_status', '=', 0)
    .where('pay_status', '=', 0)
    .where('adjust_money', '=', from)
    .where('pay_money', '>=', -delta)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
