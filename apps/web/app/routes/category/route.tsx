import type { Route } from './+types/route';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { CategoryRail, CategoryRows, CategoryTiles } from '~/features/catalog/category/category-templates';
import { useLayoutData } from '~/lib/layout-data';
import { pageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { loadCategoryTree } from '~/lib/layout-data.server';

// The whole tree from the layout's answer (the root loader hands every page two levels of it);
// its display config is in the layout data.
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    title: pageTitle(request, 'category'),
    description: serverI18n(resolveLang(request)).t('categoryPage.metaDescription'),
    categories: await loadCategoryTree(request, context),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title, description: loaderData?.description });

const TEMPLATES = { 1: CategoryRows, 2: CategoryTiles, 3: CategoryRail } as const;

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  const layout = useLayoutData();
  const { categories } = loaderData;
  const config = layout?.categoryConfig ?? { category: 1, img: 0 };
  const Template = TEMPLATES[config.category as 1 | 2 | 3] ?? CategoryRows;
  return (
    <div className="page-width pb-12">
      <Breadcrumbs items={[{ label: loaderData.title }]} />
      <h1 id="category-title" className="mb-4 text-xl leading-tight-text font-semibold text-ink">
        {loaderData.title}
      </h1>
      <Template categories={categories} showImages={config.img === 1} />
    </div>
  );
}
