import { fromMinor, type CartLine } from '@zay/contract';
import { isVisibleGoods } from '../../../db/goods-visibility';
import { AppError } from '../../../lib/app-error';
import { requireMember, type RequestContext } from '../../../lib/context';
import * as repo from './cart.repository';

type Sku = NonNullable<Awaited<ReturnType<typeof repo.findSkuForCart>>>;

/** The most one line may hold: the stock, and the per-member limit when the goods has one. */
function lineLimit(sku: Sku) {
  return sku.max_buy > 0 ? Math.min(sku.stock, sku.max_buy) : sku.stock;
}

function refuseBeyond(sku: Sku, num: number) {
  if (sku.max_buy > 0 && num > sku.max_buy) throw new AppError('PURCHASE_LIMIT', { max: sku.max_buy });
  throw new AppError('OUT_OF_STOCK');
}

async function buyableSku(ctx: RequestContext, skuId: number) {
  const sku = await repo.findSkuForCart(ctx.db, skuId);
  if (!sku || !isVisibleGoods(sku)) throw new AppError('GOODS_NOT_FOUND');
  return sku;
}

export async function addToCart(ctx: RequestContext, skuId: number, num: number) {
  const memberId = requireMember(ctx);
  const sku = await buyableSku(ctx, skuId);
  if (num < sku.min_buy) throw new AppError('PURCHASE_MINIMUM', { min: sku.min_buy });
  const line = { member_id: memberId, site_id: sku.site_id, goods_id: sku.goods_id, sku_id: sku.sku_id, num };
  if (num > lineLimit(sku) || !(await repo.addToLine(ctx.db, line, lineLimit(sku), ctx.now()))) refuseBeyond(sku, num);
  return repo.countLines(ctx.db, memberId);
}

export async function editCartLine(ctx: RequestContext, cartId: number, num: number) {
  const memberId = requireMember(ctx);
  const line = await repo.findLine(ctx.db, memberId, cartId);
  if (!line) throw new AppError('CART_LINE_NOT_FOUND');
  const sku = await buyableSku(ctx, line.sku_id);
  if (num < sku.min_buy) throw new AppError('PURCHASE_MINIMUM', { min: sku.min_buy });
  if (num > lineLimit(sku)) refuseBeyond(sku, num);
  return repo.setLineNum(ctx.db, memberId, cartId, num, ctx.now());
}

export const deleteCartLines = (ctx: RequestContext, cartIds: number[]) =>
  repo.deleteLines(ctx.db, requireMember(ctx), cartIds);

export async function cartLines(ctx: RequestContext): Promise<CartLine[]> {
  const rows = await repo.listLines(ctx.db, requireMember(ctx));
  return rows.map(({ is_delete, ...r }) => ({
    ...r,
    goods_state: is_delete ? 0 : r.goods_state,
    price: fromMinor(r.price),
    market_price: fromMinor(r.market_price),
    discount_price: fromMinor(r.discount_price),
  }));
}

export const cartCount = async (ctx: RequestContext) =>
  ctx.memberId === null ? 0 : repo.countItemsOnSale(ctx.db, ctx.memberId);
