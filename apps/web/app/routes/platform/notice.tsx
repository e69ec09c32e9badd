import { platformContentListEndpoint } from '@zay/contract';
import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { PagedRows } from '~/components/console/console-list-page';
import { BUTTON } from '~/components/console/console-ui';
import { ContentTable } from '~/features/platform/content/content-table';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { pageFrom } from '~/lib/page-query';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/notice';
import { requirePlatformStaff } from './platform.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const page = pageFrom(request);
  const result = await serverApi(request, context)(platformContentListEndpoint, {
    kind: 'notice',
    page,
    page_size: 20,
  });
  return {
    title: serverI18n(resolveLang(request)).t('platformContent.menuNotice'),
    page,
    list: result.ok ? result.data : null,
    message: result.ok ? '' : result.message,
  };
}

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
