import { lazy, Suspense } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/slug';
import { MainLayout } from '~/components/layout/main-layout';
import GoodsPage from '~/features/goods/goods-page';
import { ErrorPage } from '~/components/layout/route-error';
import { pageMeta } from '~/lib/meta';
import { matchTopLevel } from '~/lib/page-key';
import ShopPageOnServer from './shop/shop-page';
import { loadShopHome } from './shop/shop-home.server';
import { catalogueAction } from './slug-actions.server';
import { loadGoodsPage } from './sku/goods-page.server';

// The shop home is the rarer of the two: the browser loads its code on demand and keeps the
// server's page inside the Suspense boundary until it comes. The server renders it from the static
// import (the browser's build drops it), so no page leaves the server with its body pending.
const ShopPage = import.meta.env.SSR ? ShopPageOnServer : lazy(() => import('./shop/shop-page'));

// React Router matches whole segments only (ADR 005): /sku-12 and /shop-5 meet here and part again.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = matchTopLevel(`/${params.slug}`);
  if (page?.key === 'sku_detail') return loadGoodsPage(request, context, page.id);
  if (page?.key === 'shop_home') return loadShopHome(request, context, page.id);
  throw data(null, { status: 404 });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!matchTopLevel(`/${params.slug}`)) throw data(null, { status: 404 });
  return catalogueAction(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) => {
  if (!loaderData || error) return pageMeta(matches, location.pathname, { error });
  if (loaderData.kind === 'shop') {
    const { shop, home } = loaderData;
    return pageMeta(matches, location.pathname, { title: shop.name, description: home?.description || shop.name });
  }
  const { goods, jsonLd } = loaderData;
  return [
    ...pageMeta(matches, location.pathname, {
      title: goods.name,
      description: goods.introduction || goods.name,
      canonical: `/sku-${goods.skuId}`,
    }),
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: goods.name },
    { property: 'og:image', content: jsonLd.image[0] ?? '' },
    // A data block, not a script: browsers never run it, so the CSP needs no nonce for it.
    { 'script:ld+json': jsonLd },
  ];
};

/** Goods detail lives in the main layout and a shop's home in the shop layout, though both are one segment. */
export default function SlugRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'goods') {
    return (
      <MainLayout>
        <GoodsPage data={loaderData} />
      </MainLayout>
    );
  }
  return (
    <Suspense>
      <ShopPage data={loaderData} />
    </Suspense>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
