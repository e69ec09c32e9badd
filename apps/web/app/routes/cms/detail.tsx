import type { Route } from './+types/detail';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { ArticleNav, HelpSideMenu, RichText } from '~/features/content/cms/cms-parts';
import { formatDateTime } from '~/lib/format-time';
import { pageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { prefixedPage } from '~/lib/prefixed-path';
import { useTranslation } from '~/lib/translation';
import { loadHelpArticle, loadNotice } from './cms.server';

/** /cms/notice-N and /cms/help-N: a notice and a help article (SPEC §2); unknown ids are 404. */
const PAGES = { notice: 'cms_notice_detail', help: 'cms_help_detail' } as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { key, id } = prefixedPage(request, params.page, PAGES);
  const section = key === 'cms_help_detail' ? 'cms_help' : 'cms_notice';
  const page =
    key === 'cms_help_detail' ? await loadHelpArticle(request, context, id) : await loadNotice(request, context, id);
  return { ...page, sectionTitle: pageTitle(request, section) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) => {
  const title = loaderData && (loaderData.kind === 'help' ? loaderData.article.title : loaderData.notice.title);
  return pageMeta(matches, location.pathname, {
    title: title ? `${title} - ${loaderData.sectionTitle}` : undefined,
    canonical: location.pathname,
    error,
  });
};

function Published({ time }: { time: number }) {
  const { t } = useTranslation();
  return <p className="mb-6 text-xs text-subtle">{t('cms.published', { date: formatDateTime(time) })}</p>;
}

const HEADING = 'mb-2 text-xl leading-tight-text font-semibold break-words text-ink';

export default function CmsDetailRoute({ loaderData }: Route.ComponentProps) {
  const { sectionTitle } = loaderData;
  if (loaderData.kind === 'notice') {
    const { notice } = loaderData;
    return (
      <div className="page-width pb-12">
        <Breadcrumbs items={[{ label: sectionTitle, to: '/cms/notice' }, { label: notice.title }]} />
        <article className="rounded-lg bg-white p-6">
          <h1 className={HEADING}>{notice.title}</h1>
          <Published time={notice.create_time} />
          <RichText html={notice.content} />
        </article>
      </div>
    );
  }
  const { article, classes } = loaderData;
  return (
    <div className="page-width pb-12">
      <Breadcrumbs
        items={[
          { label: sectionTitle, to: '/cms/help' },
          { label: article.class_name, to: `/cms/help/listother-${article.class_id}` },
          { label: article.title },
        ]}
      />
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <HelpSideMenu classes={classes} current={article.class_id} />
        <article className="min-w-0 flex-1 rounded-lg bg-white p-6">
          <h1 className={HEADING}>{article.title}</h1>
          <Published time={article.create_time} />
          <RichText html={article.content} />
          <ArticleNav prev={article.prev} next={article.next} />
        </article>
      </div>
    </div>
  );
}
