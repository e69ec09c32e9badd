import type { Kysely } from 'kysely';

/**
 * Indexes the catalogue's filters lacked; without them SQLite built a throwaway AUTOMATIC INDEX
 * on every query that used them.
 *
 * - `goods.site_id IN (SELECT site_id FROM shop WHERE shop_status = 1)` ("from an open shop") is
 *   in every goods list, search, floor and recommendation. A plain index rather than a partial one
 *   `(site_id) WHERE shop_status = 1`: the status is a bound parameter, and a partial index is
 *   usable only where the planner plans with its value (PostgreSQL's generic plans do not); the
 *   shop table is small, so a partial index would save nothing.
 * - `shop_goods_category WHERE pid = ?`: the sub-categories a shop-category filter takes in.
 *
 * The row id comes second so that PostgreSQL answers both from the index alone (SQLite keeps the
 * row id in every index anyway).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('shop_status_site').on('shop').columns(['shop_status', 'site_id']).execute();
  await db.schema
    .createIndex('shop_goods_category_pid')
    .on('shop_goods_category')
    .columns(['pid', 'category_id'])
    .execute();
}
