import { MEMBER_STATUS_FILTERS, platformMemberListEndpoint, type MemberStatusFilter } from '@zay/contract';
import { Users } from 'lucide-react';
import { Form, Link } from 'react-router';
import { PagedRows } from '~/components/console/console-list-page';
import { StatusTabs } from '~/components/console/status-tabs';
import { INPUT_CLASS } from '~/components/ui/text-field';
import { MemberTable } from '~/features/member/console/member-table';
import { serverApi } from '~/lib/api.server';
import { listOrMessage } from '~/lib/console-list.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { pageFrom } from '~/lib/page-query';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/members';
import { requirePlatformStaff } from './platform.server';

interface Filters {
  status: MemberStatusFilter;
  search: string;
  page: number;
}

function readFilters(url: URL): Filters {
  const status = url.searchParams.get('status') ?? 'all';
  return {
    status: (MEMBER_STATUS_FILTERS as readonly string[]).includes(status) ? (status as MemberStatusFilter) : 'all',
    search: (url.searchParams.get('search') ?? '').trim().slice(0, 50),
    page: pageFrom(url),
  };
}

function membersHref(f: Filters, change: Partial<Filters> = {}) {
  const next = { ...f, page: 1, ...change };
  const q = new URLSearchParams();
  if (next.status !== 'all') q.set('status', next.status);
  if (next.search) q.set('search', next.search);
  if (next.page > 1) q.set('page', String(next.page));
  const query = q.toString();
  return query ? `/platform/members?${query}` : '/platform/members';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const filters = readFilters(new URL(request.url));
  const result = await serverApi(request, context)(platformMemberListEndpoint, { ...filters, page_size: 20 });
  return { title: serverI18n(resolveLang(request)).t('platformMembers.menu'), filters, ...listOrMessage(result) };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/members`: members by status, searched by name, mobile or id, newest first (ADR 092). */
export default function PlatformMembersRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, filters, list, message } = loaderData;
  return (
    <div className="mx-auto max-w-[1280px]">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        {list && <p className="text-[13px] text-muted">{t('platformMembers.count', { count: list.count })}</p>}
      </div>
      <StatusTabs
        label={t('platformMembers.tabs')}
        tabs={MEMBER_STATUS_FILTERS}
        current={filters.status}
        href={(status) => membersHref(filters, { status })}
        name={(status) => t(`platformMembers.tab_${status}`)}
      />
      <Form method="get" role="search" className="mb-3 flex flex-wrap items-end gap-3 bg-white px-4 py-4">
        {filters.status !== 'all' && <input type="hidden" name="status" value={filters.status} />}
        <label className="flex min-w-64 flex-1 flex-col gap-1 text-[13px] text-muted">
          {t('platformMembers.searchLabel')}
          <input
            name="search"
            type="search"
            defaultValue={filters.search}
            maxLength={50}
            className={`${INPUT_CLASS} h-9 border-[#d4d4d4]`}
            data-testid="member-search"
          />
        </label>
        <button type="submit" className="h-9 rounded bg-brand px-5 text-[14px] text-white hover:bg-brand-dark">
          {t('platformMembers.search')}
        </button>
        <Link
          to={membersHref({ ...filters, search: '' })}
          className="flex h-9 items-center rounded border border-line px-4 text-[14px] text-body hover:border-brand hover:text-brand"
        >
          {t('platformMembers.reset')}
        </Link>
      </Form>
      <PagedRows
        list={list}
        page={filters.page}
        href={(page) => membersHref(filters, { page })}
        icon={Users}
        empty={t('platformMembers.empty')}
        emptyText={t('platformMembers.emptyText')}
        message={message}
      >
        {(rows) => <MemberTable rows={rows} />}
      </PagedRows>
    </div>
  );
}
