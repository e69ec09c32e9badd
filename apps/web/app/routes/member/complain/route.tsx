import { complainDetailEndpoint } from '@zay/contract';
import type { Route } from './+types/route';
import { ComplainView } from '~/features/aftersale/complain-view';
import { noindexPageMeta } from '~/lib/meta';
import { AfterSalePage } from '../refund-detail/after-sale-page';
import { loadOrderGoodsPage } from '../refund-detail/order-goods.server';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadOrderGoodsPage(request, context, 'member_complain', complainDetailEndpoint);

export const meta: Route.MetaFunction = noindexPageMeta;

export default function ComplainRoute({ loaderData }: Route.ComponentProps) {
  return <AfterSalePage {...loaderData}>{(d) => <ComplainView d={d} />}</AfterSalePage>;
}
