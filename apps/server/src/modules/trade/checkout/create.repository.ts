import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';

export async function insertPay(db: Db, row: Insertable<Database['pay']>) {
  await db.insertInto('pay').values(row).execute();
}

/**
 * Columns left at their defaults (0, '') are not sent: a 60-column insert costs more to build than
 * to run. The commission rate is always sent: its default is −1, and 0 is a rate (ADR 103).
 */
export async function insertOrder(db: Db, row: Insertable<Database['orders']>) {
  const set = Object.fromEntries(
    Object.entries(row).filter(([k, v]) => (v !== 0 && v !== '') || k === 'commission_rate'),
  ) as Insertable<Database['orders']>;
  const r = await db.insertInto('orders').values(set).returning('order_id').executeTakeFirstOrThrow();
  return r.order_id;
}

export async function insertOrderGoods(db: Db, rows: Insertable<Database['order_goods']>[]) {
  if (rows.length) await db.insertInto('order_goods').values(rows).execute();
}
