import {
  message,
  orderCloseEndpoint,
  orderExtendTakeDeliveryEndpoint,
  orderPayEndpoint,
  orderTakeDeliveryEndpoint,
  type Endpoint,
} from '@zay/contract';
import { data, type AppLoadContext } from 'react-router';
import { ORDER_INTENTS, type OrderActionResult, type OrderIntent } from '~/features/trade/order/order-actions';
import { serverApi } from '~/lib/api.server';
import { resolveLang } from '~/lib/lang';
import { assertSameOrigin } from '~/lib/same-origin.server';

const WRITES = {
  close: orderCloseEndpoint,
  takedelivery: orderTakeDeliveryEndpoint,
  extendtakedelivery: orderExtendTakeDeliveryEndpoint,
} satisfies Record<Exclude<OrderIntent, 'pay'>, Endpoint>;

/** The order list's and detail's writes: pay again (a new out_trade_no), close, confirm or extend receipt. */
export async function orderAction(request: Request, context: AppLoadContext): Promise<OrderActionResult> {
  assertSameOrigin(request);
  const form = await request.formData();
  const intent = form.get('intent') as OrderIntent;
  const orderId = Number(form.get('order_id'));
  if (!ORDER_INTENTS.includes(intent) || !Number.isSafeInteger(orderId) || orderId < 1)
    throw data(null, { status: 400 });
  const lang = resolveLang(request);
  const call = serverApi(request, context, lang);
  if (intent === 'pay') {
    const result = await call(orderPayEndpoint, { order_ids: orderId });
    return result.ok
      ? { intent, ok: true, message: '', outTradeNo: result.data }
      : { intent, ok: false, message: result.message };
  }
  const endpoint = WRITES[intent];
  const result = await call(endpoint, { order_id: orderId });
  return result.ok
    ? { intent, ok: true, message: message(lang, endpoint.message ?? 'SUCCESS') }
    : { intent, ok: false, message: result.message };
}
