import { z } from 'zod';
import { idSchema } from '../common/fields';
import { moneySchema } from '../common/money';
import { pageQuerySchema } from '../common/paging';
import { goodsAttrText, goodsSpecText, skuSpecText } from './goods-text';
import { keywordSchema } from '../validation/text.rules';
import { shopInfoSchema } from '../shop/shop.schemas';
import {
  flagFilterSchema,
  idFilterSchema,
  idListSchema,
  levelFilterSchema,
  moneyFilterSchema,
  orderSchema,
  sortSchema,
} from './filters';

const int = z.number().int();

export const GOODS_ORDERS = ['sale_num', 'discount_price', 'create_time'] as const;
export type GoodsOrder = (typeof GOODS_ORDERS)[number] | 'default';

/** goodssku/page: every filter optional; the default order ranks keyword matches first. */
export const goodsPageBodySchema = pageQuerySchema.extend({
  keyword: keywordSchema.optional().transform((k) => k ?? ''),
  category_id: idFilterSchema,
  category_level: levelFilterSchema,
  brand_id: idFilterSchema,
  min_price: moneyFilterSchema,
  max_price: moneyFilterSchema,
  is_free_shipping: flagFilterSchema,
  is_own: flagFilterSchema,
  site_id: idFilterSchema,
  shop_category_id: idFilterSchema,
  goods_id_arr: idListSchema,
  /** The chosen city site: only its shops' goods (ADR 067); 0 or absent is all Myanmar. */
  website_id: idFilterSchema,
  order: orderSchema(GOODS_ORDERS),
  sort: sortSchema,
  /** Accepted for compatibility; attribute and coupon filters are not offered yet. */
  attr: z.unknown().optional(),
  coupon: z.unknown().optional(),
});
export type GoodsPageQuery = z.output<typeof goodsPageBodySchema>;

/** goodssku/lists: goods by id (a comma list or an array, at most 100). */
export const goodsListsBodySchema = z.object({
  goods_id_arr: idListSchema.pipe(z.array(z.number().int()).min(1, 'FIELD_REQUIRED')),
});

/** One goods in a list: the goods with its default SKU. */
export const goodsListItemSchema = z.object({
  goods_id: int,
  sku_id: int,
  sku_name: z.string(),
  goods_name: z.string(),
  price: moneySchema,
  market_price: moneySchema,
  discount_price: moneySchema,
  stock: int,
  sale_num: int,
  sku_image: z.string(),
  goods_image: z.string(),
  site_id: int,
  site_name: z.string(),
  website_id: int,
  is_own: int,
  is_free_shipping: int,
  introduction: z.string(),
  promotion_type: int,
  goods_spec_format: goodsSpecText.wire,
  is_virtual: int,
});
export type GoodsListItem = z.infer<typeof goodsListItemSchema>;

export const skuIdBodySchema = z.object({ sku_id: idSchema });

/** A running promotion on the goods: `discount` (limited-time price) or `manjian` (full reduction). */
export const goodsPromotionSchema = z.object({
  promotion_type: z.string(),
  promotion_name: z.string(),
  start_time: int,
  end_time: int,
});

/**
 * `goods_spec_format` as the detail and info calls send it: every spec value carries the SKU a
 * click on it leads to (the current SKU's other values kept) and whether it is selected.
 */
export const goodsSkuDetailSchema = z.object({
  goods_id: int,
  sku_id: int,
  goods_name: z.string(),
  sku_name: z.string(),
  sku_spec_format: skuSpecText.wire,
  price: moneySchema,
  market_price: moneySchema,
  discount_price: moneySchema,
  promotion_type: int,
  start_time: int,
  end_time: int,
  stock: int,
  click_num: int,
  sale_num: int,
  collect_num: int,
  sku_image: z.string(),
  sku_images: z.string(),
  site_id: int,
  goods_content: z.string(),
  goods_state: int,
  verify_state: int,
  is_free_shipping: int,
  goods_spec_format: goodsSpecText.wire,
  goods_attr_format: goodsAttrText.wire,
  introduction: z.string(),
  unit: z.string(),
  video_url: z.string(),
  evaluate: int,
  is_virtual: int,
  max_buy: int,
  min_buy: int,
  goods_image: z.string(),
  category_id: int,
  category_id_1: int,
  category_id_2: int,
  category_id_3: int,
  brand_id: int,
  purchased_num: int,
  goods_promotion: z.array(goodsPromotionSchema),
});
export type GoodsSkuDetail = z.infer<typeof goodsSkuDetailSchema>;

/** The shop card on the goods page. */
export const goodsShopInfoSchema = shopInfoSchema.pick({
  site_id: true,
  site_name: true,
  is_own: true,
  logo: true,
  avatar: true,
  banner: true,
  seo_description: true,
  telephone: true,
  shop_desccredit: true,
  shop_servicecredit: true,
  shop_deliverycredit: true,
  shop_sales: true,
  sub_num: true,
});

/** The goods page's answer, and each promotion's detail: the SKU's detail with the shop's card. */
export function skuDetailAnswerSchema<T extends z.ZodType>(detail: T) {
  return z.object({ goods_sku_detail: detail, shop_info: goodsShopInfoSchema });
}

export const goodsDetailSchema = skuDetailAnswerSchema(goodsSkuDetailSchema);
export type GoodsDetail = z.infer<typeof goodsDetailSchema>;

/** goodssku/info: what changes when the shopper picks another spec — live, never cached. */
export const goodsSkuInfoSchema = goodsSkuDetailSchema.pick({
  goods_id: true,
  sku_id: true,
  goods_name: true,
  sku_name: true,
  sku_spec_format: true,
  price: true,
  market_price: true,
  discount_price: true,
  promotion_type: true,
  start_time: true,
  end_time: true,
  stock: true,
  sale_num: true,
  sku_image: true,
  sku_images: true,
  goods_spec_format: true,
  max_buy: true,
  min_buy: true,
  is_virtual: true,
});
export type GoodsSkuInfo = z.infer<typeof goodsSkuInfoSchema>;

export { qrcodeSchema as goodsQrcodeSchema } from '../content/site/site.schemas';

/** goodssku/recommend: best sellers of the SKU's (or the given) category, else of the whole catalogue. */
export const goodsRecommendBodySchema = pageQuerySchema.extend({
  sku_id: idFilterSchema,
  category_id: idFilterSchema,
});

export const modifyClicksSchema = z.object({ click_num: int });
