import {
  fromMinor,
  TOPIC_STATUS,
  type PageQuery,
  type Topic,
  type TopicGoods,
  type TopicGoodsDetail,
} from '@zay/contract';
import { isVisibleGoods } from '../../../db/goods-visibility';
import { AppError } from '../../../lib/app-error';
import { inTransaction, type RequestContext } from '../../../lib/context';
import { paged } from '../../../lib/paged';
import { translateRows } from '../../site';
import { translateGoods, translateOneGoods } from '../../catalog';
import { shopInfo } from '../../shop';
import * as repo from './topic.repository';

// A topic goods' quota (`topic_goods.stock`, `sale_num`) moves only here (ADR 073), inside the
// order's transaction; the SKU's stock moves through the catalogue's stock service beside it.

/** The status of API-SHAPES-MORE §5.5 from the stored state and the dates (ADR 072: no crons). */
export function statusOf(row: { status: number; start_time: number; end_time: number }, now: number) {
  if (row.status !== 1) return TOPIC_STATUS.CLOSED;
  if (now < row.start_time) return TOPIC_STATUS.NOT_STARTED;
  return now >= row.end_time ? TOPIC_STATUS.ENDED : TOPIC_STATUS.RUNNING;
}

/** TOPIC_NOT_FOUND (missing or closed), TOPIC_NOT_OPEN (not started) or TOPIC_ENDED unless running. */
function requireRunning(row: { status: number; start_time: number; end_time: number } | undefined, now: number) {
  const status = row ? statusOf(row, now) : TOPIC_STATUS.CLOSED;
  if (status === TOPIC_STATUS.CLOSED) throw new AppError('TOPIC_NOT_FOUND');
  if (status === TOPIC_STATUS.NOT_STARTED) throw new AppError('TOPIC_NOT_OPEN');
  if (status === TOPIC_STATUS.ENDED) throw new AppError('TOPIC_ENDED');
}

function topicView(row: repo.TopicRow, now: number): Topic {
  const { create_time: _created, ...rest } = row;
  return { ...rest, status: statusOf(row, now) };
}

/** The topics' names in the request's language (ADR 057, kind 'topic'). */
const translated = <T extends { topic_id: number }>(ctx: RequestContext, rows: T[]) =>
  translateRows(ctx, 'topic', rows, (r) => r.topic_id);

/** topic/page: the running topics, newest first. */
export async function runningTopics(ctx: RequestContext, query: PageQuery) {
  const now = ctx.now();
  const page = await paged(ctx, query, (db, limit, offset) => repo.pageOfRunning(db, now, limit, offset));
  return { ...page, list: (await translated(ctx, page.list)).map((r) => topicView(r, now)) };
}

function card(row: repo.CardRow): TopicGoods {
  return {
    ...row,
    sku_image: row.sku_image || row.goods_image.split(',')[0] || '',
    price: fromMinor(row.price),
    discount_price: fromMinor(row.discount_price),
    topic_price: fromMinor(row.topic_price),
    recommend_way: 0,
  };
}

/** topicgoods/page: a running topic's goods at topic price, with its banner, colour and name. */
export async function topicGoods(ctx: RequestContext, topicId: number, query: PageQuery) {
  const now = ctx.now();
  const found = await repo.findTopic(ctx.db, topicId);
  requireRunning(found, now);
  const [topic] = await translated(ctx, [found!]);
  const page = await paged(ctx, query, (db, limit, offset) => repo.pageOfTopicGoods(db, topicId, limit, offset));
  return {
    ...page,
    list: (await translateGoods(ctx, page.list)).map(card),
    bg_color: topic!.bg_color,
    topic_adv: topic!.topic_adv,
    topic_name: topic!.topic_name,
    remark: topic!.remark,
    end_time: topic!.end_time,
    time: now,
  };
}

/** A topic goods of visible goods; TOPIC_NOT_FOUND when missing or hidden. */
async function visibleTopicGoods(ctx: RequestContext, id: number) {
  const row = await repo.findTopicGoods(ctx.db, id);
  if (!row || !isVisibleGoods(row)) throw new AppError('TOPIC_NOT_FOUND');
  return translateOneGoods(ctx, row);
}

/** topicgoods/detail: one goods of a running topic. */
export async function topicGoodsDetail(ctx: RequestContext, id: number): Promise<TopicGoodsDetail> {
  const row = await visibleTopicGoods(ctx, id);
  requireRunning({ ...row, status: row.topic_status }, ctx.now());
  const [[named], shop] = await Promise.all([
    translated(ctx, [{ topic_id: row.topic_id, topic_name: row.topic_name }]),
    shopInfo(ctx, row.site_id),
  ]);
  return {
    goods_sku_detail: {
      ...card(row),
      topic_name: named!.topic_name,
      goods_image: row.goods_image,
      sku_images: row.sku_images,
      goods_spec_format: row.goods_spec_format,
      verify_state: row.verify_state,
      time: ctx.now(),
    },
    shop_info: shop,
  };
}

/** topicgoods/info: the topic's goods of the SKU, or `{type: "again"}` when the SKU is not in it. */
export async function topicGoodsInfo(ctx: RequestContext, topicId: number, skuId: number) {
  const id = await repo.topicGoodsIdOf(ctx.db, topicId, skuId);
  return id === null ? { type: 'again' as const, sku_id: skuId } : topicGoodsDetail(ctx, id);
}

/** The SKU's topic goods running now with quota left (the goods page's strip), or null. */
export async function runningTopicOfSku(ctx: RequestContext, skuId: number) {
  const row = await repo.runningOfSku(ctx.db, skuId, ctx.now());
  if (!row) return null;
  return {
    id: row.id,
    topic_price: fromMinor(row.topic_price),
    price: fromMinor(row.price),
    end_time: row.end_time,
    time: ctx.now(),
  };
}

// ---- Buying ----

export type TopicGoodsToBuy = repo.TopicGoodsRow;

/** The topic goods a member is about to buy `num` of: visible, its topic running, quota enough. */
export async function topicGoodsToBuy(ctx: RequestContext, id: number, num: number): Promise<TopicGoodsToBuy> {
  const row = await visibleTopicGoods(ctx, id);
  const status = statusOf({ ...row, status: row.topic_status }, ctx.now());
  if (status === TOPIC_STATUS.CLOSED) throw new AppError('TOPIC_NOT_FOUND');
  if (status !== TOPIC_STATUS.RUNNING) throw new AppError('TOPIC_NOT_OPEN');
  if (row.stock === 0) throw new AppError('OUT_OF_STOCK');
  if (num > row.stock) throw new AppError('TOPIC_STOCK_SHORT');
  return row;
}

const OUTSIDE_TRANSACTION = 'topic quota moves only inside the order transaction';

/**
 * Takes `num` of the topic goods' quota for the order (`outTradeNo`) inside the order's
 * transaction, by one conditional update; false when short or the topic is no longer on.
 */
export async function takeTopic(
  ctx: RequestContext,
  take: { topicGoodsId: number; memberId: number; num: number; outTradeNo: string },
): Promise<boolean> {
  const db = inTransaction(ctx, OUTSIDE_TRANSACTION);
  const now = ctx.now();
  if (!(await repo.takeTopicStock(db, take.topicGoodsId, take.num, now))) return false;
  await repo.insertTopicOrder(db, { ...take, now });
  return true;
}

/** Gives back what the order of `outTradeNo` took of its topic goods (it closed unpaid), once. */
export async function returnTopic(ctx: RequestContext, outTradeNo: string): Promise<void> {
  const db = inTransaction(ctx, OUTSIDE_TRANSACTION);
  const row = await repo.takeTopicOrder(db, outTradeNo);
  if (row) await repo.returnTopicStock(db, row.topic_goods_id, row.num);
}
