import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/** The platform console's reads and writes of the category tree (ADR 092). */

export type CategoryRow = Awaited<ReturnType<typeof allCategories>>[number];

export async function allCategories(db: Db) {
  return db
    .selectFrom('goods_category')
    .select([
      'category_id',
      'pid',
      'level',
      'category_name',
      'category_name1',
      'category_name2',
      'short_name',
      'image',
      'image_adv',
      'category_id_1',
      'category_id_2',
      'category_id_3',
      'sort',
      'is_show',
      'commission_rate',
    ])
    .orderBy('level')
    .orderBy('sort')
    .orderBy('category_id')
    .execute();
}

export async function findCategory(db: Db, categoryId: number) {
  return db.selectFrom('goods_category').selectAll().where('category_id', '=', categoryId).executeTakeFirst();
}

/** Goods rows per leaf category (`goods.category_id`), deleted goods included: they may come back. */
export async function goodsPerCategory(db: Db) {
  const rows = await db
    .selectFrom('goods')
    .select(['category_id', sql<number>`count(*)`.as('n')])
    .groupBy('category_id')
    .execute();
  return rows.map((r) => ({ category_id: r.category_id, n: Number(r.n) }));
}

/** The goods filed under the category at any level, per shop, most first. */
export async function goodsInCategoryByShop(db: Db, categoryId: number) {
  const rows = await db
    .selectFrom('goods as g')
    .leftJoin('shop as s', 's.site_id', 'g.site_id')
    .select(['g.site_id', 's.site_name', sql<number>`count(*)`.as('n')])
    .where((eb) =>
      eb.or([
        eb('g.category_id', '=', categoryId),
        eb('g.category_id_1', '=', categoryId),
        eb('g.category_id_2', '=', categoryId),
        eb('g.category_id_3', '=', categoryId),
      ]),
    )
    .groupBy(['g.site_id', 's.site_name'])
    .orderBy(sql`count(*)`, 'desc')
    .execute();
  return rows.map((r) => ({ site_id: r.site_id, site_name: r.site_name ?? '', n: Number(r.n) }));
}

export async function countChildren(db: Db, categoryId: number) {
  const row = await db
    .selectFrom('goods_category')
    .select(sql<number>`count(*)`.as('n'))
    .where('pid', '=', categoryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface CategoryValues {
  category_name?: string;
  category_name1?: string;
  category_name2?: string;
  short_name?: string;
  image?: string;
  image_adv?: string;
  sort?: number;
  is_show?: number;
  commission_rate?: number;
}

/** A new category under `parent` (null: a top one); its own id is written into its level's path column. */
export async function insertCategory(
  db: Db,
  values: CategoryValues,
  parent: { category_id: number; level: number; category_id_1: number; category_id_2: number } | null,
) {
  const level = parent ? parent.level + 1 : 1;
  const { category_id } = await db
    .insertInto('goods_category')
    .values({ ...values, pid: parent?.category_id ?? 0, level })
    .returning('category_id')
    .executeTakeFirstOrThrow();
  await setPath(db, category_id, { pid: parent?.category_id ?? 0, level, ...pathOf(parent, category_id, level) });
  return category_id;
}

/** The path columns of a category at `level` with id `own` under `parent`. */
export function pathOf(
  parent: { category_id_1: number; category_id_2: number } | null,
  own: number,
  level: number,
): { category_id_1: number; category_id_2: number; category_id_3: number } {
  if (level === 1) return { category_id_1: own, category_id_2: 0, category_id_3: 0 };
  if (level === 2) return { category_id_1: parent?.category_id_1 ?? 0, category_id_2: own, category_id_3: 0 };
  return { category_id_1: parent?.category_id_1 ?? 0, category_id_2: parent?.category_id_2 ?? 0, category_id_3: own };
}

export async function updateCategory(db: Db, categoryId: number, values: CategoryValues) {
  const r = await db.updateTable('goods_category').set(values).where('category_id', '=', categoryId).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** A category's place in the tree: its parent, level and path columns. */
export async function setPath(
  db: Db,
  categoryId: number,
  place: { pid: number; level: number; category_id_1: number; category_id_2: number; category_id_3: number },
) {
  await db.updateTable('goods_category').set(place).where('category_id', '=', categoryId).execute();
}

/** The goods filed under a category follow its path (their leaf is `category_id`). */
export async function setGoodsPath(
  db: Db,
  categoryId: number,
  path: { category_id_1: number; category_id_2: number; category_id_3: number },
) {
  await db.updateTable('goods').set(path).where('category_id', '=', categoryId).execute();
}

/**
 * Holds every category row for the rest of the transaction (a no-op write: PostgreSQL row locks,
 * SQLite's write lock), so two structure changes never interleave: no move builds a cycle from a
 * tree another move changed, no child lands under a category being deleted.
 */
export async function lockTree(db: Db) {
  await db
    .updateTable('goods_category')
    .set({ pid: sql`pid` })
    .execute();
}

export async function deleteCategory(db: Db, categoryId: number) {
  const r = await db.deleteFrom('goods_category').where('category_id', '=', categoryId).executeTakeFirst();
  return Number(r.numDeletedRows);
}
