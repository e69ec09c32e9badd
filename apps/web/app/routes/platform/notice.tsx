import { platformContentListEndpoint } from '@zay/contract';
import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { BUTTON } from '~/components/console/console-ui';
import { Pager } from '~/components/ui/pager';
import { StatusPanel } from '~/components/ui/status-panel';
import { ContentTable } from '~/features/platform/content/content-table';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/notice';
import { requirePlatformStaff } from './platform.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const n = Number(new URL(request.url).searchParams.get('page') ?? 1);
  const page = Number.isSafeInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
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

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => [
  ...pageMeta(matches, location.pathname, { title: loaderData?.title }),
  { name: 'robots', content: 'noindex' },
];

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
      {list && list.list.length > 0 ? (
        <>
          <ContentTable
            kind="notice"
            rows={list.list}
            testId="notices"
            editHref={(n) => `/platform/notice_edit?id=${n.id}`}
          />
          <Pager
            page={page}
            pageCount={list.page_count}
            href={(p) => (p > 1 ? `/platform/notice?page=${p}` : '/platform/notice')}
          />
        </>
      ) : (
        <div className="bg-white py-6">
          <StatusPanel
            icon={Megaphone}
            compact
            title={list ? t('platformContent.emptyNotices') : message}
            description=""
          />
        </div>
      )}
    </div>
  );
}
