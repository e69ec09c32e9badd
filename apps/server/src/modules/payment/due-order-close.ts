import type { RequestContext } from '../../lib/context';

type DueOrderClose = (ctx: RequestContext, orderId: number) => Promise<unknown>;
let closeDueOrder: DueOrderClose = async () => {
  throw new Error('no order close plugged into payment');
};

/**
 * How a payment closes its orders whose time ran out before it shows them (so a late payment
 * cannot start). Closing an order is trade's (its stock, coupons and balance go back), so trade
 * plugs it in as the app starts (ADR 085).
 */
export function plugDueOrderClose(close: DueOrderClose) {
  closeDueOrder = close;
}

export const closeTimedOutOrder: DueOrderClose = (ctx, orderId) => closeDueOrder(ctx, orderId);
