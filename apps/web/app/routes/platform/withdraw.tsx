import {
  PLATFORM_WITHDRAW_OWNERS,
  PLATFORM_WITHDRAW_TABS,
  platformWithdrawListEndpoint,
  type PlatformWithdrawOwner,
  type PlatformWithdrawTab,
} from '@zay/contract';
import { StatusTabs } from '~/components/console/status-tabs';
import { Wallet } from 'lucide-react';
import { PagedRows } from '~/components/console/console-list-page';
import { WithdrawSearch } from '~/features/money/withdrawal/console/withdraw-search';
import { WithdrawTable } from '~/features/money/withdrawal/console/withdraw-table';
import { WithdrawTabs } from '~/features/money/withdrawal/console/withdraw-tabs';
import { pageFrom } from '~/lib/page-query';
import { serverApi } from '~/lib/api.server';
import { listOrMessage } from '~/lib/console-list.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/withdraw';
import { requirePlatformStaff } from './platform.server';

interface Filters {
  owner: PlatformWithdrawOwner;
  tab: PlatformWithdrawTab;
  search: string;
  page: number;
}

function readFilters(url: URL): Filters {
  const q = url.searchParams;
  const tab = q.get('tab') ?? 'all';
  return {
    owner: q.get('owner') === 'shop' ? 'shop' : 'member',
    tab: (PLATFORM_WITHDRAW_TABS as readonly string[]).includes(tab) ? (tab as PlatformWithdrawTab) : 'all',
    search: (q.get('search') ?? '').trim().slice(0, 50),
    page: pageFrom(url),
  };
}

/** The address of the review for `filters` with some of them changed. */
function reviewHref(filters: Filters, change: Partial<Filters>) {
  const next = { ...filters, page: 1, ...change };
  const q = new URLSearchParams();
  if (next.owner !== 'member') q.set('owner', next.owner);
  if (next.tab !== 'all') q.set('tab', next.tab);
  if (next.search) q.set('search', next.search);
  if (next.page > 1) q.set('page', String(next.page));
  const query = q.toString();
  return query ? `/platform/withdraw?${query}` : '/platform/withdraw';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const filters = readFilters(new URL(request.url));
  const result = await serverApi(request, context)(platformWithdrawListEndpoint, filters);
  return {
    title: serverI18n(resolveLang(request)).t('platform.menuWithdraw'),
    filters,
    ...listOrMessage(result),
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/withdraw`: every member's (or with `?owner=shop`, every shop's, ADR 102) withdrawals by status, searched, paged (ADR 061). */
export default function PlatformWithdrawRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, list, message } = loaderData;
  return (
    <div className="mx-auto max-w-[1280px]">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{t('platform.menuWithdraw')}</h1>
        {list && <p className="text-[13px] text-muted">{t('platform.count', { count: list.count })}</p>}
      </div>
      <StatusTabs
        label={t('sellerFinance.ownerTabs')}
        tabs={PLATFORM_WITHDRAW_OWNERS}
        current={filters.owner}
        href={(owner) => reviewHref(filters, { owner, tab: 'all', search: '' })}
        name={(owner) => t(owner === 'shop' ? 'sellerFinance.ownerShops' : 'sellerFinance.ownerMembers')}
      />
      <WithdrawTabs current={filters.tab} counts={list?.tab_count ?? {}} href={(tab) => reviewHref(filters, { tab })} />
      <WithdrawSearch tab={filters.tab} search={filters.search} owner={filters.owner} />
      <PagedRows
        list={list}
        page={filters.page}
        href={(page) => reviewHref(filters, { page })}
        icon={Wallet}
        empty={t('platform.empty')}
        emptyText={t('platform.emptyText')}
        message={message}
      >
        {(rows) => <WithdrawTable rows={rows} />}
      </PagedRows>
    </div>
  );
}
