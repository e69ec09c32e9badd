import { DEFAULT_LANG, type Lang } from '@zay/contract';
import type { Db } from '../db/database';

/** Milliseconds since the epoch, like `Date.now`; `buildApp({ clock })` lets a test set the time. */
export type Clock = () => number;

/**
 * Passed first to every service call: who asks, in which language, against which executor and
 * at what time. Inside `withTransaction`, `db` is the transaction.
 */
export interface RequestContext {
  /** The database, or the open transaction; repositories run their queries on it. */
  db: Db;
  lang: Lang;
  memberId: number | null;
  /** Unix seconds on the app's clock. */
  now(): number;
}

/** A context on `db` and `clock`; timers and background jobs use it with no member. */
export function createContext(
  db: Db,
  clock: Clock,
  who: { lang?: Lang; memberId?: number | null } = {},
): RequestContext {
  return {
    db,
    lang: who.lang ?? DEFAULT_LANG,
    memberId: who.memberId ?? null,
    now: () => Math.floor(clock() / 1000),
  };
}

/**
 * Runs `work` in one transaction, its context's `db` the transaction. Inside a transaction
 * already, `work` joins it: services compose without knowing who opened it.
 */
export async function withTransaction<T>(ctx: RequestContext, work: (ctx: RequestContext) => Promise<T>): Promise<T> {
  if (ctx.db.isTransaction) return work(ctx);
  const open = { root: ctx.db, committed: [] as (() => void)[] };
  const result = await ctx.db.transaction().execute((trx) => {
    openTransactions.set(trx, open);
    return work({ ...ctx, db: trx });
  });
  for (const then of open.committed) then();
  return result;
}

/** Transactions opened by `withTransaction`: the database they run on and what waits for their commit. */
const openTransactions = new WeakMap<Db, { root: Db; committed: (() => void)[] }>();

/**
 * Runs `then` once the transaction `db` belongs to has committed (never if it rolls back), or at
 * once outside a transaction: for telling caches and counters about a change only when others
 * can read it (ADR 094). A transaction not opened by `withTransaction` runs it at once.
 */
export function afterCommit(db: Db, then: () => void): void {
  const open = openTransactions.get(db);
  if (open) open.committed.push(then);
  else then();
}

/**
 * Registers `trx`, a transaction opened on `root` other than by `withTransaction` (group commit):
 * `rootDb` then finds `root`, and `afterCommit` collects. Answers a function that hands over what
 * was collected since it was last called, for the opener to run after its commit (or drop).
 */
export function openedOn(trx: Db, root: Db): () => (() => void)[] {
  const open = { root, committed: [] as (() => void)[] };
  openTransactions.set(trx, open);
  return () => open.committed.splice(0);
}

/** The database `db` runs on: itself, or for a registered transaction the database it was opened on. */
export function rootDb(db: Db): Db {
  return openTransactions.get(db)?.root ?? db;
}

/**
 * The context's open transaction, for a move that belongs to the change it is part of (stock,
 * quota, an order's record). Outside one it throws `why`: the caller has a bug, no request does.
 */
export function inTransaction(ctx: RequestContext, why: string): Db {
  if (!ctx.db.isTransaction) throw new Error(why);
  return ctx.db;
}

/** The logged-in member's id; endpoints marked `auth: 'required'` have already ensured there is one. */
export function requireMember(ctx: RequestContext): number {
  if (ctx.memberId === null) throw new Error('a member-only service was called without a member');
  return ctx.memberId;
}
