import {
  fromMinor,
  type BrandFacet,
  pageCount,
  type GoodsListItem,
  type GoodsPageQuery,
  type Page,
  type PageQuery,
} from '@zay/contract';
import type { RequestContext } from '../../lib/context';
import type { TtlCache } from '../../lib/ttl-cache';
import { findBrandsByIds } from './brand.repository';
import { planKeyword } from './goods-search.repository';
import * as repo from './goods.repository';
import { translateGoods } from './goods-translation';

export function toListItem(r: repo.GoodsListRow): GoodsListItem {
  return {
    ...r,
    price: fromMinor(r.price),
    market_price: fromMinor(r.market_price),
    discount_price: fromMinor(r.discount_price),
  };
}

async function page(
  ctx: RequestContext,
  q: PageQuery,
  filter: repo.GoodsFilter,
  order: repo.GoodsOrderBy,
): Promise<Page<GoodsListItem>> {
  const limit = q.page_size === 0 ? null : q.page_size;
  const { list, count } = await repo.pageGoods(ctx.db, filter, order, limit, (q.page - 1) * (limit ?? 0));
  return { page_count: pageCount(count, q.page_size), count, list: list.map(toListItem) };
}

/** A page of goods in the request's language (the pages above are cached untranslated). */
async function translated(ctx: RequestContext, pending: Promise<Page<GoodsListItem>>): Promise<Page<GoodsListItem>> {
  const found = await pending;
  return { ...found, list: await translateGoods(ctx, found.list) };
}

function filterOf(q: GoodsPageQuery): repo.GoodsFilter {
  return {
    plan: planKeyword(q.keyword),
    categoryId: q.category_id,
    categoryLevel: q.category_level,
    brandId: q.brand_id,
    minPrice: q.min_price,
    maxPrice: q.max_price,
    freeShipping: q.is_free_shipping,
    own: q.is_own,
    siteId: q.site_id,
    websiteId: q.website_id,
    shopCategoryId: q.shop_category_id,
    goodsIds: q.goods_id_arr,
  };
}

/** The goods list and keyword search. */
export function goodsPage(ctx: RequestContext, q: GoodsPageQuery) {
  return translated(ctx, page(ctx, q, filterOf(q), { order: q.order, sort: q.sort }));
}

/** Visible goods by id, in the order asked. */
export async function goodsByIds(ctx: RequestContext, goodsIds: number[]): Promise<GoodsListItem[]> {
  const { list } = await repo.pageGoods(ctx.db, { goodsIds }, { order: 'default', sort: 'desc' }, null, 0);
  const byId = new Map((await translateGoods(ctx, list.map(toListItem))).map((r) => [r.goods_id, r]));
  return [...new Set(goodsIds)].flatMap((id) => byId.get(id) ?? []);
}

/**
 * The brands present in a goods list's results, with counts (issue 20 §11); the brand the list is
 * filtered by is among them even when nothing else matches, so its filter can be named and removed.
 */
export async function goodsBrands(ctx: RequestContext, q: GoodsPageQuery): Promise<BrandFacet[]> {
  const rows = (await repo.brandCounts(ctx.db, filterOf(q))).map((r) => ({ ...r, goods_count: Number(r.goods_count) }));
  if (!q.brand_id || rows.some((r) => r.brand_id === q.brand_id)) return rows;
  const [chosen] = await findBrandsByIds(ctx.db, [q.brand_id]);
  return chosen ? [...rows, { ...chosen, goods_count: 0 }] : rows;
}

/**
 * Best sellers of the SKU's lowest category (the SKU's own goods left out), or of the given
 * category, or of the whole catalogue.
 */
/** A category's best sellers, kept a while: every goods page of the category recommends from them. */
export type CategoryTops = TtlCache<Page<GoodsListItem>>;

/**
 * Best sellers of the goods' deepest category, the goods itself left out. The first page is cut
 * from the category's list (one more than asked, cached per category in `tops`), so the goods
 * pages of a category share one query instead of one each.
 */
export async function recommend(
  ctx: RequestContext,
  q: PageQuery & { sku_id?: number; category_id?: number },
  tops?: CategoryTops,
) {
  const filter: repo.GoodsFilter = { categoryId: q.category_id };
  const order: repo.GoodsOrderBy = { order: 'sale_num', sort: 'desc' };
  const goods = q.sku_id ? await repo.findVisibleGoodsOfSku(ctx.db, q.sku_id) : undefined;
  if (!goods) return translated(ctx, page(ctx, q, filter, order));
  const levels = [goods.category_id_3, goods.category_id_2, goods.category_id_1];
  const deepest = levels.findIndex((id) => id > 0);
  if (deepest >= 0) Object.assign(filter, { categoryId: levels[deepest], categoryLevel: 3 - deepest });
  if (!tops || q.page !== 1 || q.page_size === 0)
    return translated(ctx, page(ctx, q, { ...filter, excludeGoodsId: goods.goods_id }, order));
  const size = q.page_size + 1;
  const all = await tops.get(`${filter.categoryLevel}:${filter.categoryId}:${size}`, () =>
    page(ctx, { page: 1, page_size: size }, filter, order),
  );
  const list = all.list.filter((item) => item.goods_id !== goods.goods_id).slice(0, q.page_size);
  // The goods is visible and in its own category, so the category's count includes it once.
  const count = all.count - 1;
  return { page_count: pageCount(count, q.page_size), count, list: await translateGoods(ctx, list) };
}

/** The visible goods among `ids`, each with its default SKU, in no particular order (for the home floors). */
export const visibleGoodsByIds = async (ctx: RequestContext, ids: number[]) =>
  translateGoods(ctx, await repo.findVisibleGoodsByIds(ctx.db, ids));
