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

/**
 * A staff decision on an after-sale application (the console's two choices): `agree` takes the
 * order goods' id, `refuse` also the reason the buyer is shown; neither answers anything.
 */
function decisionEndpoints(auth: 'seller' | 'platform', agreePath: string, refusePath: string) {
  // The platform's decision is final either way (agreeing forces a refund): finance's (ADR 087).
  const permission = auth === 'platform' ? { permission: 'complaints.decide' as const } : {};
  return {
    agree: defineEndpoint({
      path: agreePath,
      body: s.orderGoodsIdBodySchema,
      response: z.object({}),
      auth,
      ...permission,
    }),
    refuse: defineEndpoint({ path: refusePath, body: s.refuseBodySchema, response: z.object({}), auth, ...permission }),
  };
}

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

/** The application: agreeing pays a refund-only one now, or asks the buyer for the goods of a return. */
export const { agree: shopRefundAgreeEndpoint, refuse: shopRefundRefuseEndpoint } = decisionEndpoints(
  'seller',
  '/seller/api/refund/agree',
  '/seller/api/refund/refuse',
);

/**
 * The returned goods: receiving them returns the stock and pays the refund; refusing them ends
 * the application refused (the buyer may complain).
 */
export const { agree: shopRefundReceiveEndpoint, refuse: shopRefundRefuseReceiveEndpoint } = decisionEndpoints(
  'seller',
  '/seller/api/refund/receive',
  '/seller/api/refund/refusereceive',
);

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
  permission: 'complaints.read',
});

export const platformComplainDetailEndpoint = defineEndpoint({
  path: '/platform/api/complain/detail',
  body: s.orderGoodsIdBodySchema,
  response: s.shopRefundDetailSchema,
  auth: 'platform',
  permission: 'complaints.read',
});

/** The complaint: deciding for the buyer pays the refund. */
export const { agree: platformComplainAgreeEndpoint, refuse: platformComplainRefuseEndpoint } = decisionEndpoints(
  'platform',
  '/platform/api/complain/agree',
  '/platform/api/complain/refuse',
);
