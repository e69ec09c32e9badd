import { fromMinor, type CheckoutCoupon } from '@zay/contract';
import type { Db } from '../../db/database';
import type { RequestContext } from '../../lib/context';
import { couponMoney } from '../ordercreate/amounts';
import * as repo from './coupon.repository';

export type Coupon = repo.CouponRow;

/** The member's coupons usable now, by shop id (0 = platform). */
export async function usableCoupons(ctx: RequestContext, memberId: number, siteIds: number[], now: number) {
  const rows = await repo.findUsableCoupons(ctx.db, memberId, [0, ...siteIds], now);
  const bySite = new Map<number, Coupon[]>();
  for (const r of rows) bySite.set(r.site_id, [...(bySite.get(r.site_id) ?? []), r]);
  return bySite;
}

/** Chosen coupons by id: only the member's own, unused and within their term. */
export async function chosenCoupons(ctx: RequestContext, memberId: number, ids: number[], now: number) {
  const rows = await repo.findMemberCoupons(ctx.db, memberId, ids);
  return new Map(
    rows.filter((r) => r.state === 1 && r.start_time <= now && r.end_time > now).map((r) => [r.coupon_id, r]),
  );
}

/** A coupon as the checkout lists it, with what it takes off `base`. */
export function toCheckoutCoupon(c: Coupon, base: number): CheckoutCoupon {
  return {
    coupon_id: c.coupon_id,
    coupon_type_id: c.coupon_type_id,
    site_id: c.site_id,
    coupon_name: c.coupon_name,
    type: c.type === 'discount' ? 'discount' : 'reward',
    money: fromMinor(c.money),
    discount: c.type === 'discount' ? String(c.discount_rate / 1000) : '0',
    discount_limit: fromMinor(c.discount_limit),
    at_least: fromMinor(c.at_least),
    start_time: c.start_time,
    end_time: c.end_time,
    coupon_money: fromMinor(couponMoney(c, base)),
  };
}

export const useCoupon = (db: Db, memberId: number, couponId: number, orderId: number, now: number) =>
  repo.useCoupon(db, memberId, couponId, orderId, now);

export const returnCoupon = repo.returnCoupon;
