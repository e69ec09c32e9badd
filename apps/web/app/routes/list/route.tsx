import { useLocation } from 'react-router';
import type { Route } from './+types/route';
import { Breadcrumbs, type Crumb } from '~/components/ui/breadcrumbs';
import { GoodsGrid } from '~/components/ui/goods-grid';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { Pager } from '~/components/ui/pager';
import { ActiveFilters } from '~/features/catalog/list/active-filters';
import { EmptyResults } from '~/features/catalog/list/empty-results';
import { FilterPanel } from '~/features/catalog/list/filter-panel';
import { listHref } from '~/features/catalog/list/list-query';
import { categoryHref, type CategoryContext, type CategoryLink } from '~/features/catalog/list/list-view';
import { RelatedCategories } from '~/features/catalog/list/related-categories';
import { SortBar } from '~/features/catalog/list/sort-bar';
import { useLayoutData } from '~/lib/layout-data';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import { loadGoodsList } from './list.server';

export const loader = ({ request, context }: Route.LoaderArgs) => loadGoodsList(request, context);

/** A list is indexed by what defines it (keyword, category, brand, page), not by its sort or filters. */
function canonical(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ['keyword', 'category_id', 'level', 'brand_id', 'page']) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `/list?${query}` : '/list';
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: loaderData?.title,
    description: loaderData?.description,
    canonical: canonical(location.search),
  });

function filterCategories(category: CategoryContext | null, top: CategoryLink[]): CategoryLink[] {
  if (!category) return top;
  if (category.children.length > 0) return category.children;
  const current = category.path.at(-1);
  return current ? [current, ...category.siblings] : category.siblings;
}

function crumbs(category: CategoryContext | null, keyword: string, title: string): Crumb[] {
  const path: Crumb[] = (category?.path ?? []).map((c) => ({ label: c.name, to: categoryHref(c) }));
  if (keyword) path.push({ label: `“${keyword}”` });
  else if (path.length > 0) path[path.length - 1] = { label: path.at(-1)!.label };
  else path.push({ label: title });
  return path;
}

export default function ListRoute({ loaderData }: Route.ComponentProps) {
  const { query, goods, count, pageCount, category, brands, title, suggestions, errors } = loaderData;
  const layout = useLayoutData();
  const { t } = useTranslation();
  const { search } = useLocation();
  const top = (layout?.categories ?? []).map((c) => ({ id: c.id, name: c.name, level: c.level }));
  const brand = brands.find((b) => b.id === query.brandId)?.name;
  return (
    <div className="page-width pb-12">
      <Breadcrumbs items={crumbs(category, query.keyword, title)} />
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{title}</h1>
      <FilterPanel query={query} categories={filterCategories(category, top)} brands={brands} />
      <ActiveFilters query={query} category={category?.path.at(-1)?.name} brand={brand} />
      <SortBar query={query} count={count} />
      {goods.length > 0 ? (
        <div className="pt-3">
          {/* The goods cards' names are h3: the outline needs a level-2 heading between them and the h1. */}
          <h2 className="sr-only">{t('pages.list')}</h2>
          <GoodsGrid goods={goods} label={title} />
        </div>
      ) : (
        <EmptyResults keyword={query.keyword} resetHref="/list" suggestions={suggestions} />
      )}
      <Pager page={query.page} pageCount={pageCount} href={(page) => listHref('/list', search, { page })} />
      <RelatedCategories categories={category?.siblings ?? []} />
      <LoadErrorToasts errors={errors} />
    </div>
  );
}
