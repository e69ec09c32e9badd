import { z } from 'zod';
import { flagSchema, idSchema, intSchema } from '../../common/fields';
import { moneySchema } from '../../common/money';
import { cartIdsSchema } from '../cart/cart.schemas';
import { memberAddressSchema } from '../../member/address/address.schemas';
import { addressSchema, invoiceSchema, INVOICE_CONTENTS } from '../../validation/address.rules';
import { purchaseQuantitySchema } from '../../validation/order.rules';
import { maxChars } from '../../validation/rule-helpers';
import { BUYER_MESSAGE_MAX, DELIVERY_TYPES } from '../order/order.constants';
import { goodsLineShape } from '../order/order.schemas';
import { bySiteId, jsonField } from '../order/json-field';

const int = z.number().int();

/** A shop's delivery choice: `store_id` for pickup, `delivery_time` (a value offered by payment) for local delivery. */
export const deliveryChoiceSchema = z.object({
  delivery_type: z.enum(DELIVERY_TYPES, { error: 'DELIVERY_TYPE_UNAVAILABLE' }),
  store_id: intSchema.optional(),
  delivery_time: z.string().max(40).optional(),
});
export type DeliveryChoice = z.output<typeof deliveryChoiceSchema>;

/** `coupon_id` 0 (or absent) means no store coupon for that shop. */
export const couponChoiceSchema = z.object({ coupon_id: intSchema.pipe(z.number().min(0)).default(0) });

/** An address chosen by id, `{id}`, or given in full (used for this order only). */
export const memberAddressInputSchema = z.union([idSchema, z.object({ id: idSchema }), addressSchema]);

/**
 * The input of ordercreate/payment, /calculate and /create: the goods (`cart_ids`, or `sku_id`
 * with `num`) and the buyer's choices. Per-shop choices are keyed by site_id; shops without a
 * choice get the first method they offer and no coupon. Prices, discounts and shop ids sent by a
 * client are not read.
 */
export const orderCreateBodySchema = z
  .object({
    cart_ids: cartIdsSchema.optional(),
    sku_id: idSchema.optional(),
    num: purchaseQuantitySchema.optional(),
    is_balance: flagSchema.default(0),
    pay_password: z.string().max(20).optional(),
    member_address: jsonField(memberAddressInputSchema).optional(),
    delivery: jsonField(bySiteId(deliveryChoiceSchema)).optional(),
    coupon: jsonField(bySiteId(couponChoiceSchema)).optional(),
    buyer_message: jsonField(
      bySiteId(z.string().trim().check(maxChars(BUYER_MESSAGE_MAX, 'BUYER_MESSAGE_TOO_LONG'))),
    ).optional(),
    platform_coupon_id: intSchema.pipe(z.number().min(0)).default(0),
    invoice: jsonField(invoiceSchema).optional(),
  })
  .refine((b) => (b.cart_ids?.length ?? 0) > 0 || (b.sku_id !== undefined && b.num !== undefined), {
    message: 'ORDER_CREATE_DATA_MISSING',
    path: ['cart_ids'],
  });
export type OrderCreateBody = z.input<typeof orderCreateBodySchema>;
export type OrderCreateInput = z.output<typeof orderCreateBodySchema>;

/**
 * The input of a promotion's ordercreate calls (seckill, group buy, combo, topic): the normal
 * checkout's choices for goods bought directly, to which each adds its own id. Cart lines are
 * not read.
 */
export const promotionOrderBodySchema = z.object(orderCreateBodySchema.shape).omit({ cart_ids: true });

export const checkoutGoodsSchema = z.object({
  cart_id: int, // 0 when bought directly
  ...goodsLineShape,
  price: moneySchema, // unit price charged
  discount_price: moneySchema, // the same unit price, under the name the API family reads
  num: int,
  goods_money: moneySchema, // price × num
  stock: int,
  is_free_shipping: int,
  unit: z.string(),
});

export const pickupStoreSchema = z.object({
  store_id: int,
  store_name: z.string(),
  telephone: z.string(),
  full_address: z.string(),
  open_date: z.string(), // business hours as the shop wrote them
});
export type PickupStore = z.infer<typeof pickupStoreSchema>;

/** A local-delivery slot: `value` is what the buyer sends back as `delivery_time`. */
export const deliverySlotSchema = z.object({
  value: z.string(), // "2026-05-01 09:00-12:00" (Myanmar time)
  date: z.string(),
  start: z.string(),
  end: z.string(),
});

export const checkoutCouponSchema = z.object({
  coupon_id: int,
  coupon_type_id: int,
  site_id: int, // 0 for a platform coupon
  coupon_name: z.string(),
  type: z.enum(['reward', 'discount']), // reward: fixed money off; discount: a rate
  money: moneySchema, // reward amount
  discount: z.string(), // "8.5" = 85 % of the price; "0" for reward coupons
  discount_limit: moneySchema, // the most a discount coupon takes off; "0.00" = no cap
  at_least: moneySchema, // threshold; "0.00" = any amount
  start_time: int,
  end_time: int,
  coupon_money: moneySchema, // what it takes off here
});
export type CheckoutCoupon = z.infer<typeof checkoutCouponSchema>;

const amounts = {
  goods_money: moneySchema,
  delivery_money: moneySchema,
  promotion_money: moneySchema, // full reduction
  coupon_money: moneySchema, // store coupon
  platform_coupon_money: moneySchema,
  invoice_money: moneySchema,
  order_money: moneySchema, // goods + delivery + invoice − discounts
  balance_money: moneySchema,
  pay_money: moneySchema, // order_money − balance_money: what is left to pay
  goods_num: int,
};

export const checkoutShopSchema = z.object({
  site_id: int,
  site_name: z.string(),
  goods_list: z.array(checkoutGoodsSchema),
  /** Methods the shop offers, in the order shown; empty → DELIVERY_NOT_CONFIGURED. */
  express_type: z.array(z.object({ name: z.enum(DELIVERY_TYPES), title: z.string() })),
  store_list: z.array(pickupStoreSchema),
  local_delivery_times: z.array(deliverySlotSchema),
  delivery: z.object({
    delivery_type: z.enum(DELIVERY_TYPES).or(z.literal('')),
    store_id: int,
    delivery_time: z.string(),
  }),
  coupon_list: z.array(checkoutCouponSchema),
  coupon_id: int,
  manjian: z
    .object({ manjian_id: int, manjian_name: z.string(), discount_money: moneySchema, free_shipping: int })
    .nullable(),
  buyer_message: z.string(),
  /** A problem that blocks creating this shop's order, in the request's language; '' when none. */
  error_message: z.string(),
  ...amounts,
});
export type CheckoutShop = z.infer<typeof checkoutShopSchema>;

export const invoiceConfigSchema = z.object({
  is_open: int,
  invoice_rate: z.string(), // percent of the taxable amount, e.g. "3.00"
  paper_money: moneySchema, // postage of a paper invoice, per order
  invoice_content: z.array(z.enum(INVOICE_CONTENTS)),
});

/**
 * The checkout: what ordercreate/payment and /calculate answer. Every amount is computed by the
 * server. `shop_goods_list` is keyed by site_id, as the API family reads it (so shops come in
 * site_id order). `is_virtual` 1 when every line is virtual goods (no address or delivery asked).
 * `error_code`/`error_message` name the first problem that would stop `create` (no address, a
 * shop without delivery methods, goods out of stock); '' when the order can be placed.
 */
export const checkoutSchema = z.object({
  member_account: z.object({
    balance: moneySchema,
    balance_money: moneySchema, // the withdrawable part; Zay's balance is not withdrawable
    balance_total: moneySchema, // balance + balance_money
    is_pay_password: int,
  }),
  member_address: memberAddressSchema.nullable(),
  shop_goods_list: z.record(z.string(), checkoutShopSchema),
  is_virtual: int,
  platform_coupon_list: z.array(checkoutCouponSchema),
  platform_coupon_id: int,
  invoice_config: invoiceConfigSchema,
  is_invoice: int,
  is_balance: int,
  error_code: z.string(),
  error_message: z.string(),
  ...amounts,
});
export type Checkout = z.infer<typeof checkoutSchema>;
