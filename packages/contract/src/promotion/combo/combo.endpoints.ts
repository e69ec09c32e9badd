import { z } from 'zod';
import { defineEndpoint, pageEndpoint } from '../../common/endpoint';
import { orderCreateEndpoints } from '../../trade/checkout/checkout.endpoints';
import * as s from './combo.schemas';

/** The packages on sale that hold any SKU of the goods of `sku_id` (the goods page, API-SHAPES-MORE §5.4). */
export const bundlingListsEndpoint = defineEndpoint({
  path: '/bundling/api/bundling/lists',
  body: s.bundlingListBodySchema,
  response: z.array(s.bundlingSchema),
  auth: 'none',
});

/** One package with its goods; unknown or switched off → BUNDLING_NOT_FOUND. */
export const bundlingDetailEndpoint = defineEndpoint({
  path: '/bundling/api/bundling/detail',
  body: s.bundlingDetailBodySchema,
  response: s.bundlingSchema,
  auth: 'none',
});

/** The combo order takes every SKU's stock together. */
export const {
  payment: bundlingOrderPaymentEndpoint,
  calculate: bundlingOrderCalculateEndpoint,
  create: bundlingOrderCreateEndpoint,
} = orderCreateEndpoints('/bundling', s.bundlingOrderBodySchema);

/** The shop console: the shop's packages, newest first (the platform's staff: every shop's). */
export const sellerBundlingListEndpoint = pageEndpoint(
  '/seller/api/bundling/lists',
  s.sellerBundlingPageSchema,
  'seller',
);

/** Creates or edits one of the shop's packages; answers its id. */
export const sellerBundlingSaveEndpoint = defineEndpoint({
  path: '/seller/api/bundling/save',
  body: s.sellerBundlingSaveBodySchema,
  response: z.object({ bl_id: z.number().int() }),
  auth: 'seller',
});

/** Switches one of the shop's packages on or off. */
export const sellerBundlingStatusEndpoint = defineEndpoint({
  path: '/seller/api/bundling/status',
  body: s.sellerBundlingStatusBodySchema,
  response: z.object({}),
  auth: 'seller',
});
