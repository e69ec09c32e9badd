import { orderPackageEndpoint } from '@zay/contract';
import { Truck } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/route';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { PRIMARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import { serverApi } from '~/lib/api.server';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { useTranslation } from '~/lib/translation';
import { PackageTabs } from './package-tabs';

export async function loader({ request, context }: Route.LoaderArgs) {
  const title = pageTitle(request, 'member_logistics');
  const listTitle = pageTitle(request, 'member_order_list');
  const orderId = Number(new URL(request.url).searchParams.get('order_id'));
  if (!Number.isSafeInteger(orderId) || orderId < 1) return { title, listTitle, orderId: 0, packages: [], message: '' };
  const result = await serverApi(request, context)(orderPackageEndpoint, { order_id: orderId });
  return result.ok
    ? { title, listTitle, orderId, packages: result.data, message: '' }
    : { title, listTitle, orderId, packages: [], message: result.message };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/member/logistics?order_id=`: the order's packages, a tab each, with their tracking newest first. */
export default function LogisticsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, listTitle, orderId, packages, message } = loaderData;
  return (
    <div className="pb-10">
      <Breadcrumbs items={[{ label: listTitle, to: '/member/order_list' }, { label: title }]} />
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{title}</h1>
      {packages.length > 0 ? (
        <PackageTabs packages={packages} />
      ) : (
        <StatusPanel
          icon={Truck}
          title={t('logistics.none')}
          description={message || t('logistics.noPackages')}
          compact
        >
          <Link
            to={orderId ? `/member/order_detail?order_id=${orderId}` : '/member/order_list'}
            className={PRIMARY_BUTTON}
          >
            {orderId ? t('logistics.backToOrder') : listTitle}
          </Link>
        </StatusPanel>
      )}
    </div>
  );
}
