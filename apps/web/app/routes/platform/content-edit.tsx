import { platformContentDetailEndpoint, platformContentListEndpoint, type ContentConsoleKind } from '@zay/contract';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { StatusPanel } from '~/components/ui/status-panel';
import { ContentForm } from '~/features/content/cms/console/content-form';
import { dataOr, serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation, type TranslationKey } from '~/lib/translation';
import type { Route } from './+types/content-edit';
import { requirePlatformStaff } from './platform.server';

const TITLE: Record<ContentConsoleKind, TranslationKey> = {
  help_class: 'platformContent.editClass',
  help: 'platformContent.editHelp',
  notice: 'platformContent.editNotice',
};

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
};

/** `/platform/notice_edit?id=` is a notice; `/platform/help_edit?kind=help_class|help&id=` a class or an article. */
function kindOf(url: URL): ContentConsoleKind {
  if (url.pathname.endsWith('/notice_edit')) return 'notice';
  return url.searchParams.get('kind') === 'help_class' ? 'help_class' : 'help';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const url = new URL(request.url);
  const kind = kindOf(url);
  const id = positive(url.searchParams.get('id'));
  const call = serverApi(request, context);
  const [detail, classes] = await Promise.all([
    id ? call(platformContentDetailEndpoint, { kind, id }) : null,
    kind === 'help' ? call(platformContentListEndpoint, { kind: 'help_class', page_size: 0 }) : null,
  ]);
  const classList = classes ? dataOr(classes, { list: [], count: 0, page_count: 1 }).list : [];
  return {
    title: serverI18n(resolveLang(request)).t(TITLE[kind]),
    kind,
    detail: detail?.ok ? detail.data : null,
    missing: detail !== null && !detail.ok ? detail.message : '',
    classes: classList.map((c) => ({ id: c.id, title: c.title })),
    classId: positive(url.searchParams.get('class_id')) ?? classList[0]?.id ?? 0,
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** The editor of one help class, help article or notice in the three languages (ADR 069). */
export default function PlatformContentEditRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, kind, detail, missing, classes, classId } = loaderData;
  const notice = kind === 'notice';
  const back = notice ? '/platform/notice' : `/platform/help${detail?.class_id ? `?class_id=${detail.class_id}` : ''}`;
  const storefront =
    detail && detail.is_show
      ? notice
        ? `/cms/notice-${detail.id}`
        : kind === 'help'
          ? `/cms/help-${detail.id}`
          : ''
      : '';
  return (
    <div className="mx-auto grid max-w-[1100px] gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        <div className="flex gap-4 text-[13px]">
          {storefront && (
            <a href={storefront} target="_blank" rel="noreferrer" className="text-brand hover:underline">
              {t('platformContent.viewLive')}
            </a>
          )}
          <Link to={back} className="text-brand hover:underline">
            {t(notice ? 'platformContent.backToNotices' : 'platformContent.backToHelp')}
          </Link>
        </div>
      </div>
      {missing ? (
        <div className="bg-white py-6">
          <StatusPanel icon={FileText} compact title={t('platformContent.notFound')} description={missing} />
        </div>
      ) : (
        <ContentForm
          key={detail?.id ?? 'new'}
          kind={kind}
          detail={detail}
          classes={classes}
          classId={classId}
          editHref={(id) => (notice ? `/platform/notice_edit?id=${id}` : `/platform/help_edit?kind=${kind}&id=${id}`)}
        />
      )}
    </div>
  );
}
