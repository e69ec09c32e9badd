import type { RequestContext } from '../../../lib/context';

/** A member's coupon as the checkout prices it (money in minor units; `site_id` 0 = platform). */
export interface Coupon {
  coupon_id: number;
  coupon_type_id: number;
  site_id: number;
  coupon_name: string;
  type: string;
  money: number;
  discount_rate: number;
  discount_limit: number;
  at_least: number;
  start_time: number;
  end_time: number;
}

/** A shop's running full reduction as the checkout prices it (money in minor units). */
export interface ShopPromotion {
  manjian_id: number;
  manjian_name: string;
  tiers: { money: number; discount_money: number; free_shipping: number }[];
  covers(goodsId: number): boolean;
}

/** What the checkout asks of coupons: the promotion domain plugs them in (ADR 085). */
export interface CouponPlug {
  /** The member's coupons usable now, by shop id (0 = platform). */
  usable(ctx: RequestContext, memberId: number, siteIds: number[]): Promise<Map<number, Coupon[]>>;
  /** Chosen coupons by id: only the member's own, unused and within their term. */
  chosen(ctx: RequestContext, memberId: number, ids: number[]): Promise<Map<number, Coupon>>;
  /** Marks the coupon used by the order inside the caller's transaction; false when it is gone. */
  use(ctx: RequestContext, memberId: number, couponId: number, orderId: number): Promise<boolean>;
  /** Gives a coupon back when an order using it closes (inside the closing transaction). */
  giveBack(
    ctx: RequestContext,
    memberId: number,
    couponId: number,
    column: 'coupon_id' | 'platform_coupon_id',
  ): Promise<unknown>;
}

/** The shop's running full reduction for the checkout, or null (the promotion domain plugs it in). */
export type SpendAndSavePlug = (ctx: RequestContext, siteId: number) => Promise<ShopPromotion | null>;

let coupons: CouponPlug = {
  usable: async () => new Map(),
  chosen: async () => new Map(),
  use: async () => false,
  giveBack: async () => undefined,
};
let spendAndSave: SpendAndSavePlug = async () => null;

/** Without a plug the checkout offers no coupon and no full reduction. */
export function plugDiscounts(plugs: { coupons?: CouponPlug; spendAndSave?: SpendAndSavePlug }) {
  coupons = plugs.coupons ?? coupons;
  spendAndSave = plugs.spendAndSave ?? spendAndSave;
}

export const checkoutCoupons = (): CouponPlug => coupons;
export const shopSpendAndSave: SpendAndSavePlug = (ctx, siteId) => spendAndSave(ctx, siteId);
