import { LIVE_REVIEW_TABS, platformLiveListEndpoint } from '@zay/contract';
import { Radio } from 'lucide-react';
import { PagedRows } from '~/components/console/console-list-page';
import { QueueTabs, queueFilters, queueHref } from '~/features/aftersale/console/queue-tabs';
import { LiveReviewTable } from '~/features/content/live/console/live-review-table';
import { serverApi } from '~/lib/api.server';
import { listOrMessage } from '~/lib/console-list.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/live';
import { requirePlatformStaff } from './platform.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const filters = queueFilters(request, LIVE_REVIEW_TABS);
  const result = await serverApi(request, context)(platformLiveListEndpoint, { ...filters, page_size: 20 });
  return {
    title: serverI18n(resolveLang(request)).t('platformContent.menuLive'),
    filters,
    ...listOrMessage(result),
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/live`: shops' live rooms by review state; waiting ones oldest first (ADR 069). */
export default function PlatformLiveRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, filters, list, message } = loaderData;
  return (
    <div className="mx-auto max-w-[1280px]">
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{title}</h1>
      <QueueTabs
        tabs={LIVE_REVIEW_TABS}
        current={filters.tab}
        href={(tab) => queueHref('/platform/live', tab)}
        label={(tab) => `${t(`platformContent.tab_${tab}`)}${list ? ` (${list.tab_count[tab]})` : ''}`}
      />
      <PagedRows
        list={list}
        page={filters.page}
        href={(p) => queueHref('/platform/live', filters.tab, p)}
        icon={Radio}
        empty={t('platformContent.emptyLive')}
        emptyText={t('platformContent.emptyLiveText')}
        message={message}
      >
        {(rows) => <LiveReviewTable rows={rows} />}
      </PagedRows>
    </div>
  );
}
