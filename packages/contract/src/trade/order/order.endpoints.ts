import { z } from 'zod';
import { defineEndpoint, emptyBodySchema } from '../../common/endpoint';
import { pageOf } from '../../common/paging';
import type { MessageKey } from '../../messages/en-us';
import * as s from './order.schemas';

/** The member's orders of one tab (all, waitpay, waitsend, waitconfirm, waitrate), newest first. */
export const orderListsEndpoint = defineEndpoint({
  path: '/api/order/lists',
  body: s.orderListBodySchema,
  response: pageOf(s.orderListItemSchema),
  auth: 'required',
});

/** One of the member's orders; another member's order id → code -1 (ORDER_NOT_FOUND). */
export const orderDetailEndpoint = defineEndpoint({
  path: '/api/order/detail',
  body: s.orderIdBodySchema,
  response: s.orderDetailSchema,
  auth: 'required',
});

/** A new payment (out_trade_no) for the given unpaid orders; the page then goes to /pay. */
export const orderPayEndpoint = defineEndpoint({
  path: '/api/order/pay',
  body: s.orderPayBodySchema,
  response: z.string(),
  auth: 'required',
});

/**
 * One of the buyer's buttons on an order (the list's and the detail page's actions): posts the
 * order id and answers nothing but its own success message.
 */
function buyerOrderActionEndpoint(path: string, message: MessageKey) {
  return defineEndpoint({ path, body: s.orderIdBodySchema, response: z.object({}), auth: 'required', message });
}

/** Closes an unpaid order: its stock, coupons and balance go back. */
export const orderCloseEndpoint = buyerOrderActionEndpoint('/api/order/close', 'CANCEL_SUCCESS');

/** The buyer confirms receipt of a shipped order (status 3 → 4; it may be reviewed now). */
export const orderTakeDeliveryEndpoint = buyerOrderActionEndpoint('/api/order/takedelivery', 'RECEIPT_CONFIRMED');

/** The buyer extends the receipt deadline of a shipped order by 3 days, once per order. */
export const orderExtendTakeDeliveryEndpoint = buyerOrderActionEndpoint(
  '/api/order/extendtakedelivery',
  'ORDER_EXTEND_SUCCESS',
);

/** Counts per tab, for the member centre and the order list. */
export const orderNumEndpoint = defineEndpoint({
  path: '/api/order/num',
  body: emptyBodySchema,
  response: s.orderNumSchema,
  auth: 'required',
});
