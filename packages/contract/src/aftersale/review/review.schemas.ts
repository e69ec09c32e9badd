import { z } from 'zod';
import { flagSchema, idSchema, intSchema } from '../../common/fields';
import { jsonText, jsonTextField } from '../../common/json-text';
import { pageQuerySchema } from '../../common/paging';
import { maxChars, notBlank, requiredText } from '../../validation/rule-helpers';
import { reviewContentSchema, reviewImagesSchema } from '../../validation/order.rules';
import { boughtSkuShape, orderGoodsOwnerShape } from '../../trade/order/order.schemas';
import { reviewRepliesShape } from '../../catalog/catalog.schemas';

const int = z.number().int();

/** `evaluate_status` of an order: 0 not reviewed, 1 reviewed, 2 followed up. */
export const EVALUATE_STATUS = { NONE: 0, DONE: 1, AGAIN: 2 } as const;
/** `explain_type` of a review: 1 good (4–5 stars), 2 middle (2–3), 3 bad (1). */
export const EXPLAIN_TYPE = { GOOD: 1, MIDDLE: 2, BAD: 3 } as const;
export const explainTypeOf = (score: number) =>
  score >= 4 ? EXPLAIN_TYPE.GOOD : score >= 2 ? EXPLAIN_TYPE.MIDDLE : EXPLAIN_TYPE.BAD;

const shopScoreSchema = z
  .union([intSchema, z.literal('')], { error: 'REVIEW_SCORE_INVALID' })
  .optional()
  .transform((v) => (v === undefined || v === '' ? 5 : v))
  .pipe(z.number().int().min(1, 'REVIEW_SCORE_INVALID').max(5, 'REVIEW_SCORE_INVALID'));

/**
 * One goods line of a first review (`goods_evaluate` of goodsevaluate/add). Names, prices and
 * shops the client sends with it are ignored: the server takes them from the order.
 */
export const firstReviewItemSchema = z.looseObject({
  order_goods_id: idSchema,
  content: reviewContentSchema,
  images: reviewImagesSchema.optional().transform((v) => v ?? []),
  scores: intSchema.pipe(z.number().int().min(1, 'REVIEW_SCORE_INVALID').max(5, 'REVIEW_SCORE_INVALID')),
});
/** One goods line of a follow-up review (`goods_evaluate` of goodsevaluate/again). */
export const againReviewItemSchema = z.looseObject({
  order_goods_id: idSchema,
  again_content: reviewContentSchema,
  again_images: reviewImagesSchema.optional().transform((v) => v ?? []),
});

/** `goods_evaluate`: the lines of a review, JSON in a string (ADR 040). */
export const firstReviewText = jsonText(z.array(firstReviewItemSchema).min(1, 'REVIEW_DATA_INVALID').max(100));
export const againReviewText = jsonText(z.array(againReviewItemSchema).min(1, 'REVIEW_DATA_INVALID').max(100));

export const evaluateAddBodySchema = z.object({
  order_id: idSchema,
  is_anonymous: z
    .union([flagSchema, z.enum(['0', '1']).transform((v) => (v === '1' ? 1 : 0))])
    .optional()
    .transform((v) => v ?? 0),
  shop_desccredit: shopScoreSchema,
  shop_servicecredit: shopScoreSchema,
  shop_deliverycredit: shopScoreSchema,
  goods_evaluate: jsonTextField(firstReviewText, 'REVIEW_DATA_INVALID'),
});
export type EvaluateAddBody = z.input<typeof evaluateAddBodySchema>;

export const evaluateAgainBodySchema = z.object({
  order_id: idSchema,
  goods_evaluate: jsonTextField(againReviewText, 'REVIEW_DATA_INVALID'),
});
export type EvaluateAgainBody = z.input<typeof evaluateAgainBodySchema>;

/** A goods line to review (`order/evluateinfo` list). */
export const evaluateGoodsSchema = z.object({
  ...orderGoodsOwnerShape,
  goods_id: int,
  ...boughtSkuShape,
});
export const evaluateInfoSchema = z.object({
  evaluate_status: int,
  evaluate_status_name: z.string(),
  list: z.array(evaluateGoodsSchema),
});
export type EvaluateInfo = z.infer<typeof evaluateInfoSchema>;

// The shop's side

/** A reply to a review, at most REPLY_MAX characters. */
export const REPLY_MAX = 200;
export const evaluateReplyBodySchema = z.object({
  evaluate_id: idSchema,
  content: requiredText('REPLY_EMPTY').check(notBlank('REPLY_EMPTY'), maxChars(REPLY_MAX, 'REPLY_TOO_LONG')),
});

export const shopEvaluatePageBodySchema = pageQuerySchema.extend({
  /** 0 all, 1 not answered yet (the first review or its follow-up). */
  unreplied: flagSchema.optional().transform((v) => v ?? 0),
});

/** A review as the shop sees it: the reviewer's real name is not shown when anonymous. */
export const shopEvaluateSchema = z.object({
  evaluate_id: int,
  order_id: int,
  goods_id: int,
  sku_id: int,
  sku_name: z.string(),
  sku_image: z.string(),
  member_name: z.string(),
  content: z.string(),
  images: z.string(),
  scores: int,
  explain_type: int,
  ...reviewRepliesShape,
  is_anonymous: int,
  is_audit: int,
  create_time: int,
});
export type ShopEvaluate = z.infer<typeof shopEvaluateSchema>;

/** The review image upload answer. */
export const evaluateImageUploadSchema = z.object({ pic_path: z.string() });
