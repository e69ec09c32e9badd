import { z } from 'zod';
import { moneySchema } from '../../common/money';
import { pageOf } from '../../common/paging';
import { requiredId } from '../../validation/rule-helpers';
import { withdrawConfigSchema, withdrawDetailSchema, withdrawMoneySchema } from '../withdrawal/withdrawal.schemas';

/* The shop's money at `/seller/finance` (issue 30, ADR 102): its owner's alone (`money`). */

/** Withdrawable now, pending (paid orders not yet completed, net of refunds and commission), on its way out, sent. */
export const shopFinanceInfoSchema = z.object({
  balance: moneySchema,
  pending: moneySchema,
  withdrawing: moneySchema,
  withdrawn: moneySchema,
  /** The shop's commission rate in percent ("5.00"). */
  commission_rate: z.string(),
  /** The platform's withdrawal rules (the members' settings: minimum, fee, methods). */
  config: withdrawConfigSchema,
});
export type ShopFinanceInfo = z.infer<typeof shopFinanceInfoSchema>;

/** A withdrawal to one of the shop's bank accounts. */
export const shopWithdrawApplyBodySchema = z.object({
  account_id: requiredId('REQUEST_ID'),
  apply_money: withdrawMoneySchema,
});
export type ShopWithdrawApplyBody = z.input<typeof shopWithdrawApplyBodySchema>;

export const shopWithdrawRowSchema = withdrawDetailSchema;
export type ShopWithdrawRow = z.infer<typeof shopWithdrawRowSchema>;
export const shopWithdrawPageSchema = pageOf(shopWithdrawRowSchema);
