import { ORDER_TABS, orderListsEndpoint, orderNumEndpoint, type OrderTab } from '@zay/contract';
import type { AppLoadContext } from 'react-router';
import { dataOr, serverApi } from '~/lib/api.server';
import { pageFrom } from '~/lib/page-query';
import { pageTitle } from '~/lib/page-title.server';

export const ORDER_PAGE_SIZE = 10;

const tabOf = (value: string | null): OrderTab =>
  ORDER_TABS.includes(value as OrderTab) ? (value as OrderTab) : 'all';

/** One page of one tab, and every tab's count, asked for together. */
export async function loadOrderList(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const tab = tabOf(params.get('order_status'));
  const page = pageFrom(request);
  const call = serverApi(request, context);
  const errors: string[] = [];
  const [list, counts] = await Promise.all([
    call(orderListsEndpoint, { order_status: tab, page, page_size: ORDER_PAGE_SIZE }),
    call(orderNumEndpoint, {}),
  ]);
  const orders = dataOr(list, { list: [], count: 0, page_count: 1 }, errors);
  return {
    title: pageTitle(request, 'member_order_list'),
    tab,
    page,
    orders: orders.list,
    pageCount: orders.page_count,
    counts: counts.ok ? counts.data : null,
    errors,
  };
}
