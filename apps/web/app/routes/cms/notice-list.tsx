import { Pin } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/notice-list';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { Pager } from '~/components/ui/pager';
import { marketDay } from '~/lib/format-time';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import { loadNotices } from './cms.server';

/** /cms/notice: the platform's notices, pinned first, then newest, paged (SPEC §2). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadNotices(request, context);

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  pageMeta(matches, location.pathname, {
    title: loaderData?.title,
    canonical: loaderData && loaderData.page > 1 ? `${location.pathname}?page=${loaderData.page}` : location.pathname,
    error,
  });

export default function NoticeListRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { notices, page, pageCount, title, errors } = loaderData;
  return (
    <div className="page-width pb-12">
      <Breadcrumbs items={[{ label: title }]} />
      <section className="rounded-lg bg-white p-6">
        <h1 className="mb-4 text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        {notices.length === 0 ? (
          <p className="py-10 text-center text-[14px] text-subtle">{t('cms.noNotices')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {notices.map((n) => (
              <li key={n.id} className="flex items-baseline justify-between gap-4 py-3">
                <span className="flex min-w-0 items-baseline gap-2">
                  {n.is_top === 1 && (
                    <span className="inline-flex shrink-0 items-center gap-1 rounded bg-brand-soft px-1.5 py-0.5 text-2xs text-brand">
                      <Pin size={11} aria-hidden />
                      {t('cms.pinned')}
                    </span>
                  )}
                  <Link
                    to={`/cms/notice-${n.id}`}
                    className="min-w-0 text-[14px] leading-text break-words text-body hover:text-brand"
                  >
                    {n.title}
                  </Link>
                </span>
                <time className="shrink-0 text-xs text-subtle">{marketDay(n.create_time)}</time>
              </li>
            ))}
          </ul>
        )}
        {pageCount > 1 && (
          <div className="mt-6">
            <Pager page={page} pageCount={pageCount} href={(p) => (p > 1 ? `/cms/notice?page=${p}` : '/cms/notice')} />
          </div>
        )}
      </section>
      <LoadErrorToasts errors={errors} />
    </div>
  );
}
