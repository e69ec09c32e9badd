import type { Checkout, OrderCreateInput } from '@zay/contract';
import type { RequestContext } from '../../lib/context';
import { buildQuote } from './checkout.service';
import { checkoutView } from './checkout.view';

/** ordercreate/payment and /calculate: the checkout for the input and the buyer's choices. */
export async function checkout(ctx: RequestContext, input: OrderCreateInput): Promise<Checkout> {
  return checkoutView(ctx.lang, await buildQuote(ctx, input, { lists: true }));
}

export { createOrders } from './create.service';
