import { SEARCH_KEYWORD_MAX } from '@zay/contract';

/** The sorts of SPEC §2 and issue 4: integrated (default), sales, price both ways, newest. */
export const LIST_ORDERS = ['default', 'sale_num', 'discount_price', 'create_time'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];

/** Every filter of the goods list lives in the URL, so a list can be shared and the back button works. */
export interface ListQuery {
  keyword: string;
  categoryId: number;
  level: number;
  brandId: number;
  minPrice: string;
  maxPrice: string;
  freeShipping: boolean;
  own: boolean;
  order: ListOrder;
  sort: 'asc' | 'desc';
  page: number;
  /** The shop goods list (/shop_list) adds these. */
  siteId: number;
  shopCategoryId: number;
  shopCategoryLevel: number;
}

export const LIST_PAGE_SIZE = 20;

const id = (v: string | null, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= max ? n : 0;
};
// Money as the API accepts it; anything else is dropped rather than answered with an error page.
const money = (v: string | null) => (v && /^\d{1,10}(\.\d{1,2})?$/.test(v.trim()) ? v.trim() : '');
const flag = (v: string | null) => v === '1' || v === 'true';

export function parseListQuery(params: URLSearchParams): ListQuery {
  const order = params.get('order') as ListOrder | null;
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, SEARCH_KEYWORD_MAX),
    categoryId: id(params.get('category_id')),
    level: id(params.get('level'), 3),
    brandId: id(params.get('brand_id')),
    minPrice: money(params.get('min_price')),
    maxPrice: money(params.get('max_price')),
    freeShipping: flag(params.get('is_free_shipping')),
    own: flag(params.get('is_own')),
    order: order && LIST_ORDERS.includes(order) ? order : 'default',
    sort: params.get('sort') === 'asc' ? 'asc' : 'desc',
    page: id(params.get('page'), 100_000) || 1,
    siteId: id(params.get('site_id')),
    shopCategoryId: id(params.get('shop_category_id')),
    shopCategoryLevel: id(params.get('category_level'), 3),
  };
}

/** The goodssku/page body of a list query. */
export function goodsPageBody(q: ListQuery) {
  return {
    page: q.page,
    page_size: LIST_PAGE_SIZE,
    keyword: q.keyword,
    category_id: q.categoryId || undefined,
    category_level: q.categoryId ? q.level || undefined : undefined,
    brand_id: q.brandId || undefined,
    min_price: q.minPrice || undefined,
    max_price: q.maxPrice || undefined,
    is_free_shipping: q.freeShipping ? 1 : undefined,
    is_own: q.own ? 1 : undefined,
    site_id: q.siteId || undefined,
    shop_category_id: q.shopCategoryId || undefined,
    order: q.order === 'default' ? undefined : q.order,
    sort: q.sort,
  };
}

/**
 * The same list with some query values changed (null removes one). Any change but paging starts
 * again at page 1.
 */
export function listHref(pathname: string, search: string, patch: Record<string, string | number | null>): string {
  const params = new URLSearchParams(search);
  if (!('page' in patch)) params.delete('page');
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === '' || (key === 'page' && value === 1)) params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
