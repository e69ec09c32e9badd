import type { Checkout, OrderCreateInput } from '@zay/contract';
import type { RequestContext } from '../../../lib/context';
import { buildQuote } from './checkout.service';
import { checkoutView } from './checkout.view';
import type { OrderKind } from './order-kind.service';

/** ordercreate/payment and /calculate: the checkout for the input and the buyer's choices. */
export async function checkout(ctx: RequestContext, input: OrderCreateInput, kind?: OrderKind): Promise<Checkout> {
  return checkoutView(ctx.lang, await buildQuote(ctx, input, { lists: true, kind }));
}

export { createOrders } from './create.service';
