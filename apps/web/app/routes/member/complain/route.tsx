import { complainDetailEndpoint } from '@zay/contract';
import type { Route } from './+types/route';
import { ComplainView } from '~/features/aftersale/complain-view';
import { noindexPageMeta } from '~/lib/meta';
import { orderGoodsRecord } from '~/lib/order-goods.server';
import { pageTitle } from '~/lib/page-title.server';
import { AfterSalePage } from '../refund-detail/after-sale-page';

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  title: pageTitle(request, 'member_complain'),
  detail: await orderGoodsRecord(request, context, complainDetailEndpoint),
});

export const meta: Route.MetaFunction = noindexPageMeta;

export default function ComplainRoute({ loaderData }: Route.ComponentProps) {
  return <AfterSalePage {...loaderData}>{(d) => <ComplainView d={d} />}</AfterSalePage>;
}
