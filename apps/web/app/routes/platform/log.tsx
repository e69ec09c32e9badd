import { platformActionLogEndpoint } from '@zay/contract';
import { History } from 'lucide-react';
import { PagedRows } from '~/components/console/console-list-page';
import { logHref, logQuery, readLogFilters } from '~/features/staff/action-log/console/action-log-filters';
import { ActionLogSearch } from '~/features/staff/action-log/console/action-log-search';
import { ActionLogTable } from '~/features/staff/action-log/console/action-log-table';
import { serverApi } from '~/lib/api.server';
import { listOrMessage } from '~/lib/console-list.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/log';
import { requirePlatformStaff } from './platform.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const filters = readLogFilters(new URL(request.url));
  const result = await serverApi(request, context)(platformActionLogEndpoint, logQuery(filters));
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
        href={(page) => logHref('/platform/log', filters, page)}
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
