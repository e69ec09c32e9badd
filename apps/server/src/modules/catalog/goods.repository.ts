import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { visibleGoods } from '../../db/goods-visibility';
import type { Database } from '../../db/schema';
import type { GoodsTable } from './catalog.table';
import { withMatches, type KeywordPlan } from './goods-search.repository';

/** What a goods list may be narrowed by; every field optional. Money in minor units. */
export interface GoodsFilter {
  plan?: KeywordPlan | null;
  categoryId?: number;
  categoryLevel?: number;
  brandId?: number;
  minPrice?: number;
  maxPrice?: number;
  freeShipping?: number;
  own?: number;
  siteId?: number;
  /** A city site: only the goods of its shops. */
  websiteId?: number;
  shopCategoryId?: number;
  goodsIds?: number[];
  excludeGoodsId?: number;
}

export type GoodsOrderKey = 'default' | 'sale_num' | 'discount_price' | 'create_time';
export interface GoodsOrderBy {
  order: GoodsOrderKey;
  sort: 'asc' | 'desc';
}

type GoodsEb = ExpressionBuilder<Database & { g: GoodsTable }, 'g'>;

function categoryCondition(eb: GoodsEb, id: number, level: number | undefined) {
  if (level === 1) return eb('g.category_id_1', '=', id);
  if (level === 2) return eb('g.category_id_2', '=', id);
  if (level === 3) return eb('g.category_id_3', '=', id);
  return eb.or([eb('g.category_id_1', '=', id), eb('g.category_id_2', '=', id), eb('g.category_id_3', '=', id)]);
}

function conditions(eb: GoodsEb, f: GoodsFilter): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [visibleGoods];
  if (f.categoryId) all.push(categoryCondition(eb, f.categoryId, f.categoryLevel));
  if (f.brandId) all.push(eb('g.brand_id', '=', f.brandId));
  if (f.freeShipping) all.push(eb('g.is_free_shipping', '=', 1));
  if (f.own) all.push(eb('g.is_own', '=', 1));
  if (f.siteId) all.push(eb('g.site_id', '=', f.siteId));
  // By the shop's city site: goods rows copy it only when the seed writes them.
  if (f.websiteId) {
    const shops = eb.selectFrom('shop').select('shop.site_id').where('shop.website_id', '=', f.websiteId);
    all.push(eb('g.site_id', 'in', shops));
  }
  if (f.shopCategoryId) {
    const children = eb.selectFrom('shop_goods_category').select('category_id').where('pid', '=', f.shopCategoryId);
    all.push(eb.or([eb('g.shop_category_id', '=', f.shopCategoryId), eb('g.shop_category_id', 'in', children)]));
  }
  if (f.goodsIds) all.push(f.goodsIds.length ? eb('g.goods_id', 'in', f.goodsIds) : eb.lit(false));
  if (f.excludeGoodsId) all.push(eb('g.goods_id', '<>', f.excludeGoodsId));
  return eb.and(all);
}

/**
 * `goods as g` — after the keyword matches `m` when there is a keyword — narrowed by the filter,
 * joined to its default SKU `s` when `withSku` (a price bound or the price order needs it). The
 * price bounds are on `s` (what the shopper pays): one join by key, not a correlated lookup per
 * bound and goods. Without a use for `s` the join is left out, so counts stay index-only.
 */
function filtered(db: Db, f: GoodsFilter, withSku: boolean) {
  const plain = db.selectFrom('goods as g');
  const from = f.plan
    ? (withMatches(db, f.plan)
        .selectFrom('m')
        .crossJoin('goods as g')
        .whereRef('g.goods_id', '=', 'm.goods_id') as unknown as typeof plain)
    : plain;
  const joined = from.innerJoin('goods_sku as s', 's.sku_id', 'g.sku_id');
  let q = withSku || hasPriceBound(f) ? joined : (from as unknown as typeof joined);
  if (f.minPrice !== undefined) q = q.where('s.discount_price', '>=', f.minPrice);
  if (f.maxPrice !== undefined) q = q.where('s.discount_price', '<=', f.maxPrice);
  return q.where((eb) => conditions(eb, f));
}

const hasPriceBound = (f: GoodsFilter) => f.minPrice !== undefined || f.maxPrice !== undefined;

type Filtered = ReturnType<typeof filtered>;

/** The list order; the goods id last breaks ties (newest first), so pages never overlap. */
function ordered<Q extends Filtered>(q: Q, f: GoodsFilter, o: GoodsOrderBy): Q {
  let list = q as Filtered;
  if (o.order === 'default' && f.plan) list = list.orderBy(sql`m.score`, 'desc').orderBy('g.sale_num', 'desc');
  else if (o.order === 'default') list = list.orderBy('g.sort', 'asc');
  else if (o.order === 'discount_price') list = list.orderBy('s.discount_price', o.sort);
  else list = list.orderBy(`g.${o.order}`, o.sort);
  return list.orderBy('g.goods_id', 'desc') as Q;
}

const LIST_COLUMNS = [
  'g.goods_id',
  's.sku_id',
  's.sku_name',
  'g.goods_name',
  's.price',
  's.market_price',
  's.discount_price',
  's.stock',
  'g.sale_num',
  's.sku_image',
  'g.goods_image',
  'g.site_id',
  'sh.site_name',
  'g.website_id',
  'g.is_own',
  'g.is_free_shipping',
  'g.introduction',
  's.promotion_type',
  'g.goods_spec_format',
  'g.is_virtual',
] as const;

/** The listed columns of the given goods, in the order of `ids`. */
async function rowsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('goods as g')
    .innerJoin('goods_sku as s', 's.sku_id', 'g.sku_id')
    .innerJoin('shop as sh', 'sh.site_id', 'g.site_id')
    .select(LIST_COLUMNS)
    .where('g.goods_id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.goods_id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of goods (each with its default SKU and shop name) and the number of matches. A page
 * takes three statements (two when it is empty): the page's goods ids, filtered, sorted and cut
 * from indexes alone (migration 012) rather than sorting ~10,000 full rows to keep 20; those
 * goods' rows by key (just found visible, so not filtered again); the count beside them. The
 * whole list (`limit` null) is one sorted statement and the count. A keyword search sorts every
 * match by its score anyway, so its page carries the count (`count(*) over ()`) and the keyword
 * is looked up in the search index once, not twice; only a page past the end asks for the count.
 */
export async function pageGoods(db: Db, f: GoodsFilter, o: GoodsOrderBy, limit: number | null, offset: number) {
  const total = () =>
    filtered(db, f, false)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  if (limit === null) {
    const all = filtered(db, f, true).innerJoin('shop as sh', 'sh.site_id', 'g.site_id').select(LIST_COLUMNS);
    const [list, count] = await Promise.all([ordered(all, f, o).execute(), total()]);
    return { list, count };
  }
  const sorted = filtered(db, f, o.order === 'discount_price');
  const pageIds = async (): Promise<[number[], number]> => {
    if (f.plan) {
      const counted = sorted.select(['g.goods_id', sql<number | string>`count(*) over ()`.as('total')]);
      const rows = await ordered(counted, f, o).limit(limit).offset(offset).execute();
      return [rows.map((r) => r.goods_id), rows[0] ? Number(rows[0].total) : await total()];
    }
    const [rows, count] = await Promise.all([
      ordered(sorted.select('g.goods_id'), f, o).limit(limit).offset(offset).execute(),
      total(),
    ]);
    return [rows.map((r) => r.goods_id), count];
  };
  const [ids, count] = await pageIds();
  return { list: await rowsByIds(db, ids), count };
}

export type GoodsListRow = Awaited<ReturnType<typeof pageGoods>>['list'][number];

/** The visible goods among `goodsIds`, each with its default SKU. */
export async function findVisibleGoodsByIds(db: Db, goodsIds: number[]) {
  if (goodsIds.length === 0) return [];
  return db
    .selectFrom('goods as g')
    .where(visibleGoods)
    .where('g.goods_id', 'in', goodsIds)
    .innerJoin('goods_sku as s', 's.sku_id', 'g.sku_id')
    .select([
      'g.goods_id',
      's.sku_id',
      'g.goods_name',
      's.sku_name',
      's.sku_image',
      's.price',
      's.market_price',
      's.discount_price',
      'g.sale_num',
      'g.introduction',
    ])
    .execute();
}

/** The visible goods a SKU belongs to, with its categories (for recommendations). */
export async function findVisibleGoodsOfSku(db: Db, skuId: number) {
  return db
    .selectFrom('goods as g')
    .where(visibleGoods)
    .where('g.goods_id', '=', (eb) => eb.selectFrom('goods_sku').select('goods_id').where('sku_id', '=', skuId))
    .select(['g.goods_id', 'g.site_id', 'g.category_id', 'g.category_id_1', 'g.category_id_2', 'g.category_id_3'])
    .executeTakeFirst();
}

/** The brands among the goods the filter lets through, with their goods counts, most first. */
export async function brandCounts(db: Db, f: GoodsFilter) {
  return filtered(db, { ...f, brandId: undefined }, false)
    .innerJoin('goods_brand as b', 'b.brand_id', 'g.brand_id')
    .select(['b.brand_id', 'b.brand_name', 'b.brand_initial', 'b.image_url', sql<number>`count(*)`.as('goods_count')])
    .groupBy(['b.brand_id', 'b.brand_name', 'b.brand_initial', 'b.image_url'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('b.brand_id')
    .execute();
}

/** The stored attributes (`goods_attr_format`) of up to `limit` goods the filter matches. */
export async function attrFormats(db: Db, f: GoodsFilter, limit: number) {
  const rows = await filtered(db, f, false)
    .select('g.goods_attr_format')
    .where('g.goods_attr_format', '<>', '')
    .limit(limit)
    .execute();
  return rows.map((r) => r.goods_attr_format);
}
