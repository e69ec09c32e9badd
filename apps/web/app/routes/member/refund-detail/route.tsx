import { refundDetailEndpoint } from '@zay/contract';
import type { Route } from './+types/route';
import { RefundDetailView } from '~/features/aftersale/refund-detail';
import { noindexPageMeta } from '~/lib/meta';
import { orderGoodsRecord } from '~/lib/order-goods.server';
import { pageTitle } from '~/lib/page-title.server';
import { AfterSalePage } from './after-sale-page';

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  title: pageTitle(request, 'member_refund_detail'),
  detail: await orderGoodsRecord(request, context, refundDetailEndpoint),
});

export const meta: Route.MetaFunction = noindexPageMeta;

export default function RefundDetailRoute({ loaderData }: Route.ComponentProps) {
  return <AfterSalePage {...loaderData}>{(d) => <RefundDetailView d={d} />}</AfterSalePage>;
}
