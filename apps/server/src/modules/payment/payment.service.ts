import QRCode from 'qrcode';
import {
  fromMinor,
  ORDER_STATUS,
  PAY_STATUS,
  payTypeName,
  type PayInfo,
  type PayPayResult,
  type PayType,
  type PayTypes,
  type WalletType,
} from '@zay/contract';
import { AppError } from '../../lib/app-error';
import { requireMember, withTransaction, type RequestContext } from '../../lib/context';
import { newOrderNumber } from '../../lib/order-no';
import { checkPayPassword, balanceShort } from '../member';
import { spendBalance } from '../member';
import { siteConfig } from '../site';
import { closeTimedOutOrder } from './due-order-close';
import { applyPayment } from './payment-apply.service';
import { enabledPayTypes, payConfig, walletNames } from './payment-config';
import * as repo from './payment.repository';
import { reopenExpiredProofs } from './proof-expiry.service';
import type { WalletProvider } from './wallet/wallet-provider';

export interface PayDeps {
  wallet: WalletProvider | null;
  /** This site's origin as the buyer reaches it (for QR codes a phone opens). */
  origin: string;
}

// Printable ASCII only: it goes into a Location header, where other bytes are refused (500).
const SAFE_PATH = /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]{0,499}$/;

/** The wallets' configured names and logos (ADR 045), for answers that name a payment type. */
export const payWallets = (ctx: RequestContext) => walletNames(ctx.db);

export const getSiteTitle = async (ctx: RequestContext) => (await siteConfig(ctx.db, 'site_info')).title;

/** A payment's status as its wallet sees it (any member's; null when there is none). */
export const payStatusOf = async (ctx: RequestContext, outTradeNo: string) =>
  (await repo.findPay(ctx.db, outTradeNo, null))?.pay_status ?? null;

/** The member's payment, its due unpaid orders closed first (so a late payment cannot start). */
async function currentPay(ctx: RequestContext, outTradeNo: string) {
  const memberId = requireMember(ctx);
  let pay = await repo.findPay(ctx.db, outTradeNo, memberId);
  if (!pay) throw new AppError('PAY_INFO_MISSING');
  let orders = await repo.findPayOrders(ctx.db, outTradeNo);
  const waitedOut = (o: (typeof orders)[number]) =>
    o.pay_status === PAY_STATUS.PAYING && o.auto_close_time > 0 && o.auto_close_time <= ctx.now();
  if (pay.pay_status === PAY_STATUS.PAYING && orders.some(waitedOut) && (await reopenExpiredProofs(ctx))) {
    pay = (await repo.findPay(ctx.db, outTradeNo, memberId))!;
    orders = await repo.findPayOrders(ctx.db, outTradeNo);
  }
  const due = orders.filter(
    (o) =>
      o.order_status === ORDER_STATUS.UNPAID &&
      o.pay_status === PAY_STATUS.UNPAID &&
      o.auto_close_time > 0 &&
      o.auto_close_time <= ctx.now(),
  );
  if (due.length && pay.pay_status === PAY_STATUS.UNPAID) {
    for (const o of due) await closeTimedOutOrder(ctx, o.order_id);
    pay = (await repo.findPay(ctx.db, outTradeNo, memberId))!;
    orders = await repo.findPayOrders(ctx.db, outTradeNo);
  }
  return { memberId, pay, orders };
}

export async function payInfo(ctx: RequestContext, outTradeNo: string): Promise<PayInfo> {
  const { pay, orders } = await currentPay(ctx, outTradeNo);
  // Unpaid: when the orders close; waiting for the shop: the proof's deadline.
  const closing = orders.filter(
    (o) => o.order_status === ORDER_STATUS.UNPAID && o.pay_status === pay.pay_status && o.auto_close_time > 0,
  );
  return {
    out_trade_no: pay.out_trade_no,
    pay_money: fromMinor(pay.pay_money),
    pay_status: pay.pay_status,
    pay_type: pay.pay_type,
    pay_type_name: payTypeName(ctx.lang, pay.pay_type, await walletNames(ctx.db)),
    pay_detail: pay.pay_detail,
    create_time: pay.create_time,
    pay_time: pay.pay_time,
    expire_time:
      (pay.pay_status === PAY_STATUS.UNPAID || pay.pay_status === PAY_STATUS.PAYING) && closing.length
        ? Math.min(...closing.map((o) => o.auto_close_time))
        : 0,
    order_id: orders[0]?.order_id ?? 0,
    order_type: orders[0]?.order_type ?? 0,
    order_list: orders.map((o) => ({
      ...o,
      order_money: fromMinor(o.order_money),
      balance_money: fromMinor(o.balance_money),
      pay_money: fromMinor(o.pay_money),
    })),
    offline_proof: pay.offline_time
      ? { imgs: pay.offline_imgs.split(',').filter(Boolean), desc: pay.offline_desc, create_time: pay.offline_time }
      : null,
  };
}

export async function payTypes(ctx: RequestContext, deps: Pick<PayDeps, 'wallet'>): Promise<PayTypes> {
  const types = await enabledPayTypes(ctx.db, deps.wallet !== null);
  const wallets = (await walletNames(ctx.db)).filter((w) => types.includes(w.pay_type));
  return { pay_type: types.join(','), wallets };
}

export async function payStatus(ctx: RequestContext, outTradeNo: string) {
  const memberId = requireMember(ctx);
  const pay = await repo.findPay(ctx.db, outTradeNo, memberId);
  if (!pay) throw new AppError('PAY_INFO_MISSING');
  const [first] = await repo.findPayOrders(ctx.db, outTradeNo);
  return { out_trade_no: outTradeNo, pay_status: pay.pay_status, order_id: first?.order_id ?? 0 };
}

/** Pays from the balance: the balance spent and the payment applied in one transaction. */
async function payWithBalance(ctx: RequestContext, memberId: number, pay: repo.PayRow, password: string | undefined) {
  await checkPayPassword(ctx, memberId, password);
  await withTransaction(ctx, async (ctx) => {
    const entry = { type: 'order_pay', ref: pay.out_trade_no, tradeNo: pay.out_trade_no };
    if (!(await spendBalance(ctx, memberId, pay.pay_money, entry))) throw balanceShort();
    const outcome = await applyPayment(ctx, {
      outTradeNo: pay.out_trade_no,
      payType: 'balance',
      amount: pay.pay_money,
    });
    if (outcome !== 'paid') throw new AppError('PAY_CLOSED');
  });
  return { type: 'paid' as const, pay_type: 'balance' as const, pay_status: PAY_STATUS.PAID };
}

async function walletStart(ctx: RequestContext, deps: PayDeps, pay: repo.PayRow, type: WalletType, returnUrl?: string) {
  const wallet = deps.wallet!;
  const returnPath =
    returnUrl && SAFE_PATH.test(returnUrl) ? returnUrl : `/result?out_trade_no=${encodeURIComponent(pay.out_trade_no)}`;
  const payment = { outTradeNo: pay.out_trade_no, amount: pay.pay_money, returnPath };
  if (type === 'alipay') {
    // Absolute on PUBLIC_ORIGIN: the family's clients open `data` from their own origin (issue 32 §4).
    const url = wallet.payUrl({ ...payment, mode: 'online' }, deps.origin);
    return { type: 'redirect' as const, pay_type: type, redirect_url: url, data: url };
  }
  const url = wallet.payUrl({ ...payment, mode: 'scan' }, deps.origin);
  const qrcode = await QRCode.toDataURL(url, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  return {
    type: 'qrcode' as const,
    pay_type: type,
    qrcode,
    pay_url: url,
    data: url,
    expire_time: ctx.now() + 30 * 60,
  };
}

/**
 * A payment that is not for orders (a recharge, ADR 061), created in the caller's transaction;
 * answers its out_trade_no. Such a payment is paid with a wallet only: paying it from the balance
 * would turn balance into more balance, and bank-transfer proofs are checked by an order's shop.
 */
export async function createPayment(ctx: RequestContext, memberId: number, amount: number, detail: string) {
  const outTradeNo = newOrderNumber(ctx.now());
  await repo.insertPay(ctx.db, {
    out_trade_no: outTradeNo,
    member_id: memberId,
    pay_money: amount,
    pay_detail: detail.slice(0, 200),
    create_time: ctx.now(),
  });
  return outTradeNo;
}

/** pay/pay: what the chosen method needs next. */
export async function payPay(
  ctx: RequestContext,
  body: { out_trade_no: string; pay_type: PayType; pay_password?: string; return_url?: string },
  deps: PayDeps,
): Promise<PayPayResult> {
  const { memberId, pay, orders } = await currentPay(ctx, body.out_trade_no);
  if (pay.pay_status === PAY_STATUS.PAID) throw new AppError('PAY_ALREADY_PAID');
  if (pay.pay_status === PAY_STATUS.CLOSED) throw new AppError('PAY_CLOSED');
  if (orders.length === 0 && (body.pay_type === 'balance' || body.pay_type === 'offlinepay'))
    throw new AppError('PAY_WALLET_ONLY');
  if (!(await enabledPayTypes(ctx.db, deps.wallet !== null)).includes(body.pay_type))
    throw new AppError('PAY_TYPE_NOT_CONFIGURED');
  if (body.pay_type === 'balance') return payWithBalance(ctx, memberId, pay, body.pay_password);
  if (body.pay_type === 'offlinepay') {
    const { bank_name, account_bank, account_number, account_name } = (await payConfig(ctx.db)).offlinepay;
    const account = { bank_name, account_bank, account_number, account_name };
    return { type: 'offline', pay_type: 'offlinepay', pay_money: fromMinor(pay.pay_money), ...account };
  }
  return walletStart(ctx, deps, pay, body.pay_type, body.return_url);
}
