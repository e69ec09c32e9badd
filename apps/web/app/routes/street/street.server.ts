import { SEARCH_KEYWORD_MAX, shopPageEndpoint, type StreetShop } from '@zay/contract';
import type { AppLoadContext } from 'react-router';
import type { StreetOrder, StreetShopView } from '~/features/shop/street-row';
import { pageFrom } from '~/lib/page-query';
import { dataOr, serverApi } from '~/lib/api.server';
import { websiteBody } from '~/lib/city';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { imageUrl } from '~/lib/links';

export const STREET_PAGE_SIZE = 10;

function toView(shop: StreetShop): StreetShopView {
  return {
    siteId: shop.site_id,
    name: shop.site_name,
    logo: imageUrl(shop.avatar || shop.logo),
    own: shop.is_own === 1,
    level: shop.level_name,
    business: shop.category_name,
    description: shop.seo_description,
    scores: { desc: shop.shop_desccredit, service: shop.shop_servicecredit, delivery: shop.shop_deliverycredit },
    followers: shop.sub_num,
    sales: shop.shop_sales,
    goods: shop.goods_list.map((g) => ({
      skuId: g.sku_id,
      name: g.goods_name,
      image: imageUrl(g.sku_image),
      price: g.discount_price || g.price,
    })),
  };
}

export async function loadStreet(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const keyword = (params.get('keyword') ?? '').trim().slice(0, SEARCH_KEYWORD_MAX);
  const order: StreetOrder =
    params.get('order') === 'sales' || params.get('order') === 'credit'
      ? (params.get('order') as StreetOrder)
      : 'default';
  const page = pageFrom(request);
  const lang = resolveLang(request);
  const result = await serverApi(
    request,
    context,
    lang,
  )(shopPageEndpoint, {
    page,
    page_size: STREET_PAGE_SIZE,
    keyword,
    order: order === 'default' ? undefined : order,
    sort: 'desc',
    ...websiteBody(request),
  });
  const errors: string[] = [];
  const data = dataOr(result, { list: [], count: 0, page_count: 1 }, errors);
  const i18n = serverI18n(lang);
  return {
    keyword,
    order,
    page,
    shops: data.list.map(toView),
    count: data.count,
    pageCount: data.page_count,
    title: keyword ? i18n.t('street.titleFor', { keyword }) : i18n.t('pages.street'),
    description: i18n.t('street.metaDescription', { count: data.count }),
    errors,
  };
}
