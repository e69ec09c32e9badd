import { COMPLAIN_TABS, platformComplainListEndpoint } from '@zay/contract';
import { RefundQueuePage, type RefundQueueKind } from '~/features/aftersale/console/refund-queue-page';
import { loadRefundQueue } from '~/features/aftersale/console/refund-queue.server';
import { serverApi } from '~/lib/api.server';
import { noindexPageMeta } from '~/lib/meta';
import type { Route } from './+types/complain';
import { requirePlatformStaff } from './platform.server';

const QUEUE: RefundQueueKind<(typeof COMPLAIN_TABS)[number]> = {
  title: 'afterSale.platformTitle',
  tabs: COMPLAIN_TABS,
  base: '/platform/complain',
  detailHref: (id) => `/platform/complain_detail?order_goods_id=${id}`,
  width: 'max-w-[1280px]',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  return loadRefundQueue(request, QUEUE, (query) => serverApi(request, context)(platformComplainListEndpoint, query));
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/complain`: buyers' complaints after a shop refused, open ones first (ADR 058). */
export default function PlatformComplainRoute({ loaderData }: Route.ComponentProps) {
  return <RefundQueuePage kind={QUEUE} data={loaderData} />;
}
