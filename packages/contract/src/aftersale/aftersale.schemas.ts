import { z } from 'zod';
import { idSchema, intSchema } from '../common/fields';
import { moneySchema } from '../common/money';
import { pageOf, pageQuerySchema } from '../common/paging';
import { maxChars, notBlank, optionalText, requiredText, singleLine } from '../validation/rule-helpers';
import { refundDeliverySchema } from '../validation/order.rules';
import { boughtSkuShape, orderGoodsOwnerShape } from '../trade/order/order.schemas';
import { AFTER_SALE_REMARK_MAX, REFUND_PROOF_MAX, REFUND_REASONS, REFUSE_REASON_MAX } from './aftersale.constants';

const int = z.number().int();
const actionSchema = z.object({ action: z.string(), title: z.string(), color: z.string() });

export const orderGoodsIdBodySchema = z.object({ order_goods_id: idSchema });

/** A reason from the list, by key or by its name in any language (the family's clients send the name). */
const reasonSchema = requiredText('REFUND_REASON_REQUIRED').check(
  notBlank('REFUND_REASON_REQUIRED'),
  maxChars(100, 'FIELD_TOO_LONG'),
);
const remarkSchema = optionalText(AFTER_SALE_REMARK_MAX, 'AFTERSALE_REMARK_TOO_LONG', true);

export const refundApplyBodySchema = z.object({
  order_goods_id: idSchema,
  refund_type: intSchema.pipe(z.union([z.literal(1), z.literal(2)], { error: 'REFUND_TYPE_INVALID' })).default(1),
  refund_reason: reasonSchema,
  refund_remark: remarkSchema,
});
export type RefundApplyBody = z.output<typeof refundApplyBodySchema>;

export const refundDeliveryBodySchema = z.object({
  order_goods_id: idSchema,
  ...refundDeliverySchema.shape,
  refund_delivery_remark: remarkSchema,
});
export type RefundDeliveryBody = z.output<typeof refundDeliveryBodySchema>;

export const complainApplyBodySchema = z.object({
  order_goods_id: idSchema,
  complain_reason: reasonSchema,
  complain_remark: remarkSchema,
});
export type ComplainApplyBody = z.output<typeof complainApplyBodySchema>;

/** A reason a buyer picks from: its key and its name in the reader's language. */
export const refundReasonSchema = z.object({
  key: z.enum(REFUND_REASONS),
  name: z.string(),
  /** The refund types (1 refund only, 2 return) this reason fits (ADR 100). */
  refund_type: z.array(int),
});

export const refundLogSchema = z.object({
  action_way: int,
  action_way_name: z.string(),
  action: z.string(),
  action_name: z.string(),
  detail: z.string(),
  action_time: int,
});

/** How a finished refund went back: balance, wallet or offline, each done or waiting. */
export const refundPartSchema = z.object({
  route: z.enum(['balance', 'wallet', 'offline']),
  amount: moneySchema,
  status: int,
  proof: z.string(),
  done_time: int,
});

/** An order goods with its after-sale fields (the family's order_goods refund columns). */
export const refundGoodsSchema = z.object({
  ...orderGoodsOwnerShape,
  ...boughtSkuShape,
  goods_money: moneySchema,
  real_goods_money: moneySchema,
  delivery_status: int,
  refund_no: z.string(),
  refund_status: int,
  refund_status_name: z.string(),
  refund_type: int,
  refund_type_name: z.string(),
  refund_apply_money: moneySchema,
  refund_real_money: moneySchema,
  refund_delivery_money: moneySchema,
  refund_reason: z.string(),
  refund_reason_name: z.string(),
  refund_remark: z.string(),
  refund_refuse_reason: z.string(),
  refund_delivery_name: z.string(),
  refund_delivery_no: z.string(),
  refund_delivery_remark: z.string(),
  refund_money_type: int,
  refund_action_time: int,
  refund_time: int,
  refund_action: z.array(actionSchema),
});
export type RefundGoods = z.infer<typeof refundGoodsSchema>;

export const refundListSchema = pageOf(refundGoodsSchema);
export const refundListBodySchema = pageQuerySchema;

export const refundDataSchema = z.object({
  order_goods_info: refundGoodsSchema.extend({ refund_log_list: z.array(refundLogSchema) }),
  refund_money: moneySchema,
  refund_type: z.array(int),
  /** The reasons' names in the reader's language, as the family's clients list them (issue 32 §5). */
  refund_reason_type: z.array(z.string()),
  /** Zay: the same reasons with their keys (what Zay's own form sends back). */
  refund_reasons: z.array(refundReasonSchema),
  refund_delivery_money: moneySchema,
});
export type RefundData = z.infer<typeof refundDataSchema>;

export const refundDetailSchema = refundGoodsSchema.extend({
  complain_action: int,
  refund_log_list: z.array(refundLogSchema),
  /** The shop's return address while the buyer is to return the goods, else ''. */
  shop_address: z.string(),
  refund_parts: z.array(refundPartSchema),
  /** When a timer moves this refund by itself (0 = nothing waits on a timer). */
  auto_execute_time: int,
});
export type RefundDetail = z.infer<typeof refundDetailSchema>;

export const complainInfoSchema = z.object({
  complain_no: z.string(),
  complain_status: int,
  complain_status_name: z.string(),
  complain_apply_money: moneySchema,
  complain_real_money: moneySchema,
  complain_reason: z.string(),
  complain_reason_name: z.string(),
  complain_remark: z.string(),
  complain_refuse_reason: z.string(),
  complain_apply_time: int,
  complain_time: int,
  complain_action: z.array(actionSchema),
  refund_log_list: z.array(refundLogSchema),
});

export const complainDetailSchema = z.object({
  order_goods_info: refundGoodsSchema,
  refund_money: moneySchema,
  /** The reasons' names in the reader's language, as the family's clients list them (issue 32 §5). */
  refund_reason_type: z.array(z.string()),
  /** Zay: the same reasons with their keys (what Zay's own form sends back). */
  refund_reasons: z.array(refundReasonSchema),
  complain_info: complainInfoSchema.nullable(),
  /** 1 when the buyer may complain now (after a refusal, the order neither closed nor completed). */
  complain_allowed: int,
});
export type ComplainDetail = z.infer<typeof complainDetailSchema>;

// The shop's after-sale queue and the platform's complaints queue.

export const AFTER_SALE_TABS = ['all', 'waiting', 'return', 'transfer', 'done'] as const;
export const shopRefundListBodySchema = pageQuerySchema.extend({
  tab: z.enum(AFTER_SALE_TABS).default('all'),
});

export const shopRefundItemSchema = refundGoodsSchema.extend({
  buyer_name: z.string(),
  complain_status: int, // -2 when there is no complaint
  auto_execute_time: int,
});
export const shopRefundListSchema = pageOf(shopRefundItemSchema);

export const shopRefundDetailSchema = refundDetailSchema.extend({
  buyer_name: z.string(),
  complain: complainInfoSchema.nullable(),
});
export type ShopRefundDetail = z.infer<typeof shopRefundDetailSchema>;

const refuseReasonSchema = requiredText('REFUSE_REASON_REQUIRED').check(
  notBlank('REFUSE_REASON_REQUIRED'),
  maxChars(REFUSE_REASON_MAX, 'FIELD_TOO_LONG'),
);
export const refuseBodySchema = z.object({ order_goods_id: idSchema, reason: refuseReasonSchema });
export const offlineRefundBodySchema = z.object({
  order_goods_id: idSchema,
  proof: requiredText('REFUND_PROOF_REQUIRED').check(
    notBlank('REFUND_PROOF_REQUIRED'),
    maxChars(REFUND_PROOF_MAX, 'FIELD_TOO_LONG'),
    singleLine(),
  ),
});

export const COMPLAIN_TABS = ['open', 'all'] as const;
export const complainQueueBodySchema = pageQuerySchema.extend({ tab: z.enum(COMPLAIN_TABS).default('open') });

export const settlementSchema = z.object({
  balance: moneySchema,
  income: moneySchema,
  refunded: moneySchema,
  commission: moneySchema,
  /** The shop's commission rate in percent ("5.00"). */
  commission_rate: z.string(),
  list: z.array(
    z.object({
      id: int,
      order_id: int,
      type: z.string(),
      type_name: z.string(),
      amount: moneySchema,
      ref: z.string(),
      create_time: int,
    }),
  ),
  count: int,
  page_count: int,
});
