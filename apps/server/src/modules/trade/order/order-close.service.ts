import { withTransaction, type RequestContext } from '../../../lib/context';
import { returnBalance } from '../../member';
import { checkoutCoupons } from '../checkout/discounts';
import { orderKindOf } from '../checkout/order-kind.service';
import { reopenExpiredProofs } from '../../payment';
import * as repo from './close.repository';

export type CloseCause = 'buyer' | 'timeout';

/** Thrown inside the closing transaction to roll it back when a condition did not hold. */
class NotClosable extends Error {}

/**
 * Closes an unpaid order in one transaction: its payment closes, stock and sale counts go back
 * through its order kind, coupons return once no open order uses them, the balance used is
 * credited. Every step is conditional, so a payment or another close racing it wins or loses
 * whole. The context's member's order only; any member's for a context without one (the
 * timer). False when the order could not be closed.
 */
export async function closeOrder(ctx: RequestContext, orderId: number, cause: CloseCause) {
  const order = await repo.findOrderForClose(ctx.db, orderId, ctx.memberId);
  if (!order) return false;
  try {
    await withTransaction(ctx, async (ctx) => {
      const now = ctx.now();
      if (!(await repo.closePayOf(ctx.db, order.out_trade_no, now))) throw new NotClosable();
      if (!(await repo.markClosed(ctx.db, order.order_id, cause, now))) throw new NotClosable();
      const lines = await repo.findOrderStock(ctx.db, order.order_id);
      await orderKindOf(order.promotion_type).release(
        ctx,
        lines.map((l) => ({ skuId: l.sku_id, goodsId: l.goods_id, num: l.num })),
        { memberId: order.member_id, outTradeNo: order.out_trade_no },
      );
      if (order.coupon_id) await checkoutCoupons().giveBack(ctx, order.member_id, order.coupon_id, 'coupon_id');
      if (order.platform_coupon_id)
        await checkoutCoupons().giveBack(ctx, order.member_id, order.platform_coupon_id, 'platform_coupon_id');
      if (order.balance_money > 0) {
        const entry = { type: 'order_refund', ref: order.order_no, tradeNo: order.out_trade_no };
        await returnBalance(ctx, order.member_id, order.balance_money, entry);
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
 * `batch` at a time; answers how many closed. The context's member's orders, or every
 * member's for a context without one.
 */
export async function closeDueOrders(ctx: RequestContext, opts: { batch?: number } = {}) {
  const batch = opts.batch ?? 100;
  await reopenExpiredProofs(ctx);
  let closed = 0;
  for (;;) {
    const ids = await repo.findDueOrders(ctx.db, ctx.now(), batch, ctx.memberId);
    let round = 0;
    for (const id of ids) if (await closeOrder(ctx, id, 'timeout')) round++;
    closed += round;
    // A full batch of orders that would not close would come back forever.
    if (ids.length < batch || round === 0) return closed;
  }
}

/**
 * The timer of ADR 012: closes due orders every `seconds`, each round in a fresh context without
 * a member (`context`, on the app's clock), then runs `more` — the other order timers
 * (auto-receive, auto-complete) — in the same round; answers a stop function. A round never
 * starts while the last one runs, and every step is a conditional update, so several processes
 * running the timer move each order once.
 */
export function startCloseTimer(
  context: () => RequestContext,
  seconds: number,
  log: (err: unknown) => void,
  more?: (ctx: RequestContext) => Promise<unknown>,
): () => void {
  if (seconds <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const ctx = context();
    closeDueOrders(ctx)
      .then(() => more?.(ctx))
      .catch(log)
      .finally(() => (running = false));
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
