import { PAY_STATUS, type OrderCreateInput } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { requireMember, withTransaction, type RequestContext } from '../../../lib/context';
import { isUniqueViolation } from '../../../lib/db-errors';
import { tally } from '../../../lib/signals';
import { balanceShort, checkPayPassword } from '../../member';
import { spendBalance } from '../../member';
import { commissionRate } from '../../money';
import { deleteCartLines } from '../cart/cart.service';
import { checkoutCoupons } from './discounts';
import { createPaymentCodes } from '../verification/verification.service';
import { buildQuote } from './checkout.service';
import { groupCommitFor } from '../../../db/group-commit';
import * as repo from './create.repository';
import { newOrderNumber } from '../../../lib/order-no';
import { normalOrder, type OrderKind } from './order-kind.service';
import { orderGoodsRows, orderName, orderRow, type OrderRowContext } from './order-rows';
import type { Quote } from './quote.types';

export interface CreateSettings {
  /** Minutes until an unpaid order closes by itself; 0 = never. */
  autoCloseMinutes: number;
  /** SQLite: commit concurrent creations together (ADR 013). */
  groupCommit: boolean;
}

const outOfStock = () => new AppError('OUT_OF_STOCK');
const couponTaken = () => new AppError('COUPON_UNAVAILABLE');

async function useCoupons(ctx: RequestContext, memberId: number, q: Quote, orderIds: number[]) {
  for (const [i, s] of q.shops.entries()) {
    if (s.storeCoupon && !(await checkoutCoupons().use(ctx, memberId, s.storeCoupon.coupon_id, orderIds[i]!)))
      throw couponTaken();
  }
  if (q.platformCouponRow && !(await checkoutCoupons().use(ctx, memberId, q.platformCouponRow.coupon_id, orderIds[0]!)))
    throw couponTaken();
}

/** Everything `create` writes, in one transaction; any failed condition rolls it all back. */
async function writeOrders(ctx: RequestContext, q: Quote, kind: OrderKind, rows: Omit<OrderRowContext, 'orderNo'>) {
  const { memberId } = rows;
  const stock = q.shops.flatMap((s) => s.lines.map((l) => ({ skuId: l.skuId, goodsId: l.goodsId, num: l.num })));
  if (!(await kind.reserve(ctx, stock, { memberId, outTradeNo: rows.outTradeNo }))) throw outOfStock();
  await repo.insertPay(ctx.db, {
    out_trade_no: rows.outTradeNo,
    member_id: memberId,
    pay_money: q.pay,
    pay_status: rows.paidType === null ? PAY_STATUS.UNPAID : PAY_STATUS.PAID,
    pay_type: rows.paidType ?? '',
    pay_detail: q.shops.map(orderName).join(' ').slice(0, 200),
    create_time: rows.now,
    pay_time: rows.paidType === null ? 0 : rows.now,
  });
  const orderIds: number[] = [];
  for (const s of q.shops) {
    const row = orderRow(s, { ...rows, orderNo: newOrderNumber(rows.now) });
    // The shop's commission as it is now: a later change of rate applies from the next order on (ADR 103).
    orderIds.push(await repo.insertOrder(ctx.db, { ...row, commission_rate: await commissionRate(ctx, s.siteId) }));
  }
  await repo.insertOrderGoods(
    ctx.db,
    q.shops.flatMap((s, i) => orderGoodsRows(s, orderIds[i]!, memberId, rows.now)),
  );
  await useCoupons(ctx, memberId, q, orderIds);
  if (q.balance > 0) {
    const entry = { type: 'order_pay', ref: rows.outTradeNo, tradeNo: rows.outTradeNo };
    if (!(await spendBalance(ctx, memberId, q.balance, entry))) throw balanceShort();
  }
  // Paid in full at creation: its pickup and virtual codes now, as a later payment would make them.
  if (rows.paidType !== null) await createPaymentCodes(ctx, rows.outTradeNo);
  const cartIds = q.shops.flatMap((s) => s.lines.map((l) => l.cartId)).filter((id) => id > 0);
  if (cartIds.length) await deleteCartLines(ctx, cartIds);
}

/**
 * ordercreate/create: one order per shop, stock, coupons and balance taken and cart lines
 * removed in one transaction; answers the out_trade_no that pays for them all.
 */
export async function createOrders(
  ctx: RequestContext,
  input: OrderCreateInput,
  settings: CreateSettings,
  kind: OrderKind = normalOrder,
): Promise<string> {
  const memberId = requireMember(ctx);
  const q = await buildQuote(ctx, input, { lists: false, kind });
  if (q.error) throw new AppError(q.error);
  if (q.balance > 0) await checkPayPassword(ctx, memberId, input.pay_password);
  for (let attempt = 1; ; attempt++) {
    const now = ctx.now();
    const rows = {
      memberId,
      outTradeNo: newOrderNumber(now),
      promotionType: kind.promotionType,
      address: q.address,
      invoice: q.invoiceChoice,
      platformCouponId: q.platformCouponRow?.coupon_id ?? 0,
      now,
      autoCloseTime: settings.autoCloseMinutes > 0 ? now + settings.autoCloseMinutes * 60 : 0,
      paidType: q.pay === 0 ? (q.balance > 0 ? 'balance' : 'free') : null,
    };
    try {
      const write = (ctx: RequestContext) => writeOrders(ctx, q, kind, rows);
      await (settings.groupCommit
        ? groupCommitFor(ctx.db).submit((trx) => write({ ...ctx, db: trx }))
        : withTransaction(ctx, write));
      tally(ctx.db, 'order', q.shops.length);
      if (rows.paidType !== null) tally(ctx.db, 'payment');
      return rows.outTradeNo;
    } catch (err) {
      // Two numbers drawn alike in the same second: draw again.
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}
