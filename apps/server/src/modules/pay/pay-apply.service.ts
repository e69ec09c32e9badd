import type { PayType } from '@zay/contract';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../lib/db-errors';
import * as repo from './pay.repository';

export interface PaymentEvent {
  outTradeNo: string;
  payType: PayType;
  /** What was paid, in minor units; must equal the payment's amount. */
  amount: number;
  tradeNo?: string;
  /** A wallet's notify: applied at most once per provider and id. */
  notify?: { provider: string; notifyId: string };
}

/**
 * paid: the payment and its orders are paid now; duplicate: the wallet re-sent the transaction
 * that paid it (same trade number, new notify id); parked: money for a closed or already paid
 * payment, recorded for the platform to refund through the provider (ADR 020) — never balance.
 */
export type PaymentOutcome = 'paid' | 'duplicate' | 'parked' | 'refused' | 'replayed';

/**
 * Applies a payment inside the caller's transaction: the payment row turns paid by a conditional
 * update, then every order of it. A payment is paid at most once whatever the notify id; a
 * wallet's money that finds it closed or already paid is parked, never turned into balance.
 */
export async function applyPaymentIn(trx: Db, e: PaymentEvent, now: number): Promise<PaymentOutcome> {
  const pay = await repo.findPay(trx, e.outTradeNo, null);
  if (!pay || pay.pay_money !== e.amount) return 'refused';
  const notify = e.notify && { provider: e.notify.provider, notify_id: e.notify.notifyId };
  if (notify) {
    // Unique (provider, notify_id): a replay fails here and the transaction rolls back.
    await repo.insertNotify(trx, {
      ...notify,
      out_trade_no: e.outTradeNo,
      trade_no: e.tradeNo ?? '',
      amount: e.amount,
      result: '',
      create_time: now,
    });
  }
  let outcome: PaymentOutcome = 'refused';
  if (await repo.markPayPaid(trx, e.outTradeNo, e.amount, e.payType, e.tradeNo ?? '', now)) {
    await repo.markOrdersPaid(trx, e.outTradeNo, e.payType, now);
    outcome = 'paid';
  } else if (notify) {
    outcome = pay.pay_status === 2 && e.tradeNo && pay.trade_no === e.tradeNo ? 'duplicate' : 'parked';
  }
  if (notify) await repo.setNotifyResult(trx, notify.provider, notify.notify_id, outcome);
  return outcome;
}

/** `applyPaymentIn` in its own transaction; a replayed notify changes nothing. */
export async function applyPayment(db: Db, e: PaymentEvent): Promise<PaymentOutcome> {
  try {
    return await db.transaction().execute((trx) => applyPaymentIn(trx, e, Math.floor(Date.now() / 1000)));
  } catch (err) {
    if (e.notify && isUniqueViolation(err)) return 'replayed';
    throw err;
  }
}

/** The shop confirms a bank transfer it received (pay_status 1 → 2); used by the shop back office. */
export async function confirmOfflinePayment(db: Db, outTradeNo: string) {
  const pay = await repo.findPay(db, outTradeNo, null);
  if (!pay || pay.pay_status !== 1) return false;
  return (await applyPayment(db, { outTradeNo, payType: 'offlinepay', amount: pay.pay_money })) === 'paid';
}
