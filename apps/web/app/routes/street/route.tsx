import { Store } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/route';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { Pager } from '~/components/ui/pager';
import { StatusPanel } from '~/components/ui/status-panel';
import { StreetRow } from '~/features/shop/street-row';
import { StreetToolbar } from '~/features/shop/street-toolbar';
import { pageMeta } from '~/lib/meta';
import { loadStreet } from './street.server';

export const loader = ({ request, context }: Route.LoaderArgs) => loadStreet(request, context);

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const params = new URLSearchParams(location.search);
  const keyword = params.get('keyword');
  return pageMeta(matches, location.pathname, {
    title: loaderData?.title,
    description: loaderData?.description,
    canonical: keyword ? `/street?keyword=${encodeURIComponent(keyword)}` : '/street',
  });
};

function pageHref(keyword: string, order: string, page: number) {
  const params = new URLSearchParams();
  if (keyword) params.set('keyword', keyword);
  if (order !== 'default') params.set('order', order);
  if (page > 1) params.set('page', String(page));
  return `/street${params.size ? `?${params}` : ''}`;
}

export default function StreetRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { keyword, order, page, shops, count, pageCount, title, errors } = loaderData;
  return (
    <div className="page-width pb-12">
      <Breadcrumbs
        items={keyword ? [{ label: t('pages.street'), to: '/street' }, { label: `“${keyword}”` }] : [{ label: title }]}
      />
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{title}</h1>
      <StreetToolbar keyword={keyword} order={order} count={count} />
      {shops.length > 0 ? (
        <ul className="mt-4 grid gap-4">
          {shops.map((shop) => (
            <StreetRow key={shop.siteId} shop={shop} />
          ))}
        </ul>
      ) : (
        <div className="mt-4">
          <StatusPanel
            icon={Store}
            compact
            title={keyword ? t('street.emptyFor', { keyword }) : t('street.empty')}
            description={t('street.emptyHint')}
          />
        </div>
      )}
      <Pager page={page} pageCount={pageCount} href={(p) => pageHref(keyword, order, p)} />
      <LoadErrorToasts errors={errors} />
    </div>
  );
}
