import { data } from 'react-router';
import type { Route } from './+types/slug';
import { ErrorPage } from '~/components/layout/route-error';
import { MainLayout } from '~/components/layout/main-layout';
import { ShopLayout } from '~/components/layout/shop-layout';
import { ComingSoon } from '~/components/ui/coming-soon';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { pageMeta } from '~/lib/meta';
import { matchTopLevel } from '~/lib/page-key';
import { pageTitle } from '~/lib/page-title.server';
import { loadShopSummary } from '~/lib/shop-summary.server';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = matchTopLevel(`/${params.slug}`);
  if (!page) throw data(null, { status: 404 });
  const name = pageTitle(request, page.key);
  if (page.key !== 'shop_home') return { ...page, name, title: name, shop: null, errors: [] };
  const { shop, errors } = await loadShopSummary(request, context, page.id);
  return { ...page, name, title: shop.name || name, shop, errors };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title, error });

/** Goods detail lives in the main layout and a shop's home in the shop layout, though both are one segment. */
export default function SlugRoute({ loaderData }: Route.ComponentProps) {
  const { name, shop, errors } = loaderData;
  const body = (
    <div className="page-width py-8">
      <ComingSoon page={name} />
      <LoadErrorToasts errors={errors} />
    </div>
  );
  return shop ? <ShopLayout shop={shop}>{body}</ShopLayout> : <MainLayout>{body}</MainLayout>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
