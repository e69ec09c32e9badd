import type { Db } from '../../db/database';

export async function listVisibleCategories(db: Db, maxLevel: number) {
  return db
    .selectFrom('goods_category')
    .select([
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
    ])
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
