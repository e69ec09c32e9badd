import { goodsPageEndpoint, shopCategoryTreeEndpoint } from '@zay/contract';
import type { AppLoadContext } from 'react-router';
import { goodsPageBody, parseListQuery } from '~/features/catalog/list/list-query';
import { findShopCategory, toShopCategories } from '~/features/shop/shop-category-nav';
import { dataOr, serverApi } from '~/lib/api.server';
import { toGoodsCard } from '~/lib/goods-cards';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';

const EMPTY_PAGE = { list: [], count: 0, page_count: 1 };

/** The shop's goods with the list's filters; the shop layout's loader answers a missing or unknown shop. */
export async function loadShopGoods(request: Request, context: AppLoadContext) {
  const q = parseListQuery(new URL(request.url).searchParams);
  const lang = resolveLang(request);
  const i18n = serverI18n(lang);
  const call = serverApi(request, context, lang);
  const [goods, tree] = q.siteId
    ? await Promise.all([
        call(goodsPageEndpoint, { ...goodsPageBody({ ...q, categoryId: 0, brandId: 0, own: false }) }),
        call(shopCategoryTreeEndpoint, { site_id: q.siteId }),
      ])
    : [null, null];
  const page = goods ? dataOr(goods, EMPTY_PAGE) : EMPTY_PAGE;
  const categories = toShopCategories(tree ? dataOr(tree, []) : []);
  const category = findShopCategory(categories, q.shopCategoryId);
  const heading = q.keyword ? `“${q.keyword}”` : (category?.category_name ?? i18n.t('shopPage.allGoods'));
  return {
    query: q,
    goods: page.list.map(toGoodsCard),
    count: page.count,
    pageCount: page.page_count,
    categories,
    heading,
    title: heading,
  };
}
