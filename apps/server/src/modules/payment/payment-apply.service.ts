import { PAY_STATUS, type PayType } from '@zay/contract';
import { withTransaction, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { allows, PAY } from '../../lib/order-state-machine';
import { tally } from '../../lib/signals';
import * as repo from './payment.repository';

export interface PaymentEvent {
  outTradeNo: string;
  payType: PayType;
  /** What was paid, in minor units; must equal the payment's amount. */
  amount: number;
  tradeNo?: string;
  /** A wallet's notify: applied at most once per provider and id. */
  notify?: { provider: string; notifyId: string };
  /** A shop confirming a transfer proof: only a payment still awaiting its proof's check (PAYING). */
  awaitingProof?: boolean;
}

/**
 * What another module does, in the paying transaction, when a payment turns paid (e.g. a recharge
 * credits the balance, ADR 061). It runs once per payment: only the call whose conditional update
 * turned the payment paid runs the handlers. Registered once per process (a Set: registering the
 * same handler again changes nothing).
 */
export type PaidHandler = (ctx: RequestContext, outTradeNo: string, payType: PayType) => Promise<void>;
const paidHandlers = new Set<PaidHandler>();
export const onPaymentPaid = (handler: PaidHandler) => void paidHandlers.add(handler);

/**
 * paid: the payment and its orders are paid now; duplicate: the wallet re-sent the transaction
 * that paid it (same trade number, new notify id); parked: money for a closed or already paid
 * payment, recorded for the platform to refund through the provider (ADR 020) — never balance.
 */
export type PaymentOutcome = 'paid' | 'duplicate' | 'parked' | 'refused' | 'replayed';

/**
 * Applies a payment in one transaction (the caller's, when it has one): the payment row turns
 * paid by a conditional update, then every order of it. A payment is paid at most once whatever
 * the notify id; a wallet's money that finds it closed or already paid is parked, never turned
 * into balance. A replayed notify changes nothing.
 */
export async function applyPayment(ctx: RequestContext, e: PaymentEvent): Promise<PaymentOutcome> {
  try {
    return await withTransaction(ctx, (ctx) => applyIn(ctx, e));
  } catch (err) {
    if (e.notify && isUniqueViolation(err)) return 'replayed';
    throw err;
  }
}

async function applyIn(ctx: RequestContext, e: PaymentEvent): Promise<PaymentOutcome> {
  const { db } = ctx;
  const now = ctx.now();
  const pay = await repo.findPay(db, e.outTradeNo, null);
  if (!pay || pay.pay_money !== e.amount) return 'refused';
  const notify = e.notify && { provider: e.notify.provider, notify_id: e.notify.notifyId };
  if (notify) {
    // Unique (provider, notify_id): a replay fails here and the transaction rolls back.
    await repo.insertNotify(db, {
      ...notify,
      out_trade_no: e.outTradeNo,
      trade_no: e.tradeNo ?? '',
      amount: e.amount,
      result: '',
      create_time: now,
    });
  }
  let outcome: PaymentOutcome = 'refused';
  const move = e.awaitingProof ? PAY.moves.confirmProof : PAY.moves.pay;
  if (await repo.markPayPaid(db, e.outTradeNo, e.amount, e.payType, e.tradeNo ?? '', now, move)) {
    await repo.markOrdersPaid(db, e.outTradeNo, e.payType, now);
    for (const handler of paidHandlers) await handler(ctx, e.outTradeNo, e.payType);
    tally(db, 'payment');
    outcome = 'paid';
  } else if (notify) {
    outcome = pay.pay_status === PAY_STATUS.PAID && e.tradeNo && pay.trade_no === e.tradeNo ? 'duplicate' : 'parked';
  }
  if (notify) await repo.setNotifyResult(db, notify.provider, notify.notify_id, outcome);
  return outcome;
}

/** The shop confirms a bank transfer it received (PAY.moves.confirmProof); used by the shop back office. */
export async function confirmOfflinePayment(ctx: RequestContext, outTradeNo: string) {
  const pay = await repo.findPay(ctx.db, outTradeNo, null);
  if (!pay || !allows(PAY.moves.confirmProof, pay.pay_status)) return false;
  // A rejection may land between this read and the update: the update itself asks for PAYING.
  const e = { outTradeNo, payType: 'offlinepay' as const, amount: pay.pay_money, awaitingProof: true };
  return (await applyPayment(ctx, e)) === 'paid';
}
