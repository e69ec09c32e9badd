import { fromMinor, type Bundling, type PageQuery } from '@zay/contract';
import type { z } from 'zod';
import type { sellerBundlingSaveBodySchema } from '@zay/contract';
import { isVisibleGoods } from '../../../db/goods-visibility';
import { AppError } from '../../../lib/app-error';
import { inTransaction, withTransaction, type RequestContext } from '../../../lib/context';
import { paged } from '../../../lib/paged';
import { shopOf, type StaffScope } from '../../../lib/staff-scope';
import { splitProportionally } from '../../../lib/proportional';
import { translateGoods } from '../../catalog';
import * as repo from './combo.repository';

// Combo packages (API-SHAPES-MORE §5.4, ADR 071). A package has no stock of its own: buying it
// takes one unit of each of its SKUs per package through the catalogue's stock service, in the
// order's transaction (order-kind.service `bundlingOrder`).

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * What each SKU of a package pays of one package: the package price spread over the SKUs in
 * proportion to their prices (never more than the prices, should they have fallen below it).
 */
export function packageShares(blPrice: number, prices: number[]) {
  return splitProportionally(Math.min(blPrice, sum(prices)), prices);
}

function view(p: repo.PackageRow, goods: repo.PackageGoodsRow[]): Bundling {
  const prices = goods.map((g) => g.price);
  const shares = packageShares(p.bl_price, prices);
  return {
    ...p,
    bl_price: fromMinor(p.bl_price),
    goods_money: fromMinor(sum(prices)),
    bundling_goods: goods.map((g, i) => ({
      sku_id: g.sku_id,
      goods_id: g.goods_id,
      sku_name: g.sku_name,
      price: fromMinor(g.price),
      sku_image: g.sku_image || g.goods_image.split(',')[0] || '',
      promotion_price: fromMinor(shares[i]!),
      stock: g.stock,
      unit: g.unit,
      // The shop closed counts as off sale: nothing of it can be bought.
      goods_state: isVisibleGoods(g) ? 1 : 0,
      verify_state: g.verify_state,
    })),
  };
}

async function viewsOf(ctx: RequestContext, rows: repo.PackageRow[]) {
  const goods = await translateGoods(
    ctx,
    await repo.goodsOf(
      ctx.db,
      rows.map((r) => r.bl_id),
    ),
  );
  return rows.map((r) =>
    view(
      r,
      goods.filter((g) => g.bl_id === r.bl_id),
    ),
  );
}

/** A package whose every SKU a shopper may buy (of its shop, visible), two or more of them. */
const complete = (p: Bundling) =>
  p.bundling_goods.length >= 2 &&
  p.bundling_goods.every((g) => g.goods_state === 1) &&
  new Set(p.bundling_goods.map((g) => g.sku_id)).size === p.bundling_goods.length;

/** bundling/lists: the packages on sale holding any SKU of the goods of `skuId`. */
export async function packagesOfSku(ctx: RequestContext, skuId: number): Promise<Bundling[]> {
  const goodsId = await repo.goodsIdOfSku(ctx.db, skuId);
  if (!goodsId) return [];
  const views = await viewsOf(ctx, await repo.packagesOfGoods(ctx.db, goodsId));
  return views.filter(complete);
}

/** bundling/detail: a package, on or off (the page says which); unknown → BUNDLING_NOT_FOUND. */
export async function packageDetail(ctx: RequestContext, blId: number): Promise<Bundling> {
  const row = await repo.findPackage(ctx.db, blId);
  if (!row) throw new AppError('BUNDLING_NOT_FOUND');
  return (await viewsOf(ctx, [row]))[0]!;
}

/** The package a member is about to buy: on, and every SKU of it on sale. */
export async function packageToBuy(ctx: RequestContext, blId: number) {
  const row = await repo.findPackage(ctx.db, blId);
  if (!row) throw new AppError('BUNDLING_NOT_FOUND');
  if (row.status !== 1) throw new AppError('BUNDLING_OFF');
  const goods = await repo.goodsOf(ctx.db, [blId]);
  const p = view(row, goods);
  if (!complete(p) || goods.some((g) => g.site_id !== row.site_id)) throw new AppError('BUNDLING_GOODS_OFF');
  return { ...row, skuIds: goods.map((g) => g.sku_id) };
}
export type PackageToBuy = Awaited<ReturnType<typeof packageToBuy>>;

/** Records the package an order was created from (inside the order's transaction). */
export async function recordPackageOrder(
  ctx: RequestContext,
  o: { outTradeNo: string; blId: number; memberId: number; num: number },
) {
  const db = inTransaction(ctx, 'a combo order is recorded only inside the order transaction');
  await repo.insertPackageOrder(db, {
    out_trade_no: o.outTradeNo,
    bl_id: o.blId,
    member_id: o.memberId,
    num: o.num,
    create_time: ctx.now(),
  });
}

// ---- The shop console ----

/** The shop's packages (the platform's staff: every shop's), newest first. */
export async function sellerPackages(ctx: RequestContext, staff: StaffScope, query: PageQuery) {
  const page = await paged(ctx, query, (db, limit, offset) => repo.pageOfShop(db, shopOf(staff), limit, offset));
  return { ...page, list: await viewsOf(ctx, page.list) };
}

/**
 * Creates or edits one of the shop's packages: its own visible SKUs only (another shop's SKU is
 * refused), priced above 0 and below their prices together. Only a shop's staff own packages.
 */
export async function savePackage(
  ctx: RequestContext,
  staff: StaffScope,
  body: z.output<typeof sellerBundlingSaveBodySchema>,
) {
  const siteId = staff.siteId;
  if (siteId === 0) throw new AppError('SELLER_FORBIDDEN');
  const skus = await repo.shopSkus(ctx.db, body.sku_ids, siteId);
  if (skus.length !== body.sku_ids.length) throw new AppError('BUNDLING_GOODS_INVALID');
  if (body.bl_price <= 0 || body.bl_price >= sum(skus.map((s) => s.discount_price)))
    throw new AppError('BUNDLING_PRICE_INVALID');
  const write = { ...body, site_id: siteId, now: ctx.now() };
  return withTransaction(ctx, async ({ db }) => {
    if (body.bl_id === undefined) return { bl_id: await repo.insertPackage(db, write, body.sku_ids) };
    if (!(await repo.updatePackage(db, body.bl_id, write, body.sku_ids))) throw new AppError('BUNDLING_NOT_FOUND');
    return { bl_id: body.bl_id };
  });
}

/** Switches one of the shop's packages on or off; another shop's is not found. */
export async function setPackageStatus(ctx: RequestContext, staff: StaffScope, blId: number, status: number) {
  if (!(await repo.setStatus(ctx.db, blId, status, shopOf(staff), ctx.now()))) throw new AppError('BUNDLING_NOT_FOUND');
  return {};
}
