import {
  browseAddEndpoint,
  evaluatePageEndpoint,
  goodsAftersaleEndpoint,
  pcGoodsPageEndpoint,
  goodsQrcodeEndpoint,
  goodsRecommendEndpoint,
  GOODS_COUPON_MAX,
  modifyClicksEndpoint,
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
import { toComboStrips } from '~/features/promotion/combo/combo-views';
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
 * The goods page: one read of its own (pc/goodsPage, ADR 106) for everything above the fold —
 * detail, live price and stock, promotions decided by the server's clock, coupons, the shop
 * card — while what is below the fold streams in after. Unknown or hidden goods → 404.
 */
export async function loadGoodsPage(request: Request, context: AppLoadContext, skuId: number) {
  const lang = resolveLang(request);
  const call = serverApi(request, context, lang);
  const member = !!readCookie(request.headers.get('cookie'), TOKEN_COOKIE);
  const later = deferredBySku(call, skuId);
  const [answer, tree] = await Promise.all([
    call(pcGoodsPageEndpoint, { sku_id: skuId }),
    loadCategoryTree(request, context),
  ]);
  if (!answer.ok) {
    // Deferred answers nobody will read must not be reported as unhandled.
    Object.values(later).forEach((p) => p.catch(() => {}));
    // An id the API refuses is no goods either.
    const meaning = failureMeaning(answer);
    if (meaning === 'not-found' || meaning === 'invalid') throw data(null, { status: MEANING_STATUS['not-found'] });
    throw data({ message: answer.message }, { status: 502 });
  }
  const page = answer.data;
  const { t } = serverI18n(lang);
  const time = page.time;
  const goods = toGoodsView(page.detail, time);
  const d = page.detail.goods_sku_detail;
  const categoryIds = [d.category_id_1, d.category_id_2, d.category_id_3].filter((id) => id > 0);
  const categories = categoryPath(tree, categoryIds).map(({ id, name, level }) => ({ id, name, level }));
  const url = new URL(request.url);
  const q = evaluateQuery(url);
  const evaluations =
    goods.evaluateNum > 0
      ? evaluationPage(call, goods.goodsId, q)
      : Promise.resolve({ list: [], page: 1, pageCount: 1 });
  const counts: EvaluateCounts = page.evaluate_count
    ? { ...page.evaluate_count, all: page.evaluate_count.total }
    : NO_COUNTS;
  return {
    kind: 'goods' as const,
    goods,
    categories,
    shop: toShopCard(page.detail.shop_info, page.following === 1),
    manjian: toManjian(page.manjian),
    coupons: toGoodsCoupons(page.coupons.slice(0, GOODS_COUPON_MAX), goods.siteId, t),
    promotions: [
      ...toSeckillStrip(page.seckill),
      ...toGroupbuyStrip(page.groupbuy),
      ...toTopicStrip(page.topic),
      ...toComboStrips(page.bundling, t),
    ],
    time,
    collected: page.collected === 1,
    counts,
    evaluateQuery: q,
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
