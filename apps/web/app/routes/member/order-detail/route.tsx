import { orderDetailEndpoint } from '@zay/contract';
import { Headset, PackageX } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/route';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { ChatEntry } from '~/components/ui/chat-entry';
import { PRIMARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import { OrderDetailView } from '~/features/trade/order/order-detail';
import { serverApi } from '~/lib/api.server';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { useTranslation } from '~/lib/translation';
import { orderAction } from '../order-list/order-actions.server';
import { toOrderView } from './order-view.server';

const KIND_PAGES = [
  'member_order_detail_pickup',
  'member_order_detail_local_delivery',
  'member_order_detail_virtual',
] as const;

/** The page's own title: each order kind's detail page has one. */
const pageOf = (pathname: string) =>
  KIND_PAGES.find((key) => pathname === `/${key.replace('member_', 'member/')}`) ?? 'member_order_detail';

export async function loader({ request, context }: Route.LoaderArgs) {
  const title = pageTitle(request, pageOf(new URL(request.url).pathname));
  const listTitle = pageTitle(request, 'member_order_list');
  const orderId = Number(new URL(request.url).searchParams.get('order_id'));
  if (!Number.isSafeInteger(orderId) || orderId < 1) return { title, listTitle, order: null, message: '' };
  const result = await serverApi(request, context)(orderDetailEndpoint, { order_id: orderId });
  return result.ok
    ? { title, listTitle, order: toOrderView(result.data), message: '' }
    : { title, listTitle, order: null, message: result.message };
}

export const action = ({ request, context }: Route.ActionArgs) => orderAction(request, context);

export const meta: Route.MetaFunction = noindexPageMeta;

export default function OrderDetailRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, listTitle, order, message } = loaderData;
  return (
    <div className="pb-10">
      <Breadcrumbs items={[{ label: listTitle, to: '/member/order_list' }, { label: title }]} />
      <div className="mb-3 flex items-center justify-between gap-4">
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        {order && (
          <ChatEntry
            target={{ siteId: order.site_id, orderId: order.order_id }}
            className="flex h-8 items-center gap-1.5 rounded border border-line bg-white px-3 text-[13px] text-body hover:border-brand hover:text-brand"
          >
            <Headset size={14} aria-hidden />
            {t('chat.contact')}
          </ChatEntry>
        )}
      </div>
      {order ? (
        <OrderDetailView order={order} />
      ) : (
        <StatusPanel
          icon={PackageX}
          title={t('order.notFound')}
          description={message || t('order.notFoundText')}
          compact
        >
          <Link to="/member/order_list" className={PRIMARY_BUTTON}>
            {t('pay.myOrders')}
          </Link>
        </StatusPanel>
      )}
    </div>
  );
}
