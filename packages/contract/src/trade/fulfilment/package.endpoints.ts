import { z } from 'zod';
import { defineEndpoint } from '../../common/endpoint';
import { orderIdBodySchema } from '../order/order.schemas';
import { orderPackageSchema } from './package.schemas';

/** The packages of one of the member's orders, tracking oldest first; none (or another member's order) → code -1. */
export const orderPackageEndpoint = defineEndpoint({
  path: '/api/order/package',
  body: orderIdBodySchema,
  response: z.array(orderPackageSchema),
  auth: 'required',
});
