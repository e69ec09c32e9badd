import {
  formatKs,
  fromMinor,
  message,
  WITHDRAW_STATUS,
  type Lang,
  type PageQuery,
  type WithdrawDetail,
  type WithdrawType,
} from '@zay/contract';
import type { Selectable } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { requireMember, withTransaction, type RequestContext } from '../../../lib/context';
import { newOrderNumber } from '../../../lib/order-no';
import { paged } from '../../../lib/paged';
import { checkPayPassword } from '../../member';
import { accountsOf, debit } from '../../member';
import { transferTypeName } from './bank-account.service';
import { withdrawSettings, type WithdrawSettings } from './withdrawal-config';
export { withdrawSettings } from './withdrawal-config';
import * as repo from './withdrawal.repository';
import type { MemberWithdrawTable } from './withdrawal.table';

const STATUS_KEY = {
  [WITHDRAW_STATUS.REFUSED]: 'WITHDRAW_STATUS_REFUSED',
  [WITHDRAW_STATUS.PENDING]: 'WITHDRAW_STATUS_PENDING',
  [WITHDRAW_STATUS.APPROVED]: 'WITHDRAW_STATUS_APPROVED',
  [WITHDRAW_STATUS.TRANSFERRED]: 'WITHDRAW_STATUS_TRANSFERRED',
} as const;
export const statusName = (lang: Lang, status: number) =>
  message(lang, STATUS_KEY[status as keyof typeof STATUS_KEY] ?? 'WITHDRAW_STATUS_PENDING');

export const configView = (c: WithdrawSettings) => ({
  is_use: c.is_use,
  is_auto_audit: c.is_auto_audit,
  is_auto_transfer: c.is_auto_transfer,
  rate: c.rate / 100,
  min: fromMinor(c.min),
  transfer_type: c.transfer_type.join(','),
});

/** memberwithdraw/info: the withdrawable balance, what is on its way out and what went, the settings. */
export async function withdrawInfo(ctx: RequestContext) {
  const memberId = requireMember(ctx);
  const [accounts, sums, config] = await Promise.all([
    accountsOf(ctx, memberId),
    repo.withdrawalSums(ctx.db, memberId),
    withdrawSettings(ctx.db),
  ]);
  return {
    member_info: {
      balance_money: fromMinor(accounts?.balance_money ?? 0),
      balance_withdraw_apply: fromMinor(sums.applied),
      balance_withdraw: fromMinor(sums.withdrawn),
    },
    config: configView(config),
  };
}

/** memberwithdraw/config: the withdrawal settings as a config record (minimum, fee rate, methods). */
export async function withdrawConfig(ctx: RequestContext) {
  requireMember(ctx);
  const value = configView(await withdrawSettings(ctx.db));
  return { config_key: 'WITHDRAW_CONFIG' as const, is_use: value.is_use, value };
}

export async function transferTypes(ctx: RequestContext) {
  const config = await withdrawSettings(ctx.db);
  return Object.fromEntries(config.transfer_type.map((t) => [t, transferTypeName(ctx.lang, t)]));
}

/** The fee on an amount, rounded to the nearest minor unit, and what the member receives. */
export function feeOf(applyMoney: number, rate: number) {
  const service = Math.round((applyMoney * rate) / 10_000);
  return { service_money: service, money: applyMoney - service };
}

export interface WithdrawApply {
  apply_money: number;
  transfer_type: WithdrawType;
  realname: string;
  mobile: string;
  bank_name: string;
  account_number: string;
  pay_password: string;
}

/**
 * Applies for a withdrawal: the amount leaves the withdrawable balance through the ledger in the
 * same transaction that records the application, so simultaneous applications take only what is
 * there. Answers the withdrawal's id.
 */
export async function applyWithdrawal(ctx: RequestContext, input: WithdrawApply) {
  const memberId = requireMember(ctx);
  const config = await withdrawSettings(ctx.db);
  checkWithdrawRules(config, input.transfer_type, input.apply_money);
  await checkPayPassword(ctx, memberId, input.pay_password);
  const { pay_password: _, ...fields } = input;
  return holdWithdrawal(ctx, memberId, fields, config);
}

/** The platform's withdrawal rules, the same for a member and a shop (ADR 102): open, the method offered, the minimum. */
export function checkWithdrawRules(config: WithdrawSettings, transferType: string, applyMoney: number) {
  if (!config.is_use) throw new AppError('WITHDRAW_CLOSED');
  if (!(config.transfer_type as string[]).includes(transferType)) throw new AppError('WITHDRAW_TYPE_UNSUPPORTED');
  if (applyMoney < config.min) throw new AppError('WITHDRAW_BELOW_MIN', { min: formatKs(config.min) });
}

/** Records an application whose checks passed, taking its amount from the withdrawable balance or failing whole. */
export const holdWithdrawal = (
  ctx: RequestContext,
  memberId: number,
  fields: Omit<WithdrawApply, 'pay_password'>,
  config: WithdrawSettings,
) =>
  recordWithdrawal(ctx, { member_id: memberId, site_id: 0 }, fields, config, (ctx, ref) =>
    debit(ctx, memberId, 'balance_money', fields.apply_money, { type: 'withdraw', ref }),
  );

/**
 * Records a member's or a shop's withdrawal in one transaction with `take`, which takes the
 * amount from its owner's balance by a conditional update (false: not enough, nothing recorded),
 * so simultaneous applications take only what is there. Answers the withdrawal's id.
 */
export async function recordWithdrawal(
  ctx: RequestContext,
  owner: { member_id: number; site_id: number },
  fields: Omit<WithdrawApply, 'pay_password'>,
  config: WithdrawSettings,
  take: (ctx: RequestContext, withdrawNo: string) => Promise<boolean>,
) {
  return withTransaction(ctx, async (ctx) => {
    const now = ctx.now();
    const withdrawNo = newOrderNumber(now);
    if (!(await take(ctx, withdrawNo))) throw new AppError('WITHDRAW_EXCEEDS_BALANCE');
    const approved = config.is_auto_audit === 1;
    return repo.insertWithdrawal(ctx.db, {
      ...fields,
      ...owner,
      withdraw_no: withdrawNo,
      rate: config.rate,
      ...feeOf(fields.apply_money, config.rate),
      apply_time: now,
      audit_time: approved ? now : 0,
      status: approved ? WITHDRAW_STATUS.APPROVED : WITHDRAW_STATUS.PENDING,
    });
  });
}

export async function withdrawalPage(ctx: RequestContext, query: PageQuery) {
  const memberId = requireMember(ctx);
  const page = await paged(ctx, query, (db, limit, offset) => repo.withdrawalPage(db, memberId, limit, offset));
  return {
    ...page,
    list: page.list.map((r) => ({
      ...r,
      apply_money: fromMinor(r.apply_money),
      status_name: statusName(ctx.lang, r.status),
      transfer_type_name: transferTypeName(ctx.lang, r.transfer_type),
    })),
  };
}

export async function withdrawalDetail(ctx: RequestContext, id: number): Promise<WithdrawDetail> {
  const r = await repo.findWithdrawal(ctx.db, id, requireMember(ctx));
  if (!r) throw new AppError('WITHDRAW_NOT_FOUND');
  return detailView(ctx.lang, r);
}

/** A withdrawal row as the member's detail shows it (the platform's adds to it). */
export function detailView(lang: Lang, r: Selectable<MemberWithdrawTable>): WithdrawDetail {
  return {
    id: r.id,
    withdraw_no: r.withdraw_no,
    transfer_type: r.transfer_type,
    transfer_type_name: transferTypeName(lang, r.transfer_type),
    realname: r.realname,
    mobile: r.mobile,
    bank_name: r.bank_name,
    account_number: r.account_number,
    apply_money: fromMinor(r.apply_money),
    rate: r.rate / 100,
    service_money: fromMinor(r.service_money),
    money: fromMinor(r.money),
    apply_time: r.apply_time,
    audit_time: r.audit_time,
    payment_time: r.payment_time,
    status: r.status,
    status_name: statusName(lang, r.status),
    refuse_reason: r.refuse_reason,
    certificate_remark: r.certificate_remark,
  };
}
