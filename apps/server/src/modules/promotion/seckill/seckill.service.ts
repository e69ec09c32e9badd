import {
  fromMinor,
  SECKILL_STATUS,
  type PageQuery,
  type SeckillDetail,
  type SeckillGoods,
  type SeckillSlot,
} from '@zay/contract';
import type { Db } from '../../../db/database';
import { isVisibleGoods } from '../../../db/goods-visibility';
import { AppError } from '../../../lib/app-error';
import { inTransaction, type RequestContext } from '../../../lib/context';
import { marketMoment } from '../../../lib/market-clock';
import { paged } from '../../../lib/paged';
import { WorkQueue } from '../../../lib/work-queue';
import { cacheChanged, perApp, signalsOf } from '../../../lib/signals';
import { translateGoods, translateOneGoods } from '../../catalog';
import { shopInfo } from '../../shop';
import * as repo from './seckill.repository';

// The seckill's stock (`seckill.stock`, `seckill.sale_num`) and what members bought of it move
// only here (ADR 036, 065), inside the order's transaction; the SKU's stock moves through the
// catalogue's stock service in the same transaction.

const DAY = 86_400;

/** Seconds after the market's midnight at `now`, and that midnight as a Unix time. */
function marketDay(now: number) {
  const { day, time } = marketMoment(now);
  const [h, m, s] = time.split(':').map(Number);
  const second = h! * 3600 + m! * 60 + s!;
  return { day, second, midnight: now - second };
}

const hms = (seconds: number) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
};

function slotView(slot: repo.SlotRow, now: number): SeckillSlot {
  const { second, midnight } = marketDay(now);
  const { seckill_start_time: start, seckill_end_time: end } = slot;
  return {
    ...slot,
    seckill_id: slot.id,
    seckill_start_time_show: hms(start),
    seckill_end_time_show: hms(Math.min(end, DAY - 1)),
    status: second >= end ? 2 : second >= start ? 1 : 0,
    start_time: midnight + start,
    end_time: midnight + end,
  };
}

const slotIds = (list: string) => list.split(',').filter(Boolean).map(Number);

/**
 * seckill/lists: today's slots holding a seckill on sale — ended, running and coming (ADR 064);
 * `all`: every slot, for the shop console's sign-ups.
 */
export async function todaySlots(
  ctx: RequestContext,
  opts: { all?: boolean } = {},
): Promise<{ list: SeckillSlot[]; time: number }> {
  const now = ctx.now();
  const [slots, lists] = await Promise.all([repo.listSlots(ctx.db), opts.all ? [] : repo.liveSlotLists(ctx.db, now)]);
  const used = new Set(lists.flatMap(slotIds));
  const shown = opts.all ? slots : slots.filter((s) => used.has(s.id));
  return { list: shown.map((s) => slotView(s, now)), time: now };
}

/** The status of API-SHAPES-MORE §5.2 from the stored state and the seckill's dates. */
export function statusOf(row: { status: number; start_time: number; end_time: number }, now: number) {
  if (row.status !== 1) return SECKILL_STATUS.CLOSED;
  if (now < row.start_time) return SECKILL_STATUS.NOT_STARTED;
  return now >= row.end_time ? SECKILL_STATUS.ENDED : SECKILL_STATUS.RUNNING;
}

function card(row: repo.CardRow, now: number): SeckillGoods {
  return {
    ...row,
    status: statusOf(row, now),
    goods_image: row.sku_image || row.goods_image.split(',')[0] || '',
    seckill_price: fromMinor(row.seckill_price),
    price: fromMinor(row.price),
    recommend_way: 0,
    discount_rate: row.price > 0 ? Math.floor((row.seckill_price * 100) / row.price) : 100,
  };
}

/** seckillgoods/page: the seckills of a slot on today. */
export async function slotGoods(ctx: RequestContext, slotId: number, query: PageQuery) {
  const now = ctx.now();
  const page = await paged(ctx, query, (db, limit, offset) => repo.pageOfSlot(db, slotId, now, limit, offset));
  return { ...page, list: (await translateGoods(ctx, page.list)).map((r) => card(r, now)) };
}

/** Today's slots of a seckill, and the one running now (null when none). */
async function slotsOf(ctx: RequestContext, row: { seckill_time_id: string; start_time: number; end_time: number }) {
  const now = ctx.now();
  const ids = new Set(slotIds(row.seckill_time_id));
  const slots = (await repo.listSlots(ctx.db)).filter((s) => ids.has(s.id)).map((s) => slotView(s, now));
  const inDates = row.start_time <= now && now < row.end_time;
  return { slots, running: inDates ? (slots.find((s) => s.status === 1) ?? null) : null };
}

/** seckillgoods/detail: a seckill that is not closed, of visible goods; SECKILL_NOT_FOUND otherwise. */
export async function seckillDetail(ctx: RequestContext, id: number): Promise<SeckillDetail> {
  const found = await repo.findSeckill(ctx.db, id);
  if (!found || found.status !== 1 || !isVisibleGoods(found)) throw new AppError('SECKILL_NOT_FOUND');
  const row = await translateOneGoods(ctx, found);
  const [{ slots, running }, shop] = await Promise.all([slotsOf(ctx, row), shopInfo(ctx, row.site_id)]);
  return {
    goods_sku_detail: {
      ...card(row, ctx.now()),
      seckill_id: row.id,
      sku_name: row.sku_name,
      sku_image: row.sku_image,
      sku_images: row.sku_images,
      goods_spec_format: row.goods_spec_format,
      unit: row.unit,
      seckill_start_time: running?.seckill_start_time ?? 0,
      seckill_end_time: running?.seckill_end_time ?? 0,
      slot_start_time: running?.start_time ?? 0,
      slot_end_time: running?.end_time ?? 0,
      slots,
      time: ctx.now(),
    },
    shop_info: shop,
  };
}

/** The seckill of a SKU running in the current slot (the goods page's price and countdown), or null. */
export async function runningSeckillOfSku(ctx: RequestContext, skuId: number) {
  for (const row of await repo.seckillsOfSku(ctx.db, skuId, ctx.now())) {
    const { running } = await slotsOf(ctx, row);
    if (running && row.stock > 0)
      return {
        id: row.id,
        seckill_price: fromMinor(row.seckill_price),
        price: fromMinor(row.price),
        stock: row.stock,
        end_time: running.end_time,
        time: ctx.now(),
      };
  }
  return null;
}

// ---- Sold-out marks (ADR 065) ----

/**
 * Seckills this process found sold out, with when the mark lapses (ms). A buyer of a marked
 * seckill is answered at once, without a query. The mark clears when stock returns, on every
 * process (a `seckill` cache change, told through Redis; ADR 094), and lapses so that a return
 * whose news was lost is still seen soon. A mark is set only if no return was told since the read
 * that found the seckill sold out began.
 */
const soldOutOf = perApp((signals) => {
  const marks = new Map<number, number>();
  signals.on('seckill', (id) => (id === undefined ? marks.clear() : marks.delete(Number(id))));
  return marks;
});
export const SOLD_OUT_MARK_MS = 5_000;

export function isMarkedSoldOut(db: Db, seckillId: number) {
  const soldOut = soldOutOf(db);
  const until = soldOut.get(seckillId);
  if (until === undefined) return false;
  if (until > Date.now()) return true;
  soldOut.delete(seckillId);
  return false;
}
/** Marks the seckill sold out, unless a return was told since `version` (read before the stock was). */
export function markSoldOut(db: Db, seckillId: number, version: number) {
  if (signalsOf(db).version('seckill') === version) soldOutOf(db).set(seckillId, Date.now() + SOLD_OUT_MARK_MS);
}

/** The answer to a buyer of a marked seckill: one object, as its stack says nothing and capturing one costs. */
export const SOLD_OUT = new AppError('OUT_OF_STOCK');

// ---- Admission (ADR 076) ----

/**
 * At most this many orders of one seckill are being created at once in this process; the rest
 * of a rush wait their turn (FIFO), before their session is even looked up. A seckill marked sold
 * out is answered at once, and so is each waiter whose turn comes after the mark: the answer says
 * nothing about the caller, and costs no query. A waiter is never refused for waiting.
 */
export const SECKILL_CREATING = 32;
const admissions = new Map<number, WorkQueue>();

/** Runs `create` (the call creating an order of the seckill) when its turn comes; the queue goes when idle. */
export async function admitted<T>(db: Db, seckillId: number, create: () => Promise<T>): Promise<T> {
  if (isMarkedSoldOut(db, seckillId)) throw SOLD_OUT;
  let queue = admissions.get(seckillId);
  if (!queue) admissions.set(seckillId, (queue = new WorkQueue(SECKILL_CREATING, 100_000)));
  try {
    return await queue.run(() => (isMarkedSoldOut(db, seckillId) ? Promise.reject(SOLD_OUT) : create()));
  } finally {
    if (queue.active === 0) admissions.delete(seckillId);
  }
}

/** Seckills with orders being created or waiting (tests: the queues do not outlive their rush). */
export const admissionsOpen = () => admissions.size;

// ---- Buying ----

export type SeckillToBuy = repo.SeckillRow;

/**
 * The seckill a member is about to buy `num` of, checked as the checkout shows it: on, of
 * visible goods, in its running slot, with enough stock and within the member's daily limit.
 * A seckill marked sold out is refused before any query.
 */
export async function seckillToBuy(
  ctx: RequestContext,
  memberId: number,
  seckillId: number,
  num: number,
): Promise<SeckillToBuy> {
  if (isMarkedSoldOut(ctx.db, seckillId)) throw SOLD_OUT;
  const version = signalsOf(ctx.db).version('seckill');
  const row = await repo.findSeckill(ctx.db, seckillId);
  if (!row || row.status !== 1 || !isVisibleGoods(row)) throw new AppError('SECKILL_NOT_FOUND');
  if (!(await slotsOf(ctx, row)).running) throw new AppError('SECKILL_NOT_OPEN');
  if (row.stock === 0) {
    markSoldOut(ctx.db, seckillId, version);
    throw new AppError('OUT_OF_STOCK');
  }
  if (num > row.stock) throw new AppError('SECKILL_STOCK_SHORT');
  if (row.max_buy > 0) {
    const bought = await repo.boughtOn(ctx.db, { seckillId, memberId, day: marketDay(ctx.now()).day });
    if (bought + num > row.max_buy) throw new AppError('SECKILL_LIMIT', { max: row.max_buy, bought });
  }
  return row;
}

const OUTSIDE_TRANSACTION = 'seckill stock moves only inside the order transaction';

/**
 * Takes `num` of the seckill for the member's order (`outTradeNo`) inside the order's
 * transaction: the member's daily count and the seckill's stock by conditional updates. False
 * when the stock is short (then marked sold out if none is left); SECKILL_LIMIT when the member
 * would pass the limit. The caller rolls back on either.
 */
export async function takeSeckill(
  ctx: RequestContext,
  take: { seckillId: number; memberId: number; num: number; maxBuy: number; outTradeNo: string },
): Promise<boolean> {
  const db = inTransaction(ctx, OUTSIDE_TRANSACTION);
  const version = signalsOf(db).version('seckill');
  const now = ctx.now();
  const key = { seckillId: take.seckillId, memberId: take.memberId, day: marketDay(now).day };
  if (!(await repo.countBought(db, key, take.num, take.maxBuy))) {
    const bought = await repo.boughtOn(db, key);
    throw new AppError('SECKILL_LIMIT', { max: take.maxBuy, bought });
  }
  if (!(await repo.takeSeckillStock(db, take.seckillId, take.num))) {
    if ((await repo.stockLeft(db, take.seckillId)) === 0) markSoldOut(db, take.seckillId, version);
    return false;
  }
  await repo.insertSeckillOrder(db, { ...key, outTradeNo: take.outTradeNo, num: take.num, now });
  return true;
}

/**
 * Gives back what the order of `outTradeNo` took of its seckill (it closed unpaid); the sold-out
 * mark clears on every process once the return is committed.
 */
export async function returnSeckill(ctx: RequestContext, outTradeNo: string): Promise<void> {
  const db = inTransaction(ctx, OUTSIDE_TRANSACTION);
  const row = await repo.findSeckillOrder(db, outTradeNo);
  if (!row) return;
  await repo.returnSeckillStock(db, row.seckill_id, row.num);
  await repo.uncountBought(db, { seckillId: row.seckill_id, memberId: row.member_id, day: row.day }, row.num);
  cacheChanged(db, 'seckill', String(row.seckill_id));
}
