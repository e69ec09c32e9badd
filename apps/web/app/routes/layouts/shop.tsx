import { Outlet } from 'react-router';
import type { Route } from './+types/shop';
import { RouteError } from '~/components/layout/route-error';
import { pageMeta } from '~/lib/meta';
import { ShopLayout } from '~/components/layout/shop-layout';

export function loader({ request }: Route.LoaderArgs) {
  const siteId = Number(new URL(request.url).searchParams.get('site_id')) || 0;
  // The shop work loads the shop (name, logo, ratings) here once /api/shop/info is in the contract.
  return { shop: { siteId, name: '' } };
}

/** Used when a child fails and this layout's boundary renders: the 404 or error title. */
export const meta: Route.MetaFunction = ({ matches, location, error }) => pageMeta(matches, location.pathname, { error });

export default function ShopLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ShopLayout shop={loaderData.shop}>
      <Outlet />
    </ShopLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ShopLayout shop={{ siteId: 0, name: '' }}>
      <div className="page-width py-10">
        <RouteError error={error} />
      </div>
    </ShopLayout>
  );
}
