import { lazy, Suspense } from 'react';
import type { Route } from './+types/slug';
import { MainLayout } from '~/components/layout/main-layout';
import GoodsPageOnServer from '~/features/catalog/goods/goods-page';
import { ErrorPage } from '~/components/layout/route-error';
import { pageMeta } from '~/lib/meta';
import { pageOfSegment, prefixedPage } from '~/lib/prefixed-path';
import ShopPageOnServer from './shop/shop-page';
import { loadShopHome } from './shop/shop-home.server';
import { catalogueAction } from './slug-actions.server';
import { loadGoodsPage } from './sku/goods-page.server';
import { goodsJsonLd } from './sku/goods-seo';
import type { LayoutData } from '~/lib/layout-data';

// React Router matches whole segments only (ADR 005): /sku-12 and /shop-5 meet here and part again.
const PAGES = { sku: 'goods', shop: 'shop' } as const;

// Each of the two pages is its own chunk in the browser, so neither loads the other's code: the page
// asks for its part as soon as this module runs (before hydration needs it) and the server's HTML
// stays inside the Suspense boundary until it comes. The server renders both from static imports
// (the browser's build drops them), so no page leaves the server with its body pending.
const goodsPageModule = () => import('~/features/catalog/goods/goods-page');
const shopPageModule = () => import('./shop/shop-page');
if (!import.meta.env.SSR) {
  const first = pageOfSegment(window.location.pathname.split('/')[1], PAGES)?.key;
  if (first === 'goods') void goodsPageModule();
  if (first === 'shop') void shopPageModule();
}
const GoodsPage = import.meta.env.SSR ? GoodsPageOnServer : lazy(goodsPageModule);
const ShopPage = import.meta.env.SSR ? ShopPageOnServer : lazy(shopPageModule);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = prefixedPage(request, params.slug, PAGES);
  return page.key === 'goods' ? loadGoodsPage(request, context, page.id) : loadShopHome(request, context, page.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  prefixedPage(request, params.slug, PAGES);
  return catalogueAction(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) => {
  if (!loaderData || error) return pageMeta(matches, location.pathname, { error });
  if (loaderData.kind === 'shop') {
    const { shop, home } = loaderData;
    return pageMeta(matches, location.pathname, { title: shop.name, description: home?.description || shop.name });
  }
  const { goods, counts } = loaderData;
  // Built here from what the page ships anyway, in the server's render and the browser's alike.
  const root = matches.find((m) => m?.id === 'root')?.loaderData as LayoutData | undefined;
  const jsonLd = goodsJsonLd(goods, counts, root?.origin ?? '');
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
        <Suspense>
          <GoodsPage data={loaderData} />
        </Suspense>
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
