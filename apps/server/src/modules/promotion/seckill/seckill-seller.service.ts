import { fromMinor, type PageQuery, type SellerSeckill } from '@zay/contract';
import type { z } from 'zod';
import type { sellerSeckillAddBodySchema } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/context';
import { paged } from '../../../lib/paged';
import { shopOf, type StaffScope } from '../../../lib/staff-scope';
import * as repo from './seckill-seller.repository';
import { listSlots } from './seckill.repository';
import { statusOf, todaySlots } from './seckill.service';

const DAY = 86_400;

/** One of a shop's SKUs of visible goods (any shop's for null), for the console's promotions (seckill, group buy). */
export const shopSku = (ctx: RequestContext, skuId: number, siteId: number | null) =>
  repo.findShopSku(ctx.db, skuId, siteId);

/** The platform's slots a shop may sign up to. */
export async function sellerSlots(ctx: RequestContext) {
  const { list } = await todaySlots(ctx, { all: true });
  return list;
}

/** The shop's seckills (the platform's staff: every shop's), newest first. */
export async function sellerSeckills(ctx: RequestContext, staff: StaffScope, query: PageQuery) {
  const now = ctx.now();
  const page = await paged(ctx, query, (db, limit, offset) => repo.pageOfShop(db, shopOf(staff), limit, offset));
  return {
    ...page,
    list: page.list.map((r): SellerSeckill => ({
      ...r,
      seckill_price: fromMinor(r.seckill_price),
      price: fromMinor(r.price),
      status: statusOf(r, now),
    })),
  };
}

/**
 * Signs one of the shop's SKUs up: below its price, at most its stock, in existing slots, from
 * now for `days` days. Another shop's SKU is not found.
 */
export async function addSeckill(
  ctx: RequestContext,
  staff: StaffScope,
  body: z.output<typeof sellerSeckillAddBodySchema>,
) {
  const sku = await repo.findShopSku(ctx.db, body.sku_id, shopOf(staff));
  if (!sku) throw new AppError('GOODS_NOT_FOUND');
  if (body.seckill_price <= 0 || body.seckill_price >= sku.discount_price) throw new AppError('SECKILL_PRICE_INVALID');
  if (body.stock > sku.stock) throw new AppError('SECKILL_STOCK_INVALID');
  const known = new Set((await listSlots(ctx.db)).map((s) => s.id));
  const slots = [...new Set(body.seckill_time_ids)].filter((id) => known.has(id)).sort((a, b) => a - b);
  if (slots.length === 0) throw new AppError('SECKILL_SLOT_REQUIRED');
  const now = ctx.now();
  const id = await repo.insertSeckill(ctx.db, {
    site_id: sku.site_id,
    seckill_name: sku.goods_name.slice(0, 60),
    goods_id: sku.goods_id,
    sku_id: sku.sku_id,
    seckill_time_id: `,${slots.join(',')},`,
    seckill_price: body.seckill_price,
    stock: body.stock,
    max_buy: body.max_buy,
    start_time: now,
    end_time: now + body.days * DAY,
    create_time: now,
  });
  return { id };
}

/** Closes one of the shop's seckills; another shop's is not found. */
export async function closeShopSeckill(ctx: RequestContext, staff: StaffScope, id: number) {
  if (!(await repo.closeSeckill(ctx.db, id, shopOf(staff)))) throw new AppError('SECKILL_NOT_FOUND');
  return {};
}
