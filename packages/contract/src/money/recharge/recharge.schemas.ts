import { z } from 'zod';
import { moneySchema } from '../../common/money';
import { pageOf, pageQuerySchema } from '../../common/paging';
import { requiredId } from '../../validation/rule-helpers';

/*
 * Recharge packages and their orders (addon `memberrecharge`, API-SHAPES-MORE §2.2, ADR 061):
 * a package's face value is credited to the member's (non-withdrawable) balance with its bonus
 * points and growth once its order is paid with a wallet.
 */

/** Package status: 1 on sale, 2 off. Order status: 1 unpaid, 2 paid. */
export const RECHARGE_STATUS = { ON: 1, OFF: 2 } as const;
export const RECHARGE_ORDER_STATUS = { UNPAID: 1, PAID: 2 } as const;

export const rechargePageBodySchema = pageQuerySchema;
export const rechargeIdBodySchema = z.object({ recharge_id: requiredId('REQUEST_RECHARGE_ID') });

export const rechargePackageSchema = z.object({
  recharge_id: z.number().int(),
  recharge_name: z.string(),
  cover_img: z.string(),
  face_value: moneySchema,
  buy_price: moneySchema,
  point: z.number().int(),
  growth: z.number().int(),
  /** Coupons given with the package (comma-separated ids); Zay's packages give none yet. */
  coupon_id: z.string(),
  sale_num: z.number().int(),
  create_time: z.number().int(),
});
export type RechargePackage = z.infer<typeof rechargePackageSchema>;
export const rechargePackagePageSchema = pageOf(rechargePackageSchema);
export const rechargePackageInfoSchema = rechargePackageSchema.extend({ status: z.number().int() });
export type RechargePackageInfo = z.infer<typeof rechargePackageInfoSchema>;

export const rechargeOrderSchema = z.object({
  order_id: z.number().int(),
  recharge_id: z.number().int(),
  recharge_name: z.string(),
  order_no: z.string(),
  cover_img: z.string(),
  buy_price: moneySchema,
  face_value: moneySchema,
  point: z.number().int(),
  growth: z.number().int(),
  coupon_id: z.string(),
  out_trade_no: z.string(),
  create_time: z.number().int(),
  pay_time: z.number().int(),
  pay_type_name: z.string(),
});
export type RechargeOrder = z.infer<typeof rechargeOrderSchema>;
export const rechargeOrderPageSchema = pageOf(rechargeOrderSchema);
