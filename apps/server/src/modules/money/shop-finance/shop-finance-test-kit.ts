import { platformWithdrawListEndpoint, sellerBankAccountAddEndpoint } from '@zay/contract';
import { paidOrder, receive, ship, type AfterSaleWorld } from '../../aftersale/aftersale-test-kit';
import type { Buyer } from '../../trade/checkout/order-test-kit';
import type { Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { runReceiptTimers } from '../../trade/order/receipt.service';

/** Helpers for the shop money tests (ADR 102): completed orders, shop accounts, the sums to compare. */

const DAY = 86_400;
export const RECEIPT = { takeDeliveryDays: 14, completeDays: 7 };

/** Ships and receives a paid order of shop A; the buyer received it `daysAgo` days ago. */
export async function receivedOrder(w: AfterSaleWorld, b: Buyer, orderId: number, goodsIds: number[], clerk?: Staff) {
  await ship(w, orderId, goodsIds, clerk);
  await receive(b, orderId);
  // The completion timer counts from the receipt: the receipt is moved into the past, not the clock.
  await w.t.db.db
    .updateTable('orders')
    .set({ sign_time: w.t.ctx().now() - 8 * DAY })
    .where('order_id', '=', orderId)
    .execute();
}

/** A paid order of shop A that completed through the receipt timer (no after-sale open); answers it. */
export async function completedOrder(w: AfterSaleWorld, b: Buyer, skuIds: number[]) {
  const o = await paidOrder(w, b, skuIds);
  await receivedOrder(w, b, o.orderId, o.goodsIds);
  await runReceiptTimers(w.t.ctx(), RECEIPT);
  return o;
}

export async function shopBalance(w: AfterSaleWorld, siteId: number) {
  const r = await w.t.db.db
    .selectFrom('shop')
    .select('balance_money')
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return r.balance_money;
}

/** Σ of the shop's ledger rows by type, minor units. */
export async function ledgerSums(w: AfterSaleWorld, siteId: number) {
  const rows = await w.t.db.db
    .selectFrom('shop_settlement_log')
    .select(['type', (eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('n')])
    .where('site_id', '=', siteId)
    .groupBy('type')
    .execute();
  const of = (type: string) => Number(rows.find((r) => r.type === type)?.n ?? 0);
  return {
    income: of('order_income'),
    refund: -of('refund'),
    commission: -of('commission'),
    withdraw: -of('withdraw'),
    returned: of('withdraw_refuse'),
  };
}

/** Σ of the shop's withdrawals not refused (pending, approved, transferred), minor units. */
export async function withdrawnSum(w: AfterSaleWorld, siteId: number) {
  const r = await w.t.db.db
    .selectFrom('member_withdraw')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('apply_money'), eb.lit(0)).as('n'))
    .where('site_id', '=', siteId)
    .where('status', '>=', 0)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Adds a KBZPay account to the caller's shop; answers its id. */
export async function kbzAccount(owner: Staff, name = 'Daw Aye') {
  const res = await owner.call(sellerBankAccountAddEndpoint, {
    realname: name,
    mobile: '09781234567',
    withdraw_type: 'kbzpay',
    branch_bank_name: '',
    bank_account: '09781234567',
  });
  if (res.body.code !== 0) throw new Error(`account: ${res.body.message}`);
  return res.body.data!;
}

/** The platform's shop tab of the withdrawal queue. */
export const shopQueue = (platform: Staff, tab: 'all' | 'pending' | 'approved' | 'transferred' | 'refused' = 'all') =>
  platform.call(platformWithdrawListEndpoint, { tab, owner: 'shop' });
