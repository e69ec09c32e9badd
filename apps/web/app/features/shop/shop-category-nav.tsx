import type { ShopCategoryNode } from '@zay/contract';
import { LayoutList } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';

export type ShopCategory = Pick<ShopCategoryNode, 'category_id' | 'category_name' | 'level'> & {
  children: ShopCategory[];
};

const href = (siteId: number, c?: ShopCategory) =>
  c
    ? `/shop_list?site_id=${siteId}&shop_category_id=${c.category_id}&category_level=${c.level}`
    : `/shop_list?site_id=${siteId}`;

/** Which shop the links lead into, and which category is on screen (0: all goods). */
interface Place {
  siteId: number;
  current: number;
}

function CategoryLink({ place, category, className }: { place: Place; category?: ShopCategory; className: string }) {
  const { t } = useTranslation();
  const active = (category?.category_id ?? 0) === place.current;
  return (
    <Link
      to={href(place.siteId, category)}
      aria-current={active ? 'page' : undefined}
      className={`block rounded px-2 py-1 leading-tight-text hover:bg-brand-soft hover:text-brand ${active ? 'bg-brand-soft text-brand' : ''} ${className}`}
    >
      {category ? category.category_name : t('shopPage.allGoods')}
    </Link>
  );
}

/** A first-level category with its second-level ones indented below it. */
function CategoryBranch({ place, category }: { place: Place; category: ShopCategory }) {
  return (
    <li>
      <CategoryLink place={place} category={category} className="font-semibold text-ink" />
      {category.children.length > 0 && (
        <ul className="ml-3 grid gap-0.5 border-l border-line pl-2 text-muted">
          {category.children.map((two) => (
            <li key={two.category_id}>
              <CategoryLink place={place} category={two} className="" />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The shop's own categories (shopgoodscategory/tree), each a link to the shop goods list. */
export function ShopCategoryNav({
  siteId,
  categories,
  current = 0,
}: {
  siteId: number;
  categories: ShopCategory[];
  current?: number;
}) {
  const { t } = useTranslation();
  const place = { siteId, current };
  return (
    <nav aria-labelledby="shop-categories" className="rounded-lg bg-white">
      <h2
        id="shop-categories"
        className="flex items-center gap-2 border-b border-line px-4 py-3 text-[14px] font-semibold text-ink"
      >
        <LayoutList size={16} className="text-brand" aria-hidden />
        {t('shopPage.categories')}
      </h2>
      <ul className="grid gap-0.5 p-2 text-[13px]">
        <li>
          <CategoryLink place={place} className="font-semibold text-ink" />
        </li>
        {categories.map((one) => (
          <CategoryBranch key={one.category_id} place={place} category={one} />
        ))}
      </ul>
    </nav>
  );
}

export function toShopCategories(nodes: ShopCategoryNode[]): ShopCategory[] {
  return nodes.map((n) => ({
    category_id: n.category_id,
    category_name: n.category_name,
    level: n.level,
    children: toShopCategories(n.child_list ?? []),
  }));
}

export function findShopCategory(nodes: ShopCategory[], id: number): ShopCategory | undefined {
  for (const n of nodes) {
    if (n.category_id === id) return n;
    const found = findShopCategory(n.children, id);
    if (found) return found;
  }
  return undefined;
}
