import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/**
 * Counts one hit on `key` in a window that opens at its first hit and lasts `windowSec`.
 * Allowed when the window had fewer than `max` hits; the check and the count are one
 * conditional update, so parallel requests (and processes) cannot slip past the limit.
 */
export async function hitCounter(db: Db, key: string, windowSec: number, max: number, now: number): Promise<boolean> {
  await db
    .insertInto('rate_counter')
    .values({ counter_key: key, window_start: now, hits: 0 })
    .onConflict((oc) => oc.column('counter_key').doNothing())
    .execute();
  const expired = now - windowSec;
  const res = await db
    .updateTable('rate_counter')
    .set({
      hits: sql`case when window_start <= ${expired} then 1 else hits + 1 end`,
      window_start: sql`case when window_start <= ${expired} then ${now} else window_start end`,
    })
    .where('counter_key', '=', key)
    .where((eb) => eb.or([eb('window_start', '<=', expired), eb('hits', '<', max)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
