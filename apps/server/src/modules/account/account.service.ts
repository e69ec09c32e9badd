import { fromMinor } from '@zay/contract';
import type { Db } from '../../db/database';
import { AppError, badRequest } from '../../lib/app-error';
import { requireMember, type RequestContext } from '../../lib/context';
import { hashPassword, verifyPassword } from '../../lib/password';
import { enforceLimits } from '../auth/rate-limit.service';
import * as repo from './account.repository';

/** Wrong or right, at most this many payment-password checks per member in the window. */
const PAY_PASSWORD_TRIES = 10;
const PAY_PASSWORD_WINDOW_SEC = 15 * 60;

export async function memberAccount(ctx: RequestContext, memberId = requireMember(ctx)) {
  const row = await repo.findAccount(ctx.db, memberId);
  return { balance: row?.balance ?? 0, hasPayPassword: !!row?.pay_password };
}

export async function memberAccountInfo(ctx: RequestContext) {
  const a = await memberAccount(ctx);
  return { balance: fromMinor(a.balance), is_pay_password: a.hasPayPassword ? 1 : 0 };
}

/** Checks the payment password (counted against a per-member limit); throws the SPEC §8 messages. */
export async function checkPayPassword(ctx: RequestContext, memberId: number, password: string | undefined) {
  const row = await repo.findAccount(ctx.db, memberId);
  if (!row?.pay_password) throw badRequest('PAY_PASSWORD_NOT_SET');
  await enforceLimits(ctx.db, [
    { key: `paypw:${memberId}`, windowSec: PAY_PASSWORD_WINDOW_SEC, max: PAY_PASSWORD_TRIES },
  ]);
  if (!password || !(await verifyPassword(password, row.pay_password))) throw badRequest('PAY_PASSWORD_ERROR');
}

/** Sets the payment password; changing an existing one needs the old one. */
export async function setPayPassword(ctx: RequestContext, password: string, old: string | undefined) {
  const memberId = requireMember(ctx);
  const row = await repo.findAccount(ctx.db, memberId);
  if (row?.pay_password) await checkPayPassword(ctx, memberId, old);
  await repo.savePayPassword(ctx.db, memberId, await hashPassword(password));
  return {};
}

/** Spends from or credits the balance inside the caller's transaction; false when the balance is short. */
export const changeBalance = (db: Db, memberId: number, amount: number, entry: repo.LedgerEntry, now: number) =>
  repo.changeBalance(db, memberId, amount, entry, now);

export const balanceShort = () => new AppError('BALANCE_NOT_ENOUGH', 409);
