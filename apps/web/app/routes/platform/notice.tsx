import { platformContentListEndpoint } from '@zay/contract';
import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { PagedRows } from '~/components/console/console-list-page';
import { BUTTON } from '~/components/console/console-ui';
import { ContentTable } from '~/features/content/cms/console/content-table';
import { loadConsolePage } from '~/lib/console-list.server';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/notice';
import { requirePlatformStaff } from './platform.server';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadConsolePage(request, context, requirePlatformStaff, 'platformContent.menuNotice', (call, page) =>
    call(platformContentListEndpoint, { kind: 'notice', page, page_size: 20 }),
  );

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/notice`: the notices, pinned first, newest next (ADR 069). */
export default function PlatformNoticeRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, page, list, message } = loaderData;
  return (
    <div className="mx-auto grid max-w-[1280px] gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        <Link to="/platform/notice_edit" className={BUTTON}>
          {t('platformContent.newNotice')}
        </Link>
      </div>
      <PagedRows
        list={list}
        page={page}
        href={(p) => (p > 1 ? `/platform/notice?page=${p}` : '/platform/notice')}
        icon={Megaphone}
        empty={t('platformContent.emptyNotices')}
        message={message}
      >
        {(rows) => (
          <ContentTable
            kind="notice"
            rows={rows}
            testId="notices"
            editHref={(n) => `/platform/notice_edit?id=${n.id}`}
          />
        )}
      </PagedRows>
    </div>
  );
}
