import { platformDecorateGetEndpoint } from '@zay/contract';
import { LayoutTemplate } from 'lucide-react';
import { StatusPanel } from '~/components/ui/status-panel';
import { DecorateEditor } from '~/features/content/decorate/decorate-editor';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/decorate';
import { requirePlatformStaff } from './platform.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const result = await serverApi(request, context)(platformDecorateGetEndpoint, {});
  return {
    title: serverI18n(resolveLang(request)).t('platformDecorate.title_page'),
    state: result.ok ? result.data : null,
    message: result.ok ? '' : result.message,
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/decorate`: the home page's adverts, navigation, links, search words and floors (issue 31, ADR 104). */
export default function PlatformDecorateRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, state, message } = loaderData;
  return (
    <div className="mx-auto max-w-[1100px]">
      <h1 className="mb-1 text-xl leading-tight-text font-semibold text-ink">{title}</h1>
      <p className="mb-4 text-[13px] leading-normal text-muted">{t('platformDecorate.intro')}</p>
      {state ? (
        <DecorateEditor initial={state} />
      ) : (
        <div className="bg-white py-6" role="alert">
          <StatusPanel icon={LayoutTemplate} title={t('platformDecorate.loadFailed')} description={message} compact />
        </div>
      )}
    </div>
  );
}
