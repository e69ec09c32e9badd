import type { ColumnType, Generated } from 'kysely';

/** A NOT NULL column with a default: optional on insert. */
type D<T> = ColumnType<T, T | undefined, T>;

/**
 * Tables of orders, payments, coupons, delivery and the balance ledger (migrations 006–008).
 * Money columns are integer minor units; times Unix seconds.
 */
export interface OrdersTable {
  order_id: Generated<number>;
  order_no: string;
  out_trade_no: string;
  site_id: number;
  site_name: D<string>;
  member_id: number;
  order_type: D<number>; // 1 express, 2 store pickup, 3 local delivery, 4 virtual
  promotion_type: D<string>; // order kind: '' normal
  order_status: D<number>; // 0 unpaid, 1 paid, 2 preparing, 3 shipped, 4 received, 10 completed, -1 closed
  pay_status: D<number>; // 0 unpaid, 1 paying, 2 paid
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
  delivery_status: D<number>;
  refund_status: D<number>;
  is_evaluate: D<number>;
  create_time: number;
}

export interface PayTable {
  id: Generated<number>;
  out_trade_no: string;
  member_id: number;
  pay_money: number;
  pay_status: D<number>; // 0 unpaid, 1 paying, 2 paid, -1 closed
  pay_type: D<string>;
  pay_detail: D<string>;
  trade_no: D<string>;
  create_time: number;
  pay_time: D<number>;
  close_time: D<number>;
  offline_imgs: D<string>;
  offline_desc: D<string>;
  offline_time: D<number>;
}

export interface PayNotifyTable {
  id: Generated<number>;
  provider: string;
  notify_id: string;
  out_trade_no: string;
  trade_no: D<string>;
  amount: number;
  result: string;
  create_time: number;
}

export interface PayProofTable {
  id: Generated<number>;
  pic_path: string;
  out_trade_no: string;
  member_id: number;
  create_time: number;
}

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
}

export interface ShopDeliveryTable {
  id: Generated<number>;
  site_id: number;
  express_enabled: D<number>;
  express_fee: D<number>;
  express_free_money: D<number>;
  store_enabled: D<number>;
  local_enabled: D<number>;
  local_fee: D<number>;
  local_times: D<string>; // JSON [{start, end}]
  local_days: D<number>;
  update_time: D<number>;
}

export interface ShopStoreTable {
  store_id: Generated<number>;
  site_id: number;
  store_name: D<string>;
  telephone: D<string>;
  full_address: D<string>;
  open_date: D<string>;
  longitude: D<string>;
  latitude: D<string>;
  status: D<number>;
  sort: D<number>;
  create_time: D<number>;
}

export interface MemberBalanceLogTable {
  id: Generated<number>;
  member_id: number;
  amount: number;
  balance_after: number;
  type: string;
  ref: D<string>;
  remark: D<string>;
  create_time: number;
}

export interface OrderTables {
  orders: OrdersTable;
  order_goods: OrderGoodsTable;
  pay: PayTable;
  pay_notify: PayNotifyTable;
  pay_proof: PayProofTable;
  coupon_type: CouponTypeTable;
  coupon: CouponTable;
  shop_delivery: ShopDeliveryTable;
  shop_store: ShopStoreTable;
  member_balance_log: MemberBalanceLogTable;
}
