import { refundDetailEndpoint } from '@zay/contract';
import type { Route } from './+types/route';
import { RefundDetailView } from '~/features/aftersale/refund-detail';
import { noindexPageMeta } from '~/lib/meta';
import { AfterSalePage } from './after-sale-page';
import { loadOrderGoodsPage } from './order-goods.server';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadOrderGoodsPage(request, context, 'member_refund_detail', refundDetailEndpoint);

export const meta: Route.MetaFunction = noindexPageMeta;

export default function RefundDetailRoute({ loaderData }: Route.ComponentProps) {
  return <AfterSalePage {...loaderData}>{(d) => <RefundDetailView d={d} />}</AfterSalePage>;
}
