import type { CategoryNode, CategoryRelevance } from '@zay/contract';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { findVisibleCategory, listVisibleCategories, listVisibleCategoriesAround } from './category.repository';

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
  if (!category) throw notFound('CATEGORY_NOT_FOUND');
  return category;
}

export const categoryInfo = visibleCategory;

/**
 * The breadcrumb (ancestors from level 1), the children, and the other children of the same
 * parent ("related categories"); two statements.
 */
export async function categoryRelevance(ctx: RequestContext, categoryId: number): Promise<CategoryRelevance> {
  const category = await visibleCategory(ctx, categoryId);
  const levels = [category.category_id_1, category.category_id_2].slice(0, category.level - 1);
  const ancestors = new Set([...levels, category.pid].filter((id) => id > 0));
  const rows = await listVisibleCategoriesAround(ctx.db, [...ancestors], [category.category_id, category.pid]);
  return {
    category_info: category,
    parent_list: rows.filter((r) => ancestors.has(r.category_id) && r.level < category.level),
    child_list: rows.filter((r) => r.pid === category.category_id),
    sibling_list: rows.filter((r) => r.pid === category.pid && r.category_id !== category.category_id),
  };
}
