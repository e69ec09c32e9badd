import { z } from 'zod';
import { moneySchema, toMinor } from '../../common/money';
import { pageOf, pageQuerySchema } from '../../common/paging';
import { mobileSchema, payPasswordSchema } from '../../validation/account.rules';
import { maxChars, notBlank, requiredId, requiredText, singleLine } from '../../validation/rule-helpers';

const int = z.number().int();

/** Myanmar's mobile wallets a member may withdraw to, by the name each is known by (ADR 056). */
export const WALLET_WITHDRAW_TYPES = {
  kbzpay: 'KBZPay',
  wavepay: 'WavePay',
  ayapay: 'AYA Pay',
  cbpay: 'CB Pay',
} as const;
/** `bank` needs the bank's name in `branch_bank_name`; the rest are mobile wallets. */
export const WITHDRAW_TYPES = ['bank', 'kbzpay', 'wavepay', 'ayapay', 'cbpay'] as const;
export type WithdrawType = (typeof WITHDRAW_TYPES)[number];
/** The banks the account form offers (a member may type another). */
export const MYANMAR_BANKS = [
  'KBZ Bank',
  'CB Bank',
  'AYA Bank',
  'Yoma Bank',
  'AGD Bank',
  'MAB Bank',
  'UAB Bank',
  'A Bank',
] as const;

/** Withdrawal states (API-SHAPES-MORE §2.4). */
export const WITHDRAW_STATUS = { REFUSED: -1, PENDING: 0, APPROVED: 1, TRANSFERRED: 2 } as const;

// ---- memberbankaccount/*
const text = (requiredKey: Parameters<typeof requiredText>[0], max: number) =>
  requiredText(requiredKey).check(notBlank(requiredKey), maxChars(max, 'FIELD_TOO_LONG'), singleLine());
export const bankAccountBodySchema = z
  .object({
    realname: text('REQUEST_REAL_NAME', 30),
    mobile: mobileSchema,
    withdraw_type: z.enum(WITHDRAW_TYPES, { error: 'REQUEST_WITHDRAW_TYPE' }),
    branch_bank_name: z.string().trim().max(50, 'FIELD_TOO_LONG').default(''),
    bank_account: requiredText('REQUEST_BRANCH_BANK_ACCOUNT')
      .overwrite((s) => s.replace(/\s+/g, ''))
      .check(notBlank('REQUEST_BRANCH_BANK_ACCOUNT'), maxChars(30, 'FIELD_TOO_LONG'))
      .regex(/^[0-9A-Za-z-]+$/, 'BANK_ACCOUNT_FORMAT'),
  })
  .refine((b) => b.withdraw_type !== 'bank' || b.branch_bank_name !== '', {
    message: 'REQUEST_BRANCH_BANK_NAME',
    path: ['branch_bank_name'],
  });
export const bankAccountEditBodySchema = bankAccountBodySchema.and(z.object({ id: requiredId('REQUEST_ID') }));
export const moneyIdBodySchema = z.object({ id: requiredId('REQUEST_ID') });
export const bankAccountSchema = z.object({
  id: int,
  member_id: int,
  realname: z.string(),
  mobile: z.string(),
  withdraw_type: z.string(),
  withdraw_type_name: z.string(),
  branch_bank_name: z.string(),
  bank_account: z.string(),
  is_default: int,
  create_time: int,
  modify_time: int,
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const bankAccountPageSchema = pageOf(bankAccountSchema);

// ---- memberwithdraw/*
export const withdrawConfigSchema = z.object({
  is_use: int,
  is_auto_audit: int,
  is_auto_transfer: int,
  /** Percent, e.g. 1.5. */
  rate: z.number(),
  min: moneySchema,
  transfer_type: z.string(),
});
export type WithdrawConfig = z.infer<typeof withdrawConfigSchema>;
export const withdrawInfoSchema = z.object({
  member_info: z.object({
    balance_money: moneySchema,
    balance_withdraw_apply: moneySchema,
    balance_withdraw: moneySchema,
  }),
  config: withdrawConfigSchema,
});
/** memberwithdraw/config: the settings as the family's config record; `value` as in memberwithdraw/info. */
export const withdrawConfigRecordSchema = z.object({
  config_key: z.literal('WITHDRAW_CONFIG'),
  is_use: int,
  value: withdrawConfigSchema,
});
export const transferTypesSchema = z.record(z.string(), z.string());
/** An amount in Ks ("1250", "1250.5", 1250.5) as minor units; anything else → WITHDRAW_AMOUNT_INVALID. */
export const withdrawMoneySchema = z
  .union([z.string().max(20), z.number()], { error: 'WITHDRAW_AMOUNT_INVALID' })
  .transform((value, ctx): number => {
    let minor = Number.NaN;
    try {
      minor = toMinor(value);
    } catch {
      // not an amount
    }
    if (minor > 0) return minor;
    ctx.addIssue({ code: 'custom', message: 'WITHDRAW_AMOUNT_INVALID', input: value });
    return z.NEVER;
  });
export const withdrawApplyBodySchema = z
  .object({
    apply_money: withdrawMoneySchema,
    transfer_type: z.enum(WITHDRAW_TYPES, { error: 'WITHDRAW_TYPE_UNSUPPORTED' }),
    realname: text('REQUEST_REAL_NAME', 30),
    mobile: mobileSchema,
    bank_name: z.string().trim().max(50, 'FIELD_TOO_LONG').default(''),
    account_number: text('REQUEST_BRANCH_BANK_ACCOUNT', 30),
    /** Zay asks for the payment password before money leaves (ADR 056). */
    pay_password: payPasswordSchema,
  })
  .refine((b) => b.transfer_type !== 'bank' || b.bank_name !== '', {
    message: 'REQUEST_BRANCH_BANK_NAME',
    path: ['bank_name'],
  });
export const withdrawRowSchema = z.object({
  id: int,
  withdraw_no: z.string(),
  apply_money: moneySchema,
  apply_time: int,
  status: int,
  status_name: z.string(),
  transfer_type: z.string(),
  transfer_type_name: z.string(),
});
export const withdrawPageSchema = pageOf(withdrawRowSchema);
export const withdrawDetailSchema = withdrawRowSchema.extend({
  realname: z.string(),
  mobile: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  rate: z.number(),
  service_money: moneySchema,
  money: moneySchema,
  audit_time: int,
  payment_time: int,
  refuse_reason: z.string(),
  certificate_remark: z.string(),
});
export type WithdrawDetail = z.infer<typeof withdrawDetailSchema>;
export const pageBodySchema = pageQuerySchema;
