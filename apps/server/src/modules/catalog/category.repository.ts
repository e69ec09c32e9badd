import type { Db } from '../../db/database';

const NODE_COLUMNS = [
  'category_id',
  'category_name',
  'category_name1',
  'category_name2',
  'short_name',
  'pid',
  'level',
  'image',
  'image_adv',
  'category_id_1',
  'category_id_2',
  'category_id_3',
  'sort',
] as const;

export async function listVisibleCategories(db: Db, maxLevel: number) {
  return db
    .selectFrom('goods_category')
    .select(NODE_COLUMNS)
    .where('is_show', '=', 1)
    .where('level', '<=', maxLevel)
    .orderBy('level')
    .orderBy('sort')
    .orderBy('category_id')
    .execute();
}

export async function findCategoriesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('goods_category')
    .select(['category_id', 'category_name', 'category_name1', 'category_name2', 'level', 'image'])
    .where('category_id', 'in', ids)
    .execute();
}

export async function findVisibleCategory(db: Db, categoryId: number) {
  return db
    .selectFrom('goods_category')
    .select(NODE_COLUMNS)
    .where('category_id', '=', categoryId)
    .where('is_show', '=', 1)
    .executeTakeFirst();
}

/** Visible categories that are one of `ids` or a child of one of `parentIds`, in tree order. */
export async function listVisibleCategoriesAround(db: Db, ids: number[], parentIds: number[]) {
  return db
    .selectFrom('goods_category')
    .select(NODE_COLUMNS)
    .where('is_show', '=', 1)
    .where((eb) => eb.or([eb('category_id', 'in', [0, ...ids]), eb('pid', 'in', [-1, ...parentIds])]))
    .orderBy('level')
    .orderBy('sort')
    .orderBy('category_id')
    .execute();
}
