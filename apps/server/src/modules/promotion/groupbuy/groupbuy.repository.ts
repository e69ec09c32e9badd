import { sql } from 'kysely';
import { uncount } from '../../../db/counters';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';
import { VISIBILITY_COLUMNS, visibleGoods } from '../../../db/goods-visibility';

/** Group buys of visible goods, with their SKU. */
const withGoods = (db: Db) =>
  db
    .selectFrom('groupbuy as k')
    .innerJoin('goods as g', 'g.goods_id', 'k.goods_id')
    .innerJoin('goods_sku as s', 's.sku_id', 'k.sku_id');

/** Group buys running at `now` (on, within their times) of visible goods. */
const running = (db: Db, now: number) =>
  withGoods(db)
    .where('k.status', '=', 1)
    .where('k.start_time', '<=', now)
    .where('k.end_time', '>', now)
    .where(visibleGoods);

const CARD_COLUMNS = [
  'k.id as groupbuy_id',
  'k.site_id',
  'k.goods_id',
  'k.sku_id',
  'k.groupbuy_price',
  'k.buy_num',
  'k.stock',
  'k.sell_num',
  'k.status',
  'k.start_time',
  'k.end_time',
  'g.goods_name',
  'g.goods_image',
  's.sku_name',
  's.sku_image',
  's.stock as goods_stock',
  's.discount_price as price',
] as const;

/** One page of the group buys running at `now` with quota and SKU stock left (of the listed goods when given). */
export async function pageOfRunning(
  db: Db,
  now: number,
  goodsIds: number[] | null,
  limit: number | null,
  offset: number,
) {
  let base = running(db, now).where('k.stock', '>', 0).where('s.stock', '>', 0);
  if (goodsIds) base = base.where('k.goods_id', 'in', goodsIds.length ? goodsIds : [0]);
  return fetchPage(base, (q) => q.select(CARD_COLUMNS).orderBy('k.end_time').orderBy('k.id'), limit, offset);
}
export type CardRow = Awaited<ReturnType<typeof pageOfRunning>>['list'][number];

/** A group buy with its SKU, goods and shop, whatever its state. */
export async function findGroupbuy(db: Db, id: number) {
  return withGoods(db)
    .innerJoin('shop as sh', 'sh.site_id', 'g.site_id')
    .select([...CARD_COLUMNS, ...VISIBILITY_COLUMNS, 's.sku_images', 'g.goods_spec_format', 'g.unit', 'g.is_virtual'])
    .where('k.id', '=', id)
    .executeTakeFirst();
}
export type GroupbuyRow = NonNullable<Awaited<ReturnType<typeof findGroupbuy>>>;

/** The group buy of a SKU running at `now` with quota left, ending first. */
export async function runningOfSku(db: Db, skuId: number, now: number) {
  return running(db, now)
    .where('k.sku_id', '=', skuId)
    .where('k.stock', '>', 0)
    .select(CARD_COLUMNS)
    .orderBy('k.end_time')
    .orderBy('k.id')
    .executeTakeFirst();
}

/**
 * Takes `num` of the quota and counts it sold, only while the group buy is on, within its times
 * at `now` and enough is left: one conditional update (ADR 070).
 */
export async function takeQuota(db: Db, id: number, num: number, now: number) {
  const res = await db
    .updateTable('groupbuy')
    .set({ stock: sql`stock - ${num}`, sell_num: sql`sell_num + ${num}` })
    .where('id', '=', id)
    .where('status', '=', 1)
    .where('start_time', '<=', now)
    .where('end_time', '>', now)
    .where('stock', '>=', num)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function returnQuota(db: Db, id: number, num: number) {
  await db
    .updateTable('groupbuy')
    .set({ stock: sql`stock + ${num}`, sell_num: uncount('sell_num', num) })
    .where('id', '=', id)
    .execute();
}

export async function insertGroupbuyOrder(
  db: Db,
  row: { outTradeNo: string; groupbuyId: number; memberId: number; num: number; now: number },
) {
  await db
    .insertInto('groupbuy_order')
    .values({
      out_trade_no: row.outTradeNo,
      groupbuy_id: row.groupbuyId,
      member_id: row.memberId,
      num: row.num,
      create_time: row.now,
    })
    .execute();
}

/** Removes and answers what the payment took of its group buy: a second call finds nothing, so it returns once. */
export async function takeBackGroupbuyOrder(db: Db, outTradeNo: string) {
  return db
    .deleteFrom('groupbuy_order')
    .where('out_trade_no', '=', outTradeNo)
    .returning(['groupbuy_id', 'num'])
    .executeTakeFirst();
}

// ---- The shop console ----

/** One page of a shop's group buys (every shop's for null), newest first. */
export async function pageOfShop(db: Db, siteId: number | null, limit: number | null, offset: number) {
  let base = withGoods(db);
  if (siteId !== null) base = base.where('k.site_id', '=', siteId);
  return fetchPage(
    base,
    (q) =>
      q
        .select([
          'k.id as groupbuy_id',
          'k.goods_id',
          'k.sku_id',
          'g.goods_name',
          's.sku_name',
          'k.groupbuy_price',
          's.discount_price as price',
          'k.buy_num',
          'k.stock',
          'k.sell_num',
          'k.status',
          'k.start_time',
          'k.end_time',
        ])
        .orderBy('k.id', 'desc'),
    limit,
    offset,
  );
}

export async function insertGroupbuy(
  db: Db,
  row: {
    site_id: number;
    groupbuy_name: string;
    goods_id: number;
    sku_id: number;
    groupbuy_price: number;
    buy_num: number;
    stock: number;
    start_time: number;
    end_time: number;
    create_time: number;
  },
) {
  const r = await db
    .insertInto('groupbuy')
    .values({ ...row, status: 1, modify_time: row.create_time })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Whether another group buy of the SKU, on and not over at `now`, runs at some time of [start, end). */
export async function overlaps(db: Db, skuId: number, start: number, end: number, now: number, exceptId = 0) {
  const row = await db
    .selectFrom('groupbuy')
    .select('id')
    .where('sku_id', '=', skuId)
    .where('status', '=', 1)
    .where('end_time', '>', now)
    .where('start_time', '<', end)
    .where('end_time', '>', start)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A shop's group buy (any shop's for null) with its SKU's price and stock. */
export async function findShopGroupbuy(db: Db, id: number, siteId: number | null) {
  let q = db
    .selectFrom('groupbuy as k')
    .innerJoin('goods_sku as s', 's.sku_id', 'k.sku_id')
    .select(['k.id', 'k.sku_id', 'k.status', 'k.end_time', 'k.sell_num', 's.discount_price', 's.stock as goods_stock'])
    .where('k.id', '=', id);
  if (siteId !== null) q = q.where('k.site_id', '=', siteId);
  return q.executeTakeFirst();
}

/**
 * New terms for a group buy that is on and not past its end at `now`; the quota left becomes
 * `quota − sell_num` in the same statement, only while `sell_num ≤ quota`, so orders taking it
 * at the same time are never lost. False when nothing matched.
 */
export async function updateTerms(
  db: Db,
  id: number,
  siteId: number | null,
  t: { groupbuy_price: number; buy_num: number; quota: number; start_time: number; end_time: number; now: number },
) {
  let q = db
    .updateTable('groupbuy')
    .set({
      groupbuy_price: t.groupbuy_price,
      buy_num: t.buy_num,
      stock: sql`${t.quota} - sell_num`,
      start_time: t.start_time,
      end_time: t.end_time,
      modify_time: t.now,
    })
    .where('id', '=', id)
    .where('status', '=', 1)
    .where('end_time', '>', t.now)
    .where('sell_num', '<=', t.quota);
  if (siteId !== null) q = q.where('site_id', '=', siteId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Ends a shop's group buy now; false when it is not the shop's, unknown or already ended by hand. */
export async function endGroupbuy(db: Db, id: number, siteId: number | null, now: number) {
  let q = db.updateTable('groupbuy').set({ status: -1, modify_time: now }).where('id', '=', id).where('status', '=', 1);
  if (siteId !== null) q = q.where('site_id', '=', siteId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
