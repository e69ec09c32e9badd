import { z } from 'zod';
import { defineEndpoint, followEndpoints, pageEndpoint } from '../common/endpoint';
import { pageOf } from '../common/paging';
import * as s from './shop.schemas';

/** An open shop; no site_id → REQUEST_SITE_ID, unknown or closed → SHOP_NOT_FOUND. */
export const shopInfoEndpoint = defineEndpoint({
  path: '/api/shop/info',
  body: s.shopIdBodySchema,
  response: s.shopInfoSchema,
  auth: 'none',
});

/** The shop street. */
export const shopPageEndpoint = defineEndpoint({
  path: '/api/shop/page',
  body: s.shopPageBodySchema,
  response: pageOf(s.streetShopSchema),
  auth: 'none',
});

/** 1 when the member follows the shop. */
export const shopIsSubscribeEndpoint = defineEndpoint({
  path: '/api/shopmember/issubscribe',
  body: s.shopIdBodySchema,
  response: z.union([z.literal(0), z.literal(1)]),
  auth: 'required',
});

/** Follows the shop or stops following it; answers its follower count. */
export const { follow: shopSubscribeEndpoint, unfollow: shopUnsubscribeEndpoint } = followEndpoints(
  '/api/shopmember',
  s.shopIdBodySchema,
  s.subscribeCountSchema,
);

/** The open shops the member follows, latest followed first. */
export const memberShopPageEndpoint = pageEndpoint(
  '/api/shopmember/membershoppages',
  pageOf(s.followedShopSchema),
  'required',
);

/** The shop's own goods categories (two levels), for its navigation and the shop goods list. */
export const shopCategoryTreeEndpoint = defineEndpoint({
  path: '/api/shopgoodscategory/tree',
  body: s.shopIdBodySchema,
  response: z.array(s.shopCategoryNodeSchema),
  auth: 'none',
});
