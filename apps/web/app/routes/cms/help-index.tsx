import { LifeBuoy } from 'lucide-react';
import type { Route } from './+types/help-index';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { StatusPanel } from '~/components/ui/status-panel';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import { firstHelpClass } from './cms.server';

/** /cms/help goes to the first help class; with none yet, the help centre says so. */
export const loader = ({ request, context }: Route.LoaderArgs) => firstHelpClass(request, context);

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title, error });

export default function HelpIndexRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="page-width pb-12">
      <Breadcrumbs items={[{ label: loaderData.title }]} />
      <StatusPanel icon={LifeBuoy} title={loaderData.title} description={t('cms.noHelp')} compact />
    </div>
  );
}
