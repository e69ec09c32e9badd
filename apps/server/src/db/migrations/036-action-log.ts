import { sql, type Kysely } from 'kysely';
import { ACTION_LOG_KEEP_DAYS } from '@zay/contract';
import { createTable, type Dialect } from './column-kinds';

/**
 * The platform console's action log (issue 31, ADR 091): one row per action, never changed. The
 * database refuses an update of any row and the deletion of a row younger than the keeping time
 * (the daily sweep removes older ones), so not even a bug in the app can rewrite history.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createTable(db, dialect, 'action_log', {
    id: 'id',
    staff_id: 'int',
    staff_name: 'text',
    site_id: 'int',
    action: 'text',
    target: 'text',
    ip: 'text',
    before: 'text',
    after: 'text',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('action_log_time').on('action_log').column('create_time').execute();
  await db.schema.createIndex('action_log_action').on('action_log').columns(['action', 'create_time']).execute();
  const keep = ACTION_LOG_KEEP_DAYS * 86_400;
  if (dialect === 'postgres') {
    await sql`create function action_log_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then raise exception 'action log rows are never changed'; end if;
        if old.create_time > extract(epoch from now())::bigint - ${sql.raw(String(keep))} then
          raise exception 'action log rows are kept for a year';
        end if;
        return old;
      end $$`.execute(db);
    await sql`create trigger action_log_append_only before update or delete on action_log
      for each row execute function action_log_append_only()`.execute(db);
  } else {
    await sql`create trigger action_log_no_update before update on action_log
      begin select raise(abort, 'action log rows are never changed'); end`.execute(db);
    await sql`create trigger action_log_keep before delete on action_log
      when old.create_time > cast(strftime('%s', 'now') as integer) - ${sql.raw(String(keep))}
      begin select raise(abort, 'action log rows are kept for a year'); end`.execute(db);
  }
}
