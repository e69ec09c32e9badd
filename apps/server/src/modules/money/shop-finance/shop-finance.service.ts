import {
  fromMinor,
  type PageQuery,
  type ShopFinanceInfo,
  type ShopWithdrawApplyBody,
  type WithdrawType,
} from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import { paged } from '../../../lib/paged';
import type { StaffScope } from '../../../lib/staff-scope';
import type { Audit } from '../../site';
import { moveShopBalance, shopMoney, shopSettlement } from '../settlement/settlement.service';
import * as accounts from '../withdrawal/bank-account.repository';
import { fieldsOf, view } from '../withdrawal/bank-account.service';
import {
  checkWithdrawRules,
  configView,
  detailView,
  recordWithdrawal,
  withdrawSettings,
} from '../withdrawal/withdrawal.service';
import * as withdrawals from '../withdrawal/withdrawal.repository';

/*
 * The shop's money (issue 30, ADR 102) for its owner (`money`): every read and write names the
 * caller's shop, so another shop's account or withdrawal is "not found". Withdrawals follow the
 * members' rules and the platform's one review (withdrawal module); the amount leaves the shop's
 * balance with its ledger row in the application's transaction. Each change is in the action log.
 */

function shopOf(staff: StaffScope) {
  if (staff.siteId <= 0) throw new AppError('SELLER_FORBIDDEN');
  return staff.siteId;
}

export async function financeInfo(ctx: RequestContext, staff: StaffScope): Promise<ShopFinanceInfo> {
  const siteId = shopOf(staff);
  const [money, sums, config] = await Promise.all([
    shopMoney(ctx, siteId),
    withdrawals.withdrawalSums(ctx.db, 0, siteId),
    withdrawSettings(ctx.db),
  ]);
  return {
    balance: fromMinor(money.balance),
    pending: fromMinor(money.pending),
    withdrawing: fromMinor(sums.applied),
    withdrawn: fromMinor(sums.withdrawn),
    commission_rate: (money.rate / 100).toFixed(2),
    config: configView(config),
  };
}

export const financeLedger = (ctx: RequestContext, staff: StaffScope, q: PageQuery) =>
  shopSettlement(ctx, shopOf(staff), q);

export async function bankAccounts(ctx: RequestContext, staff: StaffScope) {
  return (await accounts.shopAccounts(ctx.db, shopOf(staff))).map((r) => view(ctx.lang, r));
}

export async function addBankAccount(
  ctx: RequestContext,
  staff: StaffScope,
  body: accounts.BankAccountFields,
  audit: Audit,
) {
  const siteId = shopOf(staff);
  return withTransaction(ctx, async (ctx) => {
    const fields = fieldsOf(body);
    const id = await accounts.insertShopAccount(ctx.db, siteId, fields, ctx.now());
    await audit(ctx, { action: 'finance.account_add', target: String(id), after: fields });
    return id;
  });
}

export async function deleteBankAccount(ctx: RequestContext, staff: StaffScope, id: number, audit: Audit) {
  const siteId = shopOf(staff);
  return withTransaction(ctx, async (ctx) => {
    const row = await accounts.findShopAccount(ctx.db, siteId, id);
    if (!row || !(await accounts.deleteShopAccount(ctx.db, siteId, id))) throw new AppError('BANK_ACCOUNT_NOT_FOUND');
    const { realname, mobile, withdraw_type, branch_bank_name, bank_account } = row;
    await audit(ctx, {
      action: 'finance.account_delete',
      target: String(id),
      before: { realname, mobile, withdraw_type, branch_bank_name, bank_account },
    });
    return 1;
  });
}

/** Withdraws to one of the shop's accounts under the members' rules (minimum, fee, methods). */
export async function applyShopWithdrawal(
  ctx: RequestContext,
  staff: StaffScope,
  body: { account_id: number; apply_money: number } & Omit<ShopWithdrawApplyBody, 'account_id' | 'apply_money'>,
  audit: Audit,
) {
  const siteId = shopOf(staff);
  const account = await accounts.findShopAccount(ctx.db, siteId, body.account_id);
  if (!account) throw new AppError('BANK_ACCOUNT_NOT_FOUND');
  const config = await withdrawSettings(ctx.db);
  checkWithdrawRules(config, account.withdraw_type, body.apply_money);
  const fields = {
    apply_money: body.apply_money,
    transfer_type: account.withdraw_type as WithdrawType,
    realname: account.realname,
    mobile: account.mobile,
    bank_name: account.branch_bank_name,
    account_number: account.bank_account,
  };
  return recordWithdrawal(ctx, { member_id: 0, site_id: siteId }, fields, config, async (ctx, ref) => {
    if (!(await moveShopBalance(ctx, siteId, -body.apply_money, { type: 'withdraw', ref }))) return false;
    await audit(ctx, {
      action: 'finance.withdraw',
      target: ref,
      after: { ...fields, apply_money: fromMinor(fields.apply_money) },
    });
    return true;
  });
}

export async function shopWithdrawalPage(ctx: RequestContext, staff: StaffScope, q: PageQuery) {
  const siteId = shopOf(staff);
  const page = await paged(ctx, q, (db, limit, offset) => withdrawals.shopWithdrawalPage(db, siteId, limit, offset));
  return { ...page, list: page.list.map((r) => detailView(ctx.lang, r)) };
}
