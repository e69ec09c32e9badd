import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

interface CouponTerms {
  coupon_name: D<string>;
  type: D<string>; // reward | discount
  money: D<number>;
  discount_rate: D<number>; // share of the price paid, in 1/10000 (8500 = "8.5")
  discount_limit: D<number>;
  at_least: D<number>;
}

export interface CouponTypeTable extends CouponTerms {
  coupon_type_id: Generated<number>;
  site_id: D<number>; // 0 = platform coupon
  validity_type: D<number>;
  start_time: D<number>;
  end_time: D<number>;
  fixed_term: D<number>;
  count: D<number>;
  lead_count: D<number>;
  max_fetch: D<number>;
  status: D<number>;
  create_time: D<number>;
}

export interface CouponTable extends CouponTerms {
  coupon_id: Generated<number>;
  coupon_type_id: D<number>;
  site_id: D<number>;
  member_id: number;
  state: D<number>; // 1 unused, 2 used, 3 expired
  start_time: D<number>;
  end_time: D<number>;
  fetch_time: D<number>;
  use_time: D<number>;
  use_order_id: D<number>;
  coupon_code: D<string>;
  get_type: D<number>;
}

/** How many coupons of a type a member has received (the per-member limit; migration 023). */
export interface CouponFetchTable {
  id: Generated<number>;
  coupon_type_id: number;
  member_id: number;
  fetch_count: D<number>;
}

/** The tables the coupon module owns, by name. */
export interface CouponTables {
  coupon_type: CouponTypeTable;
  coupon: CouponTable;
  coupon_fetch: CouponFetchTable;
}
