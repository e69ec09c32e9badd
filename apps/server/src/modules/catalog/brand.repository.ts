import type { Db } from '../../db/database';

export async function findBrandsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('goods_brand')
    .select(['brand_id', 'brand_name', 'image_url'])
    .where('brand_id', 'in', ids)
    .execute();
}
