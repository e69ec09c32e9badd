import { z } from 'zod';
import { idSchema, intSchema } from '../../common/fields';
import { moneyInputSchema, moneySchema } from '../../common/money';
import { orderPackageSchema } from './package.schemas';
import { boughtSkuShape } from '../order/order.schemas';
import { DESK_ACTIONS, DESK_PAGE_SIZE, DESK_TABS, MAX_PACKAGES, MYANMAR_COURIERS } from './fulfilment.constants';

const int = z.number().int();
const text = (max: number, error = 'FIELD_INVALID') => z.string({ error }).trim().min(1, { error }).max(max, { error });

const unixSchema = intSchema.pipe(z.number().int().min(0).max(4_102_444_800));

export const deskListBodySchema = z.object({
  tab: z.enum(DESK_TABS, { error: 'FIELD_INVALID' }).default('all'),
  /** Part of the order number. */
  order_no: z.string().trim().max(40).default(''),
  /** Part of the buyer's username or nickname, the receiver's name or mobile. */
  buyer: z.string().trim().max(50).default(''),
  /** Created at or after / before (Unix seconds; 0 = open). */
  start_time: unixSchema.default(0),
  end_time: unixSchema.default(0),
  page: intSchema.pipe(z.number().int().min(1).max(100_000)).default(1),
  page_size: intSchema.pipe(z.number().int().min(1).max(100)).default(DESK_PAGE_SIZE),
});
export type DeskListQuery = z.infer<typeof deskListBodySchema>;

export const deskGoodsSchema = z.object({
  order_goods_id: int,
  goods_id: int,
  ...boughtSkuShape,
  goods_money: moneySchema,
  delivery_status: int,
  /** The package that carries it (0 while not shipped). */
  package_id: int,
  /** Its after-sale state (REFUND_STATUS): a refunded goods is not shipped, an open refund waits for the shop's answer. */
  refund_status: int,
});

export const deskOrderSchema = z.object({
  order_id: int,
  order_no: z.string(),
  out_trade_no: z.string(),
  site_id: int,
  site_name: z.string(),
  member_id: int,
  buyer_name: z.string(),
  order_type: int,
  order_type_name: z.string(),
  /** As in the member's order detail: '' or the promotion the order was bought in, and its name. */
  promotion_type: z.string(),
  promotion_type_name: z.string(),
  order_status: int,
  order_status_name: z.string(),
  pay_status: int,
  pay_type_name: z.string(),
  delivery_type: z.string(),
  delivery_type_name: z.string(),
  name: z.string(),
  mobile: z.string(),
  goods_num: int,
  order_money: moneySchema,
  adjust_money: moneySchema,
  pay_money: moneySchema,
  create_time: int,
  pay_time: int,
  /**
   * While a bank-transfer proof waits for the shop (ADR 087): when it was sent (its age) and when
   * the confirmation window ends and the order awaits payment again; 0 and 0 otherwise.
   */
  proof_time: int,
  proof_expire_time: int,
  order_goods: z.array(deskGoodsSchema),
  desk_action: z.array(z.enum(DESK_ACTIONS)),
});
export type DeskOrder = z.infer<typeof deskOrderSchema>;

/** A row of what the desk did with the order. */
export const deskLogSchema = z.object({
  action: z.string(),
  action_name: z.string(),
  remark: z.string(),
  staff_name: z.string(),
  create_time: int,
});

export const deskOrderDetailSchema = deskOrderSchema.extend({
  goods_money: moneySchema,
  delivery_money: moneySchema,
  promotion_money: moneySchema,
  coupon_money: moneySchema,
  platform_coupon_money: moneySchema,
  invoice_money: moneySchema,
  balance_money: moneySchema,
  full_address: z.string(),
  address: z.string(),
  buyer_message: z.string(),
  buyer_ask_delivery_time: z.string(),
  delivery_store_name: z.string(),
  delivery_time: int,
  close_time: int,
  /** The bank-transfer proof: image paths (relative), the buyer's note, when it was sent. */
  proof: z.object({ imgs: z.array(z.string()), desc: z.string(), time: int, expire_time: int }).nullable(),
  package_list: z.array(orderPackageSchema),
  log: z.array(deskLogSchema),
});
export type DeskOrderDetail = z.infer<typeof deskOrderDetailSchema>;

export const deskOrderIdBodySchema = z.object({ order_id: idSchema });

export const deskRejectProofBodySchema = z.object({ order_id: idSchema, reason: text(200, 'SELLER_REASON_REQUIRED') });

export const deskAdjustBodySchema = z.object({
  order_id: idSchema,
  /** The whole adjustment (negative takes money off); replaces an earlier one. */
  adjust_money: moneyInputSchema.pipe(z.number().int().min(-10_000_000_00).max(10_000_000_00)),
  reason: text(100, 'SELLER_REASON_REQUIRED'),
});

const deliveryNoSchema = z
  .string({ error: 'SELLER_DELIVERY_NO_INVALID' })
  .trim()
  .regex(/^[A-Za-z0-9-]{4,40}$/, { error: 'SELLER_DELIVERY_NO_INVALID' });

const courierIds = MYANMAR_COURIERS.map((c) => c.id) as number[];

export const deskShipBodySchema = z.object({
  order_id: idSchema,
  packages: z
    .array(
      z.object({
        express_company_id: intSchema.refine((id) => courierIds.includes(id), { error: 'SELLER_COURIER_INVALID' }),
        delivery_no: deliveryNoSchema,
        order_goods_ids: z.array(idSchema).min(1, { error: 'SELLER_PACKAGE_GOODS' }).max(200),
      }),
      { error: 'SELLER_PACKAGE_GOODS' },
    )
    .min(1, { error: 'SELLER_PACKAGE_GOODS' })
    .max(MAX_PACKAGES, { error: 'SELLER_PACKAGE_GOODS' }),
});
export type DeskShipBody = z.infer<typeof deskShipBodySchema>;

export const deskDispatchBodySchema = z.object({
  order_id: idSchema,
  courier_name: text(50, 'SELLER_COURIER_REQUIRED'),
  courier_phone: z
    .string({ error: 'SELLER_COURIER_PHONE_INVALID' })
    .trim()
    .regex(/^\+?[0-9 -]{6,20}$/, { error: 'SELLER_COURIER_PHONE_INVALID' }),
  /** When the courier leaves (Unix seconds; 0 = now). */
  delivery_time: unixSchema.default(0),
});

export const deskTraceBodySchema = z.object({
  package_id: idSchema,
  /** When it happened (Unix seconds; 0 = now); never in the future. */
  trace_time: unixSchema.default(0),
  remark: text(200, 'SELLER_TRACE_REQUIRED'),
});

export const deskCouriersSchema = z.array(z.object({ id: int, name: z.string() }));
