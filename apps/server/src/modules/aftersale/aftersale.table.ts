import type { Generated } from 'kysely';
import type { D } from '../../db/columns';

export interface OrderRefundTable {
  refund_id: Generated<number>;
  order_goods_id: number;
  order_id: number;
  member_id: number;
  site_id: number;
  refund_no: string;
  refund_status: D<number>; // REFUND_STATUS, mirrored on order_goods; its moves: REFUND
  refund_type: D<number>; // 1 refund only, 2 return and refund
  refund_apply_money: D<number>;
  refund_delivery_money: D<number>; // the part of the amount that is the order's delivery, tax and adjustment
  refund_real_money: D<number>;
  refund_reason: D<string>;
  refund_remark: D<string>;
  refund_refuse_reason: D<string>;
  refund_delivery_name: D<string>;
  refund_delivery_no: D<string>;
  refund_delivery_remark: D<string>;
  refund_address: D<string>;
  refund_money_type: D<number>;
  refund_action_time: D<number>;
  refund_time: D<number>;
  status_time: D<number>;
  create_time: number;
}

export interface OrderRefundLogTable {
  id: Generated<number>;
  order_goods_id: number;
  action_way: number;
  action: string;
  detail: D<string>;
  action_time: number;
}

export interface OrderRefundPartTable {
  id: Generated<number>;
  refund_no: string;
  order_goods_id: number;
  order_id: number;
  site_id: number;
  member_id: number;
  out_trade_no: D<string>;
  route: string; // balance | wallet | offline
  notify_id: D<string>;
  amount: number;
  status: D<number>; // 0 waiting, 1 done
  proof: D<string>;
  create_time: number;
  done_time: D<number>;
}

export interface OrderComplainTable {
  complain_id: Generated<number>;
  order_goods_id: number;
  order_id: number;
  member_id: number;
  site_id: number;
  complain_no: string;
  complain_status: D<number>; // COMPLAIN_STATUS; its moves: COMPLAIN
  complain_apply_money: D<number>;
  complain_real_money: D<number>;
  complain_reason: D<string>;
  complain_remark: D<string>;
  complain_refuse_reason: D<string>;
  complain_apply_time: D<number>;
  complain_time: D<number>;
  create_time: number;
}

/** The tables the after-sale module owns, by name. */
export interface AftersaleTables {
  order_refund: OrderRefundTable;
  order_refund_log: OrderRefundLogTable;
  order_refund_part: OrderRefundPartTable;
  order_complain: OrderComplainTable;
}
