import { cartDeleteEndpoint, cartEditEndpoint, cartListEndpoint, skuSpecText, type CartLine } from '@zay/contract';
import { data, type AppLoadContext } from 'react-router';
import { isSessionError, type ApiResult } from '~/lib/api';
import { serverApi } from '~/lib/api.server';
import { readCookie, resolveLang } from '~/lib/lang';
import { pageTitle } from '~/lib/page-title.server';
import { assertSameOrigin } from '~/lib/same-origin.server';
import { TOKEN_COOKIE } from '~/lib/session.server';
import { CART_INTENTS, type CartActionResult, type CartIntent } from '~/features/trade/cart/cart-actions';
import type { CartLineInput } from '~/features/trade/cart/cart-view';

export type CartLoad =
  | { state: 'visitor'; title: string }
  | { state: 'failed'; title: string; message: string }
  | { state: 'ready'; title: string; lines: CartLineInput[] };

/** A goodslists line as the page reads it: the SKU's specs decoded here, on the server. */
export const toLineInput = ({ sku_spec_format, ...line }: CartLine): CartLineInput => ({
  ...line,
  specs: skuSpecText.decode(sku_spec_format) ?? [],
});

/**
 * The member's cart lines (one API call, so the header's mini cart can load it on open); a visitor
 * or a refused session gets the log-in invitation instead.
 */
export async function loadCart(request: Request, context: AppLoadContext): Promise<CartLoad> {
  const title = pageTitle(request, 'cart');
  if (!readCookie(request.headers.get('cookie'), TOKEN_COOKIE)) return { state: 'visitor', title };
  const result = await serverApi(request, context)(cartListEndpoint, {});
  if (result.ok) return { state: 'ready', title, lines: result.data.map(toLineInput) };
  if (isSessionError(result)) return { state: 'visitor', title };
  return { state: 'failed', title, message: result.message };
}

const answer = (intent: CartIntent, result: ApiResult<unknown>, cartId?: number): CartActionResult =>
  result.ok
    ? { intent, ok: true, message: '', cartId }
    : { intent, ok: false, message: result.message, cartId, needLogin: isSessionError(result) };

/**
 * Quantity changes and deletions. The quantity is passed on as typed (digits, or what a script
 * sent): the API is the one that refuses 0, fractions or more than the stock, in its own words.
 */
export async function cartAction(request: Request, context: AppLoadContext): Promise<CartActionResult> {
  assertSameOrigin(request);
  const form = await request.formData();
  const intent = form.get('intent') as CartIntent;
  if (!CART_INTENTS.includes(intent)) throw data(null, { status: 400 });
  const call = serverApi(request, context, resolveLang(request));
  if (intent === 'edit') {
    const cartId = Number(form.get('cart_id'));
    const num = String(form.get('num') ?? '').trim();
    const result = await call(cartEditEndpoint, { cart_id: cartId, num });
    return answer(intent, result, cartId);
  }
  const ids = String(form.get('cart_ids') ?? '');
  const result = await call(cartDeleteEndpoint, { cart_id: ids });
  return answer(intent, result);
}
