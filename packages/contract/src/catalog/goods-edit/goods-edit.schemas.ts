import { z } from 'zod';
import { idSchema, intSchema } from '../../common/fields';
import { moneyInputSchema, moneySchema } from '../../common/money';
import { pageOf, pageQuerySchema } from '../../common/paging';
import { maxChars, notBlank, requiredText } from '../../validation/rule-helpers';
import { keywordSchema } from '../../validation/text.rules';

/*
 * The shop console's goods (`/seller/goods`, `/seller/goods_edit`; ADR 090). Money in answers is
 * the API's decimal text; in bodies a decimal text or number, read into minor units.
 */

const int = z.number().int();

/** At most this many images per goods; the first is the main one. */
export const GOODS_IMAGES_MAX = 10;
/** Spec dimensions (colour × size × …) and values per dimension. */
export const GOODS_SPECS_MAX = 3;
export const GOODS_SPEC_VALUES_MAX = 20;
/** SKUs per goods: the specs' combinations. */
export const GOODS_SKUS_MAX = 300;
/** The dearest price a SKU may have: 100,000,000 Ks, in minor units. */
export const GOODS_PRICE_MAX = 100_000_000_00;
export const GOODS_STOCK_MAX = 99_999_999;
/** Grams. */
export const GOODS_WEIGHT_MAX = 1_000_000;
export const GOODS_BUY_MAX = 9999;
/** The goods image upload: at most 4 MB, multipart field `file`. */
export const GOODS_IMAGE_MAX_BYTES = 4 * 1024 * 1024;

/**
 * verify_state: 1 approved, 0 waiting for the platform, −2 refused, −3 taken down by the platform
 * after it was approved (ADR 099); the reason of the last two in `verify_state_remark`.
 */
export const GOODS_VERIFY = { WAITING: 0, APPROVED: 1, REFUSED: -2, TAKEN_DOWN: -3 } as const;

/** The console list's tabs. `sold_out`: no SKU has stock left. `recycle`: deleted, restorable. */
export const SELLER_GOODS_TABS = ['all', 'on_sale', 'warehouse', 'sold_out', 'review', 'refused', 'recycle'] as const;
export type SellerGoodsTab = (typeof SELLER_GOODS_TABS)[number];
export const SELLER_GOODS_ORDERS = ['create_time', 'price', 'stock', 'sale_num'] as const;

export const sellerGoodsPageBodySchema = pageQuerySchema.extend({
  page_size: intSchema.pipe(z.number().min(1).max(100)).default(20),
  /** A goods name, or a SKU code (exact or its beginning). */
  keyword: keywordSchema.optional().transform((k) => k ?? ''),
  tab: z.enum(SELLER_GOODS_TABS).default('all'),
  order: z.enum(SELLER_GOODS_ORDERS).default('create_time'),
  sort: z.enum(['asc', 'desc']).default('desc'),
});
export type SellerGoodsPageBody = z.input<typeof sellerGoodsPageBodySchema>;

export const sellerGoodsRowSchema = z.object({
  goods_id: int,
  goods_name: z.string(),
  goods_image: z.string(),
  sku_id: int,
  /** The lowest and highest SKU price. */
  price: moneySchema,
  price_max: moneySchema,
  /** All SKUs' stock together. */
  stock: int,
  sale_num: int,
  sku_count: int,
  goods_state: int,
  verify_state: int,
  verify_state_remark: z.string(),
  is_delete: int,
  shop_category_id: int,
  create_time: int,
  modify_time: int,
});
export type SellerGoodsRow = z.infer<typeof sellerGoodsRowSchema>;

export const sellerGoodsPageSchema = pageOf(sellerGoodsRowSchema).extend({
  /** How many goods each tab holds (the keyword applied). */
  counts: z.record(z.enum(SELLER_GOODS_TABS), int),
});
export type SellerGoodsPage = z.infer<typeof sellerGoodsPageSchema>;

export const GOODS_BATCH_ACTIONS = ['on_sale', 'off_sale', 'delete', 'restore', 'shop_category'] as const;
export type GoodsBatchAction = (typeof GOODS_BATCH_ACTIONS)[number];

export const goodsBatchBodySchema = z.object({
  action: z.enum(GOODS_BATCH_ACTIONS),
  goods_ids: z.array(idSchema).min(1).max(100),
  /** For `shop_category`: the shop's category (0: none). */
  shop_category_id: intSchema.pipe(z.number().int().min(0)).default(0),
});
export type GoodsBatchBody = z.input<typeof goodsBatchBodySchema>;

/** What a bulk action did: the goods it changed, and each refused one with the reason in the caller's language. */
export const goodsBatchResultSchema = z.object({
  done: z.array(int),
  refused: z.array(z.object({ goods_id: int, error_code: z.string(), message: z.string() })),
});
export type GoodsBatchResult = z.infer<typeof goodsBatchResultSchema>;

// ---- One goods as the form edits it ----

const text = (max: number, key = 'FIELD_TOO_LONG') => z.string().trim().max(max, key).default('');
/** An image as stored: an upload path (`upload/…`) or an https address; no quotes, spaces or `..`. */
export const goodsImagePathSchema = z
  .string()
  .trim()
  .max(300, 'GOODS_IMAGE_INVALID')
  .regex(/^(upload\/|https:\/\/)[^\s"'<>\\]*$/, 'GOODS_IMAGE_INVALID')
  .refine((p) => !p.includes('..'), 'GOODS_IMAGE_INVALID');
const money = moneyInputSchema.pipe(
  z.number().int().min(0, 'GOODS_PRICE_INVALID').max(GOODS_PRICE_MAX, 'GOODS_PRICE_INVALID'),
);
const count = (max: number, key: string) => intSchema.pipe(z.number().int().min(0, key).max(max, key));

export const goodsSpecInputSchema = z.object({
  spec_id: idSchema,
  spec_name: z.string().trim().min(1, 'GOODS_SPEC_INVALID').max(20, 'GOODS_SPEC_INVALID'),
  value: z
    .array(
      z.object({
        spec_value_id: idSchema,
        spec_value_name: z.string().trim().min(1, 'GOODS_SPEC_INVALID').max(30, 'GOODS_SPEC_INVALID'),
      }),
    )
    .min(1, 'GOODS_SPEC_INVALID')
    .max(GOODS_SPEC_VALUES_MAX, 'GOODS_SPEC_INVALID'),
});
export type GoodsSpecInput = z.infer<typeof goodsSpecInputSchema>;

export const goodsSkuInputSchema = z.object({
  /** An existing SKU of this goods; 0 or absent: a new one. */
  sku_id: intSchema.pipe(z.number().int().min(0)).default(0),
  /** One value id per spec, in the specs' order ([] without specs). */
  spec_value_ids: z.array(idSchema).max(GOODS_SPECS_MAX).default([]),
  price: money,
  market_price: money.default(0),
  cost_price: money.default(0),
  stock: count(GOODS_STOCK_MAX, 'GOODS_STOCK_INVALID'),
  /**
   * The stock the form was showing when it loaded (existing SKUs): the save moves stock by the
   * difference, so units sold meanwhile are neither lost nor invented (ADR 090).
   */
  stock_was: count(GOODS_STOCK_MAX, 'GOODS_STOCK_INVALID').optional(),
  sku_no: text(50),
  weight: count(GOODS_WEIGHT_MAX, 'GOODS_WEIGHT_INVALID').default(0),
  sku_image: z.union([z.literal(''), goodsImagePathSchema]).default(''),
});
export type GoodsSkuInput = z.infer<typeof goodsSkuInputSchema>;

/** Chinese and English of the shopper-facing texts; empty shows the Burmese. */
export const goodsTranslationSchema = z.object({
  goods_name: text(100, 'GOODS_NAME_INVALID'),
  introduction: text(200),
  goods_content: text(50_000),
});
export type GoodsTranslation = z.infer<typeof goodsTranslationSchema>;

const EMPTY_TRANSLATION = { goods_name: '', introduction: '', goods_content: '' };

export const goodsSaveBodySchema = z.object({
  /** Absent: a new goods. */
  goods_id: idSchema.optional(),
  /** The goods' `modify_time` the form loaded: a save over someone else's newer save is refused. */
  modify_time: intSchema.pipe(z.number().int().min(0)).optional(),
  goods_name: z.string().trim().min(1, 'GOODS_NAME_INVALID').max(100, 'GOODS_NAME_INVALID'),
  introduction: text(200),
  /** HTML; sanitised on save and again when shown. */
  goods_content: text(50_000),
  keywords: text(200),
  translations: z
    .object({
      'zh-cn': goodsTranslationSchema.default(EMPTY_TRANSLATION),
      'en-us': goodsTranslationSchema.default(EMPTY_TRANSLATION),
    })
    .default({ 'zh-cn': EMPTY_TRANSLATION, 'en-us': EMPTY_TRANSLATION }),
  /** A platform category of the third level. */
  category_id: idSchema,
  shop_category_id: intSchema.pipe(z.number().int().min(0)).default(0),
  brand_id: intSchema.pipe(z.number().int().min(0)).default(0),
  unit: text(10),
  attrs: z
    .array(z.object({ attr_name: z.string().trim().min(1).max(30), attr_value_name: z.string().trim().max(60) }))
    .max(30)
    .default([]),
  specs: z.array(goodsSpecInputSchema).max(GOODS_SPECS_MAX, 'GOODS_SPEC_INVALID').default([]),
  skus: z.array(goodsSkuInputSchema).min(1, 'GOODS_SKU_REQUIRED').max(GOODS_SKUS_MAX, 'GOODS_SKU_TOO_MANY'),
  /** The first is the main image. */
  images: z.array(goodsImagePathSchema).max(GOODS_IMAGES_MAX, 'GOODS_IMAGES_TOO_MANY').default([]),
  video_url: z
    .string()
    .trim()
    .max(300, 'GOODS_VIDEO_INVALID')
    .regex(/^(|https:\/\/[^\s"'<>\\]+)$/, 'GOODS_VIDEO_INVALID')
    .default(''),
  /** 1: a voucher redeemed by code (no delivery). */
  is_virtual: intSchema.pipe(z.union([z.literal(0), z.literal(1)])).default(0),
  /** 1: free delivery; 0: the shop's express fee. Pickup and local delivery follow the shop's delivery settings. */
  is_free_shipping: intSchema.pipe(z.union([z.literal(0), z.literal(1)])).default(0),
  /** The shop's express fee template (ADR 101); 0: the shop's default. */
  express_template_id: intSchema.pipe(z.number().int().min(0)).default(0),
  /** Per order; 0: no limit. */
  min_buy: count(GOODS_BUY_MAX, 'GOODS_BUY_LIMIT_INVALID').default(0),
  max_buy: count(GOODS_BUY_MAX, 'GOODS_BUY_LIMIT_INVALID').default(0),
  /** 1: put on sale now; 0: keep in the warehouse. */
  goods_state: intSchema.pipe(z.union([z.literal(0), z.literal(1)])).default(0),
});
export type GoodsSaveBody = z.input<typeof goodsSaveBodySchema>;
export type GoodsSaveInput = z.output<typeof goodsSaveBodySchema>;

export const goodsSavedSchema = z.object({
  goods_id: int,
  sku_id: int,
  goods_state: int,
  verify_state: int,
  modify_time: int,
});
export type GoodsSaved = z.infer<typeof goodsSavedSchema>;

export const sellerGoodsIdBodySchema = z.object({ goods_id: idSchema });

/** Why a SKU's price and stock are locked: the promotion that relies on them. */
export const skuLockSchema = z.object({
  kind: z.enum(['seckill', 'groupbuy', 'topic', 'combo']),
  name: z.string(),
  /** What it keeps: price, stock or both. */
  fields: z.array(z.enum(['price', 'stock'])),
});
export type SkuLock = z.infer<typeof skuLockSchema>;

export const goodsEditSkuSchema = z.object({
  sku_id: int,
  spec_value_ids: z.array(int),
  price: moneySchema,
  market_price: moneySchema,
  cost_price: moneySchema,
  stock: int,
  sku_no: z.string(),
  weight: int,
  sku_image: z.string(),
  /** Whether orders hold it (removing it then retires it instead of deleting it). */
  has_orders: int,
  locks: z.array(skuLockSchema),
});
export type GoodsEditSku = z.infer<typeof goodsEditSkuSchema>;

/** A goods as the form loads it. */
export const goodsEditInfoSchema = z.object({
  goods_id: int,
  modify_time: int,
  goods_name: z.string(),
  introduction: z.string(),
  goods_content: z.string(),
  keywords: z.string(),
  translations: z.object({ 'zh-cn': goodsTranslationSchema, 'en-us': goodsTranslationSchema }),
  category_id: int,
  category_id_1: int,
  category_id_2: int,
  category_id_3: int,
  shop_category_id: int,
  brand_id: int,
  unit: z.string(),
  attrs: z.array(z.object({ attr_name: z.string(), attr_value_name: z.string() })),
  specs: z.array(goodsSpecInputSchema),
  skus: z.array(goodsEditSkuSchema),
  images: z.array(z.string()),
  video_url: z.string(),
  is_virtual: int,
  is_free_shipping: int,
  express_template_id: int,
  min_buy: int,
  max_buy: int,
  goods_state: int,
  verify_state: int,
  verify_state_remark: z.string(),
  is_delete: int,
  sale_num: int,
});
export type GoodsEditInfo = z.infer<typeof goodsEditInfoSchema>;

const optionNode = z.object({ id: int, name: z.string() });
const categoryOption = optionNode.extend({
  children: z.array(optionNode.extend({ children: z.array(optionNode) })),
});

/** The form's choices: the platform's 3-level categories, the shop's categories, the brands, and the review rule. */
export const goodsEditOptionsSchema = z.object({
  categories: z.array(categoryOption),
  shop_categories: z.array(optionNode.extend({ pid: int })),
  brands: z.array(optionNode),
  /** 1 when a change to an approved goods sends it back to the platform's review. */
  review_edits: int,
  /** 1 when a new goods waits for the platform's review. */
  review_new: int,
});
export type GoodsEditOptions = z.infer<typeof goodsEditOptionsSchema>;

/** The goods image upload's answer. */
export const goodsImageUploadResultSchema = z.object({ pic_path: z.string() });

// ---- The platform's review of goods (the meeting point with the platform console, ADR 090) ----

/** The most characters of a refusal's or take-down's reason (the shop reads it). */
export const GOODS_REASON_MAX = 200;

export const platformGoodsVerifyBodySchema = z
  .object({
    goods_id: idSchema,
    /** 1 approve, 0 refuse (with a reason). */
    pass: intSchema.pipe(z.union([z.literal(0), z.literal(1)])),
    reason: z.string({ error: 'FIELD_INVALID' }).trim().check(maxChars(GOODS_REASON_MAX, 'FIELD_TOO_LONG')).default(''),
  })
  .refine((b) => b.pass === 1 || b.reason !== '', { message: 'GOODS_REASON_REQUIRED', path: ['reason'] });

/** Takes a goods off sale with the reason the shop reads; it comes back only through an edit and a review. */
export const platformGoodsTakedownBodySchema = z.object({
  goods_id: idSchema,
  reason: requiredText('GOODS_REASON_REQUIRED').check(
    notBlank('GOODS_REASON_REQUIRED'),
    maxChars(GOODS_REASON_MAX, 'FIELD_TOO_LONG'),
  ),
});

/**
 * The platform's goods list filters (`/platform/api/goods/page`): `waiting` is the review queue;
 * `on_sale` what the storefront may show (on sale and approved); `taken_down` what the platform
 * took off sale. Goods in a shop's recycle bin are not listed.
 */
export const PLATFORM_GOODS_STATES = ['all', 'waiting', 'refused', 'approved', 'on_sale', 'taken_down'] as const;
export type PlatformGoodsState = (typeof PLATFORM_GOODS_STATES)[number];

export const platformGoodsPageBodySchema = pageQuerySchema.extend({
  page_size: intSchema.pipe(z.number().min(1).max(100)).default(20),
  /** A goods name or a shop name (any part of it). */
  keyword: keywordSchema.optional().transform((k) => k ?? ''),
  state: z.enum(PLATFORM_GOODS_STATES).default('all'),
  /** One shop; 0 every shop. */
  site_id: intSchema.pipe(z.number().min(0)).default(0),
  /** A platform category at any level; 0 every category. */
  category_id: intSchema.pipe(z.number().min(0)).default(0),
});
export type PlatformGoodsPageBody = z.input<typeof platformGoodsPageBodySchema>;

export const platformGoodsRowSchema = z.object({
  goods_id: int,
  goods_name: z.string(),
  goods_image: z.string(),
  site_id: int,
  shop_name: z.string(),
  category_id: int,
  /** The goods' category in the staff member's language. */
  category_name: z.string(),
  /** The lowest SKU price. */
  price: moneySchema,
  stock: int,
  sale_num: int,
  goods_state: int,
  verify_state: int,
  verify_state_remark: z.string(),
  create_time: int,
  modify_time: int,
});
export type PlatformGoodsRow = z.infer<typeof platformGoodsRowSchema>;

export const platformGoodsPageSchema = pageOf(platformGoodsRowSchema).extend({
  /** How many goods wait for review (the review queue's count, without the list's filters). */
  waiting: int,
  /** The review switches in effect (changed in the platform settings, group `goods_review`). */
  review: z.object({ new_goods: int, edits: int }),
});
export type PlatformGoodsPage = z.infer<typeof platformGoodsPageSchema>;
