import { z } from 'zod';
import { defineEndpoint, emptyBodySchema } from '../../common/endpoint';
import { pageOf } from '../../common/paging';
import { orderPackageSchema } from './package.schemas';
import * as s from './fulfilment.schemas';

/*
 * The shop console's calls (ADR 049), under `/seller/api/`: `auth: 'seller'` takes the staff
 * token (cookie `zay_seller_token`, Bearer header or body `token`). Every call reads and writes
 * only the staff member's shop (the platform's staff: every shop) and checks their role; another
 * shop's order is ORDER_NOT_FOUND.
 */

/** The shop's orders of one tab, searched by order number, buyer and creation time; newest first. */
export const deskOrderListEndpoint = defineEndpoint({
  path: '/seller/api/order/lists',
  body: s.deskListBodySchema,
  response: pageOf(s.deskOrderSchema),
  auth: 'seller',
});

/** One of the shop's orders with its proof, packages and desk log. */
export const deskOrderDetailEndpoint = defineEndpoint({
  path: '/seller/api/order/detail',
  body: s.deskOrderIdBodySchema,
  response: s.deskOrderDetailSchema,
  auth: 'seller',
});

/** The bank transfer arrived: the order's payment is paid (all its orders). Once, however often it is sent. */
export const deskConfirmProofEndpoint = defineEndpoint({
  path: '/seller/api/order/confirmProof',
  body: s.deskOrderIdBodySchema,
  response: z.object({}),
  auth: 'seller',
});

/** The transfer did not arrive: the payment reopens for the buyer to pay another way. */
export const deskRejectProofEndpoint = defineEndpoint({
  path: '/seller/api/order/rejectProof',
  body: s.deskRejectProofBodySchema,
  response: z.object({}),
  auth: 'seller',
});

/** Sets an unpaid order's price adjustment (± with a reason); pay_money is recomputed, never below 0. */
export const deskAdjustPriceEndpoint = defineEndpoint({
  path: '/seller/api/order/adjustPrice',
  body: s.deskAdjustBodySchema,
  response: z.object({ adjust_money: z.string(), pay_money: z.string() }),
  auth: 'seller',
});

/** Ships a paid express order as packages: every goods of the order in exactly one package. */
export const deskShipEndpoint = defineEndpoint({
  path: '/seller/api/order/ship',
  body: s.deskShipBodySchema,
  response: z.array(orderPackageSchema),
  auth: 'seller',
});

/** Hands a paid local-delivery order to the shop's courier (its one package). */
export const deskDispatchEndpoint = defineEndpoint({
  path: '/seller/api/order/dispatch',
  body: s.deskDispatchBodySchema,
  response: z.array(orderPackageSchema),
  auth: 'seller',
});

/** A paid pickup order is ready at the store (status 1 → 2). */
export const deskReadyPickupEndpoint = defineEndpoint({
  path: '/seller/api/order/readyPickup',
  body: s.deskOrderIdBodySchema,
  response: z.object({}),
  auth: 'seller',
});

/** Adds a tracking event to one of the shop's packages. */
export const deskAddTraceEndpoint = defineEndpoint({
  path: '/seller/api/package/addTrace',
  body: s.deskTraceBodySchema,
  response: orderPackageSchema,
  auth: 'seller',
});

/** The couriers a shop ships with (the contract's list). */
export const deskCouriersEndpoint = defineEndpoint({
  path: '/seller/api/couriers',
  body: emptyBodySchema,
  response: s.deskCouriersSchema,
  auth: 'seller',
});
