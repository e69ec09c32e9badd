import { addressPageEndpoint, orderPaymentEndpoint, regionListEndpoint } from '@zay/contract';
import type { AppLoadContext } from 'react-router';
import { goodsFromQuery } from '~/features/trade/checkout/checkout-body';
import { serverApi } from '~/lib/api.server';
import { pageTitle } from '~/lib/page-title.server';
import type { CheckoutLoad } from './checkout-frame';

/**
 * The checkout's data for the goods in the address (`cart_ids`, or `sku_id` and `num`), the
 * member's addresses and the states and regions for a new address, asked for together.
 */
export async function loadPayment(request: Request, context: AppLoadContext): Promise<CheckoutLoad> {
  const title = pageTitle(request, 'payment');
  const goods = goodsFromQuery(new URL(request.url).searchParams);
  if (!goods) return { state: 'failed', title, message: '' };
  const call = serverApi(request, context);
  const [payment, addresses, regions] = await Promise.all([
    call(orderPaymentEndpoint, goods),
    call(addressPageEndpoint, { page: 1, page_size: 0 }),
    call(regionListEndpoint, { pid: 0 }),
  ]);
  if (!payment.ok) return { state: 'failed', title, message: payment.message };
  return {
    state: 'ready',
    title,
    goods,
    checkout: payment.data,
    addresses: addresses.ok ? addresses.data.list : [],
    provinces: regions.ok ? regions.data : [],
  };
}
