import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { COMPLAIN, type Move } from '../../lib/order-state-machine';
import type { OrderComplainTable } from './aftersale.table';

/** Complaints to the platform, one row per goods (reused when the buyer complains again). */

export async function findComplain(db: Db, orderGoodsId: number) {
  return db.selectFrom('order_complain').selectAll().where('order_goods_id', '=', orderGoodsId).executeTakeFirst();
}
export type ComplainRow = NonNullable<Awaited<ReturnType<typeof findComplain>>>;

/**
 * Opens the complaint: inserts the goods' first one, or reopens one revoked or refused; false
 * when one is open or decided already.
 */
export async function openComplain(db: Db, row: Insertable<OrderComplainTable>) {
  const existing = await findComplain(db, row.order_goods_id);
  if (!existing) {
    await db.insertInto('order_complain').values(row).execute();
    return true;
  }
  const r = await db
    .updateTable('order_complain')
    .set({ ...row, complain_refuse_reason: '', complain_real_money: 0, complain_time: 0 })
    .where('order_goods_id', '=', row.order_goods_id)
    .where('complain_status', 'in', COMPLAIN.moves.reopen.from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function moveComplain(db: Db, orderGoodsId: number, move: Move, set: Updateable<OrderComplainTable> = {}) {
  const r = await db
    .updateTable('order_complain')
    .set({ ...set, complain_status: move.to })
    .where('order_goods_id', '=', orderGoodsId)
    .where('complain_status', 'in', move.from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
