import { PAY_STATUS, type OrderCreateInput } from '@zay/contract';
import type { Db } from '../../db/database';
import { AppError, badRequest } from '../../lib/app-error';
import { requireMember, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { balanceShort, changeBalance, checkPayPassword } from '../account/account.service';
import { useCoupon } from '../coupon/coupon.service';
import { buildQuote } from './checkout.service';
import { groupCommitFor } from '../../db/group-commit';
import * as repo from './create.repository';
import { newOrderNumber } from './order-no';
import { normalOrder, type OrderKind } from './order-kind';
import { orderGoodsRows, orderName, orderRow, type OrderRowContext } from './order-rows';
import { deleteCartLines } from './ordercreate.repository';
import type { Quote } from './quote.types';

export interface CreateSettings {
  /** Minutes until an unpaid order closes by itself; 0 = never. */
  autoCloseMinutes: number;
  /** SQLite: commit concurrent creations together (ADR 013). */
  groupCommit: boolean;
}

const outOfStock = () => new AppError('OUT_OF_STOCK', 409);
const couponTaken = () => new AppError('COUPON_UNAVAILABLE', 409);

async function useCoupons(trx: Db, memberId: number, q: Quote, orderIds: number[], now: number) {
  for (const [i, s] of q.shops.entries()) {
    if (s.storeCoupon && !(await useCoupon(trx, memberId, s.storeCoupon.coupon_id, orderIds[i]!, now)))
      throw couponTaken();
  }
  if (q.platformCouponRow && !(await useCoupon(trx, memberId, q.platformCouponRow.coupon_id, orderIds[0]!, now)))
    throw couponTaken();
}

/** Everything `create` writes, in one transaction; any failed condition rolls it all back. */
async function writeOrders(
  trx: Db,
  memberId: number,
  q: Quote,
  kind: OrderKind,
  ctx: Omit<OrderRowContext, 'orderNo'>,
) {
  const stock = q.shops.flatMap((s) => s.lines.map((l) => ({ skuId: l.skuId, goodsId: l.goodsId, num: l.num })));
  if (!(await kind.reserve(trx, stock))) throw outOfStock();
  await repo.insertPay(trx, {
    out_trade_no: ctx.outTradeNo,
    member_id: memberId,
    pay_money: q.pay,
    pay_status: ctx.paidType === null ? PAY_STATUS.UNPAID : PAY_STATUS.PAID,
    pay_type: ctx.paidType ?? '',
    pay_detail: q.shops.map(orderName).join(' ').slice(0, 200),
    create_time: ctx.now,
    pay_time: ctx.paidType === null ? 0 : ctx.now,
  });
  const orderIds: number[] = [];
  for (const s of q.shops)
    orderIds.push(await repo.insertOrder(trx, orderRow(s, { ...ctx, orderNo: newOrderNumber() })));
  await repo.insertOrderGoods(
    trx,
    q.shops.flatMap((s, i) => orderGoodsRows(s, orderIds[i]!, memberId, ctx.now)),
  );
  await useCoupons(trx, memberId, q, orderIds, ctx.now);
  if (q.balance > 0) {
    const entry = { type: 'order_pay', ref: ctx.outTradeNo };
    if (!(await changeBalance(trx, memberId, -q.balance, entry, ctx.now))) throw balanceShort();
  }
  const cartIds = q.shops.flatMap((s) => s.lines.map((l) => l.cartId)).filter((id) => id > 0);
  await deleteCartLines(trx, memberId, cartIds);
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
  if (q.error) throw badRequest(q.error);
  if (q.balance > 0) await checkPayPassword(ctx, memberId, input.pay_password);
  for (let attempt = 1; ; attempt++) {
    const now = Math.floor(Date.now() / 1000);
    const rowCtx = {
      memberId,
      outTradeNo: newOrderNumber(),
      promotionType: kind.promotionType,
      address: q.address,
      invoice: q.invoiceChoice,
      platformCouponId: q.platformCouponRow?.coupon_id ?? 0,
      now,
      autoCloseTime: settings.autoCloseMinutes > 0 ? now + settings.autoCloseMinutes * 60 : 0,
      paidType: q.pay === 0 ? (q.balance > 0 ? 'balance' : 'free') : null,
    };
    try {
      const write = (trx: Db) => writeOrders(trx, memberId, q, kind, rowCtx);
      await (settings.groupCommit ? groupCommitFor(ctx.db).submit(write) : ctx.db.transaction().execute(write));
      return rowCtx.outTradeNo;
    } catch (err) {
      // Two numbers drawn alike in the same second: draw again.
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}
