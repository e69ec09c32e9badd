import type { RequestContext } from '../../../lib/context';

/**
 * What a paid recharge package gives besides money, points and growth: its `coupon_id` lists
 * platform coupon types, and the coupon module (a higher domain) plugs in the giving
 * (promotion/coupon/coupon.routes.ts). A gift runs inside the transaction that turns the order
 * paid; with none plugged in, nothing is given.
 */
export type RechargeGift = (tx: RequestContext, memberId: number, couponTypeIds: number[]) => Promise<void>;

/** By name, so that building many apps in one process plugs each gift in once. */
const gifts = new Map<string, RechargeGift>();

export function setRechargeGifts(name: string, give: RechargeGift): void {
  gifts.set(name, give);
}

/** Every plugged-in gift, one after the other, in the caller's transaction. */
export async function giveRechargeGifts(tx: RequestContext, memberId: number, couponTypeIds: number[]) {
  for (const give of gifts.values()) await give(tx, memberId, couponTypeIds);
}
