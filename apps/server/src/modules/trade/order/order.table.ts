import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

export interface OrdersTable {
  order_id: Generated<number>;
  order_no: string;
  out_trade_no: string;
  site_id: number;
  site_name: D<string>;
  member_id: number;
  order_type: D<number>; // 1 express, 2 store pickup, 3 local delivery, 4 virtual
  promotion_type: D<string>; // order kind: '' normal
  order_status: D<number>; // ORDER_STATUS; its moves: ORDER in lib/order-state-machine.ts
  pay_status: D<number>; // PAY_STATUS (never closed); its moves: PAY
  pay_type: D<string>;
  delivery_type: D<string>; // express | store | local
  order_name: D<string>;
  goods_num: D<number>;
  name: D<string>;
  mobile: D<string>;
  telephone: D<string>;
  province_id: D<number>;
  city_id: D<number>;
  district_id: D<number>;
  address: D<string>;
  full_address: D<string>;
  longitude: D<string>;
  latitude: D<string>;
  buyer_message: D<string>;
  goods_money: D<number>;
  delivery_money: D<number>;
  promotion_money: D<number>;
  manjian_id: D<number>;
  coupon_id: D<number>;
  coupon_money: D<number>;
  platform_coupon_id: D<number>;
  platform_coupon_money: D<number>;
  adjust_money: D<number>;
  invoice_money: D<number>;
  order_money: D<number>;
  /** The shop's commission in hundredths of a percent, fixed when placed; −1: decided when booked (migration 049). */
  commission_rate: D<number>;
  balance_money: D<number>;
  pay_money: D<number>;
  is_invoice: D<number>;
  invoice_type: D<string>;
  invoice_title_type: D<string>;
  invoice_title: D<string>;
  taxpayer_number: D<string>;
  invoice_content: D<string>;
  invoice_full_address: D<string>;
  invoice_email: D<string>;
  delivery_store_id: D<number>;
  delivery_store_name: D<string>;
  delivery_store_info: D<string>; // JSON
  buyer_ask_delivery_time: D<string>;
  create_time: number;
  auto_close_time: D<number>; // 0 = never
  pay_time: D<number>;
  close_time: D<number>;
  close_cause: D<string>; // buyer | timeout
  delivery_time: D<number>;
  sign_time: D<number>;
  finish_time: D<number>;
  is_evaluate: D<number>;
  evaluate_status: D<number>;
  extend_take_delivery: D<number>; // 1 once the buyer extended the receipt deadline
  is_settled: D<number>; // 1 once booked to its shop's settlement ledger (ADR 102)
}

export interface OrderGoodsTable {
  order_goods_id: Generated<number>;
  order_id: number;
  member_id: number;
  site_id: number;
  goods_id: number;
  sku_id: number;
  sku_name: D<string>;
  goods_name: D<string>;
  sku_image: D<string>;
  sku_spec_format: D<string>;
  sku_no: D<string>;
  price: number;
  num: number;
  goods_money: number;
  real_goods_money: number;
  delivery_status: D<number>; // DELIVERY_STATUS; its moves: DELIVERY
  refund_status: D<number>; // REFUND_STATUS, as the goods' order_refund row; its moves: REFUND
  is_evaluate: D<number>;
  create_time: number;
}

/** The tables the order module owns, by name. */
export interface OrderTables {
  orders: OrdersTable;
  order_goods: OrderGoodsTable;
}
