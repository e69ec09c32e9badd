import { z } from 'zod';
import { defineEndpoint } from '../../common/endpoint';
import * as s from './checkout.schemas';

/**
 * The ordercreate calls of one kind of order, under `prefix` ('' for the normal checkout, else
 * the promotion's addon): `payment` answers the checkout page's data (goods by shop, delivery
 * methods, coupons, address, account, amounts), `calculate` the same data for the buyer's current
 * choices (delivery, coupons, invoice, balance), and `create` creates the order in one
 * transaction (stock, coupons and balance taken) and answers the out_trade_no that pays for it.
 */
export function orderCreateEndpoints<B extends z.ZodType>(prefix: string, body: B) {
  const call = <R extends z.ZodType>(name: string, response: R) =>
    defineEndpoint({ path: `${prefix}/api/ordercreate/${name}`, body, response, auth: 'required' });
  return {
    payment: call('payment', s.checkoutSchema),
    calculate: call('calculate', s.checkoutSchema),
    create: call('create', z.string()),
  };
}

/** The normal checkout: one order per shop, cart lines removed. */
export const {
  payment: orderPaymentEndpoint,
  calculate: orderCalculateEndpoint,
  create: orderCreateEndpoint,
} = orderCreateEndpoints('', s.orderCreateBodySchema);
