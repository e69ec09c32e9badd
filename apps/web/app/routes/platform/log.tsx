import { actionNameSchema, platformActionLogEndpoint } from '@zay/contract';
import { History } from 'lucide-react';
import { PagedRows } from '~/components/console/console-list-page';
import { ActionLogSearch, type ActionLogFilters } from '~/features/staff/action-log/console/action-log-search';
import { ActionLogTable } from '~/features/staff/action-log/console/action-log-table';
import { serverApi } from '~/lib/api.server';
import { listOrMessage } from '~/lib/console-list.server';
import { marketMoment } from '~/lib/format-time';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { pageFrom } from '~/lib/page-query';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/log';
import { requirePlatformStaff } from './platform.server';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

function readFilters(url: URL): ActionLogFilters {
  const q = url.searchParams;
  const day = (name: string) => {
    const v = q.get(name) ?? '';
    return DAY_RE.test(v) && marketMoment(v) > 0 ? v : '';
  };
  const action = q.get('action') ?? '';
  return {
    keyword: (q.get('keyword') ?? '').trim().slice(0, 60),
    action: actionNameSchema.safeParse(action).success ? action : '',
    from: day('from'),
    to: day('to'),
    page: pageFrom(url),
  };
}

function logHref(filters: ActionLogFilters, page: number) {
  const q = new URLSearchParams();
  for (const key of ['keyword', 'action', 'from', 'to'] as const) if (filters[key]) q.set(key, filters[key]);
  if (page > 1) q.set('page', String(page));
  const query = q.toString();
  return query ? `/platform/log?${query}` : '/platform/log';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const filters = readFilters(new URL(request.url));
  const result = await serverApi(request, context)(platformActionLogEndpoint, {
    keyword: filters.keyword,
    action: filters.action,
    page: filters.page,
    page_size: 20,
    // A day's end is the next day's first second, less one.
    ...(filters.from ? { start_time: marketMoment(filters.from) } : {}),
    ...(filters.to ? { end_time: marketMoment(filters.to) + 86_399 } : {}),
  });
  return { title: serverI18n(resolveLang(request)).t('actionLog.title'), filters, ...listOrMessage(result) };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/log`: the action log, searched by staff, action, target, address and days (issue 31, ADR 091). */
export default function PlatformLogRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, list, message, title } = loaderData;
  return (
    <div className="mx-auto max-w-[1280px]">
      <div className="mb-1 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        {list && <p className="text-[13px] text-muted">{t('actionLog.count', { count: list.count })}</p>}
      </div>
      <p className="mb-3 text-[13px] leading-normal text-muted">{t('actionLog.intro')}</p>
      <ActionLogSearch filters={filters} />
      <PagedRows
        list={list}
        page={filters.page}
        href={(page) => logHref(filters, page)}
        icon={History}
        empty={t('actionLog.empty')}
        emptyText={t('actionLog.emptyText')}
        message={message}
      >
        {(rows) => <ActionLogTable rows={rows} />}
      </PagedRows>
    </div>
  );
}
