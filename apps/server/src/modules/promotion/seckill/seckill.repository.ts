import { sql } from 'kysely';
import { uncount } from '../../../db/counters';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';
import { VISIBILITY_COLUMNS, visibleGoods } from '../../../db/goods-visibility';

/** The slots that are on (the platform may switch one off). */
export async function listSlots(db: Db) {
  return db
    .selectFrom('seckill_time')
    .select(['id', 'name', 'seckill_start_time', 'seckill_end_time'])
    .where('status', '=', 1)
    .orderBy('seckill_start_time')
    .orderBy('id')
    .execute();
}
export type SlotRow = Awaited<ReturnType<typeof listSlots>>[number];

/** Seckills on at `now` (not closed, within their dates) of visible goods. */
const liveSeckills = (db: Db, now: number) =>
  db
    .selectFrom('seckill as k')
    .innerJoin('goods as g', 'g.goods_id', 'k.goods_id')
    .innerJoin('goods_sku as s', 's.sku_id', 'k.sku_id')
    .where('k.status', '=', 1)
    .where('k.start_time', '<=', now)
    .where('k.end_time', '>', now)
    .where(visibleGoods);

/** The slot lists (",1,2,") of the seckills on today. */
export async function liveSlotLists(db: Db, now: number) {
  const rows = await liveSeckills(db, now).select('k.seckill_time_id').distinct().execute();
  return rows.map((r) => r.seckill_time_id);
}

const CARD_COLUMNS = [
  'k.id',
  'k.site_id',
  'k.seckill_name',
  'k.status',
  'k.remark',
  'k.start_time',
  'k.end_time',
  'k.goods_id',
  'k.sku_id',
  'k.seckill_time_id',
  'k.seckill_price',
  'k.stock',
  'k.sale_num',
  'k.max_buy',
  'g.goods_name',
  'g.goods_image',
  's.sku_image',
  's.stock as goods_stock',
  's.discount_price as price',
] as const;

/** One page of the seckills on at `now` that run in the slot. */
export async function pageOfSlot(db: Db, slotId: number, now: number, limit: number | null, offset: number) {
  const base = liveSeckills(db, now).where('k.seckill_time_id', 'like', `%,${slotId},%`);
  return fetchPage(base, (q) => q.select(CARD_COLUMNS).orderBy('k.id'), limit, offset);
}
export type CardRow = Awaited<ReturnType<typeof pageOfSlot>>['list'][number];

/** A seckill with its SKU, goods and shop, whatever its state. */
export async function findSeckill(db: Db, id: number) {
  return db
    .selectFrom('seckill as k')
    .innerJoin('goods as g', 'g.goods_id', 'k.goods_id')
    .innerJoin('goods_sku as s', 's.sku_id', 'k.sku_id')
    .innerJoin('shop as sh', 'sh.site_id', 'g.site_id')
    .select([
      ...CARD_COLUMNS,
      ...VISIBILITY_COLUMNS,
      's.sku_name',
      's.sku_images',
      's.sku_spec_format',
      'g.goods_spec_format',
      'g.unit',
    ])
    .where('k.id', '=', id)
    .executeTakeFirst();
}
export type SeckillRow = NonNullable<Awaited<ReturnType<typeof findSeckill>>>;

/** The seckills on at `now` for a SKU (the goods page looks for one running in the current slot). */
export async function seckillsOfSku(db: Db, skuId: number, now: number) {
  return liveSeckills(db, now).where('k.sku_id', '=', skuId).select(CARD_COLUMNS).orderBy('k.id').execute();
}

/** Takes `num` from the seckill's stock and counts it sold, only while on and enough is left. */
export async function takeSeckillStock(db: Db, id: number, num: number) {
  const res = await db
    .updateTable('seckill')
    .set({ stock: sql`stock - ${num}`, sale_num: sql`sale_num + ${num}` })
    .where('id', '=', id)
    .where('status', '=', 1)
    .where('stock', '>=', num)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function returnSeckillStock(db: Db, id: number, num: number) {
  await db
    .updateTable('seckill')
    .set({ stock: sql`stock + ${num}`, sale_num: uncount('sale_num', num) })
    .where('id', '=', id)
    .execute();
}

export async function stockLeft(db: Db, id: number) {
  const row = await db.selectFrom('seckill').select('stock').where('id', '=', id).executeTakeFirst();
  return row?.stock ?? 0;
}

export interface BuyKey {
  seckillId: number;
  memberId: number;
  day: string;
}

export async function boughtOn(db: Db, k: BuyKey) {
  const row = await db
    .selectFrom('seckill_buy')
    .select('num')
    .where('seckill_id', '=', k.seckillId)
    .where('member_id', '=', k.memberId)
    .where('day', '=', k.day)
    .executeTakeFirst();
  return row?.num ?? 0;
}

/**
 * Counts `num` more bought by the member that day, only while the total stays within `max`
 * (0 = no limit): one conditional upsert, so parallel orders of one member cannot pass it together.
 */
export async function countBought(db: Db, k: BuyKey, num: number, max: number) {
  if (max > 0 && num > max) return false;
  const res = await db
    .insertInto('seckill_buy')
    .values({ seckill_id: k.seckillId, member_id: k.memberId, day: k.day, num })
    .onConflict((oc) => {
      const update = oc
        .columns(['seckill_id', 'member_id', 'day'])
        .doUpdateSet({ num: sql`seckill_buy.num + excluded.num` });
      return max > 0 ? update.where(sql<boolean>`seckill_buy.num + excluded.num <= ${max}`) : update;
    })
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows) === 1;
}

export async function uncountBought(db: Db, k: BuyKey, num: number) {
  await db
    .updateTable('seckill_buy')
    .set({ num: uncount('num', num) })
    .where('seckill_id', '=', k.seckillId)
    .where('member_id', '=', k.memberId)
    .where('day', '=', k.day)
    .execute();
}

export async function insertSeckillOrder(db: Db, row: BuyKey & { outTradeNo: string; num: number; now: number }) {
  await db
    .insertInto('seckill_order')
    .values({
      out_trade_no: row.outTradeNo,
      seckill_id: row.seckillId,
      member_id: row.memberId,
      day: row.day,
      num: row.num,
      create_time: row.now,
    })
    .execute();
}

/** The seckill an order of this payment was created from. */
export async function findSeckillOrder(db: Db, outTradeNo: string) {
  return db
    .selectFrom('seckill_order')
    .select(['seckill_id', 'member_id', 'day', 'num'])
    .where('out_trade_no', '=', outTradeNo)
    .executeTakeFirst();
}
