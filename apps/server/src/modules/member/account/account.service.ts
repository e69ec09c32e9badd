import {
  fromMinor,
  isMessageKey,
  message,
  type Lang,
  type LedgerRow,
  type MemberAccountType,
  type PageQuery,
} from '@zay/contract';
import { paged } from '../../../lib/paged';
import type { LedgerAccount } from './account.table';
import * as ledger from './ledger.repository';
import { AppError } from '../../../lib/app-error';
import { requireMember, type RequestContext } from '../../../lib/context';
import { hashPassword, verifyPassword } from '../../../lib/password';
import { enforceLimits } from '../../site';
import * as repo from './account.repository';

/** Wrong or right, at most this many payment-password checks per member in the window. */
const PAY_PASSWORD_TRIES = 10;
const PAY_PASSWORD_WINDOW_SEC = 15 * 60;

export async function memberAccount(ctx: RequestContext, memberId = requireMember(ctx)) {
  const row = await repo.findAccount(ctx.db, memberId);
  return {
    balance: row?.balance ?? 0,
    balanceMoney: row?.balance_money ?? 0,
    point: row?.point ?? 0,
    hasPayPassword: !!row?.pay_password,
  };
}

/** The accounts `type` names: `balance` is the non-withdrawable part, `balance_money` the withdrawable. */
export async function memberAccountInfo(ctx: RequestContext, type: MemberAccountType) {
  const a = await memberAccount(ctx);
  const is_pay_password = a.hasPayPassword ? 1 : 0;
  if (type === 'point') return { point: a.point, is_pay_password };
  if (type === 'balance') return { balance: fromMinor(a.balance), is_pay_password };
  return { balance: fromMinor(a.balance), balance_money: fromMinor(a.balanceMoney), is_pay_password };
}

/** Checks the payment password (counted against a per-member limit); throws the SPEC §8 messages. */
export async function checkPayPassword(ctx: RequestContext, memberId: number, password: string | undefined) {
  const row = await repo.findAccount(ctx.db, memberId);
  if (!row?.pay_password) throw new AppError('PAY_PASSWORD_NOT_SET');
  await enforceLimits(ctx, [{ key: `paypw:${memberId}`, windowSec: PAY_PASSWORD_WINDOW_SEC, max: PAY_PASSWORD_TRIES }]);
  if (!password || !(await verifyPassword(password, row.pay_password))) throw new AppError('PAY_PASSWORD_ERROR');
}

/** Sets the payment password; changing an existing one needs the old one. */
export async function setPayPassword(ctx: RequestContext, password: string, old: string | undefined) {
  const memberId = requireMember(ctx);
  const row = await repo.findAccount(ctx.db, memberId);
  if (row?.pay_password) await checkPayPassword(ctx, memberId, old);
  await repo.savePayPassword(ctx.db, memberId, await hashPassword(password));
  return {};
}

export const balanceShort = () => new AppError('BALANCE_NOT_ENOUGH');

/** Sets the payment password without the old one: the caller has checked an SMS code to the member's mobile. */
export async function resetPayPassword(ctx: RequestContext, memberId: number, password: string) {
  await repo.savePayPassword(ctx.db, memberId, await hashPassword(password));
}

/** The ledger's `from_type` in the reader's language (LEDGER_TYPE_<TYPE>), else the type itself. */
export function ledgerTypeName(lang: Lang, type: string) {
  const key = `LEDGER_TYPE_${type.toUpperCase()}`;
  return isMessageKey(key) ? message(lang, key) : type;
}

const MONEY_ACCOUNTS: string[] = ['balance', 'balance_money'];

/** memberaccount/page: the member's ledger rows of the named accounts, newest first. */
export async function ledgerPage(
  ctx: RequestContext,
  query: PageQuery & { account_type: LedgerAccount | 'balance,balance_money'; from_type?: string },
) {
  const memberId = requireMember(ctx);
  const accounts: LedgerAccount[] =
    query.account_type === 'balance' || query.account_type === 'balance,balance_money'
      ? ['balance', 'balance_money']
      : [query.account_type];
  const page = await paged(ctx, query, (db, limit, offset) =>
    ledger.ledgerPage(db, memberId, { accounts, fromType: query.from_type }, limit, offset),
  );
  return {
    ...page,
    list: page.list.map((r): LedgerRow => ({
      id: r.id,
      member_id: r.member_id,
      account_type: r.account_type,
      account_data: MONEY_ACCOUNTS.includes(r.account_type) ? fromMinor(r.amount) : String(r.amount),
      from_type: r.type,
      type_name: ledgerTypeName(ctx.lang, r.type),
      remark: r.remark,
      create_time: r.create_time,
    })),
  };
}

const levelName = (lang: Lang, l: { level_name: string; level_name_en: string; level_name_mm: string }) =>
  (lang === 'en-us' ? l.level_name_en : lang === 'md-mm' ? l.level_name_mm : '') || l.level_name;
/** A level's benefits in the request's language (the platform writes all three, ADR 091). */
const levelRemark = (lang: Lang, l: { remark: string; remark_en: string; remark_mm: string }) =>
  (lang === 'en-us' ? l.remark_en : lang === 'md-mm' ? l.remark_mm : '') || l.remark;

/** The member's level (the default level until growth lifts them) and its name. */
export async function memberLevel(ctx: RequestContext, memberId: number) {
  const [levels, accounts] = await Promise.all([ledger.allLevels(ctx.db), ledger.findAccounts(ctx.db, memberId)]);
  const current =
    levels.find((l) => l.level_id === accounts?.member_level) ?? levels.find((l) => l.is_default) ?? levels[0];
  return {
    levels,
    growth: accounts?.growth ?? 0,
    member_level: current?.level_id ?? 0,
    member_level_name: current ? levelName(ctx.lang, current) : '',
  };
}

/** memberlevel/lists: the levels lowest first, what each needs, and the member's standing. */
export async function levelList(ctx: RequestContext) {
  const { levels, ...member } = await memberLevel(ctx, requireMember(ctx));
  return {
    list: levels.map((l) => ({
      level_id: l.level_id,
      level_name: levelName(ctx.lang, l),
      remark: levelRemark(ctx.lang, l),
      sort: l.sort,
      growth: l.growth,
      is_default: l.is_default,
    })),
    member,
  };
}
