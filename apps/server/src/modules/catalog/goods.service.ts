import {
  fromMinor,
  pageCount,
  type GoodsListItem,
  type GoodsPageQuery,
  type Page,
  type PageQuery,
} from '@zay/contract';
import type { RequestContext } from '../../lib/context';
import type { TtlCache } from '../../lib/ttl-cache';
import { planKeyword } from './goods-search.repository';
import * as repo from './goods.repository';

export interface CatalogDeps {
  /** Recent anonymous catalogue answers (docs/decisions/005-catalogue-cache.md). */
  cache: TtlCache<unknown>;
  /** The public origin, for links in QR codes. */
  origin: string;
}

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
    shopCategoryId: q.shop_category_id,
    goodsIds: q.goods_id_arr,
  };
}

/** The goods list and keyword search; the same question within the cache's life gets the same answer. */
export function goodsPage(ctx: RequestContext, deps: CatalogDeps, q: GoodsPageQuery) {
  const { attr: _attr, coupon: _coupon, ...asked } = q;
  const key = `page:${JSON.stringify(asked)}`;
  return deps.cache.get(key, () => page(ctx, q, filterOf(q), { order: q.order, sort: q.sort })) as Promise<
    Page<GoodsListItem>
  >;
}

/**
 * Best sellers of the SKU's lowest category (the SKU's own goods left out), or of the given
 * category, or of the whole catalogue.
 */
export async function recommend(
  ctx: RequestContext,
  deps: CatalogDeps,
  q: PageQuery & { sku_id?: number; category_id?: number },
) {
  const key = `recommend:${q.sku_id ?? 0}:${q.category_id ?? 0}:${q.page}:${q.page_size}`;
  return deps.cache.get(key, async () => {
    const filter: repo.GoodsFilter = { categoryId: q.category_id };
    if (q.sku_id) {
      const goods = await repo.findVisibleGoodsOfSku(ctx.db, q.sku_id);
      if (goods) {
        filter.excludeGoodsId = goods.goods_id;
        const [id, level] = goods.category_id_3
          ? [goods.category_id_3, 3]
          : goods.category_id_2
            ? [goods.category_id_2, 2]
            : [goods.category_id_1, 1];
        if (id) Object.assign(filter, { categoryId: id, categoryLevel: level });
      }
    }
    return page(ctx, q, filter, { order: 'sale_num', sort: 'desc' });
  }) as Promise<Page<GoodsListItem>>;
}
