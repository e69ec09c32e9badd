import { z } from 'zod';
import { defineEndpoint } from '../../common/endpoint';
import { pageOf } from '../../common/paging';
import { orderIdBodySchema } from '../../trade/order/order.schemas';
import * as s from './review.schemas';

/**
 * The goods of a received order to review, and its `evaluate_status`; another member's order is
 * not found, an order not received yet cannot be reviewed, a followed-up one is finished.
 */
export const evaluateInfoEndpoint = defineEndpoint({
  path: '/api/order/evluateinfo',
  body: orderIdBodySchema,
  response: s.evaluateInfoSchema,
  auth: 'required',
});

/** The first review of a received order: a score, text and images per goods, and the shop's three scores. */
export const evaluateAddEndpoint = defineEndpoint({
  path: '/api/goodsevaluate/add',
  body: s.evaluateAddBodySchema,
  response: z.number().int(),
  auth: 'required',
  message: 'EVALUATE_SUCCESS',
});

/** The one follow-up review: text and images per goods. */
export const evaluateAgainEndpoint = defineEndpoint({
  path: '/api/goodsevaluate/again',
  body: s.evaluateAgainBodySchema,
  response: z.number().int(),
  auth: 'required',
  message: 'EVALUATE_SUCCESS',
});

/**
 * A review image: multipart/form-data with one file in field `file` (jpeg, png, webp, gif; at
 * most EVALUATE_IMAGE_MAX_BYTES), re-encoded. Not JSON, so described here rather than defined
 * with `defineEndpoint`; the answer is the usual envelope with this data.
 */
export const evaluateImageUpload = {
  path: '/api/upload/evaluateimg',
  field: 'file',
  response: s.evaluateImageUploadSchema,
  auth: 'required',
} as const;
export const EVALUATE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Console calls (ADR 049 session, cookie `zay_seller_token`): owners, clerks and customer service
 * answer a review of their shop once (or its follow-up, once it has one); the platform's staff
 * any shop's. Another shop's review is EVALUATE_NOT_FOUND.
 */
export const shopEvaluateReplyEndpoint = defineEndpoint({
  path: '/seller/api/evaluate/reply',
  body: s.evaluateReplyBodySchema,
  response: z.object({}),
  auth: 'seller',
  message: 'REPLY_SUCCESS',
});

/** The reviews of the staff member's shop (the platform's staff: every shop), newest first. */
export const shopEvaluatePageEndpoint = defineEndpoint({
  path: '/seller/api/evaluate/page',
  body: s.shopEvaluatePageBodySchema,
  response: pageOf(s.shopEvaluateSchema),
  auth: 'seller',
});
