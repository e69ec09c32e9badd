import {
  browseAddEndpoint,
  bundlingListsEndpoint,
  evaluateCountEndpoint,
  evaluatePageEndpoint,
  goodsAftersaleEndpoint,
  goodsDetailEndpoint,
  goodsQrcodeEndpoint,
  goodsRecommendEndpoint,
  goodsSkuInfoEndpoint,
  isCollectEndpoint,
  manjianInfoEndpoint,
  goodsCouponListEndpoint,
  GOODS_COUPON_MAX,
  modifyClicksEndpoint,
  seckillOfSkuEndpoint,
  groupbuyOfSkuEndpoint,
  topicOfSkuEndpoint,
  MEANING_STATUS,
} from '@zay/contract';
import { data, type AppLoadContext } from 'react-router';
import { EVALUATE_FILTERS, type EvaluateCounts, type EvaluateFilter } from '~/features/catalog/goods/goods-types';
import { dataOr, failureMeaning, serverApi, type ServerApi } from '~/lib/api.server';
import { categoryPath } from '~/lib/category-items';
import { toGoodsCard } from '~/lib/goods-cards';
import { serverI18n } from '~/lib/i18n.server';
import { loadCategoryTree } from '~/lib/layout-data.server';
import { readCookie, resolveLang } from '~/lib/lang';
import { TOKEN_COOKIE } from '~/lib/session.server';
import { isFollowingShop } from '~/lib/shop-summary.server';
import { toComboStrips } from '~/features/promotion/combo/combo-views';
import { goodsJsonLd } from './goods-seo.server';
import {
  toEvaluation,
  toGoodsCoupons,
  toGoodsView,
  toGroupbuyStrip,
  toManjian,
  toSeckillStrip,
  toShopCard,
  toTopicStrip,
} from './goods-view.server';

export const EVALUATE_PAGE_SIZE = 10;
const RECOMMEND_SIZE = 6;
const NO_COUNTS: EvaluateCounts = { all: 0, good: 0, middle: 0, bad: 0, image: 0 };
const EMPTY_PAGE = { list: [], count: 0, page_count: 1 };

function evaluateQuery(url: URL) {
  const type = url.searchParams.get('evaluate_type') as EvaluateFilter | null;
  const page = Math.trunc(Number(url.searchParams.get('evaluate_page')));
  return {
    type: type && EVALUATE_FILTERS.includes(type) ? type : 'all',
    page: page >= 1 && page <= 10_000 ? page : 1,
  } as const;
}

async function evaluateCounts(call: ServerApi, goodsId: number, any: boolean): Promise<EvaluateCounts> {
  if (!any) return NO_COUNTS;
  const counts = dataOr(await call(evaluateCountEndpoint, { goods_id: goodsId }), null);
  return counts ? { ...counts, all: counts.total } : NO_COUNTS;
}

/** Below the fold and known from the sku alone: started first, and the page streams without waiting for them. */
function deferredBySku(call: ServerApi, skuId: number) {
  return {
    recommend: call(goodsRecommendEndpoint, { sku_id: skuId, page: 1, page_size: RECOMMEND_SIZE }).then((r) =>
      dataOr(r, EMPTY_PAGE).list.map(toGoodsCard),
    ),
    aftersale: call(goodsAftersaleEndpoint, {}).then((r) => dataOr(r, [])),
  };
}

function evaluationPage(call: ServerApi, goodsId: number, q: ReturnType<typeof evaluateQuery>) {
  return call(evaluatePageEndpoint, {
    goods_id: goodsId,
    explain_type: q.type,
    page: q.page,
    page_size: EVALUATE_PAGE_SIZE,
  }).then((r) => {
    const page = dataOr(r, EMPTY_PAGE);
    return { list: page.list.map(toEvaluation), page: q.page, pageCount: page.page_count };
  });
}

/**
 * The goods page: what is above the fold in parallel, then what needs the goods' and shop's ids;
 * the rest is deferred and started before anything is awaited. Unknown or hidden goods → 404.
 */
export async function loadGoodsPage(request: Request, context: AppLoadContext, skuId: number) {
  const call = serverApi(request, context, resolveLang(request));
  const member = !!readCookie(request.headers.get('cookie'), TOKEN_COOKIE);
  const later = deferredBySku(call, skuId);
  const tree = loadCategoryTree(request, context);
  const [detail, live, manjian, seckill, combos, groupbuy, topic, collected] = await Promise.all([
    call(goodsDetailEndpoint, { sku_id: skuId }),
    call(goodsSkuInfoEndpoint, { sku_id: skuId }),
    call(manjianInfoEndpoint, { sku_id: skuId }),
    call(seckillOfSkuEndpoint, { sku_id: skuId }),
    call(bundlingListsEndpoint, { sku_id: skuId }),
    call(groupbuyOfSkuEndpoint, { sku_id: skuId }),
    call(topicOfSkuEndpoint, { sku_id: skuId }),
    member ? call(isCollectEndpoint, { sku_id: skuId }) : null,
  ]);
  if (!detail.ok) {
    // Deferred answers nobody will read must not be reported as unhandled.
    Object.values(later).forEach((p) => p.catch(() => {}));
    // An id the API refuses is no goods either.
    const meaning = failureMeaning(detail);
    if (meaning === 'not-found' || meaning === 'invalid') throw data(null, { status: MEANING_STATUS['not-found'] });
    throw data({ message: detail.message }, { status: 502 });
  }
  const time = Math.floor(Date.now() / 1000);
  const goods = toGoodsView(detail.data, dataOr(live, null), time);
  const categories = categoryPath(await tree, goods.categoryIds).map(({ id, name, level }) => ({ id, name, level }));
  const url = new URL(request.url);
  const q = evaluateQuery(url);
  const evaluations =
    goods.evaluateNum > 0
      ? evaluationPage(call, goods.goodsId, q)
      : Promise.resolve({ list: [], page: 1, pageCount: 1 });
  const [counts, following, coupons] = await Promise.all([
    evaluateCounts(call, goods.goodsId, goods.evaluateNum > 0),
    isFollowingShop(request, context, goods.siteId),
    call(goodsCouponListEndpoint, { site_id: goods.siteId, goods_id: goods.goodsId }),
  ]);
  return {
    kind: 'goods' as const,
    goods,
    categories,
    shop: toShopCard(detail.data.shop_info, following),
    manjian: toManjian(dataOr(manjian, null)),
    coupons: toGoodsCoupons(
      dataOr(coupons, []).slice(0, GOODS_COUPON_MAX),
      goods.siteId,
      serverI18n(resolveLang(request)).t,
    ),
    promotions: [
      ...toSeckillStrip(dataOr(seckill, null)),
      ...toGroupbuyStrip(dataOr(groupbuy, null)),
      ...toTopicStrip(dataOr(topic, null)),
      ...toComboStrips(dataOr(combos, []), serverI18n(resolveLang(request)).t),
    ],
    time,
    collected: !!collected && collected.ok && collected.data === 1,
    counts,
    evaluateQuery: q,
    jsonLd: goodsJsonLd(goods, counts, url.origin),
    // The browser counts the view itself; goodsbrowse/add needs a member, so visitors get no path.
    track: {
      clicks: modifyClicksEndpoint.path,
      footprint: member ? browseAddEndpoint.path : '',
      qrcode: goodsQrcodeEndpoint.path,
    },
    evaluations,
    ...later,
  };
}
