import { z } from 'zod';
import { defineEndpoint, pageEndpoint } from '../../common/endpoint';
import { orderCreateEndpoints } from '../../trade/checkout/checkout.endpoints';
import * as s from './groupbuy.schemas';

/** Running group buys with stock (API-SHAPES-MORE §5.3). */
export const groupbuyPageEndpoint = defineEndpoint({
  path: '/groupbuy/api/goods/page',
  body: s.groupbuyPageBodySchema,
  response: s.groupbuyPageSchema,
  auth: 'none',
});

/** One group buy, whatever its status (the page says when it has ended); GROUPBUY_NOT_FOUND when unknown. */
export const groupbuyDetailEndpoint = defineEndpoint({
  path: '/groupbuy/api/goods/detail',
  body: s.groupbuyDetailBodySchema,
  response: s.groupbuyDetailSchema,
  auth: 'none',
});

/** The group buy's `goods_sku_detail` for its SKU. */
export const groupbuyInfoEndpoint = defineEndpoint({
  path: '/groupbuy/api/goods/info',
  body: s.groupbuyInfoBodySchema,
  response: s.groupbuySkuDetailSchema,
  auth: 'none',
});

/** Zay: the group buy running now for a SKU, for the goods page; null when none. */
export const groupbuyOfSkuEndpoint = defineEndpoint({
  path: '/groupbuy/api/goods/running',
  body: s.groupbuyOfSkuBodySchema,
  response: s.groupbuyOfSkuSchema,
  auth: 'none',
});

/** The group-buy order takes the quota and the SKU stock together. */
export const {
  payment: groupbuyOrderPaymentEndpoint,
  calculate: groupbuyOrderCalculateEndpoint,
  create: groupbuyOrderCreateEndpoint,
} = orderCreateEndpoints('/groupbuy', s.groupbuyOrderBodySchema);

/** The shop's group buys, newest first (the platform's staff: every shop's). */
export const sellerGroupbuyListEndpoint = pageEndpoint(
  '/seller/api/groupbuy/lists',
  s.sellerGroupbuyPageSchema,
  'seller',
);

/** A new group buy of one of the shop's SKUs; answers its id. */
export const sellerGroupbuyAddEndpoint = defineEndpoint({
  path: '/seller/api/groupbuy/add',
  body: s.sellerGroupbuyAddBodySchema,
  response: z.object({ groupbuy_id: z.number().int() }),
  auth: 'seller',
});

/** New terms for one of the shop's group buys that has not ended. */
export const sellerGroupbuyEditEndpoint = defineEndpoint({
  path: '/seller/api/groupbuy/edit',
  body: s.sellerGroupbuyEditBodySchema,
  response: z.object({}),
  auth: 'seller',
});

/** Ends one of the shop's group buys now (status −1): nothing more is sold of it. */
export const sellerGroupbuyEndEndpoint = defineEndpoint({
  path: '/seller/api/groupbuy/end',
  body: s.sellerGroupbuyIdBodySchema,
  response: z.object({}),
  auth: 'seller',
});
