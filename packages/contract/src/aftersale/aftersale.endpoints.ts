import { z } from 'zod';
import { defineEndpoint, pageEndpoint } from '../common/endpoint';
import * as s from './aftersale.schemas';

/*
 * Refunds and returns `orderrefund/*`, complaints `ordercomplain/*` (API-SHAPES-MORE §3.7–§3.8),
 * the shop's after-sale queue and settlement under `/seller/api/`, and the platform's complaints
 * queue under `/platform/api/` (the platform console's own session, ADR 060).
 */

/** The member's after-sale goods, newest application first. */
export const refundListEndpoint = defineEndpoint({
  path: '/api/orderrefund/lists',
  body: s.refundListBodySchema,
  response: s.refundListSchema,
  auth: 'required',
});

/** What the apply page needs: the goods, the amount the server computes, the types and reasons offered. */
export const refundDataEndpoint = defineEndpoint({
  path: '/api/orderrefund/refundData',
  body: s.orderGoodsIdBodySchema,
  response: s.refundDataSchema,
  auth: 'required',
});

/** Applies for a refund (1) or a return and refund (2) of one goods; the amount is the server's. */
export const refundApplyEndpoint = defineEndpoint({
  path: '/api/orderrefund/refund',
  body: s.refundApplyBodySchema,
  response: z.object({ refund_no: z.string() }),
  auth: 'required',
  message: 'REFUND_APPLY_SUCCESS',
});

export const refundDetailEndpoint = defineEndpoint({
  path: '/api/orderrefund/detail',
  body: s.orderGoodsIdBodySchema,
  response: s.refundDetailSchema,
  auth: 'required',
});

/** The return parcel, once the shop asked for the goods back (status 4 → 5). */
export const refundDeliveryEndpoint = defineEndpoint({
  path: '/api/orderrefund/delivery',
  body: s.refundDeliveryBodySchema,
  response: z.object({}),
  auth: 'required',
});

/** Revokes the application (status 1, 4 or -1 → 0); the buyer may apply again. */
export const refundCancelEndpoint = defineEndpoint({
  path: '/api/orderrefund/cancel',
  body: s.orderGoodsIdBodySchema,
  response: z.object({}),
  auth: 'required',
  message: 'REVOKE_SUCCESS',
});

export const complainDetailEndpoint = defineEndpoint({
  path: '/api/ordercomplain/detail',
  body: s.orderGoodsIdBodySchema,
  response: s.complainDetailSchema,
  auth: 'required',
});

/** Takes a refused refund to the platform. */
export const complainApplyEndpoint = defineEndpoint({
  path: '/api/ordercomplain/complain',
  body: s.complainApplyBodySchema,
  response: z.object({ complain_no: z.string() }),
  auth: 'required',
  message: 'COMPLAIN_APPLY_SUCCESS',
});

export const complainCancelEndpoint = defineEndpoint({
  path: '/api/ordercomplain/cancel',
  body: s.orderGoodsIdBodySchema,
  response: z.object({}),
  auth: 'required',
  message: 'REVOKE_SUCCESS',
});

// The shop console.

export const shopRefundListEndpoint = defineEndpoint({
  path: '/seller/api/refund/lists',
  body: s.shopRefundListBodySchema,
  response: s.shopRefundListSchema,
  auth: 'seller',
});

export const shopRefundDetailEndpoint = defineEndpoint({
  path: '/seller/api/refund/detail',
  body: s.orderGoodsIdBodySchema,
  response: s.shopRefundDetailSchema,
  auth: 'seller',
});

/** Agrees: a refund only is paid now; a return asks the buyer for the goods. */
export const shopRefundAgreeEndpoint = defineEndpoint({
  path: '/seller/api/refund/agree',
  body: s.orderGoodsIdBodySchema,
  response: z.object({}),
  auth: 'seller',
});

export const shopRefundRefuseEndpoint = defineEndpoint({
  path: '/seller/api/refund/refuse',
  body: s.refuseBodySchema,
  response: z.object({}),
  auth: 'seller',
});

/** The returned goods arrived: stock returns and the refund is paid. */
export const shopRefundReceiveEndpoint = defineEndpoint({
  path: '/seller/api/refund/receive',
  body: s.orderGoodsIdBodySchema,
  response: z.object({}),
  auth: 'seller',
});

/** The returned goods are refused: the application ends refused (the buyer may complain). */
export const shopRefundRefuseReceiveEndpoint = defineEndpoint({
  path: '/seller/api/refund/refusereceive',
  body: s.refuseBodySchema,
  response: z.object({}),
  auth: 'seller',
});

/** The shop transferred the offline (bank transfer) part itself: its reference is the proof. */
export const shopRefundOfflineEndpoint = defineEndpoint({
  path: '/seller/api/refund/offlinepaid',
  body: s.offlineRefundBodySchema,
  response: z.object({}),
  auth: 'seller',
});

/** The shop's settlement ledger: income of completed orders, refunds, commission, balance. */
export const shopSettlementEndpoint = pageEndpoint('/seller/api/settlement/page', s.settlementSchema, 'seller');

// The platform console.

export const platformComplainListEndpoint = defineEndpoint({
  path: '/platform/api/complain/lists',
  body: s.complainQueueBodySchema,
  response: s.shopRefundListSchema,
  auth: 'platform',
});

export const platformComplainDetailEndpoint = defineEndpoint({
  path: '/platform/api/complain/detail',
  body: s.orderGoodsIdBodySchema,
  response: s.shopRefundDetailSchema,
  auth: 'platform',
});

/** Decides for the buyer: the refund is paid. */
export const platformComplainAgreeEndpoint = defineEndpoint({
  path: '/platform/api/complain/agree',
  body: s.orderGoodsIdBodySchema,
  response: z.object({}),
  auth: 'platform',
});

export const platformComplainRefuseEndpoint = defineEndpoint({
  path: '/platform/api/complain/refuse',
  body: s.refuseBodySchema,
  response: z.object({}),
  auth: 'platform',
});
