import { z } from 'zod';
import { fromMinor, message, pageCount, type Lang, type MessageKey, type ShopCommission } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import { getConfig, type Audit } from '../../site';
import * as repo from './settlement.repository';

/*
 * Each shop's settlement ledger (issue 15, ADR 059). A completed order books, in the completing
 * transaction, its income (what the buyer paid), each refund paid on it and the platform's
 * commission on the rest; an order that never completes (closed, or refunded in full) books
 * nothing. So for every shop: balance = paid − refunded − commission over its completed orders.
 */

const rateSchema = z.object({ commission_rate: z.number().int().min(0).max(10_000) });
/** Without a stored setting: 5% (500 hundredths of a percent). */
const DEFAULT_RATE = { commission_rate: 500 };

/**
 * The shop's commission in hundredths of a percent (ADR 103): the rate the platform set for the
 * shop, else its main business category's, else the platform's default.
 */
export async function shopCommission(ctx: RequestContext, siteId: number): Promise<ShopCommission> {
  const [own, category, platform] = await Promise.all([
    repo.findRate(ctx.db, siteId),
    repo.findCategoryRate(ctx.db, siteId),
    getConfig(ctx.db, 'shop_settlement', rateSchema, DEFAULT_RATE),
  ]);
  return { own, category, platform: platform.commission_rate, effective: own ?? category ?? platform.commission_rate };
}

/** The rate an order placed now pays (fixed on the order, ADR 103). */
export const commissionRate = async (ctx: RequestContext, siteId: number) =>
  (await shopCommission(ctx, siteId)).effective;

/**
 * Sets the shop's own rate, or removes it (null) so the category's or the platform's applies.
 * Orders already placed keep the rate they were placed with; booked rows are never rewritten.
 */
export async function setShopCommission(ctx: RequestContext, siteId: number, rate: number | null, audit: Audit) {
  await withTransaction(ctx, async (tx) => {
    if (!(await repo.shopExists(tx.db, siteId))) throw new AppError('SHOP_NOT_FOUND');
    const before = await repo.findRate(tx.db, siteId);
    if (rate === null) await repo.deleteRate(tx.db, siteId);
    else await repo.setRate(tx.db, siteId, rate);
    await audit(tx, {
      action: 'shop.commission',
      target: String(siteId),
      before: { commission_rate: before },
      after: { commission_rate: rate },
    });
  });
  return shopCommission(ctx, siteId);
}

/** The commission on `net` minor units at `rate` hundredths of a percent, rounded down (never more than agreed). */
export const commissionOn = (net: number, rate: number) => Math.floor((net * rate) / 10_000);

/**
 * Books a completed order once inside the completing transaction: a completed order can no longer
 * be refunded, so its net (paid − refunds − commission) is the shop's to withdraw (ADR 102). The
 * order is marked settled by a conditional update first, so two completions racing book it once.
 * Answers what the buyer kept (paid − refunded), 0 when nothing was booked.
 */
export async function bookCompletedOrder(ctx: RequestContext, orderId: number) {
  return withTransaction(ctx, async (ctx) => {
    const o = await repo.findCompletedOrder(ctx.db, orderId);
    if (!o || !(await repo.markSettled(ctx.db, orderId))) return 0;
    const now = ctx.now();
    const row = (type: repo.SettlementRow['type'], amount: number, ref: string) => ({
      site_id: o.site_id,
      order_id: o.order_id,
      type,
      amount,
      ref,
      create_time: now,
    });
    const refunded = o.refunds.reduce((sum, r) => sum + r.refund_real_money, 0);
    // The rate fixed when the order was placed; older orders (−1) the rate in force now.
    const rate = o.commission_rate >= 0 ? o.commission_rate : await commissionRate(ctx, o.site_id);
    const commission = commissionOn(o.order_money - refunded, rate);
    await repo.insertRows(ctx.db, [
      row('order_income', o.order_money, o.order_no),
      ...o.refunds.filter((r) => r.refund_real_money > 0).map((r) => row('refund', -r.refund_real_money, r.refund_no)),
      ...(commission > 0 ? [row('commission', -commission, o.order_no)] : []),
    ]);
    await repo.addBalance(ctx.db, o.site_id, o.order_money - refunded - commission);
    return o.order_money - refunded;
  });
}

const TYPE_KEYS: Record<string, MessageKey> = {
  order_income: 'SETTLEMENT_TYPE_ORDER_INCOME',
  refund: 'SETTLEMENT_TYPE_REFUND',
  commission: 'SETTLEMENT_TYPE_COMMISSION',
  withdraw: 'SETTLEMENT_TYPE_WITHDRAW',
  withdraw_refuse: 'SETTLEMENT_TYPE_WITHDRAW_REFUSE',
};

/** The shop's ledger totals and balance, in Ks. */
export async function settlementTotals(ctx: RequestContext, siteId: number) {
  const t = await repo.totals(ctx.db, siteId);
  const income = t.order_income ?? 0;
  const refunded = -(t.refund ?? 0);
  const commission = -(t.commission ?? 0);
  return {
    // Withdrawals (and their refusals' returns) are in the sum too: the balance is every row's.
    balance: fromMinor(Object.values(t).reduce((a, b) => a + b, 0)),
    income: fromMinor(income),
    refunded: fromMinor(refunded),
    commission: fromMinor(commission),
  };
}

/** The shop's ledger page with its totals and balance. */
export async function shopSettlement(ctx: RequestContext, siteId: number, q: { page: number; page_size: number }) {
  const limit = q.page_size === 0 ? null : q.page_size;
  const page = await repo.findPage(ctx.db, siteId, limit, (q.page - 1) * q.page_size);
  const rate = await commissionRate(ctx, siteId);
  return {
    ...(await settlementTotals(ctx, siteId)),
    commission_rate: (rate / 100).toFixed(2),
    count: page.count,
    page_count: pageCount(page.count, q.page_size),
    list: page.list.map((r) => ({ ...r, type_name: typeName(ctx.lang, r.type), amount: fromMinor(r.amount) })),
  };
}

const typeName = (lang: Lang, type: string) => (TYPE_KEYS[type] ? message(lang, TYPE_KEYS[type]) : type);

/**
 * Moves `amount` of the shop's withdrawable balance with its ledger row, inside the caller's
 * transaction: a withdrawal takes it (false when the balance holds less, nothing changed), its
 * refusal gives it back.
 */
export async function moveShopBalance(
  ctx: RequestContext,
  siteId: number,
  amount: number,
  entry: { type: 'withdraw' | 'withdraw_refuse'; ref: string },
) {
  if (amount < 0 && !(await repo.takeBalance(ctx.db, siteId, -amount))) return false;
  if (amount > 0) await repo.addBalance(ctx.db, siteId, amount);
  await repo.insertRows(ctx.db, [
    { site_id: siteId, order_id: 0, type: entry.type, amount, ref: entry.ref, create_time: ctx.now() },
  ]);
  return true;
}

/**
 * The shop's money at a glance: withdrawable (the stored balance), and pending — the paid orders
 * not yet completed, less what was refunded on them and the commission they would bear.
 */
export async function shopMoney(ctx: RequestContext, siteId: number) {
  const [balance, open, rate] = await Promise.all([
    repo.balanceOf(ctx.db, siteId),
    repo.unsettled(ctx.db, siteId),
    commissionRate(ctx, siteId),
  ]);
  const kept = open.paid - open.refunded;
  return { balance, pending: Math.max(0, kept - commissionOn(kept, rate)), rate };
}

/** A shop's ledger balance in minor units (tests and the console). */
export async function settlementBalance(ctx: RequestContext, siteId: number) {
  const t = await repo.totals(ctx.db, siteId);
  return Object.values(t).reduce((a, b) => a + b, 0);
}
