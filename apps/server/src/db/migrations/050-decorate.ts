import type { Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * Issue 31, ADR 104 — the platform decorates the home page and the chrome:
 * - `adv.start_time` / `adv.end_time`: an advert's time window in epoch seconds, 0 = unbounded;
 * - `decorate_draft`: the decoration being edited (one row per site, the whole draft as JSON),
 *   with the token that opens the home page's preview of it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const int = dialect === 'sqlite' ? 'integer' : 'bigint';
  for (const column of ['start_time', 'end_time'])
    await db.schema
      .alterTable('adv')
      .addColumn(column, int, (c) => c.notNull().defaultTo(0))
      .execute();
  await createTable(db, dialect, 'decorate_draft', {
    site_id: 'int',
    value: 'text',
    preview_token: 'text',
    preview_expires: 'int',
    staff_id: 'int',
    update_time: 'int',
  }).execute();
  await db.schema.createIndex('decorate_draft_site').on('decorate_draft').column('site_id').unique().execute();
}
