import type { Db } from '../../../db/database';
import { dialectOf } from '../../../db/dialect';

export async function findConfig(db: Db, key: string): Promise<unknown> {
  const row = await db.selectFrom('config').select('value').where('config_key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as unknown) : undefined;
}

/** Like findConfig, the row locked until the transaction ends where the database can (PostgreSQL). */
export async function findConfigForUpdate(db: Db, key: string): Promise<unknown> {
  let query = db.selectFrom('config').select('value').where('config_key', '=', key);
  if (db.isTransaction && dialectOf(db) === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? (JSON.parse(row.value) as unknown) : undefined;
}

export async function saveConfig(db: Db, key: string, value: unknown): Promise<void> {
  const row = { config_key: key, value: JSON.stringify(value), update_time: Math.floor(Date.now() / 1000) };
  await db
    .insertInto('config')
    .values(row)
    .onConflict((oc) => oc.column('config_key').doUpdateSet({ value: row.value, update_time: row.update_time }))
    .execute();
}
