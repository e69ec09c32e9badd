import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import * as s from './ordercreate.schemas';

/** The checkout page's data: goods by shop, delivery methods, coupons, address, account, amounts. */
export const orderPaymentEndpoint = defineEndpoint({
  path: '/api/ordercreate/payment',
  body: s.orderCreateBodySchema,
  response: s.checkoutSchema,
  auth: 'required',
});

/** The same data for the buyer's current choices (delivery, coupons, invoice, balance). */
export const orderCalculateEndpoint = defineEndpoint({
  path: '/api/ordercreate/calculate',
  body: s.orderCreateBodySchema,
  response: s.checkoutSchema,
  auth: 'required',
});

/**
 * Creates one order per shop in one transaction (stock, coupons and balance taken, cart lines
 * removed) and answers the out_trade_no that pays for all of them.
 */
export const orderCreateEndpoint = defineEndpoint({
  path: '/api/ordercreate/create',
  body: s.orderCreateBodySchema,
  response: z.string(),
  auth: 'required',
});
