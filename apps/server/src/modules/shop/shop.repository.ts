import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { visibleGoods } from '../../db/goods-visibility';
import { fetchPage } from '../../db/paging';

export async function findOpenShop(db: Db, siteId: number) {
  return db
    .selectFrom('shop')
    .select([
      'site_id',
      'site_name',
      'is_own',
      'shop_status',
      'logo',
      'avatar',
      'banner',
      'seo_description',
      'telephone',
      'shop_desccredit',
      'shop_servicecredit',
      'shop_deliverycredit',
      'workingtime',
      'shop_sales',
      'address',
      'full_address',
      'longitude',
      'latitude',
      'sub_num',
      'level_name',
      'category_name',
    ])
    .where('site_id', '=', siteId)
    .where('shop_status', '=', 1)
    .executeTakeFirst();
}

export async function openShopExists(db: Db, siteId: number) {
  return !!(await db
    .selectFrom('shop')
    .select('site_id')
    .where('site_id', '=', siteId)
    .where('shop_status', '=', 1)
    .executeTakeFirst());
}

export type ShopOrder = 'default' | 'sales' | 'credit';

/** Open shops for the shop street; the keyword matches the name or the main business. */
export async function pageShops(
  db: Db,
  q: { keyword: string; order: ShopOrder; sort: 'asc' | 'desc'; website_id?: number },
  limit: number | null,
  offset: number,
) {
  const pattern = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const website = q.website_id ?? 0;
  const base = db
    .selectFrom('shop')
    .where('shop_status', '=', 1)
    .$if(website > 0, (qb) => qb.where('website_id', '=', website))
    .$if(q.keyword !== '', (qb) =>
      qb.where((eb) =>
        eb.or([
          sql<boolean>`lower(site_name) LIKE lower(${pattern}) ESCAPE '\\'`,
          sql<boolean>`lower(category_name) LIKE lower(${pattern}) ESCAPE '\\'`,
        ]),
      ),
    );
  let list = base.select([
    'site_id',
    'site_name',
    'is_own',
    'logo',
    'avatar',
    'seo_description',
    'shop_desccredit',
    'shop_servicecredit',
    'shop_deliverycredit',
    'shop_credit',
    'shop_sales',
    'sub_num',
    'category_name',
    'level_name',
  ]);
  if (q.order === 'sales') list = list.orderBy('shop_sales', q.sort);
  else if (q.order === 'credit') list = list.orderBy('shop_credit', q.sort);
  else list = list.orderBy('is_own', 'desc').orderBy('sort', 'asc');
  list = list.orderBy('site_id', 'asc');
  if (limit !== null) list = list.limit(limit).offset(offset);
  const [rows, total] = await Promise.all([
    list.execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows, count: Number(total.n) };
}

/** The `perShop` best-selling visible goods of each shop, in one statement. */
export async function topGoodsOfShops(db: Db, siteIds: number[], perShop: number) {
  if (siteIds.length === 0) return [];
  return db
    .selectFrom((qb) =>
      qb
        .selectFrom('goods as g')
        .innerJoin('goods_sku as s', 's.sku_id', 'g.sku_id')
        .select([
          'g.site_id',
          'g.goods_id',
          's.sku_id',
          'g.goods_name',
          's.sku_image',
          's.price',
          's.discount_price',
          'g.sale_num',
          sql<number>`row_number() over (partition by g.site_id order by g.sale_num desc, g.goods_id desc)`.as('n'),
        ])
        .where('g.site_id', 'in', siteIds)
        .where(visibleGoods)
        .as('ranked'),
    )
    .selectAll()
    .where('n', '<=', perShop)
    .orderBy('site_id')
    .orderBy('n')
    .execute();
}

/** The shop's visible own categories, parents first, in display order. */
export async function listShopCategories(db: Db, siteId: number) {
  return db
    .selectFrom('shop_goods_category')
    .select(['category_id', 'site_id', 'pid', 'level', 'category_name', 'sort'])
    .where('site_id', '=', siteId)
    .where('is_show', '=', 1)
    .orderBy('level')
    .orderBy('sort')
    .orderBy('category_id')
    .execute();
}

/** Adds the follow unless it exists; true when a row was added. */
export async function insertShopMember(db: Db, row: { member_id: number; site_id: number; create_time: number }) {
  const added = await db
    .insertInto('shop_member')
    .values(row)
    .onConflict((oc) => oc.columns(['member_id', 'site_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!added;
}

export async function deleteShopMember(db: Db, memberId: number, siteId: number) {
  const gone = await db
    .deleteFrom('shop_member')
    .where('member_id', '=', memberId)
    .where('site_id', '=', siteId)
    .returning('id')
    .executeTakeFirst();
  return !!gone;
}

export async function isShopMember(db: Db, memberId: number, siteId: number) {
  return !!(await db
    .selectFrom('shop_member')
    .select('id')
    .where('member_id', '=', memberId)
    .where('site_id', '=', siteId)
    .executeTakeFirst());
}

/** Moves the shop's follower count by `delta` (never below 0) and answers the new count. */
export async function adjustSubNum(db: Db, siteId: number, delta: 1 | -1 | 0) {
  const row = await db
    .updateTable('shop')
    .set({ sub_num: sql<number>`case when sub_num + ${delta} < 0 then 0 else sub_num + ${delta} end` })
    .where('site_id', '=', siteId)
    .returning('sub_num')
    .executeTakeFirst();
  return row?.sub_num ?? 0;
}

/** The open shops a member follows, latest followed first. */
export async function pageFollowedShops(db: Db, memberId: number, limit: number | null, offset: number) {
  const base = db
    .selectFrom('shop_member as m')
    .innerJoin('shop as s', 's.site_id', 'm.site_id')
    .where('m.member_id', '=', memberId)
    .where('s.shop_status', '=', 1);
  const columns = [
    's.site_id',
    's.site_name',
    's.is_own',
    's.logo',
    's.telephone',
    's.sub_num',
    's.seo_description',
    's.shop_desccredit',
    's.shop_servicecredit',
    's.shop_deliverycredit',
    's.shop_sales',
    's.full_address',
    'm.create_time as subscribe_time',
  ] as const;
  return fetchPage(
    base,
    (q) => q.select(columns).orderBy('m.create_time', 'desc').orderBy('m.id', 'desc'),
    limit,
    offset,
  );
}
