import { DELIVERY_STATUS, ORDER_TYPE, REFUND_STATUS } from '@zay/contract';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { moveFrom, REFUND, type Move, type RefundStatus } from '../../lib/order-state-machine';
import { tally } from '../../lib/signals';
import { returnBalance } from '../member';
import { handedOver, orderKindOf } from '../trade';
import { closeRefundedOrder, moveRefundStatus, orderLines, type RefundLine } from '../trade';
import type { Updateable } from 'kysely';
import type { OrderRefundTable } from './aftersale.table';
import * as repo from './refund.repository';

/*
 * How much a goods may refund and how a refund goes back (ADR 058). Called inside the caller's
 * transaction, after it locked the order, so the order's refunds are computed one at a time.
 */

/**
 * The refund types offered: goods a redemption code handed over (received at the desk) are
 * returned only — the shop decides, as for any return (ADR 093); other virtual or not yet
 * shipped goods refund only; shipped goods may be returned.
 */
export const offeredTypes = (line: Pick<RefundLine, 'order_type' | 'delivery_status'>) => {
  if (handedOver(line)) return [2];
  return line.order_type === ORDER_TYPE.VIRTUAL || line.delivery_status === DELIVERY_STATUS.WAITING ? [1] : [1, 2];
};

/**
 * The goods' refund: its paid share after discounts and coupons (`real_goods_money`); the last
 * goods of the order not yet in an after-sale also takes the rest of what was paid (delivery,
 * tax, a price adjustment). Never more than the order's paid money that the other goods' open
 * or finished refunds do not hold.
 */
export async function refundAmount(ctx: RequestContext, line: RefundLine) {
  const reserved = await repo.reservedByOthers(ctx.db, line.order_id, line.order_goods_id);
  const left = Math.max(0, line.order_money - reserved);
  const others = (await orderLines(ctx, line.order_id)).filter((l) => l.order_goods_id !== line.order_goods_id);
  const last = others.every((l) => l.refund_status !== REFUND_STATUS.NONE);
  const amount = last ? left : Math.min(line.real_goods_money, left);
  return { amount, deliveryPart: Math.max(0, amount - line.real_goods_money) };
}

type Route = 'balance' | 'wallet' | 'offline';

/** Where the rest after the balance part goes: the way the order's payment came. */
function payRoute(payType: string): Route {
  if (payType === 'wechatpay' || payType === 'alipay') return 'wallet';
  if (payType === 'offlinepay') return 'offline';
  return 'balance';
}

/**
 * Splits `amount` as the order was paid: balance used at checkout in proportion (counted over
 * the order's refunds so far, so the parts add up to exactly what was paid), the rest the
 * payment's way.
 */
export function splitRefund(
  line: Pick<RefundLine, 'order_money' | 'balance_money' | 'pay_type'>,
  before: number,
  amount: number,
) {
  const share = (x: number) => (line.order_money > 0 ? Math.floor((x * line.balance_money) / line.order_money) : 0);
  const fromBalance = share(before + amount) - share(before);
  const parts: { route: Route; amount: number }[] = [];
  if (fromBalance > 0) parts.push({ route: 'balance', amount: fromBalance });
  if (amount - fromBalance > 0) parts.push({ route: payRoute(line.pay_type), amount: amount - fromBalance });
  return parts;
}

/**
 * Pays the refund of a goods from `from` (agreed: APPLIED, its return received: WAIT_SHOP_RECEIVE,
 * a complaint decided for the buyer: REFUSED): balance parts now (ledger rows under the order's
 * payment), wallet parts recorded for the wallet's refund call, an offline part recorded for the
 * shop to transfer. The refund ends DONE (REFUND.moves.pay), or ACCEPTED while an offline part
 * waits (payAwaitingTransfer). Stock returns for goods that came back or never left. Answers the
 * status it ended in, null when the refund was no longer in `from`.
 */
export async function payRefund(ctx: RequestContext, line: RefundLine, refund: repo.RefundRow, from: RefundStatus) {
  const now = ctx.now();
  // Read after the order's lock: a refund someone else moved on is not paid again.
  if (refund.refund_status !== from) return null;
  // Goods a code handed over are paid back only as a return (ADR 093): never money while the buyer keeps them.
  if (handedOver(line) && refund.refund_type !== 2) throw new AppError('REFUND_NOT_ALLOWED');
  const amount = refund.refund_apply_money;
  const before = await repo.refundedOfOrder(ctx.db, line.order_id);
  if (before + amount > line.order_money)
    throw new Error(`refund ${refund.refund_no} would exceed the order's paid money`);
  const parts = splitRefund(line, before, amount);
  const waitsOffline = parts.some((p) => p.route === 'offline');
  const move = moveFrom(waitsOffline ? REFUND.moves.payAwaitingTransfer : REFUND.moves.pay, from);
  const moneyType = waitsOffline ? 2 : 1;
  const set = { refund_real_money: amount, refund_time: now, refund_money_type: moneyType };
  if (!(await moveRefundState(ctx, line.order_goods_id, move, set))) return null;
  for (const p of parts) {
    const done = p.route === 'balance';
    await repo.insertPart(ctx.db, {
      refund_no: refund.refund_no,
      order_goods_id: line.order_goods_id,
      order_id: line.order_id,
      site_id: line.site_id,
      member_id: line.member_id,
      out_trade_no: line.out_trade_no,
      route: p.route,
      amount: p.amount,
      status: done ? 1 : 0,
      create_time: now,
      done_time: done ? now : 0,
    });
    if (done)
      await returnBalance(ctx, line.member_id, p.amount, {
        type: 'order_refund',
        ref: refund.refund_no,
        tradeNo: line.out_trade_no,
      });
  }
  // Stock (and a promotion's quota: seckill, group buy) goes back through the order's kind.
  if (refund.refund_type === 2 || line.delivery_status === DELIVERY_STATUS.WAITING)
    await orderKindOf(line.promotion_type).release(
      ctx,
      [{ skuId: line.sku_id, goodsId: line.goods_id, num: line.num }],
      {
        memberId: line.member_id,
        outTradeNo: line.out_trade_no,
      },
    );
  if (move.to === REFUND_STATUS.DONE) await closeRefundedOrder(ctx, line.order_id);
  tally(ctx.db, 'refund');
  return move.to;
}

/**
 * Makes a REFUND move on the refund and on the goods' status on the order with it, in the
 * caller's transaction; false (nothing changed) when the refund was in none of its sources.
 */
export async function moveRefundState(
  ctx: RequestContext,
  orderGoodsId: number,
  move: Move,
  set: Updateable<OrderRefundTable> = {},
) {
  if (!(await repo.moveRefund(ctx.db, orderGoodsId, move, ctx.now(), set))) return false;
  if (!(await moveRefundStatus(ctx, orderGoodsId, move))) throw new Error('order goods refund status out of step');
  return true;
}
