import { AFTER_SALE_TABS, shopRefundListEndpoint } from '@zay/contract';
import { RefundQueuePage, type RefundQueueKind } from '~/features/aftersale/console/refund-queue-page';
import { loadRefundQueue } from '~/features/aftersale/console/refund-queue.server';
import { serverApi } from '~/lib/api.server';
import { noindexPageMeta } from '~/lib/meta';
import type { Route } from './+types/refunds';
import { requireStaff } from './seller.server';

const QUEUE: RefundQueueKind<(typeof AFTER_SALE_TABS)[number]> = {
  title: 'afterSale.queueTitle',
  tabs: AFTER_SALE_TABS,
  base: '/seller/refunds',
  detailHref: (id) => `/seller/refund?order_goods_id=${id}`,
  width: 'max-w-[1100px]',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return loadRefundQueue(request, QUEUE, (query) => serverApi(request, context)(shopRefundListEndpoint, query));
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/seller/refunds`: the shop's after-sale queue by state, newest application first (ADR 058). */
export default function SellerRefundsRoute({ loaderData }: Route.ComponentProps) {
  return <RefundQueuePage kind={QUEUE} data={loaderData} />;
}
