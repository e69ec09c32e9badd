import { z } from 'zod';
import { defineEndpoint, pageEndpoint } from '../../common/endpoint';
import { emptyBodySchema } from '../../common/endpoint';
import { orderCreateEndpoints } from '../../trade/checkout/checkout.endpoints';
import * as s from './seckill.schemas';

/** Today's time slots (API-SHAPES-MORE §5.2). */
export const seckillSlotsEndpoint = defineEndpoint({
  path: '/seckill/api/seckill/lists',
  body: s.seckillSlotBodySchema,
  response: s.seckillSlotListSchema,
  auth: 'none',
});

/** The seckill goods of a time slot (`seckill_id` is the slot's id). */
export const seckillGoodsPageEndpoint = defineEndpoint({
  path: '/seckill/api/seckillgoods/page',
  body: s.seckillGoodsPageBodySchema,
  response: s.seckillGoodsPageSchema,
  auth: 'none',
});

/** One seckill (`seckill_id` is the seckill's id). */
export const seckillDetailEndpoint = defineEndpoint({
  path: '/seckill/api/seckillgoods/detail',
  body: s.seckillDetailBodySchema,
  response: s.seckillDetailSchema,
  auth: 'none',
});

/** Zay: the seckill running now for a SKU, for the goods page; null when none. */
export const seckillOfSkuEndpoint = defineEndpoint({
  path: '/seckill/api/seckillgoods/running',
  body: s.seckillOfSkuBodySchema,
  response: s.seckillOfSkuSchema,
  auth: 'none',
});

/** The seckill order takes the seckill stock and the SKU stock together. */
export const {
  payment: seckillOrderPaymentEndpoint,
  calculate: seckillOrderCalculateEndpoint,
  create: seckillOrderCreateEndpoint,
} = orderCreateEndpoints('/seckill', s.seckillOrderBodySchema);

/** The shop console: the platform's slots a shop may sign up to. */
export const sellerSeckillSlotsEndpoint = defineEndpoint({
  path: '/seller/api/seckill/slots',
  body: emptyBodySchema,
  response: z.array(s.sellerSlotSchema),
  auth: 'seller',
});

/** The shop's seckills, newest first (the platform's staff: every shop's). */
export const sellerSeckillListEndpoint = pageEndpoint('/seller/api/seckill/lists', s.sellerSeckillPageSchema, 'seller');

/** Signs one of the shop's SKUs up to slots; answers the new seckill's id. */
export const sellerSeckillAddEndpoint = defineEndpoint({
  path: '/seller/api/seckill/add',
  body: s.sellerSeckillAddBodySchema,
  response: z.object({ id: z.number().int() }),
  auth: 'seller',
});

/** Closes one of the shop's seckills by hand (status −1): nothing more is sold of it. */
export const sellerSeckillCloseEndpoint = defineEndpoint({
  path: '/seller/api/seckill/close',
  body: s.sellerSeckillIdBodySchema,
  response: z.object({}),
  auth: 'seller',
});
