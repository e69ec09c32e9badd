import type { Kysely } from 'kysely';
import type { Dialect } from './column-kinds';

/**
 * Issue 18, ADR 069:
 * - help classes, help articles and notices may be hidden from the storefront (`is_show`, shown by default);
 * - the platform's review of live rooms: the reason a room was refused and when it was reviewed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const int = dialect === 'sqlite' ? 'integer' : 'bigint';
  for (const table of ['help_class', 'help', 'notice'])
    await db.schema
      .alterTable(table)
      .addColumn('is_show', int, (c) => c.notNull().defaultTo(1))
      .execute();
  await db.schema
    .alterTable('live_room')
    .addColumn('audit_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('live_room')
    .addColumn('audit_time', int, (c) => c.notNull().defaultTo(0))
    .execute();
}
