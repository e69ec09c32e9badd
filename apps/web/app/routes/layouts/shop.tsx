import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/shop';
import { missingShopMessage, ShopRouteError } from '~/components/layout/shop-error';
import { ShopLayout } from '~/components/layout/shop-layout';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { pageMeta } from '~/lib/meta';
import { loadShopSummary } from '~/lib/shop-summary.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const siteId = Number(new URL(request.url).searchParams.get('site_id')) || 0;
  const { shop, errors } = await loadShopSummary(request, context, siteId);
  return { shop, errors };
}

/** The shop header changes with the shop or after a write (a follow), not with the list's filters. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  const shop = (url: URL) => url.searchParams.get('site_id');
  return shop(currentUrl) !== shop(nextUrl) && defaultShouldRevalidate;
}

/** Used when a child fails and this layout's boundary renders: the 404, missing-shop or error title. */
export const meta: Route.MetaFunction = ({ matches, location, error }) => {
  const missing = missingShopMessage(error);
  const meta = pageMeta(matches, location.pathname, { error });
  if (!missing) return meta;
  const site = String((meta[0] as { title?: string } | undefined)?.title ?? '')
    .split(' - ')
    .at(-1);
  return [{ title: `${missing} - ${site}` }, { name: 'robots', content: 'noindex' }];
};

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
        <ShopRouteError error={error} />
      </div>
    </ShopLayout>
  );
}
