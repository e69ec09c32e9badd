import { useLocation } from 'react-router';
import type { Route } from './+types/route';
import { GoodsGrid } from '~/components/ui/goods-grid';
import { Pager } from '~/components/ui/pager';
import { ActiveFilters } from '~/features/catalog/list/active-filters';
import { EmptyResults } from '~/features/catalog/list/empty-results';
import { FilterPanel } from '~/features/catalog/list/filter-panel';
import { listHref } from '~/features/catalog/list/list-query';
import { SortBar } from '~/features/catalog/list/sort-bar';
import { ShopCategoryNav } from '~/features/shop/shop-category-nav';
import { pageMeta } from '~/lib/meta';
import type { ShopSummary } from '~/components/layout/shop-layout';
import { loadShopGoods } from './shop-list.server';

export const loader = ({ request, context }: Route.LoaderArgs) => loadShopGoods(request, context);

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const shop = (matches.find((m) => m?.id === 'routes/layouts/shop')?.loaderData as { shop?: ShopSummary } | undefined)
    ?.shop;
  const params = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const key of ['site_id', 'shop_category_id', 'category_level', 'keyword', 'page']) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  return pageMeta(matches, location.pathname, {
    title: [loaderData?.title, shop?.name].filter(Boolean).join(' - '),
    canonical: `/shop_list?${kept}`,
  });
};

export default function ShopListRoute({ loaderData }: Route.ComponentProps) {
  const { query, goods, count, pageCount, categories, heading } = loaderData;
  const { pathname, search } = useLocation();
  return (
    <div className="page-width flex items-start gap-4 py-5 pb-12">
      <aside className="w-56 shrink-0">
        <ShopCategoryNav siteId={query.siteId} categories={categories} current={query.shopCategoryId} />
      </aside>
      <div className="min-w-0 flex-1">
        <h1 className="mb-3 text-lg leading-tight-text font-semibold text-ink">{heading}</h1>
        <FilterPanel query={query} categories={[]} brands={[]} shopList />
        <ActiveFilters query={query} />
        <SortBar query={query} count={count} />
        {goods.length > 0 ? (
          <div className="pt-3">
            <GoodsGrid goods={goods} columns={4} label={heading} />
          </div>
        ) : (
          <EmptyResults keyword={query.keyword} resetHref={`/shop_list?site_id=${query.siteId}`} suggestions={null} />
        )}
        <Pager page={query.page} pageCount={pageCount} href={(page) => listHref(pathname, search, { page })} />
      </div>
    </div>
  );
}
