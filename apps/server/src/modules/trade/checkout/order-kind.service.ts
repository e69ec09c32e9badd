import type { ErrorKey, OrderCreateInput } from '@zay/contract';
import { isVisibleGoods } from '../../../db/goods-visibility';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/context';
import { returnStock, takeStock, type StockLine } from '../../catalog';
import * as repo from './checkout.repository';

/** One line bought, priced by its order kind. Money in minor units. */
export interface KindLine {
  cartId: number;
  goodsId: number;
  skuId: number;
  siteId: number;
  siteName: string;
  skuName: string;
  goodsName: string;
  skuImage: string;
  skuSpecFormat: string;
  skuNo: string;
  price: number;
  num: number;
  stock: number;
  isFreeShipping: number;
  isVirtual: number;
  unit: string;
  /** The kind's own discount on the whole line (a combo package's), counted as promotion. */
  discount?: number;
}

/** The order (or the orders of one payment) stock is taken for or given back from. */
export interface OrderRef {
  memberId: number;
  outTradeNo: string;
}

/**
 * What differs between normal, group-buy, seckill and combo orders: where the lines and their
 * prices come from and whose stock (or quota) they take. Delivery, coupons, amounts, payment
 * and closing are shared (ADR 012).
 */
export interface OrderKind {
  /** Stored in `orders.promotion_type`; '' for normal orders. */
  promotionType: string;
  /** Whether full reductions and coupons apply to this kind. */
  usesPromotions: boolean;
  /** Platform coupons apply even though full reductions and store coupons do not (seckill, API-SHAPES-MORE §5.2). */
  platformCoupons?: boolean;
  /** The lines of the input; ORDER_CREATE_DATA_MISSING when it names nothing the member may buy. */
  loadLines(ctx: RequestContext, memberId: number, input: OrderCreateInput): Promise<KindLine[]>;
  /** Takes the stock inside the creating transaction; false when any line is short. */
  reserve(ctx: RequestContext, lines: StockLine[], order: OrderRef): Promise<boolean>;
  /** Gives the stock back when an order closes (inside the closing transaction). */
  release(ctx: RequestContext, lines: StockLine[], order: OrderRef): Promise<void>;
}

function toLine(r: repo.SkuLineRow, num: number, cartId: number): KindLine {
  if (!isVisibleGoods(r)) throw new AppError('GOODS_NOT_FOUND');
  if (num < r.min_buy) throw new AppError('PURCHASE_MINIMUM', { min: r.min_buy });
  if (r.max_buy > 0 && num > r.max_buy) throw new AppError('PURCHASE_LIMIT', { max: r.max_buy });
  return {
    cartId,
    goodsId: r.goods_id,
    skuId: r.sku_id,
    siteId: r.site_id,
    siteName: r.site_name,
    skuName: r.sku_name,
    goodsName: r.goods_name,
    skuImage: r.sku_image,
    skuSpecFormat: r.sku_spec_format,
    skuNo: r.sku_no,
    price: r.discount_price,
    num,
    stock: r.stock,
    isFreeShipping: r.is_free_shipping,
    isVirtual: r.is_virtual,
    unit: r.unit,
  };
}

/**
 * `num` of each SKU as a promotion sells them: the goods must be on sale, but the goods' own
 * purchase limits give way to the promotion's. Null when any SKU is gone.
 */
export async function promotionLines(ctx: RequestContext, skuIds: number[], num: number): Promise<KindLine[] | null> {
  const skus = await Promise.all(skuIds.map((id) => repo.findSkuLine(ctx.db, id)));
  if (skus.some((s) => !s)) return null;
  return skus.map((s) => toLine({ ...s!, max_buy: 0, min_buy: 0 }, num, 0));
}

/** Bought from the cart or directly, at the SKU's current price, from the SKU's stock. */
export const normalOrder: OrderKind = {
  promotionType: '',
  usesPromotions: true,
  async loadLines(ctx, memberId, input) {
    if (input.cart_ids?.length) {
      const rows = await repo.findCartLines(ctx.db, memberId, input.cart_ids);
      if (rows.length !== input.cart_ids.length) throw new AppError('ORDER_CREATE_DATA_MISSING');
      return rows.map((r) => toLine(r, r.num, r.cart_id));
    }
    const row = input.sku_id ? await repo.findSkuLine(ctx.db, input.sku_id) : undefined;
    if (!row || !input.num) throw new AppError('ORDER_CREATE_DATA_MISSING');
    return [toLine(row, input.num, 0)];
  },
  reserve: takeStock,
  release: returnStock,
};

/**
 * What a promotion of one SKU (seckill, group buy, topic goods) tells its order kind: the row a
 * member may buy `num` of (checked by the promotion's service), its price, and how its quota is
 * taken and given back.
 */
export interface PromotionSku<Row extends { sku_id: number; stock: number }> {
  promotionType: string;
  /** Named in the error when the lines are reserved before they are loaded ('a seckill'). */
  name: string;
  /** Refused when the input names another SKU than the promotion's, or the SKU is gone. */
  notFound: ErrorKey;
  toBuy(ctx: RequestContext, memberId: number, num: number): Promise<Row>;
  price(row: Row): number;
  take(ctx: RequestContext, row: Row, take: { memberId: number; num: number; outTradeNo: string }): Promise<boolean>;
  giveBack(ctx: RequestContext, outTradeNo: string): Promise<void>;
}

/**
 * The order of a one-SKU promotion (`id`, 0 when the input names none): its SKU at the
 * promotion's price, at most what is left of its quota and the SKU's stock; creating takes the
 * quota (the promotion's service) and the SKU's stock (stock service) in the order's
 * transaction, closing returns both. No full reduction or store coupon applies to the promotion's
 * price; a platform coupon does.
 */
export function promotionSkuOrder<Row extends { sku_id: number; stock: number }>(
  id: number,
  p: PromotionSku<Row>,
): OrderKind {
  let bought: Row | null = null;
  return {
    promotionType: p.promotionType,
    usesPromotions: false,
    platformCoupons: true,
    async loadLines(ctx, memberId, input) {
      if (!id || !input.num) throw new AppError('ORDER_CREATE_DATA_MISSING');
      const row = await p.toBuy(ctx, memberId, input.num);
      if (input.sku_id !== undefined && input.sku_id !== row.sku_id) throw new AppError(p.notFound);
      const line = (await promotionLines(ctx, [row.sku_id], input.num))?.[0];
      if (!line) throw new AppError(p.notFound);
      bought = row;
      return [{ ...line, price: p.price(row), stock: Math.min(row.stock, line.stock) }];
    },
    async reserve(ctx, lines, order) {
      if (!bought) throw new Error(`${p.name} order reserves after loading its lines`);
      const num = lines.reduce((n, l) => n + l.num, 0);
      const take = { memberId: order.memberId, num, outTradeNo: order.outTradeNo };
      return (await p.take(ctx, bought, take)) && takeStock(ctx, lines);
    },
    async release(ctx, lines, order) {
      await p.giveBack(ctx, order.outTradeNo);
      await returnStock(ctx, lines);
    },
  };
}

const KINDS = new Map<string, OrderKind>([[normalOrder.promotionType, normalOrder]]);

/**
 * A promotion plugs its order kind into the checkout (its routes do, as the app starts; the same
 * `promotionType` again replaces it): order close and refunds give stock and quota back through
 * it. The checkout itself knows only the normal order (ADR 085).
 */
export function registerOrderKind(kind: OrderKind) {
  KINDS.set(kind.promotionType, kind);
}

/** The kind that created an order (unknown kinds fall back to normal, which returns SKU stock). */
export const orderKindOf = (promotionType: string) => KINDS.get(promotionType) ?? normalOrder;
