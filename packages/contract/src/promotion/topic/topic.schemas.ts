import { z } from 'zod';
import { idSchema, intSchema } from '../../common/fields';
import { moneyInputSchema, moneySchema } from '../../common/money';
import { pageOf, pageQuerySchema } from '../../common/paging';
import { skuDetailAnswerSchema, skuIdBodySchema } from '../../catalog/goods.schemas';
import { promotionOrderBodySchema } from '../../trade/checkout/checkout.schemas';

const int = z.number().int();

/** Topic status (API-SHAPES-MORE §5.5): 1 not started, 2 running, 3 ended; Zay: −1 closed by the platform (ADR 072). */
export const TOPIC_STATUS = { NOT_STARTED: 1, RUNNING: 2, ENDED: 3, CLOSED: -1 } as const;

/** A topic activity as the storefront lists it; `topic_adv` is its banner, `bg_color` its page colour. */
export const topicSchema = z.object({
  topic_id: int,
  topic_name: z.string(),
  topic_adv: z.string(),
  bg_color: z.string(),
  status: int,
  remark: z.string(),
  start_time: int,
  end_time: int,
});
export type Topic = z.infer<typeof topicSchema>;
export const topicPageSchema = pageOf(topicSchema);

export const topicGoodsPageBodySchema = pageQuerySchema.extend({
  topic_id: idSchema,
  site_id: z.unknown().optional(),
  website_id: z.unknown().optional(),
});

/** A goods of a topic at its topic price; `stock` is the topic's quota left (Zay), `goods_stock` the SKU's. */
export const topicGoodsSchema = z.object({
  id: int,
  topic_id: int,
  start_time: int,
  end_time: int,
  site_id: int,
  goods_id: int,
  sku_id: int,
  sku_name: z.string(),
  price: moneySchema,
  discount_price: moneySchema,
  sku_image: z.string(),
  goods_name: z.string(),
  topic_price: moneySchema,
  is_free_shipping: int,
  introduction: z.string(),
  is_virtual: int,
  sale_num: int,
  stock: int,
  goods_stock: int,
  unit: z.string(),
  recommend_way: int,
});
export type TopicGoods = z.infer<typeof topicGoodsSchema>;

/** topicgoods/page: the running topic's goods, with the topic's banner, colour and name; Zay adds `time`. */
export const topicGoodsPageSchema = pageOf(topicGoodsSchema).extend({
  bg_color: z.string(),
  topic_adv: z.string(),
  topic_name: z.string(),
  remark: z.string(),
  end_time: int,
  time: int,
});

/** topicgoods/detail: `topic_id` is the topic goods' id (the family's REQUEST_ID). */
export const topicGoodsDetailBodySchema = z.object({ topic_id: idSchema });

export const topicSkuDetailSchema = topicGoodsSchema.extend({
  topic_name: z.string(),
  goods_image: z.string(),
  sku_images: z.string(),
  goods_spec_format: z.string(),
  verify_state: int,
  time: int,
});
export type TopicSkuDetail = z.infer<typeof topicSkuDetailSchema>;
export const topicGoodsDetailSchema = skuDetailAnswerSchema(topicSkuDetailSchema);
export type TopicGoodsDetail = z.infer<typeof topicGoodsDetailSchema>;

/** topicgoods/info (M): the topic's goods of a SKU, or `{type: "again", sku_id}` when the SKU is not in it. */
export const topicGoodsInfoBodySchema = z.object({ topic_id: idSchema, sku_id: idSchema });
export const topicGoodsInfoSchema = z.union([
  topicGoodsDetailSchema,
  z.object({ type: z.literal('again'), sku_id: int }),
]);

/** Zay: the topic goods of a SKU running now (goods page strip); null when none. */
export const topicOfSkuBodySchema = skuIdBodySchema;
export const topicOfSkuSchema = z
  .object({ id: int, topic_price: moneySchema, price: moneySchema, end_time: int, time: int })
  .nullable();

/** topic/api/ordercreate/*: the normal checkout's input with `topic_goods_id` and `num`; no cart lines. */
export const topicOrderBodySchema = promotionOrderBodySchema.extend({ topic_goods_id: idSchema.optional() });
export type TopicOrderBody = z.input<typeof topicOrderBodySchema>;
export type TopicOrderInput = z.output<typeof topicOrderBodySchema>;

// ---- The platform console (`/platform/api/topic/*`, ADR 072) ----

/** A topic as the platform edits it: the Burmese name with its Chinese and English, and its goods count. */
export const platformTopicSchema = topicSchema.extend({
  name_zh: z.string(),
  name_en: z.string(),
  goods_count: int,
  create_time: int,
});
export type PlatformTopic = z.infer<typeof platformTopicSchema>;
export const platformTopicPageSchema = pageOf(platformTopicSchema);

export const platformTopicGoodsSchema = z.object({
  id: int,
  site_id: int,
  site_name: z.string(),
  goods_id: int,
  sku_id: int,
  goods_name: z.string(),
  sku_name: z.string(),
  sku_image: z.string(),
  price: moneySchema,
  topic_price: moneySchema,
  stock: int,
  sale_num: int,
});
export type PlatformTopicGoods = z.infer<typeof platformTopicGoodsSchema>;
export const platformTopicInfoSchema = z.object({
  topic: platformTopicSchema,
  goods: z.array(platformTopicGoodsSchema),
});
export type PlatformTopicInfo = z.infer<typeof platformTopicInfoSchema>;

export const platformTopicIdBodySchema = z.object({ topic_id: idSchema });

const name = (max: number) => z.string().trim().max(max, 'TOPIC_NAME_INVALID');
const time = intSchema.pipe(z.number().int().min(1).max(4_102_444_800, 'TOPIC_TIME_INVALID'));

/** Creates (no `topic_id`) or edits a topic. `bg_color` is "#rrggbb"; the end is after the start. */
export const platformTopicSaveBodySchema = z
  .object({
    topic_id: idSchema.optional(),
    topic_name: name(60).pipe(z.string().min(1, 'TOPIC_NAME_INVALID')),
    name_zh: name(60).default(''),
    name_en: name(60).default(''),
    topic_adv: z
      .string()
      .trim()
      .max(300)
      .regex(/^(|(https?:\/\/|\/|upload\/)[^\s"'<>]*)$/, 'TOPIC_ADV_INVALID')
      .default(''),
    bg_color: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, 'TOPIC_COLOR_INVALID')
      .default('#ffffff'),
    remark: z.string().trim().max(300).default(''),
    start_time: time,
    end_time: time,
    status: z.union([z.literal(1), z.literal(-1)]).default(1),
  })
  .refine((t) => t.end_time > t.start_time, { message: 'TOPIC_TIME_INVALID', path: ['end_time'] });
export type PlatformTopicSaveBody = z.input<typeof platformTopicSaveBodySchema>;

/** Adds a SKU of any shop to a topic at `topic_price` (above 0, below its price) with a quota `stock` (at most its stock). */
export const platformTopicGoodsAddBodySchema = z.object({
  topic_id: idSchema,
  sku_id: idSchema,
  topic_price: moneyInputSchema,
  stock: intSchema.pipe(z.number().int().min(1, 'TOPIC_STOCK_INVALID').max(1_000_000, 'TOPIC_STOCK_INVALID')),
});
export type PlatformTopicGoodsAddBody = z.input<typeof platformTopicGoodsAddBodySchema>;

export const platformTopicGoodsIdBodySchema = z.object({ id: idSchema });
