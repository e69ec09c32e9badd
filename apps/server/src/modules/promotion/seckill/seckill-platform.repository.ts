import { sql } from 'kysely';
import type { Db } from '../../../db/database';

// The platform console's seckill time slots.

/** Every slot, on or off, by start, with how many seckills are signed up to it. */
export async function listAllSlots(db: Db) {
  return db
    .selectFrom('seckill_time as t')
    .select([
      't.id',
      't.name',
      't.seckill_start_time',
      't.seckill_end_time',
      't.status',
      (eb) =>
        eb
          .selectFrom('seckill as k')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where('k.seckill_time_id', 'like', sql<string>`'%,' || ${sql.ref('t.id')} || ',%'`)
          .as('seckill_count'),
    ])
    .orderBy('t.seckill_start_time')
    .orderBy('t.id')
    .execute();
}

export interface SlotFields {
  name: string;
  seckill_start_time: number;
  seckill_end_time: number;
}

export async function insertSlot(db: Db, row: SlotFields & { create_time: number }) {
  const r = await db
    .insertInto('seckill_time')
    .values({ ...row, status: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Changes a slot's fields or status; false when there is no such slot. */
export async function updateSlot(db: Db, id: number, set: Partial<SlotFields> & { status?: number }) {
  const res = await db.updateTable('seckill_time').set(set).where('id', '=', id).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
