import type { Db } from '../../db/database';
import { fetchPage } from '../../db/paging';

export async function findBrandsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('goods_brand')
    .select(['brand_id', 'brand_name', 'image_url'])
    .where('brand_id', 'in', ids)
    .execute();
}

export async function pageBrands(db: Db, recommendedOnly: boolean, limit: number | null, offset: number) {
  const base = db.selectFrom('goods_brand').$if(recommendedOnly, (q) => q.where('is_recommend', '=', 1));
  return fetchPage(
    base,
    (q) =>
      q
        .select([
          'brand_id',
          'brand_name',
          'brand_initial',
          'image_url',
          'banner',
          'brand_desc',
          'is_recommend',
          'sort',
        ])
        .orderBy('sort')
        .orderBy('brand_id'),
    limit,
    offset,
  );
}
