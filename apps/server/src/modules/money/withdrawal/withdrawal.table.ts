import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

export interface MemberBankAccountTable {
  id: Generated<number>;
  member_id: number; // 0 for a shop's account
  site_id: D<number>; // the shop's account (ADR 102), 0 for a member's
  realname: D<string>;
  mobile: D<string>;
  withdraw_type: D<string>; // bank | kbzpay | wavepay | ayapay | cbpay
  branch_bank_name: D<string>; // the bank, for `bank`
  bank_account: D<string>;
  is_default: D<number>;
  create_time: D<number>;
  modify_time: D<number>;
}

export interface MemberWithdrawTable {
  id: Generated<number>;
  withdraw_no: string;
  member_id: number; // 0 for a shop's withdrawal
  site_id: D<number>; // the shop withdrawing (ADR 102), 0 for a member's
  transfer_type: D<string>;
  realname: D<string>;
  mobile: D<string>;
  bank_name: D<string>;
  account_number: D<string>;
  apply_money: number;
  rate: D<number>; // hundredths of a percent
  service_money: D<number>;
  money: D<number>; // apply_money − service_money: what the member receives
  apply_time: number;
  audit_time: D<number>;
  payment_time: D<number>;
  status: D<number>; // WITHDRAW_STATUS
  refuse_reason: D<string>;
  certificate_remark: D<string>;
  transfer_method: D<string>; // how the platform sent the money (ADR 061)
  transfer_reference: D<string>; // the transfer's reference number
  reviewer_id: D<number>; // the platform staff member who last moved it
}

/** The tables the withdraw module owns, by name. */
export interface WithdrawTables {
  member_bank_account: MemberBankAccountTable;
  member_withdraw: MemberWithdrawTable;
}
