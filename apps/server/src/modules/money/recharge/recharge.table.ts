import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

export interface MemberRechargeTable {
  recharge_id: Generated<number>;
  recharge_name: D<string>; // zh-cn
  recharge_name_en: D<string>;
  recharge_name_mm: D<string>;
  cover_img: D<string>;
  face_value: D<number>; // minor units credited to the balance
  buy_price: D<number>; // minor units paid
  point: D<number>;
  growth: D<number>;
  coupon_id: D<string>;
  sale_num: D<number>;
  status: D<number>; // RECHARGE_STATUS
  create_time: D<number>;
}

export interface MemberRechargeOrderTable {
  order_id: Generated<number>;
  order_no: string;
  out_trade_no: string;
  member_id: number;
  recharge_id: number;
  recharge_name: D<string>; // as bought, in the buyer's language
  cover_img: D<string>;
  face_value: number;
  buy_price: number;
  point: D<number>;
  growth: D<number>;
  coupon_id: D<string>;
  status: D<number>; // RECHARGE_ORDER_STATUS
  pay_type: D<string>;
  pay_time: D<number>;
  create_time: number;
}

/** The tables the recharge module owns, by name. */
export interface RechargeTables {
  member_recharge: MemberRechargeTable;
  member_recharge_order: MemberRechargeOrderTable;
}
