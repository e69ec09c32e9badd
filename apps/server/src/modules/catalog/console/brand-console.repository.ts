import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';

/** The platform console's reads and writes of brands (ADR 092). */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function pageConsoleBrands(
  db: Db,
  filter: { search: string; recommended?: number },
  limit: number | null,
  offset: number,
) {
  let base = db.selectFrom('goods_brand as b');
  if (filter.search) {
    const like = `%${escapeLike(filter.search.toLowerCase())}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(b.brand_name)`, 'like', sql`${like} escape '\\'`),
        eb('b.brand_initial', '=', filter.search.toUpperCase()),
      ]),
    );
  }
  if (filter.recommended !== undefined) base = base.where('b.is_recommend', '=', filter.recommended);
  return fetchPage(
    base,
    (q) =>
      q
        .select([
          'b.brand_id',
          'b.brand_name',
          'b.brand_initial',
          'b.image_url',
          'b.banner',
          'b.brand_desc',
          'b.is_recommend',
          'b.sort',
          (eb) =>
            eb
              .selectFrom('goods as g')
              .select(sql<number>`count(*)`.as('n'))
              .whereRef('g.brand_id', '=', 'b.brand_id')
              .as('goods_count'),
        ])
        .orderBy('b.sort')
        .orderBy('b.brand_id'),
    limit,
    offset,
  );
}

export async function findBrand(db: Db, brandId: number) {
  return db.selectFrom('goods_brand').selectAll().where('brand_id', '=', brandId).executeTakeFirst();
}

export interface BrandValues {
  brand_name: string;
  brand_initial: string;
  image_url: string;
  banner: string;
  brand_desc: string;
  is_recommend: number;
  sort: number;
}

export async function insertBrand(db: Db, values: BrandValues) {
  const row = await db.insertInto('goods_brand').values(values).returning('brand_id').executeTakeFirstOrThrow();
  return row.brand_id;
}

export async function updateBrand(db: Db, brandId: number, values: BrandValues) {
  const r = await db.updateTable('goods_brand').set(values).where('brand_id', '=', brandId).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The goods carrying the brand, per shop, most first. */
export async function goodsOfBrandByShop(db: Db, brandId: number) {
  const rows = await db
    .selectFrom('goods as g')
    .leftJoin('shop as s', 's.site_id', 'g.site_id')
    .select(['g.site_id', 's.site_name', sql<number>`count(*)`.as('n')])
    .where('g.brand_id', '=', brandId)
    .groupBy(['g.site_id', 's.site_name'])
    .orderBy(sql`count(*)`, 'desc')
    .execute();
  return rows.map((r) => ({ site_id: r.site_id, site_name: r.site_name ?? '', n: Number(r.n) }));
}

export async function deleteBrand(db: Db, brandId: number) {
  const r = await db.deleteFrom('goods_brand').where('brand_id', '=', brandId).executeTakeFirst();
  return Number(r.numDeletedRows);
}
