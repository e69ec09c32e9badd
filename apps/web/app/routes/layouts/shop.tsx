import { Outlet } from 'react-router';
import type { Route } from './+types/shop';
import { RouteError } from '~/components/layout/route-error';
import { ShopLayout } from '~/components/layout/shop-layout';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { pageMeta } from '~/lib/meta';
import { loadShopSummary } from '~/lib/shop-summary.server';

export function loader({ request, context }: Route.LoaderArgs) {
  const siteId = Number(new URL(request.url).searchParams.get('site_id')) || 0;
  return loadShopSummary(request, context, siteId);
}

/** Used when a child fails and this layout's boundary renders: the 404 or error title. */
export const meta: Route.MetaFunction = ({ matches, location, error }) =>
  pageMeta(matches, location.pathname, { error });

export default function ShopLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ShopLayout shop={loaderData.shop}>
      <Outlet />
      <LoadErrorToasts errors={loaderData.errors} />
    </ShopLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ShopLayout shop={{ siteId: 0, name: '', logo: '' }}>
      <div className="page-width py-10">
        <RouteError error={error} />
      </div>
    </ShopLayout>
  );
}
