import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../../common/endpoint';
import * as s from './coupon.schemas';

// Store coupons: the addon `coupon` (API-SHAPES-MORE §5.1, §1.10).

/** The coupon centre's store coupon types (status 1, open shops), with how many are left. */
export const couponTypePageEndpoint = defineEndpoint({
  path: '/coupon/api/coupon/typepagelists',
  body: s.couponTypePageBodySchema,
  response: s.couponTypePageSchema,
  auth: 'optional',
});

/** A shop's coupon types for the goods page, the largest first. */
export const goodsCouponListEndpoint = defineEndpoint({
  path: '/coupon/api/coupon/typelists',
  body: s.goodsCouponBodySchema,
  response: s.goodsCouponListSchema,
  auth: 'optional',
});

/** Receives one coupon of the type; limits and the total hold (ADR 062). */
export const couponReceiveEndpoint = defineEndpoint({
  path: '/coupon/api/coupon/receive',
  body: s.couponReceiveBodySchema,
  response: s.couponReceiveResultSchema,
  auth: 'required',
  message: 'COUPON_RECEIVED',
});

/** The member's store coupons in a state, newest receipt first. */
export const memberCouponPageEndpoint = defineEndpoint({
  path: '/coupon/api/coupon/memberpage',
  body: s.memberCouponPageBodySchema,
  response: s.memberCouponPageSchema,
  auth: 'required',
});

/** How many of the member's store coupons are in `state`. */
export const storeCouponNumEndpoint = defineEndpoint({
  path: '/coupon/api/coupon/num',
  body: s.couponNumByStateBodySchema,
  response: z.number().int(),
  auth: 'required',
});

/** How many coupons of a type the member has received. */
export const couponReceivedNumEndpoint = defineEndpoint({
  path: '/coupon/api/coupon/receivedNum',
  body: s.couponReceivedNumBodySchema,
  response: z.number().int(),
  auth: 'required',
});

// Platform coupons: the addon `platformcoupon`.

export const platformCouponTypePageEndpoint = defineEndpoint({
  path: '/platformcoupon/api/platformcoupon/typepagelists',
  body: s.platformCouponTypePageBodySchema,
  response: s.platformCouponTypePageSchema,
  auth: 'optional',
});

export const platformCouponReceiveEndpoint = defineEndpoint({
  path: '/platformcoupon/api/platformcoupon/receive',
  body: s.platformCouponReceiveBodySchema,
  response: s.couponReceiveResultSchema,
  auth: 'required',
  message: 'COUPON_RECEIVED',
});

export const memberPlatformCouponPageEndpoint = defineEndpoint({
  path: '/platformcoupon/api/platformcoupon/memberpage',
  body: s.memberCouponPageBodySchema,
  response: s.memberPlatformCouponPageSchema,
  auth: 'required',
});

// The console's coupon types (ADR 063): a shop's owner its store coupons; the platform's owner platform coupons.

export const sellerCouponPageEndpoint = defineEndpoint({
  path: '/seller/api/coupon/page',
  body: s.sellerCouponPageBodySchema,
  response: s.sellerCouponPageSchema,
  auth: 'seller',
});

export const sellerCouponInfoEndpoint = defineEndpoint({
  path: '/seller/api/coupon/info',
  body: s.sellerCouponIdBodySchema,
  response: s.sellerCouponTypeSchema,
  auth: 'seller',
});

export const sellerCouponAddEndpoint = defineEndpoint({
  path: '/seller/api/coupon/add',
  body: s.sellerCouponFormSchema,
  response: s.sellerCouponSavedSchema,
  auth: 'seller',
});

export const sellerCouponEditEndpoint = defineEndpoint({
  path: '/seller/api/coupon/edit',
  body: s.sellerCouponEditBodySchema,
  response: s.sellerCouponSavedSchema,
  auth: 'seller',
});

/** Ends (closes) a type: it can no longer be received; coupons already received stay usable. */
export const sellerCouponCloseEndpoint = defineEndpoint({
  path: '/seller/api/coupon/close',
  body: s.sellerCouponIdBodySchema,
  response: s.sellerCouponSavedSchema,
  auth: 'seller',
});

// The platform console's platform coupon types (ADR 063, moved by ADR 072): the same calls as the
// shop console's, under `/platform/api/coupon/`, for the platform's staff (site 0) only.
const onPlatform = <E extends Endpoint>(e: E, path: string): E => ({
  ...e,
  path,
  auth: 'platform',
  permission: 'coupons',
});
export const platformCouponPageEndpoint = onPlatform(sellerCouponPageEndpoint, '/platform/api/coupon/page');
export const platformCouponInfoEndpoint = onPlatform(sellerCouponInfoEndpoint, '/platform/api/coupon/info');
export const platformCouponAddEndpoint = onPlatform(sellerCouponAddEndpoint, '/platform/api/coupon/add');
export const platformCouponEditEndpoint = onPlatform(sellerCouponEditEndpoint, '/platform/api/coupon/edit');
export const platformCouponCloseEndpoint = onPlatform(sellerCouponCloseEndpoint, '/platform/api/coupon/close');
