import { MapPin } from 'lucide-react';
import type { Route } from './+types/route';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { StatusPanel } from '~/components/ui/status-panel';
import { CityPicker } from '~/features/content/city/city-picker';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import { chooseCity, loadCityPicker } from './city.server';

export const loader = ({ request, context }: Route.LoaderArgs) => loadCityPicker(request, context);
export const action = ({ request, context }: Route.ActionArgs) => chooseCity(request, context);

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title, canonical: '/change_city', error });

export default function ChangeCityRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, enabled, query, current, popular, groups, errors } = loaderData;
  return (
    <div className="page-width pb-12">
      <Breadcrumbs items={[{ label: title }]} />
      <h1 className="mb-4 text-xl leading-tight-text font-semibold text-ink">{title}</h1>
      {enabled ? (
        <CityPicker query={query} current={current} popular={popular} groups={groups} />
      ) : (
        <StatusPanel icon={MapPin} compact title={t('city.notInstalled')} description={t('city.notInstalledHint')} />
      )}
      {actionData?.error && (
        <p role="alert" className="mt-3 text-[13px] text-brand">
          {actionData.error === 'bad' ? t('city.failed') : actionData.error}
        </p>
      )}
      <LoadErrorToasts errors={errors} />
    </div>
  );
}
