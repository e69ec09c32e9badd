import { CATEGORY_LEVELS, type CategorySaveBody, type CategorySetBody, type ConsoleCategory } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import type { Audit } from '../../site';
import * as repo from './category-console.repository';

/**
 * The platform console's category tree (issue 31, ADR 092): every category, shown or hidden, with
 * its names in the three languages, images, order, visibility and commission rate; moving a subtree
 * keeps at most three levels and carries its goods' category paths along; a category with
 * subcategories or goods is not deleted. Structure changes hold the tree (`lockTree`).
 */

/** The stored row as the console names it. */
function toConsole(row: repo.CategoryRow, goodsCount: number): ConsoleCategory {
  return {
    category_id: row.category_id,
    pid: row.pid,
    level: row.level,
    name_mm: row.category_name2,
    name_zh: row.category_name,
    name_en: row.category_name1,
    short_name: row.short_name,
    image: row.image,
    image_adv: row.image_adv,
    sort: row.sort,
    is_show: row.is_show,
    commission_rate: row.commission_rate < 0 ? null : row.commission_rate,
    goods_count: goodsCount,
  };
}

/** Parents before children, siblings by order then id. */
function treeOrder<T extends { category_id: number; pid: number; sort: number }>(rows: T[]): T[] {
  const children = new Map<number, T[]>();
  for (const r of rows) children.set(r.pid, [...(children.get(r.pid) ?? []), r]);
  const out: T[] = [];
  const walk = (pid: number) => {
    const list = (children.get(pid) ?? []).sort((a, b) => a.sort - b.sort || a.category_id - b.category_id);
    for (const r of list) {
      out.push(r);
      walk(r.category_id);
    }
  };
  walk(0);
  return out;
}

/** The whole tree with each category's goods: its own and those of everything under it. */
export async function consoleTree(ctx: RequestContext): Promise<{ list: ConsoleCategory[] }> {
  const [rows, perLeaf] = await Promise.all([repo.allCategories(ctx.db), repo.goodsPerCategory(ctx.db)]);
  const byId = new Map(rows.map((r) => [r.category_id, r]));
  const counts = new Map<number, number>();
  for (const { category_id, n } of perLeaf) {
    // Up the parent chain; a broken chain (a goods of a deleted category) stops where it breaks.
    let at = byId.get(category_id);
    for (let guard = 0; at && guard < CATEGORY_LEVELS; guard++) {
      counts.set(at.category_id, (counts.get(at.category_id) ?? 0) + n);
      at = byId.get(at.pid);
    }
  }
  return { list: treeOrder(rows).map((r) => toConsole(r, counts.get(r.category_id) ?? 0)) };
}

const values = (b: CategorySaveBody): repo.CategoryValues => ({
  category_name2: b.name_mm,
  category_name: b.name_zh,
  category_name1: b.name_en,
  short_name: b.short_name,
  image: b.image,
  image_adv: b.image_adv,
  sort: b.sort,
  is_show: b.is_show,
  commission_rate: b.commission_rate ?? -1,
});

async function existing(ctx: RequestContext, categoryId: number) {
  const row = await repo.findCategory(ctx.db, categoryId);
  if (!row) throw new AppError('CATEGORY_NOT_FOUND');
  return row;
}

/** Creates a category under `pid` (0: a top one), or changes one in place; answers its id. */
export async function saveCategory(ctx: RequestContext, body: CategorySaveBody, audit: Audit) {
  return withTransaction(ctx, async (tx) => {
    if (body.category_id !== undefined) {
      const before = await existing(tx, body.category_id);
      const change = values(body);
      await repo.updateCategory(tx.db, body.category_id, change);
      await audit(tx, { action: 'category.save', target: `category:${body.category_id}`, before, after: change });
      return { category_id: body.category_id };
    }
    await repo.lockTree(tx.db);
    const parent = body.pid === 0 ? null : await repo.findCategory(tx.db, body.pid);
    if (body.pid !== 0 && !parent) throw new AppError('CATEGORY_PARENT_INVALID');
    if (parent && parent.level >= CATEGORY_LEVELS) throw new AppError('CATEGORY_TOO_DEEP');
    const created = await repo.insertCategory(tx.db, values(body), parent ?? null);
    await audit(tx, { action: 'category.create', target: `category:${created}`, after: body });
    return { category_id: created };
  });
}

export async function setCategory(ctx: RequestContext, body: CategorySetBody, audit: Audit) {
  return withTransaction(ctx, async (tx) => {
    const before = await existing(tx, body.category_id);
    const change = Object.fromEntries(
      Object.entries({ sort: body.sort, is_show: body.is_show }).filter(([, v]) => v !== undefined),
    );
    await repo.updateCategory(tx.db, body.category_id, change);
    await audit(tx, {
      action: 'category.set',
      target: `category:${body.category_id}`,
      before: { sort: before.sort, is_show: before.is_show },
      after: change,
    });
    return {};
  });
}

/**
 * Moves the category and everything under it below `pid` (0: to the top). Refused below itself or
 * its own subtree, and when the subtree would reach a fourth level. Every moved category gets its
 * new level and path, and so do the goods filed under them.
 */
export async function moveCategory(ctx: RequestContext, body: { category_id: number; pid: number }, audit: Audit) {
  return withTransaction(ctx, async (tx) => {
    await repo.lockTree(tx.db);
    const rows = await repo.allCategories(tx.db);
    const node = rows.find((r) => r.category_id === body.category_id);
    if (!node) throw new AppError('CATEGORY_NOT_FOUND');
    const children = new Map<number, repo.CategoryRow[]>();
    for (const r of rows) children.set(r.pid, [...(children.get(r.pid) ?? []), r]);
    // The subtree, parents first, with each node's depth below the moved one (0 for itself).
    const subtree: { row: repo.CategoryRow; depth: number }[] = [{ row: node, depth: 0 }];
    for (let i = 0; i < subtree.length && i < rows.length; i++)
      for (const child of children.get(subtree[i]!.row.category_id) ?? [])
        subtree.push({ row: child, depth: subtree[i]!.depth + 1 });
    const inside = new Set(subtree.map((s) => s.row.category_id));
    const parent = body.pid === 0 ? null : (rows.find((r) => r.category_id === body.pid) ?? null);
    if ((body.pid !== 0 && !parent) || inside.has(body.pid)) throw new AppError('CATEGORY_PARENT_INVALID');
    const level = (parent?.level ?? 0) + 1;
    const deepest = Math.max(...subtree.map((s) => s.depth));
    if (level + deepest > CATEGORY_LEVELS) throw new AppError('CATEGORY_TOO_DEEP');
    if (node.pid === body.pid) return {};

    const placed = new Map<number, { category_id_1: number; category_id_2: number }>();
    if (parent) placed.set(parent.category_id, parent);
    for (const { row, depth } of subtree) {
      const pid = depth === 0 ? body.pid : row.pid;
      const at = level + depth;
      const path = repo.pathOf(placed.get(pid) ?? null, row.category_id, at);
      placed.set(row.category_id, path);
      await repo.setPath(tx.db, row.category_id, { pid, level: at, ...path });
      await repo.setGoodsPath(tx.db, row.category_id, path);
    }
    await audit(tx, {
      action: 'category.move',
      target: `category:${node.category_id}`,
      before: { pid: node.pid, level: node.level },
      after: { pid: body.pid, level },
    });
    return {};
  });
}

/** How many shops' names a refusal lists before "…". */
const SHOPS_NAMED = 5;

/** Deletes a category with neither subcategories nor goods; a refusal says how many and where. */
export async function deleteCategory(ctx: RequestContext, categoryId: number, audit: Audit) {
  return withTransaction(ctx, async (tx) => {
    await repo.lockTree(tx.db);
    const before = await existing(tx, categoryId);
    const children = await repo.countChildren(tx.db, categoryId);
    if (children > 0) throw new AppError('CATEGORY_HAS_CHILDREN', { count: children });
    const shops = await repo.goodsInCategoryByShop(tx.db, categoryId);
    if (shops.length > 0) throw new AppError('CATEGORY_HAS_GOODS', goodsWhere(shops));
    await repo.deleteCategory(tx.db, categoryId);
    await audit(tx, { action: 'category.delete', target: `category:${categoryId}`, before });
    return {};
  });
}

/** `{count, shops}` of a refusal: all the goods, and the shops holding most of them (name × count). */
export function goodsWhere(shops: { site_id: number; site_name: string; n: number }[]) {
  const count = shops.reduce((sum, s) => sum + s.n, 0);
  const named = shops.slice(0, SHOPS_NAMED).map((s) => `${s.site_name || `#${s.site_id}`} × ${s.n}`);
  return { count, shops: `${named.join(', ')}${shops.length > SHOPS_NAMED ? ', …' : ''}` };
}
