import { z } from 'zod';
import { flagSchema, idSchema } from '../common/fields';
import { moneySchema } from '../common/money';
import { pageQuerySchema } from '../common/paging';
import { ledgerRowSchema } from './account/account.schemas';
import { memberAddressSchema } from './address/address.schemas';

/*
 * The platform console's members (issue 31, ADR 092): search, a member's detail, freeze and
 * unfreeze, and adjustments of balances and points written to the member's own ledger (ADR 055).
 */

const int = z.number().int();

export const MEMBER_STATUS_FILTERS = ['all', 'active', 'frozen'] as const;
export type MemberStatusFilter = (typeof MEMBER_STATUS_FILTERS)[number];

/** `search`: a member id (digits), a mobile, or part of the username or nickname. */
export const memberListBodySchema = pageQuerySchema.extend({
  search: z.string().trim().max(50).default(''),
  status: z.enum(MEMBER_STATUS_FILTERS).catch('all').default('all'),
});

export const consoleMemberSchema = z.object({
  member_id: int,
  username: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  headimg: z.string(),
  /** 1 active, 0 frozen. */
  status: int,
  balance: moneySchema,
  balance_money: moneySchema,
  point: int,
  growth: int,
  member_level_name: z.string(),
  reg_time: int,
  last_login_time: int,
});
export type ConsoleMember = z.infer<typeof consoleMemberSchema>;

/** A session the member started (a login), newest first; the sessions are what Zay stores of logins. */
export const memberSessionSchema = z.object({
  id: int,
  create_time: int,
  expire_time: int,
  revoked: int,
});

export const consoleMemberDetailSchema = z.object({
  member: consoleMemberSchema.extend({ email: z.string() }),
  addresses: z.array(memberAddressSchema),
  sessions: z.array(memberSessionSchema),
});
export type ConsoleMemberDetail = z.infer<typeof consoleMemberDetailSchema>;

export const memberIdBodySchema = z.object({ member_id: idSchema });

/** `money`: both balances; `point`: points. */
export const MEMBER_LEDGERS = ['money', 'point'] as const;
export const memberLedgerBodySchema = pageQuerySchema.extend({
  member_id: idSchema,
  ledger: z.enum(MEMBER_LEDGERS).default('money'),
});
export const consoleLedgerRowSchema = ledgerRowSchema.extend({ balance_after: z.string() });
export type ConsoleLedgerRow = z.infer<typeof consoleLedgerRowSchema>;

export const FREEZE_REASON_MAX = 200;
/** `frozen` 1 freezes (every session ends at once, login is refused), 0 unfreezes. */
export const memberFreezeBodySchema = z.object({
  member_id: idSchema,
  frozen: flagSchema,
  reason: z.string().trim().max(FREEZE_REASON_MAX).default(''),
});

/** The accounts the platform adjusts: the balance, the withdrawable balance and the points. */
export const ADJUSTABLE_ACCOUNTS = ['balance', 'balance_money', 'point'] as const;
export type AdjustableAccount = (typeof ADJUSTABLE_ACCOUNTS)[number];
export const ADJUST_REASON_MAX = 100;
/** The most one adjustment moves: 100,000,000 Ks, or 100,000,000 points. */
export const ADJUST_MONEY_MAX = 10_000_000_000;
export const ADJUST_POINT_MAX = 100_000_000;

/**
 * Adds (positive) or takes (negative) `amount`: Ks with at most two decimals ("-1500.50") for a
 * balance, a whole number for points. The reason is required; the member reads it in the ledger.
 */
export const memberAdjustBodySchema = z.object({
  member_id: idSchema,
  account: z.enum(ADJUSTABLE_ACCOUNTS, { error: 'ADJUST_AMOUNT_INVALID' }),
  amount: z.union([z.string().trim().max(20), z.number().finite()], { error: 'ADJUST_AMOUNT_INVALID' }),
  reason: z
    .string({ error: 'ADJUST_REASON_REQUIRED' })
    .trim()
    .min(1, 'ADJUST_REASON_REQUIRED')
    .max(ADJUST_REASON_MAX, 'ADJUST_REASON_REQUIRED')
    .regex(/^[^<>]*$/, 'ADJUST_REASON_REQUIRED'),
});
export type MemberAdjustBody = z.output<typeof memberAdjustBodySchema>;

/** The account after the adjustment, as the ledger shows it ("1250.00" or "40"). */
export const memberAdjustResultSchema = z.object({ balance_after: z.string() });
