import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import * as s from './platform-shop.schemas';

/* The platform's shops (issue 31, ADR 103): auth 'platform', permission `shops.review`. */

/** Freezes a shop: its goods leave the storefront at once, its open orders go on; the owner reads the reason. */
export const platformShopFreezeEndpoint = defineEndpoint({
  path: '/platform/api/shop/freeze',
  body: s.platformShopFreezeBodySchema,
  response: z.object({ site_id: z.number().int() }),
  auth: 'platform',
  permission: 'shops.review',
  message: 'SHOP_FROZEN_DONE',
});

/** Unfreezes a shop: it goes back to open or closed as it was before the freeze. */
export const platformShopUnfreezeEndpoint = defineEndpoint({
  path: '/platform/api/shop/unfreeze',
  body: s.platformShopIdBodySchema,
  response: z.object({ site_id: z.number().int() }),
  auth: 'platform',
  permission: 'shops.review',
  message: 'SHOP_UNFROZEN_DONE',
});
