import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../../common/paging';

const int = z.number().int();

// ---- memberaccount/page
export const LEDGER_ACCOUNT_TYPES = ['balance', 'balance_money', 'point', 'growth'] as const;
export const memberAccountPageBodySchema = pageQuerySchema.extend({
  /** `balance` lists both balances (withdrawable and not), as the account page shows all money. */
  account_type: z.enum([...LEDGER_ACCOUNT_TYPES, 'balance,balance_money']).default('balance'),
  from_type: z.string().max(30).optional(),
});
export const ledgerRowSchema = z.object({
  id: int,
  member_id: int,
  account_type: z.string(),
  /** Signed: "-12.50" for money, "-10" for points and growth. */
  account_data: z.string(),
  from_type: z.string(),
  type_name: z.string(),
  remark: z.string(),
  create_time: int,
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;
export const ledgerPageSchema = pageOf(ledgerRowSchema);

// ---- memberlevel/lists
export const memberLevelSchema = z.object({
  level_id: int,
  level_name: z.string(),
  /** The level's benefits (the family's `remark`), in the request's language. */
  remark: z.string(),
  sort: int,
  growth: int,
  is_default: int,
});
export type MemberLevel = z.infer<typeof memberLevelSchema>;
/** The levels, lowest first, and where the member stands (Zay adds `member`). */
export const memberLevelListSchema = z.object({
  list: z.array(memberLevelSchema),
  member: z.object({ growth: int, member_level: int, member_level_name: z.string() }),
});

// ---- membersignin/*
export const signinRewardSchema = z.object({ day: int, point: int, growth: int });
export type SigninReward = z.infer<typeof signinRewardSchema>;
export const signinAwardSchema = z.object({ cycle: int, reward: z.array(signinRewardSchema) });
export const signRecordsSchema = z.array(z.object({ date: z.string(), info: z.string() }));
/** Zay's: today's state and the streak, for the sign-in page. */
export const signinStateSchema = z.object({ is_sign: int, sign_days_series: int, today: z.string() });
