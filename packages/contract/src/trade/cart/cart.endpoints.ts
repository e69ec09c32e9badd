import { z } from 'zod';
import { defineEndpoint, emptyBodySchema } from '../../common/endpoint';
import * as s from './cart.schemas';

/** Adds `num` of a SKU (raising the line if it is there); answers how many lines the cart has. */
export const cartAddEndpoint = defineEndpoint({
  path: '/api/cart/add',
  body: s.cartAddBodySchema,
  response: z.number().int(),
  auth: 'required',
  message: 'CART_ADD_SUCCESS',
});

/** Every line of the member's cart, newest first; the client groups them by shop. */
export const cartListEndpoint = defineEndpoint({
  path: '/api/cart/goodslists',
  body: emptyBodySchema,
  response: z.array(s.cartLineSchema),
  auth: 'required',
});

/** Sets a line's quantity; answers the number of lines changed. */
export const cartEditEndpoint = defineEndpoint({
  path: '/api/cart/edit',
  body: s.cartEditBodySchema,
  response: z.number().int(),
  auth: 'required',
});

/** Removes one or more lines; answers the number removed. */
export const cartDeleteEndpoint = defineEndpoint({
  path: '/api/cart/delete',
  body: s.cartDeleteBodySchema,
  response: z.number().int(),
  auth: 'required',
  message: 'CART_DELETE_SUCCESS',
});

/** The number of items (sum of quantities) whose goods are on sale; 0 for visitors. */
export const cartCountEndpoint = defineEndpoint({
  path: '/api/cart/count',
  body: emptyBodySchema,
  response: z.number().int(),
  auth: 'optional',
});
