import { sql, type Updateable } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';

/*
 * The shop console's own rows (ADR 089). Every statement names the caller's shop in its WHERE:
 * another shop's row is simply not found.
 */

/** Goods a shopper could see if the shop were open (ADR 038 without the shop's own state). */
const onSale = (db: Db, siteId: number) =>
  db
    .selectFrom('goods as g')
    .select(sql<number>`count(*)`.as('n'))
    .where('g.site_id', '=', siteId)
    .where('g.goods_state', '=', 1)
    .where('g.verify_state', '=', 1)
    .where('g.is_delete', '=', 0);

export async function findShop(db: Db, siteId: number) {
  const row = await db
    .selectFrom('shop')
    .select([
      'site_id',
      'site_name',
      'logo',
      'banner',
      'telephone',
      'province_id',
      'city_id',
      'district_id',
      'address',
      'full_address',
      'workingtime',
      'seo_description',
      'seo_keywords',
      'category_name',
      'shop_status',
      'freeze_reason',
    ])
    .select(() => onSale(db, siteId).as('goods_on_sale'))
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  return row && { ...row, goods_on_sale: Number(row.goods_on_sale ?? 0) };
}

export async function updateShop(db: Db, siteId: number, set: Updateable<Database['shop']>) {
  await db.updateTable('shop').set(set).where('site_id', '=', siteId).execute();
}

/**
 * Moves the shop between closed (0) and open (1) only from the other of the two (a state another
 * hand set, such as a freeze, is not undone here); opening only while it has a goods on sale, in
 * the same statement. Answers whether it moved.
 */
export async function setShopStatus(db: Db, siteId: number, status: 0 | 1) {
  const moved = await db
    .updateTable('shop')
    .set({ shop_status: status })
    .where('site_id', '=', siteId)
    .where('shop_status', '=', status === 1 ? 0 : 1)
    .$if(status === 1, (q) => q.where((eb) => eb.exists(onSale(db, siteId).clearSelect().select('g.goods_id'))))
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

export async function listCategories(db: Db, siteId: number) {
  return db
    .selectFrom('shop_goods_category as c')
    .select(['c.category_id', 'c.pid', 'c.level', 'c.category_name', 'c.sort', 'c.is_show'])
    .select((eb) =>
      eb
        .selectFrom('goods as g')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('g.shop_category_id', '=', 'c.category_id')
        .where('g.site_id', '=', siteId)
        .where('g.is_delete', '=', 0)
        .as('goods_count'),
    )
    .where('c.site_id', '=', siteId)
    .orderBy('c.sort')
    .orderBy('c.category_id')
    .execute();
}

export async function findCategory(db: Db, siteId: number, categoryId: number) {
  return db
    .selectFrom('shop_goods_category')
    .select(['category_id', 'pid', 'level', 'category_name', 'sort', 'is_show'])
    .where('site_id', '=', siteId)
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
}

export async function countCategories(db: Db, siteId: number) {
  const row = await db
    .selectFrom('shop_goods_category')
    .select(sql<number>`count(*)`.as('n'))
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countChildren(db: Db, siteId: number, categoryId: number) {
  const row = await db
    .selectFrom('shop_goods_category')
    .select(sql<number>`count(*)`.as('n'))
    .where('site_id', '=', siteId)
    .where('pid', '=', categoryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countGoodsIn(db: Db, siteId: number, categoryId: number) {
  const row = await db
    .selectFrom('goods')
    .select(sql<number>`count(*)`.as('n'))
    .where('site_id', '=', siteId)
    .where('shop_category_id', '=', categoryId)
    .where('is_delete', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCategory(
  db: Db,
  row: { site_id: number; pid: number; level: number; category_name: string; sort: number; is_show: number },
) {
  const added = await db
    .insertInto('shop_goods_category')
    .values(row)
    .returning('category_id')
    .executeTakeFirstOrThrow();
  return added.category_id;
}

export async function updateCategory(
  db: Db,
  siteId: number,
  categoryId: number,
  set: { pid: number; level: number; category_name: string; sort: number; is_show: number },
) {
  await db
    .updateTable('shop_goods_category')
    .set(set)
    .where('site_id', '=', siteId)
    .where('category_id', '=', categoryId)
    .execute();
}

/** Deletes the category unless it has children or goods by now (checked in the same statement). */
export async function deleteEmptyCategory(db: Db, siteId: number, categoryId: number) {
  const gone = await db
    .deleteFrom('shop_goods_category as c')
    .where('c.site_id', '=', siteId)
    .where('c.category_id', '=', categoryId)
    .where((eb) =>
      eb.not(
        eb.or([
          eb.exists(eb.selectFrom('shop_goods_category as k').select('k.category_id').where('k.pid', '=', categoryId)),
          eb.exists(
            eb
              .selectFrom('goods as g')
              .select('g.goods_id')
              .where('g.shop_category_id', '=', categoryId)
              .where('g.is_delete', '=', 0),
          ),
        ]),
      ),
    )
    .executeTakeFirst();
  return Number(gone.numDeletedRows) === 1;
}
