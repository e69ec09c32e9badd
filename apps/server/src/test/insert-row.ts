import type { Insertable } from 'kysely';
import type { DbHandle } from '../db/database';
import type { Database } from '../db/schema';

/** Inserts one fixture row into `table` and answers its new `id` column. */
export async function insertRow<T extends keyof Database>(
  db: DbHandle['db'],
  table: T,
  row: Insertable<Database[T]>,
  id: string,
): Promise<number> {
  const r = await db
    .insertInto(table)
    .values(row as never)
    .returning(id as never)
    .executeTakeFirstOrThrow();
  return Number((r as Record<string, unknown>)[id]);
}
