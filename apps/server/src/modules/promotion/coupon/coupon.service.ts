import { requireMember, type RequestContext } from '../../../lib/context';
import * as repo from './coupon.repository';

export type Coupon = repo.CouponRow;

/** The member's coupons usable now, by shop id (0 = platform). */
export async function usableCoupons(ctx: RequestContext, memberId: number, siteIds: number[]) {
  const rows = await repo.findUsableCoupons(ctx.db, memberId, [0, ...siteIds], ctx.now());
  const bySite = new Map<number, Coupon[]>();
  for (const r of rows) bySite.set(r.site_id, [...(bySite.get(r.site_id) ?? []), r]);
  return bySite;
}

/** Chosen coupons by id: only the member's own, unused and within their term. */
export async function chosenCoupons(ctx: RequestContext, memberId: number, ids: number[]) {
  const rows = await repo.findMemberCoupons(ctx.db, memberId, ids);
  const now = ctx.now();
  return new Map(
    rows.filter((r) => r.state === 1 && r.start_time <= now && r.end_time > now).map((r) => [r.coupon_id, r]),
  );
}

/** Marks the member's coupon used by the order, inside the caller's transaction; false when it is gone or expired. */
export const useCoupon = (ctx: RequestContext, memberId: number, couponId: number, orderId: number) =>
  repo.useCoupon(ctx.db, memberId, couponId, orderId, ctx.now());

/** Gives a coupon back when an order using it closes (inside the closing transaction). */
export const returnCoupon = (
  ctx: RequestContext,
  memberId: number,
  couponId: number,
  column: 'coupon_id' | 'platform_coupon_id',
) => repo.returnCoupon(ctx.db, memberId, couponId, column);

/** `member/couponnum`: the member's coupons in the family's state (1 unused, 2 used, 3 expired). */
export const countCoupons = (ctx: RequestContext, memberId: number, state: 1 | 2 | 3) =>
  repo.countMemberCoupons(ctx.db, memberId, state, ctx.now());

/** `member/couponnum` for the signed-in member. */
export const couponCount = (ctx: RequestContext, state: 1 | 2 | 3) => countCoupons(ctx, requireMember(ctx), state);
