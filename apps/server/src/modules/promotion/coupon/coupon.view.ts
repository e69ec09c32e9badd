import {
  fromMinor,
  type CouponType,
  type MemberCoupon,
  type MemberPlatformCoupon,
  type PlatformCouponType,
  type SellerCouponType,
} from '@zay/contract';
import type { MemberCouponRow } from './coupon.repository';
import type { OwnTypeRow, TypeRow } from './coupon-type.repository';

const kind = (type: string): 'reward' | 'discount' => (type === 'discount' ? 'discount' : 'reward');
/** "8.5" = pay 85 % (discount_rate is in 1/10000); "0" for reward coupons. */
export const discountText = (type: string, rate: number) => (type === 'discount' ? String(rate / 1000) : '0');

/** A type's status as clients read it: an open type whose fixed end passed has ended (2). */
export const typeStatus = (t: { status: number; validity_type: number; end_time: number }, now: number) =>
  t.status === 1 && t.validity_type === 0 && t.end_time <= now ? 2 : t.status;

/** A type's terms, the same for both kinds (a listed type is always shown). */
const typeTerms = (t: TypeRow, now: number) => ({
  max_fetch: t.max_fetch,
  at_least: fromMinor(t.at_least),
  end_time: t.end_time,
  image: '',
  validity_type: t.validity_type,
  fixed_term: t.fixed_term,
  status: typeStatus(t, now),
  is_show: 1,
});

export function toCouponType(t: TypeRow, now: number): CouponType {
  return {
    coupon_type_id: t.coupon_type_id,
    type: kind(t.type),
    site_id: t.site_id,
    coupon_name: t.coupon_name,
    money: fromMinor(t.money),
    discount: discountText(t.type, t.discount_rate),
    discount_limit: fromMinor(t.discount_limit),
    ...typeTerms(t, now),
    goods_type: 1,
    count: t.count,
    lead_count: t.lead_count,
    site_name: t.site_name,
    received: Number(t.received),
  };
}

export function toPlatformCouponType(t: TypeRow, now: number): PlatformCouponType {
  return {
    platformcoupon_type_id: t.coupon_type_id,
    platformcoupon_name: t.coupon_name,
    money: fromMinor(t.money),
    count: t.count,
    lead_count: t.lead_count,
    ...typeTerms(t, now),
    use_scenario: 1,
    group_ids: '',
    received: Number(t.received),
  };
}

/** The state a member sees: an unused coupon past its end is expired. */
const stateAt = (c: MemberCouponRow, now: number) => (c.state === 1 && c.end_time <= now ? 3 : c.state);

/** A received coupon's state and use, the same for both kinds. */
const receivedUse = (c: MemberCouponRow, now: number) => ({
  state: stateAt(c, now),
  get_type: c.get_type,
  fetch_time: c.fetch_time,
  use_time: c.use_time,
  end_time: c.end_time,
  use_order_id: c.use_order_id,
  order_no: c.order_no,
});

export function toMemberCoupon(c: MemberCouponRow, memberId: number, now: number): MemberCoupon {
  return {
    coupon_id: c.coupon_id,
    coupon_type_id: c.coupon_type_id,
    coupon_name: c.coupon_name,
    type: kind(c.type),
    site_id: c.site_id,
    site_name: c.site_name,
    coupon_code: c.coupon_code,
    member_id: memberId,
    username: c.username,
    discount_limit: fromMinor(c.discount_limit),
    at_least: fromMinor(c.at_least),
    money: fromMinor(c.money),
    discount: discountText(c.type, c.discount_rate),
    ...receivedUse(c, now),
    goods_type: 1,
    validity_type: Number(c.validity_type),
    fixed_term: Number(c.fixed_term),
  };
}

export function toMemberPlatformCoupon(c: MemberCouponRow, memberId: number, now: number): MemberPlatformCoupon {
  return {
    platformcoupon_id: c.coupon_id,
    platformcoupon_type_id: c.coupon_type_id,
    platformcoupon_name: c.coupon_name,
    platformcoupon_code: c.coupon_code,
    member_id: memberId,
    username: c.username,
    at_least: fromMinor(c.at_least),
    money: fromMinor(c.money),
    ...receivedUse(c, now),
    use_scenario: 1,
    validity_type: Number(c.validity_type),
    fixed_term: Number(c.fixed_term),
  };
}

export function toSellerCouponType(t: OwnTypeRow, now: number): SellerCouponType {
  return {
    coupon_type_id: t.coupon_type_id,
    site_id: t.site_id,
    coupon_name: t.coupon_name,
    type: kind(t.type),
    money: fromMinor(t.money),
    discount: discountText(t.type, t.discount_rate),
    discount_limit: fromMinor(t.discount_limit),
    at_least: fromMinor(t.at_least),
    validity_type: t.validity_type,
    end_time: t.end_time,
    fixed_term: t.fixed_term,
    count: t.count,
    lead_count: t.lead_count,
    used_count: Number(t.used_count),
    max_fetch: t.max_fetch,
    status: typeStatus(t, now),
    create_time: t.create_time,
  };
}
