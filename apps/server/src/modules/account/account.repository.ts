import { sql } from 'kysely';
import type { Db } from '../../db/database';

export async function findAccount(db: Db, memberId: number) {
  return db
    .selectFrom('member')
    .select(['balance', 'pay_password'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function savePayPassword(db: Db, memberId: number, hash: string) {
  await db.updateTable('member').set({ pay_password: hash }).where('member_id', '=', memberId).execute();
}

export interface LedgerEntry {
  type: string;
  ref: string;
  remark?: string;
}

/**
 * Adds `amount` (negative to spend) to the balance only if it stays ≥ 0, and writes the ledger
 * row; false (nothing written) when the balance is short. Call inside a transaction.
 */
export async function changeBalance(db: Db, memberId: number, amount: number, entry: LedgerEntry, now: number) {
  const row = await db
    .updateTable('member')
    .set({ balance: sql`balance + ${amount}` })
    .where('member_id', '=', memberId)
    .where(sql<boolean>`balance + ${amount} >= 0`)
    .returning('balance')
    .executeTakeFirst();
  if (!row) return false;
  await db
    .insertInto('member_balance_log')
    .values({
      member_id: memberId,
      amount,
      balance_after: row.balance,
      type: entry.type,
      ref: entry.ref,
      remark: entry.remark ?? '',
      create_time: now,
    })
    .execute();
  return true;
}
