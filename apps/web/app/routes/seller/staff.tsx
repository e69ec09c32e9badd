import { sellerActionLogEndpoint, sellerStaffListEndpoint } from '@zay/contract';
import { History, UsersRound } from 'lucide-react';
import { PagedRows } from '~/components/console/console-list-page';
import { StatusTabs } from '~/components/console/status-tabs';
import { StatusPanel } from '~/components/ui/status-panel';
import { logHref, logQuery, readLogFilters } from '~/features/staff/action-log/console/action-log-filters';
import { ActionLogSearch } from '~/features/staff/action-log/console/action-log-search';
import { ActionLogTable, SHOP_LOG_ACTIONS } from '~/features/staff/action-log/console/action-log-table';
import { ShopStaffPanel } from '~/features/staff/shop-staff/console/shop-staff-panel';
import { serverApi } from '~/lib/api.server';
import { listOrMessage } from '~/lib/console-list.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/staff';
import { requireStaff } from './seller.server';

const TABS = ['staff', 'log'] as const;
type Tab = (typeof TABS)[number];
const LOG_TAB = { tab: 'log' };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const tab: Tab = url.searchParams.get('tab') === 'log' ? 'log' : 'staff';
  const call = serverApi(request, context);
  const title = serverI18n(resolveLang(request)).t('shopStaff.title');
  if (tab === 'log') {
    const filters = readLogFilters(url);
    const log = listOrMessage(await call(sellerActionLogEndpoint, logQuery(filters)));
    return { title, tab, filters, log, staff: null, message: log.message };
  }
  const staff = await call(sellerStaffListEndpoint, {});
  return {
    title,
    tab,
    filters: null,
    log: null,
    staff: staff.ok ? staff.data : null,
    message: staff.ok ? '' : staff.message,
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/**
 * `/seller/staff` (issue 30, ADR 098): the owner's staff accounts, and (`?tab=log`) the shop's own
 * action log, the platform log's search and table.
 */
export default function SellerStaffRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, tab, filters, log, staff, message } = loaderData;
  return (
    <div className="mx-auto grid max-w-[1100px] gap-3">
      <div>
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        <p className="mt-1 text-[13px] leading-text text-muted">
          {tab === 'log' ? t('shopStaff.logIntro') : t('shopStaff.intro')}
        </p>
      </div>
      <StatusTabs
        label={title}
        tabs={TABS}
        current={tab}
        href={(x) => (x === 'log' ? '/seller/staff?tab=log' : '/seller/staff')}
        name={(x) => t(x === 'log' ? 'shopStaff.tabLog' : 'shopStaff.tabStaff')}
      />
      {tab === 'staff' &&
        (staff ? (
          <ShopStaffPanel list={staff} />
        ) : (
          <StatusPanel icon={UsersRound} compact title={t('shopStaff.loadFailed')} description={message} />
        ))}
      {tab === 'log' && filters && log && (
        <div>
          <ActionLogSearch
            filters={filters}
            actions={SHOP_LOG_ACTIONS}
            reset="/seller/staff?tab=log"
            hidden={LOG_TAB}
          />
          <PagedRows
            list={log.list}
            page={filters.page}
            href={(page) => logHref('/seller/staff', filters, page, LOG_TAB)}
            icon={History}
            empty={t('actionLog.empty')}
            emptyText={t('actionLog.emptyText')}
            message={log.message}
          >
            {(rows) => <ActionLogTable rows={rows} />}
          </PagedRows>
        </div>
      )}
    </div>
  );
}
