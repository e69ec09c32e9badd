import { z } from 'zod';
import { defineEndpoint, pageEndpoint } from '../common/endpoint';
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

/** Follows the shop (idempotent); answers its follower count. */
export const shopSubscribeEndpoint = defineEndpoint({
  path: '/api/shopmember/add',
  body: s.shopIdBodySchema,
  response: s.subscribeCountSchema,
  auth: 'required',
  message: 'FOLLOW_SUCCESS',
});

export const shopUnsubscribeEndpoint = defineEndpoint({
  path: '/api/shopmember/delete',
  body: s.shopIdBodySchema,
  response: s.subscribeCountSchema,
  auth: 'required',
  message: 'UNFOLLOW_SUCCESS',
});

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
