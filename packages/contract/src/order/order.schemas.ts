import { z } from 'zod';
import { idSchema } from '../common/fields';
import { moneySchema } from '../common/money';
import { pageQuerySchema } from '../common/paging';
import { cartIdsSchema } from '../cart/cart.schemas';
import { ORDER_ACTIONS, ORDER_TABS } from './order.constants';

const int = z.number().int();

export const orderActionSchema = z.object({
  action: z.enum(ORDER_ACTIONS),
  title: z.string(),
  color: z.string(), // '' = the default colour
});
export type OrderActionItem = z.infer<typeof orderActionSchema>;

export const orderGoodsSchema = z.object({
  order_goods_id: int,
  order_id: int,
  goods_id: int,
  sku_id: int,
  sku_name: z.string(),
  goods_name: z.string(),
  sku_image: z.string(),
  sku_spec_format: z.string(),
  price: moneySchema,
  num: int,
  goods_money: moneySchema,
  real_goods_money: moneySchema, // after this line's share of the discounts
  delivery_status: int,
  delivery_status_name: z.string(),
  refund_status: int,
  refund_status_name: z.string(),
  is_evaluate: int,
});
export type OrderGoods = z.infer<typeof orderGoodsSchema>;

/** One order as the list shows it. */
export const orderListItemSchema = z.object({
  order_id: int,
  order_no: z.string(),
  out_trade_no: z.string(),
  site_id: int,
  site_name: z.string(),
  order_type: int,
  order_type_name: z.string(),
  order_status: int,
  order_status_name: z.string(),
  pay_status: int,
  pay_type: z.string(),
  pay_type_name: z.string(),
  delivery_type: z.string(),
  delivery_type_name: z.string(),
  order_name: z.string(),
  order_money: moneySchema,
  pay_money: moneySchema,
  goods_num: int,
  create_time: int,
  pay_time: int,
  /** When an unpaid order closes by itself (0 once paid or closed). */
  auto_close_time: int,
  is_evaluate: int,
  evaluate_status: int,
  order_goods: z.array(orderGoodsSchema),
  action: z.array(orderActionSchema),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderDetailGoodsSchema = orderGoodsSchema.extend({
  refund_action: z.array(orderActionSchema.extend({ action: z.string() })),
  complain_action: z.array(orderActionSchema.extend({ action: z.string() })),
});

/** The full order (order/detail). */
export const orderDetailSchema = orderListItemSchema.extend({
  order_goods: z.array(orderDetailGoodsSchema),
  goods_money: moneySchema,
  delivery_money: moneySchema,
  coupon_money: moneySchema,
  promotion_money: moneySchema,
  adjust_money: moneySchema,
  balance_money: moneySchema,
  invoice_money: moneySchema,
  platform_coupon_total_money: moneySchema,
  name: z.string(),
  mobile: z.string(),
  telephone: z.string(),
  full_address: z.string(),
  address: z.string(),
  buyer_message: z.string(),
  close_time: int,
  close_cause: z.string(),
  delivery_store_id: int,
  delivery_store_name: z.string(),
  delivery_store_info: z.string(), // JSON {full_address, telephone, open_date}
  buyer_ask_delivery_time: z.string(),
  is_invoice: int,
  invoice_type: z.string(),
  invoice_title_type: z.string(),
  invoice_title: z.string(),
  taxpayer_number: z.string(),
  invoice_content: z.string(),
  invoice_full_address: z.string(),
  invoice_email: z.string(),
  is_enable_refund: int,
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderListBodySchema = pageQuerySchema.extend({
  order_status: z.enum(ORDER_TABS, { error: 'FIELD_INVALID' }).default('all'),
});
export const orderIdBodySchema = z.object({ order_id: idSchema });
/** order/pay: one order id or a comma list of the member's unpaid orders. */
export const orderPayBodySchema = z.object({ order_ids: cartIdsSchema });

/** order/num: how many orders each tab holds. */
export const orderNumSchema = z.object({
  waitpay: int,
  waitsend: int,
  waitconfirm: int,
  waitrate: int,
  refunding: int,
});
export type OrderNum = z.infer<typeof orderNumSchema>;
