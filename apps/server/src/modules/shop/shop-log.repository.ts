import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

export async function insertShopLog(db: Db, row: Insertable<Database['shop_action_log']>) {
  await db.insertInto('shop_action_log').values(row).execute();
}

export async function listShopLog(db: Db, siteId: number) {
  return db.selectFrom('shop_action_log').selectAll().where('site_id', '=', siteId).orderBy('id').execute();
}
