import { Link } from 'react-router';
import type { Route } from './+types/help-class';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { Pager } from '~/components/ui/pager';
import { HelpSideMenu } from '~/features/content/cms/cms-parts';
import { marketDay } from '~/lib/format-time';
import { pageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { prefixedPage } from '~/lib/prefixed-path';
import { useTranslation } from '~/lib/translation';
import { loadHelpClass } from './cms.server';

/** /cms/help/listother-N: the articles of one help class, paged (SPEC §2). */
const PAGES = { listother: 'cms_help_listother' } as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { id } = prefixedPage(request, params.page, PAGES);
  return { ...(await loadHelpClass(request, context, id)), helpTitle: pageTitle(request, 'cms_help') };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  pageMeta(matches, location.pathname, {
    title: loaderData ? `${loaderData.current.class_name} - ${loaderData.helpTitle}` : undefined,
    canonical: loaderData && loaderData.page > 1 ? `${location.pathname}?page=${loaderData.page}` : location.pathname,
    error,
  });

export default function HelpClassRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { classes, current, articles, page, pageCount, helpTitle, errors } = loaderData;
  const base = `/cms/help/listother-${current.class_id}`;
  return (
    <div className="page-width pb-12">
      <Breadcrumbs items={[{ label: helpTitle, to: '/cms/help' }, { label: current.class_name }]} />
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <HelpSideMenu classes={classes} current={current.class_id} />
        <section className="min-w-0 flex-1 rounded-lg bg-white p-6">
          <h1 className="mb-4 text-xl leading-tight-text font-semibold break-words text-ink">{current.class_name}</h1>
          {articles.length === 0 ? (
            <p className="py-10 text-center text-[14px] text-subtle">{t('cms.noArticles')}</p>
          ) : (
            <ul className="divide-y divide-line">
              {articles.map((a) => (
                <li key={a.id} className="flex items-baseline justify-between gap-4 py-3">
                  <Link
                    to={`/cms/help-${a.id}`}
                    className="min-w-0 text-[14px] leading-text break-words text-body hover:text-brand"
                  >
                    {a.title}
                  </Link>
                  <time className="shrink-0 text-xs text-subtle">{marketDay(a.create_time)}</time>
                </li>
              ))}
            </ul>
          )}
          {pageCount > 1 && (
            <div className="mt-6">
              <Pager page={page} pageCount={pageCount} href={(p) => (p > 1 ? `${base}?page=${p}` : base)} />
            </div>
          )}
        </section>
      </div>
      <LoadErrorToasts errors={errors} />
    </div>
  );
}
