import type { CategoryNode, CategoryRelevance } from '@zay/contract';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { termsOf } from '../site';
import { attributeList } from './goods-attrs';
import { attrFormats, brandCounts } from './goods.repository';
import {
  findCategoriesByIds,
  findVisibleCategory,
  listVisibleCategories,
  listVisibleCategoriesAround,
} from './category.repository';

/** The visible category tree down to `level`; `child_list` only where a node has children. */
export async function categoryTree(ctx: RequestContext, level: number): Promise<CategoryNode[]> {
  const rows = await listVisibleCategories(ctx.db, level);
  const byId = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = { ...row };
    byId.set(node.category_id, node);
    const parent = byId.get(node.pid);
    if (node.level === 1) roots.push(node);
    else if (parent) (parent.child_list ??= []).push(node);
  }
  return roots;
}

async function visibleCategory(ctx: RequestContext, categoryId: number) {
  const category = await findVisibleCategory(ctx.db, categoryId);
  if (!category) throw new AppError('CATEGORY_NOT_FOUND');
  return category;
}

/** The category with its full name: the names of its path from level 1, joined by '/'. */
export async function categoryInfo(ctx: RequestContext, categoryId: number) {
  const category = await visibleCategory(ctx, categoryId);
  const pathIds = [category.category_id_1, category.category_id_2].slice(0, category.level - 1);
  const names = new Map((await findCategoriesByIds(ctx.db, pathIds)).map((c) => [c.category_id, c.category_name]));
  const path = [...pathIds.map((id) => names.get(id) ?? ''), category.category_name];
  return { ...category, category_full_name: path.filter(Boolean).join('/') };
}

/** Goods whose attributes make a category's attribute filter: enough to see every value in use. */
const ATTRIBUTE_SAMPLE = 2000;

/**
 * The breadcrumb (ancestors from level 1), the children, and the other children of the same
 * parent ("related categories"); the brands and attributes of its goods (four statements).
 */
export async function categoryRelevance(ctx: RequestContext, categoryId: number): Promise<CategoryRelevance> {
  const category = await visibleCategory(ctx, categoryId);
  const levels = [category.category_id_1, category.category_id_2].slice(0, category.level - 1);
  const ancestors = new Set([...levels, category.pid].filter((id) => id > 0));
  const inCategory = { categoryId, categoryLevel: category.level };
  const [rows, brands, formats] = await Promise.all([
    listVisibleCategoriesAround(ctx.db, [...ancestors], [category.category_id, category.pid]),
    brandCounts(ctx.db, inCategory),
    attrFormats(ctx.db, inCategory, ATTRIBUTE_SAMPLE),
  ]);
  const brandList = brands.map(({ goods_count: _n, ...brand }) => brand);
  // Ids come from the stored (Burmese) names, so a filter means the same in every language.
  const attrs = attributeList(formats);
  const t = await termsOf(
    ctx,
    attrs.flatMap((a) => [a.attr_name, ...a.child.map((v) => v.attr_value_name)]),
  );
  return {
    category_info: category,
    parent_list: rows.filter((r) => ancestors.has(r.category_id) && r.level < category.level),
    child_list: rows.filter((r) => r.pid === category.category_id),
    sibling_list: rows.filter((r) => r.pid === category.pid && r.category_id !== category.category_id),
    brand_list: brandList,
    brand_initial_list: [...new Set(brandList.map((b) => b.brand_initial).filter(Boolean))].sort(),
    attribute_list: attrs.map((a) => ({
      ...a,
      attr_name: t(a.attr_name),
      child: a.child.map((v) => ({ ...v, attr_value_name: t(v.attr_value_name) })),
    })),
  };
}

/** Categories by id, in no particular order (for the home floors). */
export const categoriesByIds = (ctx: RequestContext, ids: number[]) => findCategoriesByIds(ctx.db, ids);
