import { z } from 'zod';
import { idSchema, intSchema } from '../common/fields';
import { moneySchema } from '../common/money';
import { pageQuerySchema } from '../common/paging';
import { idFilterSchema } from './filters';

const int = z.number().int();

// Categories and brands

export const categoryIdBodySchema = z.object({ category_id: idSchema });

/** A category without its children (names: Chinese, English in `_name1`, Burmese in `_name2`). */
export const categoryInfoSchema = z.object({
  category_id: int,
  category_name: z.string(),
  category_name1: z.string(),
  category_name2: z.string(),
  short_name: z.string(),
  pid: int,
  level: int,
  image: z.string(),
  image_adv: z.string(),
  category_id_1: int,
  category_id_2: int,
  category_id_3: int,
  sort: int,
});
export type CategoryInfo = z.infer<typeof categoryInfoSchema>;
/** goodscategory/info: the category with `category_full_name`, its path's names from level 1 joined by '/'. */
export const categoryDetailSchema = categoryInfoSchema.extend({ category_full_name: z.string() });

/** One item of a goods' `goods_attr_format` (a JSON string of them): an attribute and its value. */
export const goodsAttrSchema = z.object({
  attr_id: int,
  attr_value_id: int,
  attr_name: z.string(),
  attr_value_name: z.string(),
});
export type GoodsAttr = z.infer<typeof goodsAttrSchema>;

/** An attribute the goods of a category carry, with the values they carry (the list page's filter). */
export const categoryAttributeSchema = z.object({
  attr_id: int,
  attr_name: z.string(),
  child: z.array(goodsAttrSchema.pick({ attr_value_id: true, attr_value_name: true })),
});
export type CategoryAttribute = z.infer<typeof categoryAttributeSchema>;

/**
 * goodscategory/relevanceinfo: `parent_list` is the breadcrumb from level 1 down to the
 * category's parent; `child_list` its visible children; `sibling_list` the other visible
 * categories under the same parent ("related categories"). The list page's filters: the brands
 * of the category's visible goods (most goods first), their initials (A–Z) and the attributes
 * those goods carry.
 */
export const categoryRelevanceSchema = z.object({
  category_info: categoryInfoSchema,
  parent_list: z.array(categoryInfoSchema),
  child_list: z.array(categoryInfoSchema),
  sibling_list: z.array(categoryInfoSchema),
  brand_list: z.array(
    z.object({ brand_id: int, brand_name: z.string(), brand_initial: z.string(), image_url: z.string() }),
  ),
  brand_initial_list: z.array(z.string()),
  attribute_list: z.array(categoryAttributeSchema),
});
export type CategoryRelevance = z.infer<typeof categoryRelevanceSchema>;

export const brandPageBodySchema = pageQuerySchema.extend({
  /** 1: only the brands the platform recommends. */
  is_recommend: intSchema.pipe(z.number().int().min(0).max(1)).optional(),
});
export const brandSchema = z.object({
  brand_id: int,
  brand_name: z.string(),
  brand_initial: z.string(),
  image_url: z.string(),
  banner: z.string(),
  brand_desc: z.string(),
  is_recommend: int,
  sort: int,
});
export type Brand = z.infer<typeof brandSchema>;

/** A brand present in a goods list's results, with how many of them it has. */
export const brandFacetSchema = z.object({
  brand_id: int,
  brand_name: z.string(),
  image_url: z.string(),
  goods_count: int,
});
export type BrandFacet = z.infer<typeof brandFacetSchema>;

// Full reduction (manjian)

export const goodsRefBodySchema = z
  .object({ goods_id: idFilterSchema, sku_id: idFilterSchema })
  .refine((b) => b.goods_id !== undefined || b.sku_id !== undefined, { message: 'FIELD_REQUIRED', path: ['goods_id'] });

/** One tier: spend at least `money`, get `discount_money` off, free shipping, points and a coupon. */
export const manjianRuleSchema = z.object({
  money: moneySchema,
  discount_money: moneySchema,
  free_shipping: int,
  point: int,
  coupon_id: int,
});
export const manjianSchema = z.object({
  manjian_id: int,
  site_id: int,
  manjian_name: z.string(),
  /** 1 every goods of the shop, 2 chosen goods. */
  manjian_type: int,
  start_time: int,
  end_time: int,
  status: int,
  /** The tiers, lowest threshold first (this family's name for them). */
  rule_json: z.array(manjianRuleSchema),
});
export type Manjian = z.infer<typeof manjianSchema>;

// After-sale promises

export const aftersaleSchema = z.array(z.object({ key: z.string(), text: z.string() }));

// Evaluations

export const EVALUATE_TYPES = ['all', 'good', 'middle', 'bad', 'image'] as const;
export type EvaluateType = (typeof EVALUATE_TYPES)[number];

export const evaluatePageBodySchema = pageQuerySchema.extend({
  goods_id: idSchema,
  explain_type: z
    .union([z.enum(EVALUATE_TYPES), z.literal('').transform(() => 'all' as const)])
    .optional()
    .transform((t): EvaluateType => t ?? 'all'),
});
export const goodsIdBodySchema = z.object({ goods_id: idSchema });

/**
 * A review's later columns, the same for shoppers and the shop: the shop's reply to the review,
 * the buyer's follow-up (text, images, time) and the shop's reply to that ('' and 0 until given).
 */
export const reviewRepliesShape = {
  explain_first: z.string(),
  again_content: z.string(),
  again_images: z.string(),
  again_explain: z.string(),
  again_time: int,
};

/** A review as shoppers see it; an anonymous reviewer's name is masked and the avatar left out. */
export const evaluateSchema = z.object({
  evaluate_id: int,
  goods_id: int,
  sku_id: int,
  sku_name: z.string(),
  member_name: z.string(),
  member_headimg: z.string(),
  content: z.string(),
  images: z.string(),
  scores: int,
  ...reviewRepliesShape,
  is_anonymous: int,
  create_time: int,
});
export type Evaluate = z.infer<typeof evaluateSchema>;

/** Reviews per filter: `total` = all, good (4–5), middle (3), bad (1–2), image (with pictures). */
export const evaluateCountSchema = z.object({ total: int, good: int, middle: int, bad: int, image: int });
export type EvaluateCount = z.infer<typeof evaluateCountSchema>;

// Goods follows (collect) and footprints (browse)

export const collectCountSchema = z.object({ collect_num: int });
export const flagResultSchema = z.union([z.literal(0), z.literal(1)]);

/** A followed goods or a footprint, with what the member list shows. */
const memberGoodsFields = {
  goods_id: int,
  sku_id: int,
  site_id: int,
  goods_name: z.string(),
  sku_name: z.string(),
  sku_image: z.string(),
  price: moneySchema,
  market_price: moneySchema,
  discount_price: moneySchema,
  sale_num: int,
  stock: int,
};
/** `sku_price` is what the followed SKU sells for now (its discount price), as this family names it. */
export const collectItemSchema = z.object({
  collect_id: int,
  create_time: int,
  ...memberGoodsFields,
  sku_price: moneySchema,
});
export type CollectItem = z.infer<typeof collectItemSchema>;
export const browseItemSchema = z.object({ id: int, browse_time: int, ...memberGoodsFields });
export type BrowseItem = z.infer<typeof browseItemSchema>;

export const browseAddBodySchema = z.object({ sku_id: idSchema, goods_id: idFilterSchema });
/** One footprint id or a comma list of them. */
export const browseDeleteBodySchema = z.object({
  id: z.union([
    idSchema.transform((n) => [n]),
    z
      .string()
      .max(1100)
      .regex(/^\s*\d{1,15}(\s*,\s*\d{1,15})*\s*$/)
      .transform((s) => s.split(',').map(Number)),
  ]),
});
export const deletedCountSchema = z.number().int();
