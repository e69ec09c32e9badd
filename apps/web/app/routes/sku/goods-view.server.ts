import {
  formatKs,
  goodsAttrText,
  goodsSpecText,
  MARKET_TIME_ZONE,
  type Evaluate,
  type GoodsDetail,
  type GoodsCouponType,
  type Manjian,
} from '@zay/contract';
import type {
  EvaluationView,
  GoodsCouponView,
  GoodsPageData,
  GoodsView,
  ManjianView,
  PromotionStrip,
  ShopCardView,
  SpecGroup,
} from '~/features/catalog/goods/goods-types';
import { imageUrl, imageUrls } from '~/lib/links';
import { shopFacts } from '~/lib/shop-summary.server';
import type { I18n } from '~/lib/translation';

/** goods_spec_format as the detail call links it: each value carries the SKU it leads to. */
export function parseSpecs(text: string): SpecGroup[] {
  return (goodsSpecText.decode(text) ?? []).map((spec) => ({
    id: spec.spec_id,
    name: spec.spec_name,
    values: spec.value.map((v) => ({
      id: v.spec_value_id,
      name: v.spec_value_name,
      image: imageUrl(v.image),
      skuId: v.disabled ? 0 : (v.sku_id ?? 0),
      selected: v.selected === 1,
    })),
  }));
}

export function parseAttributes(text: string): GoodsView['attributes'] {
  return (goodsAttrText.decode(text) ?? [])
    .map((a) => ({ name: a.attr_name, value: a.attr_value_name }))
    .filter((a) => a.name && a.value);
}

/** The goods page view of pc/goodsPage's detail, read afresh: its price and stock are live. */
export function toGoodsView(detail: GoodsDetail, now: number): GoodsView {
  const d = detail.goods_sku_detail;
  const running = d.promotion_type > 0 && d.start_time <= now && d.end_time > now;
  const images = imageUrls(d.sku_images || d.goods_image);
  return {
    goodsId: d.goods_id,
    skuId: d.sku_id,
    siteId: d.site_id,
    name: d.sku_name || d.goods_name,
    introduction: d.introduction,
    images: images.length ? images : [imageUrl(d.sku_image)],
    videoUrl: imageUrl(d.video_url),
    price: d.price,
    marketPrice: d.market_price,
    salePrice: running ? d.discount_price : d.price,
    promotion: running ? { start: d.start_time, end: d.end_time } : null,
    stock: d.stock,
    saleNum: d.sale_num,
    collectNum: d.collect_num,
    evaluateNum: d.evaluate,
    unit: d.unit,
    minBuy: d.min_buy,
    maxBuy: d.max_buy,
    freeShipping: d.is_free_shipping === 1,
    virtual: d.is_virtual === 1,
    specs: parseSpecs(d.goods_spec_format),
    attributes: parseAttributes(d.goods_attr_format),
    // Description pictures sit below the fold.
    content: d.goods_content.replace(/<img\b/gi, '<img loading="lazy" decoding="async"'),
  };
}

export function toShopCard(shop: GoodsDetail['shop_info'], following: boolean): ShopCardView {
  return { ...shopFacts(shop), sales: shop.shop_sales, telephone: shop.telephone, following };
}

/** The SKU's seckill running now (seckill/api/seckillgoods/running), for the price box. */
export function toSeckillStrip(s: { id: number; seckill_price: string; end_time: number } | null): PromotionStrip[] {
  return s ? [{ kind: 'seckill', id: s.id, price: s.seckill_price, end: s.end_time }] : [];
}

/** The SKU's group buy running now (groupbuy/api/goods/running), for the price box. */
export function toGroupbuyStrip(g: { id: number; groupbuy_price: string; end_time: number } | null): PromotionStrip[] {
  return g ? [{ kind: 'groupbuy', id: g.id, price: g.groupbuy_price, end: g.end_time }] : [];
}

/** The SKU's topic goods running now (topic/api/topicgoods/running), for the price box. */
export function toTopicStrip(s: { id: number; topic_price: string; end_time: number } | null): PromotionStrip[] {
  return s ? [{ kind: 'topic', id: s.id, price: s.topic_price, end: s.end_time }] : [];
}

export function toManjian(m: Manjian | null): ManjianView | null {
  if (!m || m.rule_json.length === 0) return null;
  return {
    name: m.manjian_name,
    end: m.end_time,
    rules: m.rule_json.map((r) => ({
      money: r.money,
      discount: r.discount_money,
      freeShipping: r.free_shipping === 1,
    })),
  };
}

// Dates are written on the server in the marketplace's zone, so the browser renders the same text when it hydrates.
const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export const formatDay = (seconds: number) => (seconds > 0 ? DAY.format(new Date(seconds * 1000)) : '');

export function toEvaluation(e: Evaluate): EvaluationView {
  const again = e.again_content || e.again_images;
  return {
    id: e.evaluate_id,
    name: e.member_name,
    avatar: imageUrl(e.member_headimg),
    score: e.scores,
    content: e.content,
    images: e.images ? imageUrls(e.images) : [],
    date: formatDay(e.create_time),
    skuName: e.sku_name,
    reply: e.explain_first,
    again: again
      ? {
          content: e.again_content,
          images: e.again_images ? imageUrls(e.again_images) : [],
          reply: e.again_explain,
          date: formatDay(e.again_time),
        }
      : null,
  };
}

/** The goods page's coupons, their labels written here (a coupon addon left out gives none). */
export function toGoodsCoupons(list: GoodsCouponType[], siteId: number, t: I18n['t']): GoodsPageData['coupons'] {
  if (list.length === 0) return null;
  const ks = (amount: string) => formatKs(amount).replace(/\.00 Ks$/, ' Ks');
  const items = list.map((c): GoodsCouponView => {
    const value =
      c.type === 'discount'
        ? t('coupons.discount', { discount: c.discount, percent: Math.round((10 - Number(c.discount)) * 10) })
        : ks(c.money);
    const threshold =
      Number(c.at_least) > 0 ? t('coupons.atLeast', { at_least: ks(c.at_least) }) : t('coupons.noThreshold');
    return { id: c.coupon_type_id, label: `${value} · ${threshold}${c.received > 0 ? ' ✓' : ''}` };
  });
  return { title: t('coupons.goodsStrip'), href: `/coupon?site_id=${siteId}`, list: items };
}
