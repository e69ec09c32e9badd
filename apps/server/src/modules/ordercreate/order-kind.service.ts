import type { OrderCreateInput } from '@zay/contract';
import { isVisibleGoods } from '../../db/goods-visibility';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { returnStock, takeStock, type StockLine } from '../catalog/stock.service';
import { packageShares, packageToBuy, recordPackageOrder } from '../bundling/bundling.service';
import { groupbuyToBuy, returnGroupbuy, takeGroupbuy, type GroupbuyToBuy } from '../groupbuy/groupbuy.service';
import { returnSeckill, seckillToBuy, takeSeckill, type SeckillToBuy } from '../seckill/seckill.service';
import { returnTopic, takeTopic, topicGoodsToBuy, type TopicGoodsToBuy } from '../topic/topic.service';
import * as repo from './ordercreate.repository';

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
 * A seckill (`seckill_id` of the input): its SKU at the seckill price, checked by the seckill
 * service; creating takes the seckill's stock and the member's daily count (seckill service) and
 * the SKU's stock (stock service) in the order's transaction, closing returns both (ADR 065). No
 * full reduction or store coupon applies to the seckill price; a platform coupon does.
 */
export function seckillOrder(seckillId = 0): OrderKind {
  let bought: SeckillToBuy | null = null;
  return {
    promotionType: 'seckill',
    usesPromotions: false,
    platformCoupons: true,
    async loadLines(ctx, memberId, input) {
      if (!seckillId || !input.num) throw new AppError('ORDER_CREATE_DATA_MISSING');
      const row = await seckillToBuy(ctx, memberId, seckillId, input.num);
      if (input.sku_id !== undefined && input.sku_id !== row.sku_id) throw new AppError('SECKILL_NOT_FOUND');
      const sku = await repo.findSkuLine(ctx.db, row.sku_id);
      if (!sku) throw new AppError('SECKILL_NOT_FOUND');
      bought = row;
      const line = toLine({ ...sku, max_buy: 0, min_buy: 0 }, input.num, 0);
      return [{ ...line, price: row.seckill_price, stock: Math.min(row.stock, sku.stock) }];
    },
    async reserve(ctx, lines, order) {
      if (!bought) throw new Error('a seckill order reserves after loading its lines');
      const num = lines.reduce((n, l) => n + l.num, 0);
      const take = {
        seckillId: bought.id,
        memberId: order.memberId,
        num,
        maxBuy: bought.max_buy,
        outTradeNo: order.outTradeNo,
      };
      return (await takeSeckill(ctx, take)) && takeStock(ctx, lines);
    },
    async release(ctx, lines, order) {
      await returnSeckill(ctx, order.outTradeNo);
      await returnStock(ctx, lines);
    },
  };
}

/**
 * A combo package (`bl_id` of the input; ADR 071): one unit of each of its SKUs per package at
 * the SKUs' prices, the package's saving spread over them as promotion (so each goods' paid share
 * is right for its refund); delivery free when the shop pays it. Creating takes every SKU's stock
 * (stock service) in the order's transaction, closing returns it. No full reduction or store
 * coupon applies to the package price; a platform coupon does.
 */
export function bundlingOrder(blId = 0): OrderKind {
  return {
    promotionType: 'bundling',
    usesPromotions: false,
    platformCoupons: true,
    async loadLines(ctx, _memberId, input) {
      if (!blId || !input.num) throw new AppError('ORDER_CREATE_DATA_MISSING');
      const num = input.num;
      const p = await packageToBuy(ctx, blId);
      const skus = await Promise.all(p.skuIds.map((id) => repo.findSkuLine(ctx.db, id)));
      if (skus.some((s) => !s)) throw new AppError('BUNDLING_GOODS_OFF');
      const lines = skus.map((s) => toLine({ ...s!, max_buy: 0, min_buy: 0 }, num, 0));
      const shares = packageShares(
        p.bl_price,
        lines.map((l) => l.price),
      );
      const isFreeShipping = p.shipping_fee_type === 1 ? 1 : 0;
      return lines.map((l, i) => ({ ...l, isFreeShipping, discount: (l.price - shares[i]!) * num }));
    },
    async reserve(ctx, lines, order) {
      if (!(await takeStock(ctx, lines))) return false;
      await recordPackageOrder(ctx, {
        outTradeNo: order.outTradeNo,
        blId,
        memberId: order.memberId,
        num: lines[0]!.num,
      });
      return true;
    },
    release: returnStock,
  };
}

/**
 * A group buy (`groupbuy_id` of the input): its SKU at the group price, at least its minimum
 * quantity, checked by the group-buy service; creating takes the group buy's quota (group-buy
 * service) and the SKU's stock (stock service) in the order's transaction, closing or refunding
 * returns both (ADR 070). Priced like the seckill: no full reduction or store coupon, a platform
 * coupon applies.
 */
export function groupbuyOrder(groupbuyId = 0): OrderKind {
  let bought: GroupbuyToBuy | null = null;
  return {
    promotionType: 'groupbuy',
    usesPromotions: false,
    platformCoupons: true,
    async loadLines(ctx, _memberId, input) {
      if (!groupbuyId || !input.num) throw new AppError('ORDER_CREATE_DATA_MISSING');
      const row = await groupbuyToBuy(ctx, groupbuyId, input.num);
      if (input.sku_id !== undefined && input.sku_id !== row.sku_id) throw new AppError('GROUPBUY_NOT_FOUND');
      const sku = await repo.findSkuLine(ctx.db, row.sku_id);
      if (!sku) throw new AppError('GROUPBUY_NOT_FOUND');
      bought = row;
      const line = toLine({ ...sku, max_buy: 0, min_buy: 0 }, input.num, 0);
      return [{ ...line, price: row.groupbuy_price, stock: Math.min(row.stock, sku.stock) }];
    },
    async reserve(ctx, lines, order) {
      if (!bought) throw new Error('a group-buy order reserves after loading its lines');
      const num = lines.reduce((n, l) => n + l.num, 0);
      const take = { groupbuyId: bought.groupbuy_id, memberId: order.memberId, num, outTradeNo: order.outTradeNo };
      return (await takeGroupbuy(ctx, take)) && takeStock(ctx, lines);
    },
    async release(ctx, lines, order) {
      await returnGroupbuy(ctx, order.outTradeNo);
      await returnStock(ctx, lines);
    },
  };
}

/**
 * A topic goods (`topic_goods_id` of the input): its SKU at the topic price, checked by the topic
 * service; creating takes the topic quota (topic service) and the SKU's stock (stock service) in
 * the order's transaction, closing returns both (ADR 073). Like the seckill, no full reduction or
 * store coupon applies to the topic price; a platform coupon does.
 */
export function topicOrder(topicGoodsId = 0): OrderKind {
  let bought: TopicGoodsToBuy | null = null;
  return {
    promotionType: 'topic',
    usesPromotions: false,
    platformCoupons: true,
    async loadLines(ctx, _memberId, input) {
      if (!topicGoodsId || !input.num) throw new AppError('ORDER_CREATE_DATA_MISSING');
      const row = await topicGoodsToBuy(ctx, topicGoodsId, input.num);
      if (input.sku_id !== undefined && input.sku_id !== row.sku_id) throw new AppError('TOPIC_NOT_FOUND');
      const sku = await repo.findSkuLine(ctx.db, row.sku_id);
      if (!sku) throw new AppError('TOPIC_NOT_FOUND');
      bought = row;
      const line = toLine({ ...sku, max_buy: 0, min_buy: 0 }, input.num, 0);
      return [{ ...line, price: row.topic_price, stock: Math.min(row.stock, sku.stock) }];
    },
    async reserve(ctx, lines, order) {
      if (!bought) throw new Error('a topic order reserves after loading its lines');
      const num = lines.reduce((n, l) => n + l.num, 0);
      const take = { topicGoodsId: bought.id, memberId: order.memberId, num, outTradeNo: order.outTradeNo };
      return (await takeTopic(ctx, take)) && takeStock(ctx, lines);
    },
    async release(ctx, lines, order) {
      await returnTopic(ctx, order.outTradeNo);
      await returnStock(ctx, lines);
    },
  };
}

const KINDS = new Map<string, OrderKind>([
  [normalOrder.promotionType, normalOrder],
  ['seckill', seckillOrder()],
  ['bundling', bundlingOrder()],
  ['groupbuy', groupbuyOrder()],
  ['topic', topicOrder()],
]);

/** The kind that created an order (unknown kinds fall back to normal, which returns SKU stock). */
export const orderKindOf = (promotionType: string) => KINDS.get(promotionType) ?? normalOrder;
