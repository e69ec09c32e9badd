import type { CategoryNode, Lang } from '@zay/contract';
import { categoryName } from './lang';
import type { CategoryItem } from './layout-data';
import { imageUrl } from './links';

/** The API's category tree as the pages show it: names in the page's language, image URLs. */
export function toCategoryItems(nodes: CategoryNode[], lang: Lang): CategoryItem[] {
  return nodes.map((node) => ({
    id: node.category_id,
    name: categoryName(node, lang),
    level: node.level,
    image: imageUrl(node.image),
    children: toCategoryItems(node.child_list ?? [], lang),
  }));
}

/**
 * The tree down to level 2, for every page's data hand-over: the menu's rows and subtitles need
 * no more, and the third level was a quarter of every page's bytes. The menu's flyouts ask for
 * the whole tree when first used (category-menu.tsx).
 */
export function twoLevels(items: CategoryItem[]): CategoryItem[] {
  return items.map((one) => ({ ...one, children: one.children.map((two) => ({ ...two, children: [] })) }));
}

/** The crumbs of a goods' category path (ids from level 1 down), named from the tree. */
export function categoryPath(tree: CategoryItem[], ids: number[]): CategoryItem[] {
  const path: CategoryItem[] = [];
  let level = tree;
  for (const id of ids) {
    const found = level.find((c) => c.id === id);
    if (!found) break;
    path.push(found);
    level = found.children;
  }
  return path;
}
