import type { Insertable } from 'kysely';
import type { DbHandle } from '../../../db/database';
import { onThisWeek } from '../../trade/checkout/order-test-kit';
import type { SeckillTable } from './seckill.table';

/** Helpers for seckill tests: slots and seckills inserted directly. */

type Db = DbHandle['db'];

export async function addSlot(db: Db, name: string, startHour: number, endHour: number) {
  const row = await db
    .insertInto('seckill_time')
    .values({ name, seckill_start_time: startHour * 3600, seckill_end_time: endHour * 3600 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A seckill on from a day ago for a week, in the listed slots; price in minor units. */
export async function addSeckill(
  db: Db,
  s: { siteId: number; goodsId: number; skuId: number; slots: number[]; price: number; stock: number } & Partial<
    Insertable<SeckillTable>
  >,
) {
  const now = Math.floor(Date.now() / 1000);
  const { siteId, goodsId, skuId, slots, price, ...rest } = s;
  const row = await db
    .insertInto('seckill')
    .values({
      site_id: siteId,
      goods_id: goodsId,
      sku_id: skuId,
      seckill_name: 'Flash',
      seckill_time_id: `,${slots.join(',')},`,
      seckill_price: price,
      ...onThisWeek(now),
      ...rest,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seckillStock(db: Db, id: number) {
  return db.selectFrom('seckill').select(['stock', 'sale_num']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** 10:00 in Yangon (UTC+6:30) on 1 June 2026, in ms: slot 08–12 runs, 00–08 ended, 12–24 comes. */
export const YANGON_TEN = Date.UTC(2026, 5, 1, 3, 30, 0);
