import { defineEndpoint } from '../../common/endpoint';
import { platformShopIdBodySchema } from '../../shop/platform-shop.schemas';
import * as s from './shop-commission.schemas';

/* A shop as the platform runs it (issue 31, ADR 103): auth 'platform', permission `shops.review`. */

/** A shop's detail: owner, staff, goods, orders, settlement totals and its commission rates. */
export const platformShopDetailEndpoint = defineEndpoint({
  path: '/platform/api/shop/detail',
  body: platformShopIdBodySchema,
  response: s.platformShopFullSchema,
  auth: 'platform',
  permission: 'shops.review',
});

/** Sets (or with null removes) the shop's own commission rate: orders placed from now on pay it. */
export const platformShopCommissionEndpoint = defineEndpoint({
  path: '/platform/api/shop/commission',
  body: s.shopCommissionBodySchema,
  response: s.shopCommissionSchema,
  auth: 'platform',
  permission: 'shops.review',
  message: 'SHOP_COMMISSION_SAVED',
});
