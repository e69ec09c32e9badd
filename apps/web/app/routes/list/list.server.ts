import {
  categoryRelevanceEndpoint,
  goodsBrandsEndpoint,
  goodsPageEndpoint,
  goodsRecommendEndpoint,
  type CategoryInfo,
  type CategoryRelevance,
  type Lang,
} from '@zay/contract';
import { redirect, type AppLoadContext } from 'react-router';
import type { GoodsCardData } from '~/components/ui/goods-card';
import { goodsPageBody, parseListQuery } from '~/features/catalog/list/list-query';
import type { BrandOption, CategoryContext, CategoryLink } from '~/features/catalog/list/list-view';
import { dataOr, serverApi, type ServerApi } from '~/lib/api.server';
import { websiteBody } from '~/lib/city';
import { toGoodsCard } from '~/lib/goods-cards';
import { serverI18n } from '~/lib/i18n.server';
import { categoryName, resolveLang } from '~/lib/lang';
import { imageUrl } from '~/lib/links';

const EMPTY_PAGE = { list: [], count: 0, page_count: 1 };
const SUGGESTIONS = 5;

function toCategoryContext(r: CategoryRelevance | null, lang: Lang): CategoryContext | null {
  if (!r) return null;
  const link = (c: CategoryInfo): CategoryLink => ({ id: c.category_id, name: categoryName(c, lang), level: c.level });
  return {
    path: [...r.parent_list, r.category_info].map(link),
    children: r.child_list.map(link),
    siblings: r.sibling_list.map(link),
  };
}

/** Best sellers shown when a search finds nothing, so the page never ends empty-handed. */
async function suggestions(call: ServerApi): Promise<GoodsCardData[]> {
  const result = await call(goodsRecommendEndpoint, { page: 1, page_size: SUGGESTIONS });
  return dataOr(result, EMPTY_PAGE).list.map(toGoodsCard);
}

function describe(lang: Lang, keyword: string, subject: string, count: number) {
  const i18n = serverI18n(lang);
  const title = keyword ? i18n.t('list.titleSearch', { keyword }) : subject || i18n.t('pages.list');
  return { title, description: i18n.t('list.metaDescription', { subject: keyword || title, count }) };
}

export async function loadGoodsList(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const q = parseListQuery(url.searchParams);
  // The header's shop tab and old links say search_type=shop: shops live in the shop street.
  if (url.searchParams.get('search_type') === 'shop')
    throw redirect(q.keyword ? `/street?keyword=${encodeURIComponent(q.keyword)}` : '/street');
  const lang = resolveLang(request);
  const call = serverApi(request, context, lang);
  // The chosen city site's shops only (ADR 067).
  const body = { ...goodsPageBody(q), ...websiteBody(request) };
  const [goods, relevance, brands] = await Promise.all([
    call(goodsPageEndpoint, body),
    q.categoryId ? call(categoryRelevanceEndpoint, { category_id: q.categoryId }) : null,
    // Only the brands of these results, with counts (issue 20 §11).
    call(goodsBrandsEndpoint, body),
  ]);
  const errors: string[] = [];
  const page = dataOr(goods, EMPTY_PAGE, errors);
  const category = toCategoryContext(relevance ? dataOr(relevance, null) : null, lang);
  const brandList: BrandOption[] = dataOr(brands, []).map((b) => ({
    id: b.brand_id,
    name: b.brand_name,
    image: imageUrl(b.image_url),
    count: b.goods_count,
  }));
  const brand = brandList.find((b) => b.id === q.brandId);
  const subject = category?.path.at(-1)?.name || brand?.name || '';
  return {
    query: q,
    goods: page.list.map(toGoodsCard),
    count: page.count,
    pageCount: page.page_count,
    category,
    brands: brandList,
    ...describe(lang, q.keyword, subject, page.count),
    // Deferred: only an empty result needs them, and they must not hold up the page.
    suggestions: page.count === 0 ? suggestions(call) : null,
    errors,
  };
}
