import { sql } from 'kysely';
import type { Db } from './database';
import { dialectOf } from './dialect';

/** Tables of a member's rows of which at most one is the default (addresses, bank accounts). */
type DefaultTable = 'member_address' | 'member_bank_account';

/**
 * Makes row `id` the member's one default in `table` (`id` 0: none); run it inside a transaction.
 * On PostgreSQL the member's rows are locked in id order first, so two such calls at once queue:
 * a multi-row UPDATE locks rows in the order its snapshot finds them, and two snapshots can find
 * them in different orders and deadlock. SQLite runs one writer at a time.
 */
export async function markOnlyDefault(db: Db, table: DefaultTable, memberId: number, id: number) {
  if (dialectOf(db) === 'postgres')
    await db.selectFrom(table).select('id').where('member_id', '=', memberId).orderBy('id').forUpdate().execute();
  await db
    .updateTable(table)
    .set({ is_default: sql<number>`case when id = ${id} then 1 else 0 end` })
    .where('member_id', '=', memberId)
    .execute();
}

/** Deletes the member's row `id` of `table`; answers how many went (0 when it is not theirs). */
export async function deleteMemberRow(db: Db, table: DefaultTable, memberId: number, id: number) {
  const res = await db.deleteFrom(table).where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  return Number(res.numDeletedRows);
}
