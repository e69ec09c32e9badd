import type { Db } from '../../db/database';
import { changeBalance } from '../account/account.service';
import { returnCoupon } from '../coupon/coupon.service';
import { orderKindOf } from '../ordercreate/order-kind';
import { reopenExpiredProofs } from '../pay/proof-expiry.service';
import * as repo from './close.repository';

export type CloseCause = 'buyer' | 'timeout';

/** Thrown inside the closing transaction to roll it back when a condition did not hold. */
class NotClosable extends Error {}

/**
 * Closes an unpaid order in one transaction: its payment closes, stock and sale counts go back
 * through its order kind, coupons return once no open order uses them, the balance used is
 * credited. Every step is conditional, so a payment or another close racing it wins or loses
 * whole. `memberId` null: any member's (the timer). False when the order could not be closed.
 */
export async function closeOrder(db: Db, orderId: number, cause: CloseCause, memberId: number | null) {
  const order = await repo.findOrderForClose(db, orderId, memberId);
  if (!order) return false;
  try {
    await db.transaction().execute(async (trx) => {
      const now = Math.floor(Date.now() / 1000);
      if (!(await repo.closePayOf(trx, order.out_trade_no, now))) throw new NotClosable();
      if (!(await repo.markClosed(trx, order.order_id, cause, now))) throw new NotClosable();
      const lines = await repo.findOrderStock(trx, order.order_id);
      await orderKindOf(order.promotion_type).release(
        trx,
        lines.map((l) => ({ skuId: l.sku_id, goodsId: l.goods_id, num: l.num })),
      );
      if (order.coupon_id) await returnCoupon(trx, order.member_id, order.coupon_id, 'coupon_id');
      if (order.platform_coupon_id)
        await returnCoupon(trx, order.member_id, order.platform_coupon_id, 'platform_coupon_id');
      if (order.balance_money > 0) {
        const entry = { type: 'order_refund', ref: order.order_no };
        await changeBalance(trx, order.member_id, order.balance_money, entry, now);
      }
    });
    return true;
  } catch (err) {
    if (err instanceof NotClosable) return false;
    throw err;
  }
}

/**
 * Reopens bank transfers past their deadline, then closes unpaid orders whose time ran out,
 * `batch` at a time; answers how many closed.
 */
export async function closeDueOrders(db: Db, opts: { batch?: number; memberId?: number } = {}) {
  const batch = opts.batch ?? 100;
  await reopenExpiredProofs(db, opts.memberId);
  let closed = 0;
  for (;;) {
    const ids = await repo.findDueOrders(db, Math.floor(Date.now() / 1000), batch, opts.memberId);
    let round = 0;
    for (const id of ids) if (await closeOrder(db, id, 'timeout', null)) round++;
    closed += round;
    // A full batch of orders that would not close would come back forever.
    if (ids.length < batch || round === 0) return closed;
  }
}

/** The timer of ADR 012: closes due orders every `seconds`; answers a stop function. */
export function startCloseTimer(db: Db, seconds: number, log: (err: unknown) => void): () => void {
  if (seconds <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    closeDueOrders(db)
      .catch(log)
      .finally(() => (running = false));
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
