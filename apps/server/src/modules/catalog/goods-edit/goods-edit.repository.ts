import { sql, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../../db/database';
import { dialectOf } from '../../../db/dialect';
import type { Database } from '../../../db/schema';
import type { GoodsSkuTable, GoodsTable } from '../catalog.table';
import { likePattern } from '../goods-search.repository';

/*
 * The goods a shop's staff edit (ADR 090). Every query names the shop: another shop's goods is
 * not found, the same answer as an id that does not exist.
 */

export const EDIT_COLUMNS = [
  'goods_id',
  'site_id',
  'sku_id',
  'goods_name',
  'introduction',
  'goods_content',
  'keywords',
  'category_id',
  'category_id_1',
  'category_id_2',
  'category_id_3',
  'shop_category_id',
  'brand_id',
  'unit',
  'goods_attr_format',
  'goods_spec_format',
  'goods_image',
  'video_url',
  'is_virtual',
  'is_free_shipping',
  'express_template_id',
  'min_buy',
  'max_buy',
  'goods_state',
  'verify_state',
  'verify_state_remark',
  'is_delete',
  'sale_num',
  'price',
  'goods_stock',
  'create_time',
  'modify_time',
] as const;

/** A goods of the shop, deleted or not; undefined for another shop's or an unknown id. */
export async function findShopGoods(db: Db, siteId: number, goodsId: number) {
  return db
    .selectFrom('goods')
    .select(EDIT_COLUMNS)
    .where('goods_id', '=', goodsId)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
}
export type EditGoodsRow = NonNullable<Awaited<ReturnType<typeof findShopGoods>>>;

export const SKU_COLUMNS = [
  'sku_id',
  'goods_id',
  'sku_spec_format',
  'price',
  'market_price',
  'cost_price',
  'discount_price',
  'promotion_type',
  'stock',
  'sku_no',
  'weight',
  'sku_image',
  'sku_name',
  'sku_images',
] as const;

/**
 * The goods' SKUs (retired ones left out), oldest first. With `lock` (inside a save's transaction)
 * PostgreSQL locks them in id order, as orders lock SKUs (ADR 036): the save then holds every row
 * it may change, and an order taking one of them waits for it or is waited for, never in a cycle.
 * SQLite writes one transaction at a time and needs no row lock.
 */
export async function listGoodsSkus(db: Db, goodsId: number, lock = false) {
  return db
    .selectFrom('goods_sku')
    .select(SKU_COLUMNS)
    .where('goods_id', '=', goodsId)
    .where('is_delete', '=', 0)
    .orderBy('sku_id')
    .$if(lock && dialectOf(db) === 'postgres', (q) => q.forUpdate())
    .execute();
}
export type EditSkuRow = Awaited<ReturnType<typeof listGoodsSkus>>[number];

/** The SKUs among `skuIds` that orders hold (the order lines are the trade domain's; read here only). */
export async function skusWithOrders(db: Db, skuIds: number[]): Promise<Set<number>> {
  if (skuIds.length === 0) return new Set();
  const rows = await db.selectFrom('order_goods').select('sku_id').distinct().where('sku_id', 'in', skuIds).execute();
  return new Set(rows.map((r) => r.sku_id));
}

/** What a new goods takes from its shop: the city site it sells on and whether it is the platform's own. */
export async function findShopPlacement(db: Db, siteId: number) {
  return db.selectFrom('shop').select(['website_id', 'is_own']).where('site_id', '=', siteId).executeTakeFirstOrThrow();
}

export async function insertGoods(db: Db, row: Insertable<GoodsTable>) {
  const { goods_id } = await db.insertInto('goods').values(row).returning('goods_id').executeTakeFirstOrThrow();
  return goods_id;
}

/**
 * Rewrites the shop's goods only while its `modify_time` is still `was` (nobody saved since;
 * null: whatever it is); false otherwise.
 */
export async function updateGoodsIfUnchanged(
  db: Db,
  siteId: number,
  goodsId: number,
  was: number | null,
  patch: Updateable<GoodsTable>,
) {
  const res = await db
    .updateTable('goods')
    .set(patch)
    .where('goods_id', '=', goodsId)
    .where('site_id', '=', siteId)
    .$if(was !== null, (q) => q.where('modify_time', '=', was!))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertSkus(db: Db, rows: Insertable<GoodsSkuTable>[]) {
  if (rows.length === 0) return [];
  const ids = await db.insertInto('goods_sku').values(rows).returning('sku_id').execute();
  return ids.map((r) => r.sku_id);
}

/** A SKU's own fields as a save writes them (never its stock: that is the stock service's). */
export interface SkuFields {
  sku_id: number;
  sku_name: string;
  sku_no: string;
  sku_spec_format: string;
  price: number;
  market_price: number;
  cost_price: number;
  discount_price: number;
  weight: number;
  sku_image: string;
  sku_images: string;
}
const TEXT_FIELDS = ['sku_name', 'sku_no', 'sku_spec_format', 'sku_image', 'sku_images'] as const;
const INT_FIELDS = ['price', 'market_price', 'cost_price', 'discount_price', 'weight'] as const;

/** Rewrites SKUs of the goods, one statement per 100 (a `case` per column), not one per SKU. */
export async function updateSkus(db: Db, goodsId: number, rows: SkuFields[]) {
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100);
    const column = (name: (typeof TEXT_FIELDS)[number] | (typeof INT_FIELDS)[number], type: 'text' | 'bigint') =>
      sql`case sku_id ${sql.join(
        chunk.map((r) => sql`when ${r.sku_id} then cast(${r[name]} as ${sql.raw(type)})`),
        sql` `,
      )} end`;
    const set = Object.fromEntries([
      ...TEXT_FIELDS.map((f) => [f, column(f, 'text')]),
      ...INT_FIELDS.map((f) => [f, column(f, 'bigint')]),
    ]);
    await db
      .updateTable('goods_sku')
      .set(set)
      .where('goods_id', '=', goodsId)
      .where(
        'sku_id',
        'in',
        chunk.map((r) => r.sku_id),
      )
      .execute();
  }
}

/** Deletes SKUs no order holds (the caller checked), with the cart lines that point at them. */
export async function deleteSkus(db: Db, goodsId: number, skuIds: number[]) {
  if (skuIds.length === 0) return;
  await db.deleteFrom('cart').where('sku_id', 'in', skuIds).execute();
  await db.deleteFrom('goods_sku').where('goods_id', '=', goodsId).where('sku_id', 'in', skuIds).execute();
}

/** Follows and footprints of removed SKUs point at the goods' default SKU instead. */
export async function repointFollows(db: Db, skuIds: number[], toSkuId: number) {
  if (skuIds.length === 0) return;
  await db.updateTable('goods_collect').set({ sku_id: toSkuId }).where('sku_id', 'in', skuIds).execute();
  await db.updateTable('goods_browse').set({ sku_id: toSkuId }).where('sku_id', 'in', skuIds).execute();
}

/** The goods' figures from its SKUs: the lowest price (and that SKU's market price), stock in all. */
export async function skuFigures(db: Db, goodsId: number) {
  return db
    .selectFrom('goods_sku')
    .select([
      sql<number>`coalesce(min(price), 0)`.as('price'),
      sql<number>`coalesce(sum(stock), 0)`.as('stock'),
      sql<number>`coalesce(max(market_price), 0)`.as('market_price'),
    ])
    .where('goods_id', '=', goodsId)
    .where('is_delete', '=', 0)
    .executeTakeFirstOrThrow();
}

export async function setGoodsFigures(db: Db, goodsId: number, patch: Updateable<GoodsTable>) {
  await db.updateTable('goods').set(patch).where('goods_id', '=', goodsId).execute();
}

/** A visible platform category with its path. */
export async function findCategory(db: Db, categoryId: number) {
  return db
    .selectFrom('goods_category')
    .select(['category_id', 'level', 'category_id_1', 'category_id_2', 'category_id_3'])
    .where('category_id', '=', categoryId)
    .where('is_show', '=', 1)
    .executeTakeFirst();
}

export async function brandExists(db: Db, brandId: number) {
  return !!(await db.selectFrom('goods_brand').select('brand_id').where('brand_id', '=', brandId).executeTakeFirst());
}

export async function listBrandOptions(db: Db) {
  return db.selectFrom('goods_brand').select(['brand_id', 'brand_name']).orderBy('sort').orderBy('brand_id').execute();
}

/** The categories of all three levels, visible ones, for the form's cascade. */
export async function listCategoryOptions(db: Db) {
  return db
    .selectFrom('goods_category')
    .select(['category_id', 'pid', 'level', 'category_name', 'category_name1', 'category_name2'])
    .where('is_show', '=', 1)
    .where('level', '<=', 3)
    .orderBy('level')
    .orderBy('sort')
    .orderBy('category_id')
    .execute();
}

// ---- The console list ----

export interface SellerGoodsFilter {
  siteId: number;
  keyword: string;
}

type Eb = ExpressionBuilder<Database & { g: Database['goods'] }, 'g'>;

/** In stock: some live SKU has stock left. */
const inStock = (eb: Eb) =>
  eb.exists(
    eb
      .selectFrom('goods_sku as ks')
      .select('ks.sku_id')
      .whereRef('ks.goods_id', '=', 'g.goods_id')
      .where('ks.is_delete', '=', 0)
      .where('ks.stock', '>', 0),
  );

/** The tabs' conditions. */
export const TAB_CONDITIONS = {
  all: (eb: Eb) => eb('g.is_delete', '=', 0),
  on_sale: (eb: Eb) => eb.and([eb('g.is_delete', '=', 0), eb('g.goods_state', '=', 1), eb('g.verify_state', '=', 1)]),
  warehouse: (eb: Eb) => eb.and([eb('g.is_delete', '=', 0), eb('g.goods_state', '=', 0)]),
  sold_out: (eb: Eb) => eb.and([eb('g.is_delete', '=', 0), eb.not(inStock(eb))]),
  review: (eb: Eb) => eb.and([eb('g.is_delete', '=', 0), eb('g.verify_state', '=', 0)]),
  refused: (eb: Eb) => eb.and([eb('g.is_delete', '=', 0), eb('g.verify_state', '<', 0)]),
  recycle: (eb: Eb) => eb('g.is_delete', '=', 1),
} as const;
export type TabName = keyof typeof TAB_CONDITIONS;

function shopGoods(db: Db, f: SellerGoodsFilter) {
  const like = dialectOf(db) === 'postgres' ? 'ilike' : 'like';
  return db
    .selectFrom('goods as g')
    .where('g.site_id', '=', f.siteId)
    .$if(f.keyword !== '', (q) =>
      q.where((eb) =>
        eb.or([
          eb('g.goods_name', like, likePattern(f.keyword)),
          eb.exists(
            eb
              .selectFrom('goods_sku as ns')
              .select('ns.sku_id')
              .whereRef('ns.goods_id', '=', 'g.goods_id')
              .where('ns.site_id', '=', f.siteId)
              .where('ns.sku_no', like, `${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
          ),
        ]),
      ),
    );
}

const ORDER_COLUMN = {
  create_time: sql`g.create_time`,
  price: sql`g.price`,
  stock: sql`stock`,
  sale_num: sql`g.sale_num`,
} as const;

export async function pageSellerGoods(
  db: Db,
  f: SellerGoodsFilter,
  tab: TabName,
  order: keyof typeof ORDER_COLUMN,
  sort: 'asc' | 'desc',
  limit: number,
  offset: number,
) {
  const base = shopGoods(db, f).where((eb) => TAB_CONDITIONS[tab](eb));
  const skuAgg = (fn: 'min' | 'max' | 'sum' | 'count', col: string) =>
    sql<number>`(select coalesce(${sql.raw(fn)}(${sql.ref(col)}), 0) from goods_sku as a where a.goods_id = g.goods_id and a.is_delete = 0)`;
  const [list, total] = await Promise.all([
    base
      .select([
        'g.goods_id',
        'g.goods_name',
        'g.goods_image',
        'g.sku_id',
        'g.sale_num',
        'g.goods_state',
        'g.verify_state',
        'g.verify_state_remark',
        'g.is_delete',
        'g.shop_category_id',
        'g.create_time',
        'g.modify_time',
        skuAgg('min', 'a.price').as('price'),
        skuAgg('max', 'a.price').as('price_max'),
        skuAgg('sum', 'a.stock').as('stock'),
        skuAgg('count', 'a.sku_id').as('sku_count'),
      ])
      .orderBy(ORDER_COLUMN[order], sort)
      .orderBy('g.goods_id', sort)
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, count: Number(total.n) };
}

/** How many of the shop's goods (the keyword applied) each tab holds, in one statement. */
export async function tabCounts(db: Db, f: SellerGoodsFilter) {
  const tabs = Object.keys(TAB_CONDITIONS) as TabName[];
  const row = await shopGoods(db, f)
    .select((eb) =>
      tabs.map((tab) => eb.fn.sum<number>(eb.case().when(TAB_CONDITIONS[tab](eb)).then(1).else(0).end()).as(tab)),
    )
    .executeTakeFirstOrThrow();
  return Object.fromEntries(tabs.map((tab) => [tab, Number((row as Record<string, unknown>)[tab] ?? 0)])) as Record<
    TabName,
    number
  >;
}

/** The shop's goods among `ids` with what a bulk action checks. */
export async function findShopGoodsByIds(db: Db, siteId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('goods as g')
    .select([
      'g.goods_id',
      'g.goods_name',
      'g.goods_state',
      'g.verify_state',
      'g.is_delete',
      'g.goods_image',
      'g.shop_category_id',
      'g.modify_time',
      sql<number>`(select count(*) from goods_sku as a where a.goods_id = g.goods_id and a.is_delete = 0)`.as(
        'sku_count',
      ),
      sql<number>`(select count(*) from goods_sku as a where a.goods_id = g.goods_id and a.is_delete = 0 and a.price <= 0)`.as(
        'free_skus',
      ),
    ])
    .where('g.site_id', '=', siteId)
    .where('g.goods_id', 'in', ids)
    .execute();
}

export async function liveSkuIdsOf(db: Db, goodsIds: number[]) {
  if (goodsIds.length === 0) return [];
  return db
    .selectFrom('goods_sku')
    .select(['sku_id', 'goods_id'])
    .where('goods_id', 'in', goodsIds)
    .where('is_delete', '=', 0)
    .execute();
}

/** A bulk change of the shop's goods by id (the shop in the WHERE). */
export async function setShopGoods(db: Db, siteId: number, ids: number[], patch: Updateable<GoodsTable>) {
  if (ids.length === 0) return;
  await db.updateTable('goods').set(patch).where('site_id', '=', siteId).where('goods_id', 'in', ids).execute();
}

/** The platform's decision on a goods. */
export async function setVerifyState(db: Db, goodsId: number, verifyState: number, remark: string, now: number) {
  return db
    .updateTable('goods')
    .set({ verify_state: verifyState, verify_state_remark: remark, modify_time: now })
    .where('goods_id', '=', goodsId)
    .returning(['goods_id', 'sku_id', 'goods_state', 'verify_state', 'modify_time', 'site_id'])
    .executeTakeFirst();
}

/** Whether the shop has this express template (ADR 101). */
export async function shopHasTemplate(db: Db, siteId: number, templateId: number) {
  const row = await db
    .selectFrom('shop_express_template')
    .select('template_id')
    .where('site_id', '=', siteId)
    .where('template_id', '=', templateId)
    .executeTakeFirst();
  return !!row;
}
