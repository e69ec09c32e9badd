import { data } from 'react-router';
import type { Route } from './+types/slug';
import { ErrorPage } from '~/components/layout/route-error';
import { MainLayout } from '~/components/layout/main-layout';
import { ShopLayout } from '~/components/layout/shop-layout';
import { ComingSoon } from '~/components/ui/coming-soon';
import { pageMeta } from '~/lib/meta';
import { matchTopLevel } from '~/lib/page-key';
import { pageTitle } from '~/lib/page-title.server';

export function loader({ request, params }: Route.LoaderArgs) {
  const page = matchTopLevel(`/${params.slug}`);
  if (!page) throw data(null, { status: 404 });
  return { ...page, title: pageTitle(request, page.key) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title, error });

/** Goods detail lives in the main layout and a shop's home in the shop layout, though both are one segment. */
export default function SlugRoute({ loaderData }: Route.ComponentProps) {
  const body = (
    <div className="page-width py-8">
      <ComingSoon page={loaderData.title} />
    </div>
  );
  if (loaderData.key === 'shop_home') {
    return <ShopLayout shop={{ siteId: loaderData.id, name: '' }}>{body}</ShopLayout>;
  }
  return <MainLayout>{body}</MainLayout>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
