import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';
import type { LedgerAccount } from './account.table';

export interface LedgerEntry {
  /** from_type: order_pay, order_refund, signin, withdraw, withdraw_refuse, order_complete, adjust, gift… */
  type: string;
  ref?: string;
  /** The payment (out_trade_no) a spend, or the return of one, belongs to. */
  tradeNo?: string;
  remark?: string;
}

/**
 * Holds the member's row for the rest of the transaction (PostgreSQL row lock; SQLite writes are
 * serial already), so what is read next stays true until commit. False for no such member.
 */
export async function lockMember(db: Db, memberId: number) {
  const r = await db
    .updateTable('member')
    .set({ member_id: sql`member_id` })
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function findAccounts(db: Db, memberId: number) {
  return db
    .selectFrom('member')
    .select(['balance', 'balance_money', 'point', 'growth', 'member_level'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/**
 * Adds `amount` (negative to take) to one account only if it stays ≥ 0 and writes its ledger
 * row; false, nothing written, when it would not. Call inside a transaction.
 */
export async function move(
  db: Db,
  memberId: number,
  account: LedgerAccount,
  amount: number,
  entry: LedgerEntry,
  now: number,
) {
  const row = await db
    .updateTable('member')
    .set({ [account]: sql`${sql.ref(account)} + ${amount}` })
    .where('member_id', '=', memberId)
    .where(sql<boolean>`${sql.ref(account)} + ${amount} >= 0`)
    .returning(sql<number>`${sql.ref(account)}`.as('after'))
    .executeTakeFirst();
  if (!row) return false;
  await db
    .insertInto('member_balance_log')
    .values({
      member_id: memberId,
      account_type: account,
      amount,
      balance_after: Number(row.after),
      type: entry.type,
      ref: entry.ref ?? '',
      trade_no: entry.tradeNo ?? '',
      remark: entry.remark ?? '',
      create_time: now,
    })
    .execute();
  return true;
}

/** The net a payment took from the member's withdrawable balance (spends minus returns so far). */
export async function withdrawableTakenBy(db: Db, memberId: number, tradeNo: string) {
  const row = await db
    .selectFrom('member_balance_log')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
    .where('member_id', '=', memberId)
    .where('account_type', '=', 'balance_money')
    .where('trade_no', '=', tradeNo)
    .executeTakeFirstOrThrow();
  return -Number(row.total);
}

/** The level a growth reaches (highest sort among levels needing no more), or none. */
export async function levelForGrowth(db: Db, growth: number) {
  return db
    .selectFrom('member_level')
    .select(['level_id', 'sort'])
    .where('growth', '<=', growth)
    .orderBy('sort', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function levelSort(db: Db, levelId: number) {
  const row = await db.selectFrom('member_level').select('sort').where('level_id', '=', levelId).executeTakeFirst();
  return row?.sort ?? 0;
}

export async function setLevel(db: Db, memberId: number, levelId: number) {
  await db.updateTable('member').set({ member_level: levelId }).where('member_id', '=', memberId).execute();
}

export async function ledgerPage(
  db: Db,
  memberId: number,
  filter: { accounts: LedgerAccount[]; fromType?: string },
  limit: number | null,
  offset: number,
) {
  let base = db
    .selectFrom('member_balance_log')
    .where('member_id', '=', memberId)
    .where('account_type', 'in', filter.accounts);
  if (filter.fromType) base = base.where('type', '=', filter.fromType);
  return fetchPage(
    base,
    (q) =>
      q.select(['id', 'member_id', 'account_type', 'amount', 'type', 'remark', 'create_time']).orderBy('id', 'desc'),
    limit,
    offset,
  );
}

export async function allLevels(db: Db) {
  return db.selectFrom('member_level').selectAll().orderBy('sort').execute();
}
