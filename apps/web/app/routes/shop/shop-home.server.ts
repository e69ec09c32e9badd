import { goodsPageEndpoint, shopCategoryTreeEndpoint, type ShopInfo } from '@zay/contract';
import type { AppLoadContext } from 'react-router';
import type { ShopHomeInfo } from '~/features/shop/shop-home';
import { toShopCategories } from '~/features/shop/shop-category-nav';
import { dataOr, serverApi } from '~/lib/api.server';
import { toGoodsCard } from '~/lib/goods-cards';
import { resolveLang } from '~/lib/lang';
import { imageUrl } from '~/lib/links';
import { loadShopSummary } from '~/lib/shop-summary.server';

const SHELF = 8;
const EMPTY_PAGE = { list: [], count: 0, page_count: 1 };

function toHomeInfo(info: ShopInfo | null): ShopHomeInfo | null {
  if (!info) return null;
  return {
    banner: imageUrl(info.banner),
    description: info.seo_description,
    address: info.full_address || info.address,
    telephone: info.telephone,
    workingTime: info.workingtime,
    level: info.level_name,
    business: info.category_name,
    sales: info.shop_sales,
  };
}

/** Shop home: the shop, its categories and best sellers at once; the newest goods deferred. */
export async function loadShopHome(request: Request, context: AppLoadContext, siteId: number) {
  const call = serverApi(request, context, resolveLang(request));
  const shelf = (order: 'sale_num' | 'create_time') =>
    call(goodsPageEndpoint, { site_id: siteId, order, sort: 'desc', page: 1, page_size: SHELF });
  const [summary, tree, best] = await Promise.all([
    loadShopSummary(request, context, siteId),
    call(shopCategoryTreeEndpoint, { site_id: siteId }),
    shelf('sale_num'),
  ]);
  return {
    kind: 'shop' as const,
    shop: summary.shop,
    home: toHomeInfo(summary.info),
    categories: toShopCategories(dataOr(tree, [])),
    bestSellers: dataOr(best, EMPTY_PAGE).list.map(toGoodsCard),
    newest: shelf('create_time').then((r) => dataOr(r, EMPTY_PAGE).list.map(toGoodsCard)),
    errors: summary.errors,
  };
}
