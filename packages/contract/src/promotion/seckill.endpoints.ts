import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { checkoutSchema } from '../order/ordercreate.schemas';
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

export const seckillOrderPaymentEndpoint = defineEndpoint({
  path: '/seckill/api/ordercreate/payment',
  body: s.seckillOrderBodySchema,
  response: checkoutSchema,
  auth: 'required',
});

export const seckillOrderCalculateEndpoint = defineEndpoint({
  path: '/seckill/api/ordercreate/calculate',
  body: s.seckillOrderBodySchema,
  response: checkoutSchema,
  auth: 'required',
});

/** Creates the seckill order (seckill stock and SKU stock taken together); answers its out_trade_no. */
export const seckillOrderCreateEndpoint = defineEndpoint({
  path: '/seckill/api/ordercreate/create',
  body: s.seckillOrderBodySchema,
  response: z.string(),
  auth: 'required',
});
