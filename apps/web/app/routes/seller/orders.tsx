import type { DeskTab } from '@zay/contract';
import { ClipboardList } from 'lucide-react';
import { PagedRows } from '~/components/console/console-list-page';
import { DeskOrderTable } from '~/features/trade/fulfilment/desk-order-table';
import { DeskSearch } from '~/features/trade/fulfilment/desk-search';
import { DeskTabs } from '~/features/trade/fulfilment/desk-tabs';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/orders';
import { loadDeskOrders, type DeskFilters } from './orders.server';

export const loader = ({ request, context }: Route.LoaderArgs) => loadDeskOrders(request, context);

export const meta: Route.MetaFunction = noindexPageMeta;

/** The address of the desk for `filters` with some of them changed. */
function deskHref(filters: DeskFilters, change: Partial<DeskFilters>) {
  const next = { ...filters, page: 1, ...change };
  const q = new URLSearchParams();
  if (next.tab !== 'all') q.set('tab', next.tab);
  for (const key of ['order_no', 'buyer', 'from', 'to'] as const) if (next[key]) q.set(key, next[key]);
  if (next.page > 1) q.set('page', String(next.page));
  const query = q.toString();
  return query ? `/seller?${query}` : '/seller';
}

/** `/seller`: the shop's orders by status, searched, paged (ADR 049). */
export default function SellerOrdersRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, list: orders, message, staff } = loaderData;
  return (
    <div className="mx-auto max-w-[1280px]">
      <div className="mb-3 flex items-baseline justify-between">
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{t('seller.menuOrders')}</h1>
        {orders && <p className="text-[13px] text-muted">{t('seller.count', { count: orders.count })}</p>}
      </div>
      <DeskTabs current={filters.tab} href={(tab: DeskTab) => deskHref(filters, { tab })} />
      <DeskSearch values={filters} />
      <PagedRows
        list={orders}
        page={filters.page}
        href={(page) => deskHref(filters, { page })}
        icon={ClipboardList}
        empty={t('seller.empty')}
        emptyText={t('seller.emptyText')}
        message={message}
      >
        {(rows) => <DeskOrderTable orders={rows} showShop={staff.site_id === 0} />}
      </PagedRows>
    </div>
  );
}
