import type { Generated } from 'kysely';
import type { D } from '../../db/columns';

export interface MemberTable {
  member_id: Generated<number>;
  username: D<string>;
  nickname: D<string>;
  mobile: D<string>;
  email: D<string>;
  password: D<string>; // scrypt hash
  headimg: D<string>;
  status: D<number>; // 1 active, 0 blocked
  point: D<number>;
  growth: D<number>;
  balance: D<number>; // non-withdrawable; the ledger's `balance` sum
  balance_money: D<number>; // withdrawable; the ledger's `balance_money` sum
  sign_day: D<number>; // YYYYMMDD of the last sign-in, marketplace time
  sign_days_series: D<number>;
  member_level: D<number>; // member_level.level_id; 0 = the default level
  pay_password: D<string>; // scrypt hash of the 6-digit payment password; '' = not set
  reg_time: D<number>;
  last_login_time: D<number>;
}

/** The tables the member module owns, by name. */
export interface MemberTables {
  member: MemberTable;
}
