import {
  platformCouponAddEndpoint,
  platformCouponCloseEndpoint,
  platformCouponEditEndpoint,
  sellerCouponAddEndpoint,
  sellerCouponCloseEndpoint,
  sellerCouponEditEndpoint,
} from '@zay/contract';

/**
 * The two consoles that edit coupon types with the same form and table (ADR 063, 072): a shop's
 * (`/seller`, its own coupons) and the platform's (`/platform`, platform coupons).
 */
export const COUPON_CONSOLES = {
  seller: {
    base: '/seller',
    add: sellerCouponAddEndpoint,
    edit: sellerCouponEditEndpoint,
    close: sellerCouponCloseEndpoint,
  },
  platform: {
    base: '/platform',
    add: platformCouponAddEndpoint,
    edit: platformCouponEditEndpoint,
    close: platformCouponCloseEndpoint,
  },
} as const;
export type CouponConsole = keyof typeof COUPON_CONSOLES;
