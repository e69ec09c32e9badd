import {
  fromMinor,
  GROUPBUY_MAX_DAYS,
  type PageQuery,
  type SellerGroupbuy,
  type sellerGroupbuyAddBodySchema,
  type sellerGroupbuyEditBodySchema,
} from '@zay/contract';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import { paged } from '../../../lib/paged';
import type { Db } from '../../../db/database';
import { shopOf, type StaffScope } from '../../../lib/staff-scope';
import { shopSku } from '../seckill/seckill-seller.service';
import * as repo from './groupbuy.repository';
import { statusOf } from './groupbuy.service';

const DAY = 86_400;
type Terms = Omit<z.output<typeof sellerGroupbuyAddBodySchema>, 'sku_id'>;

/** The shop's group buys (the platform's staff: every shop's), newest first. */
export async function sellerGroupbuys(ctx: RequestContext, staff: StaffScope, query: PageQuery) {
  const now = ctx.now();
  const page = await paged(ctx, query, (db, limit, offset) => repo.pageOfShop(db, shopOf(staff), limit, offset));
  return {
    ...page,
    list: page.list.map((r): SellerGroupbuy => ({
      ...r,
      groupbuy_price: fromMinor(r.groupbuy_price),
      price: fromMinor(r.price),
      status: statusOf(r, now),
    })),
  };
}

/**
 * The rules of a group buy's terms (ADR 070): a price above 0 and below the SKU's; a quota of
 * at least the minimum quantity and, beyond what is already taken, at most the SKU's stock; an
 * end after its start and after now, at most 90 days after its start.
 */
function checkTerms(t: Terms, sku: { discount_price: number; stock: number }, sold: number, now: number) {
  if (t.groupbuy_price <= 0 || t.groupbuy_price >= sku.discount_price) throw new AppError('GROUPBUY_PRICE_INVALID');
  if (t.quota < t.buy_num || t.quota < sold || t.quota - sold > sku.stock) throw new AppError('GROUPBUY_QUOTA_INVALID');
  if (t.end_time <= t.start_time || t.end_time <= now || t.end_time - t.start_time > GROUPBUY_MAX_DAYS * DAY)
    throw new AppError('GROUPBUY_TIME_INVALID');
}

/**
 * One group buy of a SKU at a time (the goods page shows one group price): another on then is
 * GROUPBUY_OVERLAP. A guard for the shop's own data, not a stock rule: two of the shop's staff
 * saving overlapping terms at the same instant could both pass on PostgreSQL, and each group buy
 * would still sell only its own quota. Locking the SKU row here would take locks in the opposite
 * order to an order's (quota, then SKU stock) and risk deadlocks.
 */
async function noOverlap(db: Db, skuId: number, t: Terms, now: number, exceptId?: number) {
  if (await repo.overlaps(db, skuId, t.start_time, t.end_time, now, exceptId)) throw new AppError('GROUPBUY_OVERLAP');
}

/** A new group buy of one of the shop's SKUs; another shop's SKU is not found. */
export async function addGroupbuy(
  ctx: RequestContext,
  staff: StaffScope,
  body: z.output<typeof sellerGroupbuyAddBodySchema>,
) {
  const sku = await shopSku(ctx, body.sku_id, shopOf(staff));
  if (!sku) throw new AppError('GOODS_NOT_FOUND');
  const now = ctx.now();
  checkTerms(body, sku, 0, now);
  const id = await withTransaction(ctx, async ({ db }) => {
    await noOverlap(db, sku.sku_id, body, now);
    return repo.insertGroupbuy(db, {
      site_id: sku.site_id,
      groupbuy_name: sku.goods_name.slice(0, 60),
      goods_id: sku.goods_id,
      sku_id: sku.sku_id,
      groupbuy_price: body.groupbuy_price,
      buy_num: body.buy_num,
      stock: body.quota,
      start_time: body.start_time,
      end_time: body.end_time,
      create_time: now,
    });
  });
  return { groupbuy_id: id };
}

/**
 * New terms for one of the shop's group buys that has not ended; another shop's is not found,
 * an ended one GROUPBUY_ENDED. The quota counts what orders already took.
 */
export async function editGroupbuy(
  ctx: RequestContext,
  staff: StaffScope,
  body: z.output<typeof sellerGroupbuyEditBodySchema>,
) {
  const siteId = shopOf(staff);
  const row = await repo.findShopGroupbuy(ctx.db, body.groupbuy_id, siteId);
  if (!row) throw new AppError('GROUPBUY_NOT_FOUND');
  const now = ctx.now();
  if (row.status !== 1 || row.end_time <= now) throw new AppError('GROUPBUY_ENDED');
  checkTerms(body, { discount_price: row.discount_price, stock: row.goods_stock }, row.sell_num, now);
  await withTransaction(ctx, async ({ db }) => {
    await noOverlap(db, row.sku_id, body, now, body.groupbuy_id);
    // Conditional: orders may have taken more since the read; then the quota is too small.
    if (!(await repo.updateTerms(db, body.groupbuy_id, siteId, { ...body, now })))
      throw new AppError('GROUPBUY_QUOTA_INVALID');
  });
  return {};
}

/** Ends one of the shop's group buys now; another shop's (or one already ended by hand) is not found. */
export async function endShopGroupbuy(ctx: RequestContext, staff: StaffScope, id: number) {
  if (!(await repo.endGroupbuy(ctx.db, id, shopOf(staff), ctx.now()))) throw new AppError('GROUPBUY_NOT_FOUND');
  return {};
}
