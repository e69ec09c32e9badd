import { platformContentListEndpoint } from '@zay/contract';
import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { BUTTON } from '~/components/console/console-ui';
import { Pager } from '~/components/ui/pager';
import { StatusPanel } from '~/components/ui/status-panel';
import { ContentTable } from '~/features/content/cms/console/content-table';
import { NewClassForm } from '~/features/content/cms/console/new-class-form';
import { pageFrom } from '~/lib/page-query';
import { dataOr, serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/help';
import { requirePlatformStaff } from './platform.server';

const EMPTY = { list: [], count: 0, page_count: 1 };
const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
};
const helpHref = (classId: number, page = 1) => `/platform/help?class_id=${classId}${page > 1 ? `&page=${page}` : ''}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const q = new URL(request.url).searchParams;
  const call = serverApi(request, context);
  const classes = await call(platformContentListEndpoint, { kind: 'help_class', page_size: 0 });
  const classList = dataOr(classes, EMPTY).list;
  const wanted = positive(q.get('class_id'));
  const current = classList.find((c) => c.id === wanted) ?? classList[0] ?? null;
  const page = pageFrom(request);
  const articles = current
    ? dataOr(
        await call(platformContentListEndpoint, { kind: 'help', class_id: current.id, page, page_size: 20 }),
        EMPTY,
      )
    : EMPTY;
  return {
    title: serverI18n(resolveLang(request)).t('platformContent.menuHelp'),
    classes: classList,
    current,
    articles,
    page,
    message: classes.ok ? '' : classes.message,
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/help`: help classes, and the chosen class's articles (ADR 069). */
export default function PlatformHelpRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, classes, current, articles, page, message } = loaderData;
  return (
    <div className="mx-auto grid max-w-[1280px] gap-4">
      <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
      {message && (
        <p role="alert" className="bg-white p-4 text-[14px] text-brand">
          {message}
        </p>
      )}
      <section aria-labelledby="help-classes" className="grid gap-2">
        <h2 id="help-classes" className="text-[16px] leading-tight-text font-semibold text-ink">
          {t('platformContent.classes')}
        </h2>
        {classes.length > 0 ? (
          <ContentTable
            kind="help_class"
            rows={classes}
            testId="help-classes"
            titleHref={(c) => helpHref(c.id)}
            selected={current?.id}
            editHref={(c) => `/platform/help_edit?kind=help_class&id=${c.id}`}
          />
        ) : (
          <p className="bg-white p-6 text-center text-[14px] text-subtle">{t('platformContent.emptyClasses')}</p>
        )}
        <NewClassForm />
      </section>
      {current && (
        <section aria-labelledby="help-articles" className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="help-articles" className="text-[16px] leading-tight-text font-semibold break-words text-ink">
              {t('platformContent.articlesOf', { name: current.title })}
            </h2>
            <Link to={`/platform/help_edit?kind=help&class_id=${current.id}`} className={BUTTON}>
              {t('platformContent.newArticle')}
            </Link>
          </div>
          {articles.list.length > 0 ? (
            <>
              <ContentTable
                kind="help"
                rows={articles.list}
                testId="help-articles"
                editHref={(a) => `/platform/help_edit?kind=help&id=${a.id}`}
              />
              <Pager page={page} pageCount={articles.page_count} href={(p) => helpHref(current.id, p)} />
            </>
          ) : (
            <div className="bg-white py-6">
              <StatusPanel icon={LifeBuoy} compact title={t('platformContent.emptyArticles')} description="" />
            </div>
          )}
        </section>
      )}
    </div>
  );
}
