import {
  fromMinor,
  GROUPBUY_STATUS,
  type GroupbuyDetail,
  type GroupbuyGoods,
  type GroupbuySkuDetail,
  type PageQuery,
} from '@zay/contract';
import { isVisibleGoods } from '../../../db/goods-visibility';
import { AppError } from '../../../lib/app-error';
import { inTransaction, type RequestContext } from '../../../lib/context';
import { paged } from '../../../lib/paged';
import { translateGoods, translateOneGoods } from '../../catalog';
import { shopInfo } from '../../shop';
import * as repo from './groupbuy.repository';

// The group buy's quota (`groupbuy.stock`, `groupbuy.sell_num`) moves only here (ADR 036, 070),
// inside the order's transaction; the SKU's stock moves through the catalogue's stock service in
// the same transaction.

/** The status of API-SHAPES-MORE §5.3 from the stored state and the times at `now`. */
export function statusOf(row: { status: number; start_time: number; end_time: number }, now: number) {
  if (row.status !== 1 || now >= row.end_time) return GROUPBUY_STATUS.ENDED;
  return now < row.start_time ? GROUPBUY_STATUS.NOT_STARTED : GROUPBUY_STATUS.RUNNING;
}

function card(row: repo.CardRow, now: number): GroupbuyGoods {
  return {
    ...row,
    status: statusOf(row, now),
    goods_image: row.goods_image.split(',')[0] ?? '',
    sku_image: row.sku_image || row.goods_image.split(',')[0] || '',
    groupbuy_price: fromMinor(row.groupbuy_price),
    price: fromMinor(row.price),
    recommend_way: 0,
  };
}

/** goods/page: the group buys running now with quota and stock left, ending soonest first. */
export async function runningPage(ctx: RequestContext, query: PageQuery & { goods_id_arr?: string | undefined }) {
  const now = ctx.now();
  const goodsIds = query.goods_id_arr ? query.goods_id_arr.split(',').map(Number) : null;
  const page = await paged(ctx, query, (db, limit, offset) => repo.pageOfRunning(db, now, goodsIds, limit, offset));
  return { ...page, list: (await translateGoods(ctx, page.list)).map((r) => card(r, now)) };
}

/** A group buy of visible goods, whatever its status; GROUPBUY_NOT_FOUND otherwise. */
async function visibleGroupbuy(ctx: RequestContext, id: number) {
  const row = await repo.findGroupbuy(ctx.db, id);
  if (!row || !isVisibleGoods(row)) throw new AppError('GROUPBUY_NOT_FOUND');
  return translateOneGoods(ctx, row);
}

function skuDetail(row: repo.GroupbuyRow, now: number): GroupbuySkuDetail {
  return {
    ...card(row, now),
    sku_images: row.sku_images,
    goods_spec_format: row.goods_spec_format,
    unit: row.unit,
    goods_state: row.goods_state,
    verify_state: row.verify_state,
    is_virtual: row.is_virtual,
    time: now,
  };
}

/** goods/detail: the group buy (ended ones too, so the page can say so) and its shop. */
export async function groupbuyDetail(ctx: RequestContext, id: number): Promise<GroupbuyDetail> {
  const row = await visibleGroupbuy(ctx, id);
  return { goods_sku_detail: skuDetail(row, ctx.now()), shop_info: await shopInfo(ctx, row.site_id) };
}

/** goods/info: the group buy's detail for its SKU; another SKU is not found. */
export async function groupbuyInfo(ctx: RequestContext, id: number, skuId: number) {
  const row = await visibleGroupbuy(ctx, id);
  if (row.sku_id !== skuId) throw new AppError('GROUPBUY_NOT_FOUND');
  return skuDetail(row, ctx.now());
}

/** The running group buy of a SKU (the goods page's price and countdown), or null. */
export async function runningGroupbuyOfSku(ctx: RequestContext, skuId: number) {
  const row = await repo.runningOfSku(ctx.db, skuId, ctx.now());
  return row
    ? {
        id: row.groupbuy_id,
        groupbuy_price: fromMinor(row.groupbuy_price),
        price: fromMinor(row.price),
        buy_num: row.buy_num,
        end_time: row.end_time,
        time: ctx.now(),
      }
    : null;
}

// ---- Buying ----

export type GroupbuyToBuy = repo.GroupbuyRow;

/**
 * The group buy a member is about to buy `num` of, checked as the checkout shows it: of visible
 * goods, running (ended → GROUPBUY_ENDED, not yet → GROUPBUY_NOT_OPEN), at least its minimum and
 * at most the quota left.
 */
export async function groupbuyToBuy(ctx: RequestContext, id: number, num: number): Promise<GroupbuyToBuy> {
  const row = await visibleGroupbuy(ctx, id);
  const status = statusOf(row, ctx.now());
  if (status === GROUPBUY_STATUS.ENDED) throw new AppError('GROUPBUY_ENDED');
  if (status === GROUPBUY_STATUS.NOT_STARTED) throw new AppError('GROUPBUY_NOT_OPEN');
  if (num < row.buy_num) throw new AppError('GROUPBUY_MIN', { buy_num: row.buy_num });
  if (row.stock === 0) throw new AppError('OUT_OF_STOCK');
  if (num > row.stock) throw new AppError('GROUPBUY_STOCK_SHORT');
  return row;
}

const OUTSIDE_TRANSACTION = 'group-buy quota moves only inside the order transaction';

/**
 * Takes `num` of the group buy's quota for the payment `outTradeNo` inside the order's
 * transaction, by one conditional update that also checks it is still running; false when it is
 * short or no longer running (the caller rolls back).
 */
export async function takeGroupbuy(
  ctx: RequestContext,
  take: { groupbuyId: number; memberId: number; num: number; outTradeNo: string },
): Promise<boolean> {
  const db = inTransaction(ctx, OUTSIDE_TRANSACTION);
  const now = ctx.now();
  if (!(await repo.takeQuota(db, take.groupbuyId, take.num, now))) return false;
  await repo.insertGroupbuyOrder(db, { ...take, now });
  return true;
}

/** Gives back what the payment `outTradeNo` took of its group buy (closed unpaid, or refunded); once. */
export async function returnGroupbuy(ctx: RequestContext, outTradeNo: string): Promise<void> {
  const db = inTransaction(ctx, OUTSIDE_TRANSACTION);
  const taken = await repo.takeBackGroupbuyOrder(db, outTradeNo);
  if (taken) await repo.returnQuota(db, taken.groupbuy_id, taken.num);
}
