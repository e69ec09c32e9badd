import { fromMinor, type CartLine } from '@zay/contract';
import { badRequest, notFound } from '../../lib/app-error';
import { requireMember, type RequestContext } from '../../lib/context';
import * as repo from './cart.repository';

const now = () => Math.floor(Date.now() / 1000);

type Sku = NonNullable<Awaited<ReturnType<typeof repo.findSkuForCart>>>;
const onSale = (s: Pick<Sku, 'goods_state' | 'verify_state' | 'is_delete' | 'shop_status'>) =>
  s.goods_state === 1 && s.verify_state === 1 && s.is_delete === 0 && s.shop_status === 1;

/** The most one line may hold: the stock, and the per-member limit when the goods has one. */
function lineLimit(sku: Sku) {
  return sku.max_buy > 0 ? Math.min(sku.stock, sku.max_buy) : sku.stock;
}

function refuseBeyond(sku: Sku, num: number) {
  if (sku.max_buy > 0 && num > sku.max_buy) throw badRequest('PURCHASE_LIMIT', { max: sku.max_buy });
  throw badRequest('OUT_OF_STOCK');
}

async function buyableSku(ctx: RequestContext, skuId: number) {
  const sku = await repo.findSkuForCart(ctx.db, skuId);
  if (!sku || !onSale(sku)) throw notFound('GOODS_NOT_FOUND');
  return sku;
}

export async function addToCart(ctx: RequestContext, skuId: number, num: number) {
  const memberId = requireMember(ctx);
  const sku = await buyableSku(ctx, skuId);
  if (num < sku.min_buy) throw badRequest('PURCHASE_MINIMUM', { min: sku.min_buy });
  const line = { member_id: memberId, site_id: sku.site_id, goods_id: sku.goods_id, sku_id: sku.sku_id, num };
  if (num > lineLimit(sku) || !(await repo.addToLine(ctx.db, line, lineLimit(sku), now()))) refuseBeyond(sku, num);
  return repo.countLines(ctx.db, memberId);
}

export async function editCartLine(ctx: RequestContext, cartId: number, num: number) {
  const memberId = requireMember(ctx);
  const line = await repo.findLine(ctx.db, memberId, cartId);
  if (!line) throw notFound('CART_LINE_NOT_FOUND');
  const sku = await buyableSku(ctx, line.sku_id);
  if (num < sku.min_buy) throw badRequest('PURCHASE_MINIMUM', { min: sku.min_buy });
  if (num > lineLimit(sku)) refuseBeyond(sku, num);
  return repo.setLineNum(ctx.db, memberId, cartId, num, now());
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
