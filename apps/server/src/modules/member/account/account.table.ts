import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

export type LedgerAccount = 'balance' | 'balance_money' | 'point' | 'growth';

/** The one ledger: every change of a member's balances, points and growth (ADR 055). */
export interface MemberBalanceLogTable {
  id: Generated<number>;
  member_id: number;
  account_type: D<LedgerAccount>;
  amount: number; // signed; minor units for the balances
  balance_after: number;
  type: string; // from_type: order_pay | order_refund | pay_refund | recharge | gift | signin | withdraw | …
  ref: D<string>;
  trade_no: D<string>; // the payment a spend, or the return of one, belongs to
  remark: D<string>;
  create_time: number;
}

export interface MemberLevelTable {
  level_id: Generated<number>;
  level_name: D<string>;
  level_name_en: D<string>;
  level_name_mm: D<string>;
  sort: D<number>;
  growth: D<number>;
  is_default: D<number>;
  /** Benefits in Chinese, English and Burmese (migration 037). */
  remark: D<string>;
  remark_en: D<string>;
  remark_mm: D<string>;
}

export interface MemberSigninTable {
  id: Generated<number>;
  member_id: number;
  sign_day: number; // YYYYMMDD, marketplace time
  series: number;
  point: D<number>;
  growth: D<number>;
  create_time: number;
}

/** The tables the account module owns, by name. */
export interface AccountTables {
  member_balance_log: MemberBalanceLogTable;
  member_level: MemberLevelTable;
  member_signin: MemberSigninTable;
}
