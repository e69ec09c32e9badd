import { sql } from 'kysely';
import { uncount } from '../../../db/counters';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';
import { VISIBILITY_COLUMNS, visibleGoods } from '../../../db/goods-visibility';

const TOPIC_COLUMNS = [
  't.topic_id',
  't.topic_name',
  't.topic_adv',
  't.bg_color',
  't.status',
  't.remark',
  't.start_time',
  't.end_time',
  't.create_time',
] as const;

/** One page of the topics on at `now` (not closed, within their dates), newest first. */
export async function pageOfRunning(db: Db, now: number, limit: number | null, offset: number) {
  const base = db
    .selectFrom('topic as t')
    .where('t.status', '=', 1)
    .where('t.start_time', '<=', now)
    .where('t.end_time', '>', now);
  return fetchPage(
    base,
    (q) => q.select(TOPIC_COLUMNS).orderBy('t.create_time', 'desc').orderBy('t.topic_id', 'desc'),
    limit,
    offset,
  );
}

export async function findTopic(db: Db, topicId: number) {
  return db.selectFrom('topic as t').select(TOPIC_COLUMNS).where('t.topic_id', '=', topicId).executeTakeFirst();
}
export type TopicRow = NonNullable<Awaited<ReturnType<typeof findTopic>>>;

const CARD_COLUMNS = [
  'tg.id',
  'tg.topic_id',
  't.start_time',
  't.end_time',
  'tg.site_id',
  'tg.goods_id',
  'tg.sku_id',
  'tg.topic_price',
  'tg.stock',
  'tg.sale_num',
  's.sku_name',
  's.price',
  's.discount_price',
  's.sku_image',
  's.stock as goods_stock',
  'g.goods_name',
  'g.goods_image',
  'g.is_free_shipping',
  'g.introduction',
  'g.is_virtual',
  'g.unit',
] as const;

const topicGoodsJoined = (db: Db) =>
  db
    .selectFrom('topic_goods as tg')
    .innerJoin('topic as t', 't.topic_id', 'tg.topic_id')
    .innerJoin('goods as g', 'g.goods_id', 'tg.goods_id')
    .innerJoin('goods_sku as s', 's.sku_id', 'tg.sku_id');

/** One page of a topic's goods that shoppers may see. */
export async function pageOfTopicGoods(db: Db, topicId: number, limit: number | null, offset: number) {
  const base = topicGoodsJoined(db).where('tg.topic_id', '=', topicId).where(visibleGoods);
  return fetchPage(base, (q) => q.select(CARD_COLUMNS).orderBy('tg.id'), limit, offset);
}
export type CardRow = Awaited<ReturnType<typeof pageOfTopicGoods>>['list'][number];

/** A topic goods with its topic, SKU, goods and shop, whatever their state. */
export async function findTopicGoods(db: Db, id: number) {
  return topicGoodsJoined(db)
    .innerJoin('shop as sh', 'sh.site_id', 'g.site_id')
    .select([
      ...CARD_COLUMNS,
      ...VISIBILITY_COLUMNS,
      't.topic_name',
      't.status as topic_status',
      's.sku_images',
      'g.goods_spec_format',
    ])
    .where('tg.id', '=', id)
    .executeTakeFirst();
}
export type TopicGoodsRow = NonNullable<Awaited<ReturnType<typeof findTopicGoods>>>;

/** The topic goods of a topic for a SKU (topicgoods/info). */
export async function topicGoodsIdOf(db: Db, topicId: number, skuId: number) {
  const row = await db
    .selectFrom('topic_goods')
    .select('id')
    .where('topic_id', '=', topicId)
    .where('sku_id', '=', skuId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The SKU's topic goods in topics on at `now` with quota left, of visible goods; the cheapest first. */
export async function runningOfSku(db: Db, skuId: number, now: number) {
  return topicGoodsJoined(db)
    .select(['tg.id', 'tg.topic_price', 's.discount_price as price', 't.end_time'])
    .where('tg.sku_id', '=', skuId)
    .where('tg.stock', '>', 0)
    .where('t.status', '=', 1)
    .where('t.start_time', '<=', now)
    .where('t.end_time', '>', now)
    .where(visibleGoods)
    .orderBy('tg.topic_price')
    .orderBy('tg.id')
    .executeTakeFirst();
}

/**
 * Takes `num` of the topic goods' quota and counts it sold, only while enough is left and its
 * topic is on at `now` (so a topic closed or ended meanwhile sells nothing).
 */
export async function takeTopicStock(db: Db, id: number, num: number, now: number) {
  const res = await db
    .updateTable('topic_goods')
    .set({ stock: sql`stock - ${num}`, sale_num: sql`sale_num + ${num}` })
    .where('id', '=', id)
    .where('stock', '>=', num)
    .where('topic_id', 'in', (eb) =>
      eb
        .selectFrom('topic')
        .select('topic_id')
        .where('status', '=', 1)
        .where('start_time', '<=', now)
        .where('end_time', '>', now),
    )
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function returnTopicStock(db: Db, id: number, num: number) {
  await db
    .updateTable('topic_goods')
    .set({ stock: sql`stock + ${num}`, sale_num: uncount('sale_num', num) })
    .where('id', '=', id)
    .execute();
}

export async function insertTopicOrder(
  db: Db,
  row: { outTradeNo: string; topicGoodsId: number; memberId: number; num: number; now: number },
) {
  await db
    .insertInto('topic_order')
    .values({
      out_trade_no: row.outTradeNo,
      topic_goods_id: row.topicGoodsId,
      member_id: row.memberId,
      num: row.num,
      create_time: row.now,
    })
    .execute();
}

/** Removes the record of what an order of this payment took, answering it (so it is returned once). */
export async function takeTopicOrder(db: Db, outTradeNo: string) {
  const row = await db
    .selectFrom('topic_order')
    .select(['topic_goods_id', 'num'])
    .where('out_trade_no', '=', outTradeNo)
    .executeTakeFirst();
  if (!row) return null;
  const res = await db.deleteFrom('topic_order').where('out_trade_no', '=', outTradeNo).executeTakeFirst();
  return Number(res.numDeletedRows) === 1 ? row : null;
}

// ---- The platform console ----

/** One page of every topic, newest first, with its goods count. */
export async function pageOfAll(db: Db, limit: number | null, offset: number) {
  return fetchPage(
    db.selectFrom('topic as t'),
    (q) =>
      q
        .select([
          ...TOPIC_COLUMNS,
          (eb) =>
            eb
              .selectFrom('topic_goods as tg')
              .select((e) => e.fn.countAll<number>().as('n'))
              .whereRef('tg.topic_id', '=', 't.topic_id')
              .as('goods_count'),
        ])
        .orderBy('t.topic_id', 'desc'),
    limit,
    offset,
  );
}

export interface TopicFields {
  topic_name: string;
  topic_adv: string;
  bg_color: string;
  remark: string;
  start_time: number;
  end_time: number;
  status: number;
}

export async function insertTopic(db: Db, row: TopicFields & { create_time: number }) {
  const r = await db.insertInto('topic').values(row).returning('topic_id').executeTakeFirstOrThrow();
  return r.topic_id;
}

export async function updateTopic(db: Db, topicId: number, row: TopicFields) {
  const res = await db.updateTable('topic').set(row).where('topic_id', '=', topicId).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** A topic's goods as the console shows them, with their shops. */
export async function listTopicGoods(db: Db, topicId: number) {
  return db
    .selectFrom('topic_goods as tg')
    .innerJoin('goods as g', 'g.goods_id', 'tg.goods_id')
    .innerJoin('goods_sku as s', 's.sku_id', 'tg.sku_id')
    .innerJoin('shop as sh', 'sh.site_id', 'tg.site_id')
    .select([
      'tg.id',
      'tg.site_id',
      'sh.site_name',
      'tg.goods_id',
      'tg.sku_id',
      'g.goods_name',
      's.sku_name',
      's.sku_image',
      's.discount_price as price',
      'tg.topic_price',
      'tg.stock',
      'tg.sale_num',
    ])
    .where('tg.topic_id', '=', topicId)
    .orderBy('tg.id')
    .execute();
}

/** A SKU of visible goods of any shop. */
export async function findSku(db: Db, skuId: number) {
  return db
    .selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .select(['s.sku_id', 's.goods_id', 'g.site_id', 's.discount_price', 's.stock'])
    .where('s.sku_id', '=', skuId)
    .where(visibleGoods)
    .executeTakeFirst();
}

/** Adds a topic goods; null when the SKU is already in the topic. */
export async function insertTopicGoods(
  db: Db,
  row: {
    topic_id: number;
    site_id: number;
    goods_id: number;
    sku_id: number;
    topic_price: number;
    stock: number;
    create_time: number;
  },
) {
  const r = await db
    .insertInto('topic_goods')
    .values({ ...row, sale_num: 0 })
    .onConflict((oc) => oc.columns(['topic_id', 'sku_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return r?.id ?? null;
}

export async function deleteTopicGoods(db: Db, id: number) {
  const res = await db.deleteFrom('topic_goods').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
