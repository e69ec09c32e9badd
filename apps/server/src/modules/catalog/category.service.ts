import type { CategoryNode } from '@zay/contract';
import type { RequestContext } from '../../lib/context';
import { listVisibleCategories } from './category.repository';

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
