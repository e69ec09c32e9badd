import { z } from 'zod';
import { withTransaction, type RequestContext } from '../../../lib/context';
import { getConfig } from '../../site';
import type { LedgerAccount } from './account.table';
import * as repo from './ledger.repository';

export type { LedgerEntry } from './ledger.repository';
export type { LedgerAccount } from './account.table';

/**
 * The one way a member's balances, points and growth change (ADR 055): each change is a
 * conditional update that never goes below zero plus its ledger row, in the caller's transaction
 * (or one of its own). Credits must be positive.
 */
export async function credit(
  ctx: RequestContext,
  memberId: number,
  account: LedgerAccount,
  amount: number,
  entry: repo.LedgerEntry,
) {
  if (!(amount > 0) || !Number.isSafeInteger(amount)) throw new Error(`bad credit ${amount}`);
  await withTransaction(ctx, async (ctx) => {
    if (!(await repo.move(ctx.db, memberId, account, amount, entry, ctx.now())))
      throw new Error(`member ${memberId} not found`);
    if (account === 'growth') await raiseLevel(ctx, memberId);
  });
}

/** Takes `amount` (> 0) from one account; false, nothing taken, when it holds less. */
export async function debit(
  ctx: RequestContext,
  memberId: number,
  account: LedgerAccount,
  amount: number,
  entry: repo.LedgerEntry,
) {
  if (!(amount > 0) || !Number.isSafeInteger(amount)) throw new Error(`bad debit ${amount}`);
  return withTransaction(ctx, (ctx) => repo.move(ctx.db, memberId, account, -amount, entry, ctx.now()));
}

/**
 * Pays `amount` from the balance: the non-withdrawable part first, then the withdrawable, both
 * under `entry.tradeNo` so a return knows where the money came from. False, nothing taken, when
 * the two together are short.
 */
export async function spendBalance(ctx: RequestContext, memberId: number, amount: number, entry: repo.LedgerEntry) {
  if (!(amount > 0) || !Number.isSafeInteger(amount)) throw new Error(`bad spend ${amount}`);
  return withTransaction(ctx, async (ctx) => {
    const a = (await repo.lockMember(ctx.db, memberId)) && (await repo.findAccounts(ctx.db, memberId));
    if (!a || a.balance + a.balance_money < amount) return false;
    const fromBalance = Math.min(a.balance, amount);
    const now = ctx.now();
    // The row is held, so both moves hold; a failure here is a broken invariant, not a short balance.
    if (fromBalance > 0 && !(await repo.move(ctx.db, memberId, 'balance', -fromBalance, entry, now)))
      throw new Error('balance moved under a held row');
    const rest = amount - fromBalance;
    if (rest > 0 && !(await repo.move(ctx.db, memberId, 'balance_money', -rest, entry, now)))
      throw new Error('balance_money moved under a held row');
    return true;
  });
}

/**
 * Returns money a payment (`entry.tradeNo`) took: to the withdrawable balance as far as the
 * payment took from it and has not had back, the rest to the non-withdrawable balance.
 */
export async function returnBalance(ctx: RequestContext, memberId: number, amount: number, entry: repo.LedgerEntry) {
  if (!(amount > 0)) return;
  await withTransaction(ctx, async (ctx) => {
    await repo.lockMember(ctx.db, memberId);
    const owed = entry.tradeNo ? await repo.withdrawableTakenBy(ctx.db, memberId, entry.tradeNo) : 0;
    const toMoney = Math.max(0, Math.min(owed, amount));
    if (toMoney > 0) await credit(ctx, memberId, 'balance_money', toMoney, entry);
    if (amount > toMoney) await credit(ctx, memberId, 'balance', amount - toMoney, entry);
  });
}

/** Levels only go up: the member moves to the highest level the growth reaches, if above the current. */
async function raiseLevel(ctx: RequestContext, memberId: number) {
  const a = await repo.findAccounts(ctx.db, memberId);
  if (!a) return;
  const reached = await repo.levelForGrowth(ctx.db, a.growth);
  if (!reached || reached.level_id === a.member_level) return;
  if (reached.sort > (await repo.levelSort(ctx.db, a.member_level)))
    await repo.setLevel(ctx.db, memberId, reached.level_id);
}

export async function accountsOf(ctx: RequestContext, memberId: number) {
  return repo.findAccounts(ctx.db, memberId);
}

const consumeSchema = z.object({
  return_growth_rate: z.number().min(0).max(100),
  return_point_rate: z.number().min(0).max(100),
});
/** Without a stored setting: 1 growth per 100 Ks of a completed order (1% of its Ks), no points. */
const DEFAULT_CONSUME = { return_growth_rate: 1, return_point_rate: 0 };

/** What a completed order earns (`member_consume`; the platform's points rules, ADR 091). */
export const consumeSettings = (ctx: RequestContext) =>
  getConfig(ctx.db, 'member_consume', consumeSchema, DEFAULT_CONSUME);

/**
 * A completed order's growth and points (`member_consume` config, as the family's consumption
 * reward: `floor(rate% × order money in Ks)` each), credited in the completing transaction.
 */
export async function rewardCompletedOrder(ctx: RequestContext, memberId: number, orderMoney: number, orderNo: string) {
  const rates = await consumeSettings(ctx);
  const entry = { type: 'order_complete', ref: orderNo };
  const growth = Math.floor((orderMoney / 100) * (rates.return_growth_rate / 100));
  if (growth > 0) await credit(ctx, memberId, 'growth', growth, entry);
  const point = Math.floor((orderMoney / 100) * (rates.return_point_rate / 100));
  if (point > 0) await credit(ctx, memberId, 'point', point, entry);
}
