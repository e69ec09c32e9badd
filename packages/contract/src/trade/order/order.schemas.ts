import { z } from 'zod';
import { idSchema } from '../../common/fields';
import { jsonText } from '../../common/json-text';
import { skuSpecText } from '../../catalog/goods-text';
import { moneySchema } from '../../common/money';
import { pageQuerySchema } from '../../common/paging';
import { cartIdsSchema } from '../cart/cart.schemas';
import { ORDER_ACTIONS, ORDER_TABS } from './order.constants';
import { orderPackageSchema } from '../fulfilment/package.schemas';

const int = z.number().int();

/**
 * The store a pickup order is collected from (`delivery_store_info`), with the keys the API
 * family's clients read (`telphone` as they spell it; coordinates as strings, '' when unknown).
 */
export const deliveryStoreText = jsonText(
  z.looseObject({
    open_date: z.string(),
    full_address: z.string(),
    longitude: z.string(),
    latitude: z.string(),
    telphone: z.string(),
  }),
);
export type DeliveryStore = z.output<typeof deliveryStoreText.schema>;

export const orderActionSchema = z.object({
  action: z.enum(ORDER_ACTIONS),
  title: z.string(),
  color: z.string(), // '' = the default colour
});
export type OrderActionItem = z.infer<typeof orderActionSchema>;

/** What names the goods of a line, at checkout and in an order: the same fields, in the same order. */
export const goodsLineShape = {
  goods_id: int,
  sku_id: int,
  sku_name: z.string(),
  goods_name: z.string(),
  sku_image: z.string(),
  sku_spec_format: skuSpecText.wire,
};

/** Whose line it is: the order goods' id with its order, shop and buyer, as the after-sale and review answers begin. */
export const orderGoodsOwnerShape = {
  order_goods_id: int,
  order_id: int,
  order_no: z.string(),
  site_id: int,
  site_name: z.string(),
  member_id: int,
};

/** The SKU a line bought, its unit price and quantity, as the after-sale, review and desk answers name them. */
export const boughtSkuShape = {
  sku_id: int,
  sku_name: z.string(),
  sku_image: z.string(),
  price: moneySchema,
  num: int,
};

export const orderGoodsSchema = z.object({
  order_goods_id: int,
  order_id: int,
  ...goodsLineShape,
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
  /** What the shop added to (or, negative, took off) the price; "0.00" unless adjusted. */
  adjust_money: moneySchema,
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
  /** The shop promotion the order was bought in ('' for none, else seckill, groupbuy, bundling or topic) and its name. */
  promotion_type: z.string(),
  promotion_type_name: z.string(),
  goods_money: moneySchema,
  delivery_money: moneySchema,
  coupon_money: moneySchema,
  promotion_money: moneySchema,
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
  delivery_store_info: deliveryStoreText.wire, // '' unless picked up at a store
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
  delivery_time: int,
  sign_time: int,
  finish_time: int,
  /** 1 once the buyer extended the receipt deadline (once per order). */
  extend_take_delivery: int,
  /** When a shipped order is received by itself (status 3 only, else 0). */
  take_delivery_execute_time: int,
  /** When a received order completes by itself (status 4 only, else 0). */
  complete_execute_time: int,
  /** Pickup orders once paid: the code the store redeems, and its QR image (a data URL); '' otherwise. */
  delivery_code: z.string(),
  pickup: z.string(),
  /** Virtual orders once paid: the redemption code, its QR image and whether it was used. */
  virtual_code: z.string(),
  virtualgoods: z.string(),
  virtual_goods: z.object({ is_veirfy: int, verify_time: int }).nullable(),
  /** Express and local-delivery orders: their packages (API-SHAPES-MORE §3.5), [] before shipping. */
  package_list: z.array(orderPackageSchema).optional(),
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
