import { Radio } from 'lucide-react';
import type { Route } from './+types/live-list';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { Pager } from '~/components/ui/pager';
import { StatusPanel } from '~/components/ui/status-panel';
import { LiveCard } from '~/features/content/live/live-card';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import { loadLiveList } from './live.server';

export const loader = ({ request, context }: Route.LoaderArgs) => loadLiveList(request, context);

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  pageMeta(matches, location.pathname, {
    title: loaderData?.title,
    canonical: loaderData && loaderData.page > 1 ? `/shop/live?page=${loaderData.page}` : '/shop/live',
    error,
  });

export default function LiveListRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, rooms, page, pageCount, failed, off, errors } = loaderData;
  return (
    <div className="page-width pb-12">
      <Breadcrumbs items={[{ label: title }]} />
      <h1 className="mb-4 text-xl leading-tight-text font-semibold text-ink">{title}</h1>
      {rooms.length === 0 ? (
        <StatusPanel
          icon={Radio}
          compact
          title={off ? t('platformContent.liveOff') : failed ? t('live.failed') : t('live.empty')}
          description={off ? '' : t('live.emptyHint')}
        />
      ) : (
        <ul className="grid grid-cols-4 gap-4">
          {rooms.map((room) => (
            <LiveCard key={room.id} room={room} />
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} href={(p) => (p > 1 ? `/shop/live?page=${p}` : '/shop/live')} />
      <LoadErrorToasts errors={errors} />
    </div>
  );
}
