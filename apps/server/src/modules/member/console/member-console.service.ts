import {
  ADJUST_MONEY_MAX,
  ADJUST_POINT_MAX,
  fromMinor,
  toMinor,
  type AdjustableAccount,
  type ConsoleLedgerRow,
  type ConsoleMember,
  type ConsoleMemberDetail,
  type Lang,
  type MemberAdjustBody,
  type MemberStatusFilter,
  type Page,
  type PageQuery,
} from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import { paged } from '../../../lib/paged';
import type { Audit } from '../../site';
import { ledgerTypeName } from '../account/account.service';
import { credit, debit } from '../account/ledger.service';
import { lockMember } from '../account/ledger.repository';
import { pageAddresses } from '../address/address.repository';
import { revokeMemberTokens } from '../auth/token.service';
import * as repo from './member-console.repository';

/**
 * The platform console's members (issue 31, ADR 092): search, detail, freeze and unfreeze, and
 * adjustments of the balances and points. Adjustments go through the one ledger (ADR 055): a
 * conditional update that never goes below zero and its ledger row, in one transaction, with the
 * reason as the row's remark the member reads.
 */

const STATUS: Record<MemberStatusFilter, number | undefined> = { all: undefined, active: 1, frozen: 0 };
/** The logins the detail shows. */
const SESSIONS_SHOWN = 20;
/** The addresses the detail shows (a member keeps at most 20). */
const ADDRESSES_SHOWN = 20;

type Levels = Awaited<ReturnType<typeof repo.levelNames>>;
type Row = NonNullable<Awaited<ReturnType<typeof repo.findMember>>>;

function levelName(lang: Lang, levels: Levels, levelId: number) {
  const l = levels.find((x) => x.level_id === levelId) ?? levels.find((x) => x.is_default === 1);
  if (!l) return '';
  return (lang === 'en-us' ? l.level_name_en : lang === 'md-mm' ? l.level_name_mm : '') || l.level_name;
}

function toConsole(lang: Lang, levels: Levels, m: Omit<Row, 'email'>): ConsoleMember {
  return {
    member_id: m.member_id,
    username: m.username,
    nickname: m.nickname,
    mobile: m.mobile,
    headimg: m.headimg,
    status: m.status,
    balance: fromMinor(m.balance),
    balance_money: fromMinor(m.balance_money),
    point: m.point,
    growth: m.growth,
    member_level_name: levelName(lang, levels, m.member_level),
    reg_time: m.reg_time,
    last_login_time: m.last_login_time,
  };
}

export async function consoleMembers(
  ctx: RequestContext,
  q: PageQuery & { search: string; status: MemberStatusFilter },
): Promise<Page<ConsoleMember>> {
  const [page, levels] = await Promise.all([
    paged(ctx, q, (db, limit, offset) =>
      repo.pageMembers(db, { search: q.search, status: STATUS[q.status] }, limit, offset),
    ),
    repo.levelNames(ctx.db),
  ]);
  return { ...page, list: page.list.map((m) => toConsole(ctx.lang, levels, m)) };
}

export async function consoleMemberDetail(ctx: RequestContext, memberId: number): Promise<ConsoleMemberDetail> {
  const member = await repo.findMember(ctx.db, memberId);
  if (!member) throw new AppError('MEMBER_NOT_FOUND');
  const [levels, addresses, sessions] = await Promise.all([
    repo.levelNames(ctx.db),
    pageAddresses(ctx.db, memberId, ADDRESSES_SHOWN, 0),
    repo.recentSessions(ctx.db, memberId, SESSIONS_SHOWN),
  ]);
  return {
    member: { ...toConsole(ctx.lang, levels, member), email: member.email },
    addresses: addresses.list,
    sessions,
  };
}

const MONEY: string[] = ['balance', 'balance_money'];
const shown = (account: string, amount: number) => (MONEY.includes(account) ? fromMinor(amount) : String(amount));

export async function consoleLedger(
  ctx: RequestContext,
  q: PageQuery & { member_id: number; ledger: 'money' | 'point' },
): Promise<Page<ConsoleLedgerRow>> {
  if (!(await repo.findMember(ctx.db, q.member_id))) throw new AppError('MEMBER_NOT_FOUND');
  const accounts = q.ledger === 'money' ? (['balance', 'balance_money'] as const) : (['point'] as const);
  const page = await paged(ctx, q, (db, limit, offset) =>
    repo.pageLedger(db, q.member_id, [...accounts], limit, offset),
  );
  return {
    ...page,
    list: page.list.map((r) => ({
      id: r.id,
      member_id: r.member_id,
      account_type: r.account_type,
      account_data: shown(r.account_type, r.amount),
      balance_after: shown(r.account_type, r.balance_after),
      from_type: r.type,
      type_name: ledgerTypeName(ctx.lang, r.type),
      remark: r.remark,
      create_time: r.create_time,
    })),
  };
}

/**
 * Freezes (every session ends in the same transaction, so the member's next request is refused
 * and login answers MEMBER_FROZEN) or unfreezes the member.
 */
export async function freezeMember(
  ctx: RequestContext,
  body: { member_id: number; frozen: number; reason: string },
  audit: Audit,
) {
  return withTransaction(ctx, async (tx) => {
    const before = await repo.findMember(tx.db, body.member_id);
    if (!before) throw new AppError('MEMBER_NOT_FOUND');
    const status = body.frozen === 1 ? 0 : 1;
    await repo.setStatus(tx.db, body.member_id, status);
    if (status === 0) await revokeMemberTokens(tx.db, body.member_id);
    await audit(tx, {
      action: status === 0 ? 'member.freeze' : 'member.unfreeze',
      target: `member:${body.member_id}`,
      before: { status: before.status },
      after: { status, reason: body.reason },
    });
    return {};
  });
}

/** The adjustment as a signed whole number of the account's units (minor units for money); null when it is none. */
export function adjustmentUnits(account: AdjustableAccount, amount: string | number): number | null {
  if (account === 'point') {
    const text = typeof amount === 'number' ? String(amount) : amount.trim();
    if (!/^[+-]?\d{1,9}$/.test(text)) return null;
    const n = Number(text);
    return n !== 0 && Math.abs(n) <= ADJUST_POINT_MAX ? n : null;
  }
  let n: number;
  try {
    n = toMinor(typeof amount === 'string' ? amount.trim().replace(/^\+/, '') : amount);
  } catch {
    return null;
  }
  return n !== 0 && Math.abs(n) <= ADJUST_MONEY_MAX ? n : null;
}

/**
 * Adds to or takes from one account with the reason as the ledger row's remark (the member reads
 * it), in one transaction: taking is the ledger's conditional update, refused (ADJUST_BELOW_ZERO,
 * nothing written) when the account holds less. Answers the account after it.
 */
export async function adjustMember(ctx: RequestContext, body: MemberAdjustBody, staffId: number, audit: Audit) {
  const units = adjustmentUnits(body.account, body.amount);
  if (units === null) throw new AppError('ADJUST_AMOUNT_INVALID');
  return withTransaction(ctx, async (tx) => {
    if (!(await lockMember(tx.db, body.member_id))) throw new AppError('MEMBER_NOT_FOUND');
    const entry = { type: 'adjust', ref: `staff:${staffId}`, remark: body.reason };
    if (units > 0) await credit(tx, body.member_id, body.account, units, entry);
    else if (!(await debit(tx, body.member_id, body.account, -units, entry))) throw new AppError('ADJUST_BELOW_ZERO');
    const after = await repo.findMember(tx.db, body.member_id);
    const balance = after ? after[body.account] : 0;
    await audit(tx, {
      action: 'member.adjust',
      target: `member:${body.member_id}`,
      before: { [body.account]: balance - units },
      after: { [body.account]: balance, amount: units, reason: body.reason },
    });
    return { balance_after: shown(body.account, balance) };
  });
}
