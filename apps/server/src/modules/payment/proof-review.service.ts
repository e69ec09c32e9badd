import { withTransaction, type RequestContext } from '../../lib/context';
import { confirmOfflinePayment } from './payment-apply.service';
import { payConfig } from './payment-config';
import * as repo from './payment.repository';

/*
 * What the shop console does with a payment (ADR 050): confirm or reject a bank-transfer proof,
 * move an unpaid payment's amount with an order's price adjustment. Each is a conditional update
 * on the payment's state, so it happens once however often it is asked at once.
 */

/** The shops whose orders a payment pays, and whether it waits for a proof's confirmation. */
export async function paymentForDesk(ctx: RequestContext, outTradeNo: string) {
  const [pay, orders] = await Promise.all([
    repo.findPay(ctx.db, outTradeNo, null),
    repo.findPayOrders(ctx.db, outTradeNo),
  ]);
  if (!pay) return null;
  return {
    payStatus: pay.pay_status,
    imgs: pay.offline_imgs ? pay.offline_imgs.split(',') : [],
    desc: pay.offline_desc,
    time: pay.offline_time,
    siteIds: [...new Set(orders.map((o) => o.site_id))],
  };
}

/** When each waiting payment of `outTradeNos` sent its proof (the queue shows its age, ADR 087). */
export async function proofSentTimes(ctx: RequestContext, outTradeNos: string[]) {
  const rows = await repo.findAwaitingProofTimes(ctx.db, [...new Set(outTradeNos)]);
  return new Map(rows.map((r) => [r.out_trade_no, r.offline_time]));
}

/** The transfer arrived: the payment and its orders are paid, through the one payment path. */
export const confirmProof = (ctx: RequestContext, outTradeNo: string) => confirmOfflinePayment(ctx, outTradeNo);

/**
 * The transfer did not arrive: the payment and its orders go back to unpaid, payable another way
 * for `reopen_minutes` — as when the proof's deadline passes (ADR 022), so a rejected proof
 * cannot be sent again for this payment. False when it was not waiting.
 */
export async function rejectProof(ctx: RequestContext, outTradeNo: string) {
  const closeAt = ctx.now() + (await payConfig(ctx.db)).offlinepay.reopen_minutes * 60;
  return withTransaction(ctx, ({ db }) => repo.reopenPayment(db, outTradeNo, closeAt));
}

/** An unpaid payment's amount moves by `delta` (minor units), in the caller's transaction. */
export async function movePaymentAmount(ctx: RequestContext, outTradeNo: string, delta: number) {
  return withTransaction(ctx, ({ db }) => repo.addToUnpaidPayment(db, outTradeNo, delta));
}
