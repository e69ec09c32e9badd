import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  platformWithdrawApproveEndpoint,
  platformWithdrawDetailEndpoint,
  platformWithdrawListEndpoint,
  platformWithdrawRefuseEndpoint,
  platformWithdrawTransferEndpoint,
  sellerBankAccountDeleteEndpoint,
  sellerBankAccountListEndpoint,
  sellerFinanceInfoEndpoint,
  sellerFinanceLedgerEndpoint,
  sellerWithdrawApplyEndpoint,
  sellerWithdrawPageEndpoint,
} from '@zay/contract';
import { ok } from '../../../test/call';
import { afterSaleWorld, buyer, paidOrder, type AfterSaleWorld } from '../../aftersale/aftersale-test-kit';
import type { Buyer } from '../../trade/checkout/order-test-kit';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { runReceiptTimers } from '../../trade/order/receipt.service';
import { bookCompletedOrder } from '../settlement/settlement.service';
import {
  completedOrder,
  kbzAccount,
  ledgerSums,
  RECEIPT,
  receivedOrder,
  shopBalance,
  shopQueue,
} from './shop-finance-test-kit';

/* The shop's money (issue 30, ADR 102) through the app: settlement, /seller/api/finance/*, the platform's shop tab. */

let w: AfterSaleWorld;
let b: Buyer;
let ownerA: Staff;
let platform: Staff;

beforeAll(async () => {
  w = await afterSaleWorld('shop-finance');
  b = await buyer(w.t, 'finance-buyer');
  ownerA = await staff(w.t, w.s.shopA, 'owner', 'finance-owner-a');
  platform = await staff(w.t, 0, 'finance', 'finance-platform');
}, 60_000);
afterAll(() => w.t.close());

/** The shop's logged money actions (its desk's order actions are logged too, ADR 100). */
const actions = async (siteId: number) =>
  (
    await w.t.db.db
      .selectFrom('action_log')
      .select('action')
      .where('site_id', '=', siteId)
      .where((eb) => eb.or([eb('action', 'like', 'finance.%'), eb('action', 'like', 'withdraw.%')]))
      .orderBy('id')
      .execute()
  ).map((r) => r.action);

describe('the shop balance', () => {
  it('is pending while an order may be refunded and withdrawable once it completed, settled once', async () => {
    const before = ok(await ownerA.call(sellerFinanceInfoEndpoint, {}));
    expect(before).toMatchObject({ balance: '0.00', pending: '0.00', commission_rate: '5.00' });
    expect(before.config).toMatchObject({ min: '1000.00', rate: 1 });

    const o = await paidOrder(w, b, [w.s.a1.skuId]);
    // Paid, not completed: pending (10,000 and 1,000 delivery, less 5% commission), nothing withdrawable.
    expect(ok(await ownerA.call(sellerFinanceInfoEndpoint, {}))).toMatchObject({
      balance: '0.00',
      pending: '10450.00',
    });
    await receivedOrder(w, b, o.orderId, o.goodsIds);
    // Completing and booking race: the order settles once.
    await Promise.all([
      runReceiptTimers(w.t.ctx(), RECEIPT),
      runReceiptTimers(w.t.ctx(), RECEIPT),
      ...Array.from({ length: 4 }, () => bookCompletedOrder(w.t.ctx(), o.orderId)),
    ]);
    expect(await shopBalance(w, w.s.shopA)).toBe(10_450_00);
    expect(await ledgerSums(w, w.s.shopA)).toMatchObject({ income: 11_000_00, commission: 550_00 });
    expect(ok(await ownerA.call(sellerFinanceInfoEndpoint, {}))).toMatchObject({
      balance: '10450.00',
      pending: '0.00',
    });
    const ledger = ok(await ownerA.call(sellerFinanceLedgerEndpoint, { page: 1, page_size: 10 }));
    expect(ledger).toMatchObject({ balance: '10450.00', count: 2 });
  });

  it('withdraws under the platform rules; the platform approves, transfers or refuses (money back)', async () => {
    const account = await kbzAccount(ownerA);
    const accounts = ok(await ownerA.call(sellerBankAccountListEndpoint, {}));
    expect(accounts).toEqual([expect.objectContaining({ id: account, withdraw_type_name: 'KBZPay', member_id: 0 })]);

    const apply = (apply_money: string) =>
      ownerA.call(sellerWithdrawApplyEndpoint, { account_id: account, apply_money });
    expect((await apply('999')).body.error_code).toBe('WITHDRAW_BELOW_MIN');
    expect((await apply('10450.01')).body.error_code).toBe('WITHDRAW_EXCEEDS_BALANCE');
    const first = ok(await apply('4000'));
    const second = ok(await apply('5000'));
    expect(await shopBalance(w, w.s.shopA)).toBe(1450_00);
    const mine = ok(await ownerA.call(sellerWithdrawPageEndpoint, { page: 1, page_size: 10 }));
    expect(mine.list.map((r) => [r.id, r.apply_money, r.service_money, r.money, r.status])).toEqual([
      [second, '5000.00', '50.00', '4950.00', 0],
      [first, '4000.00', '40.00', '3960.00', 0],
    ]);

    const queue = ok(await shopQueue(platform, 'pending'));
    expect(queue.list.map((r) => [r.id, r.site_name, r.member_id])).toEqual([
      [second, 'Desk Shop A', 0],
      [first, 'Desk Shop A', 0],
    ]);
    expect(queue.tab_count.pending).toBe(2);
    const members = ok(await platform.call(platformWithdrawListEndpoint, { tab: 'all' }));
    expect(members.list.map((r) => r.id)).not.toContain(first);

    ok(await platform.call(platformWithdrawRefuseEndpoint, { id: first, reason: 'name does not match' }));
    expect(await shopBalance(w, w.s.shopA)).toBe(5450_00);
    ok(await platform.call(platformWithdrawApproveEndpoint, { id: second }));
    ok(
      await platform.call(platformWithdrawTransferEndpoint, {
        id: second,
        transfer_method: 'KBZPay',
        transfer_reference: 'KBZ-77',
      }),
    );
    const detail = ok(await platform.call(platformWithdrawDetailEndpoint, { id: second }));
    expect(detail).toMatchObject({
      status: 2,
      site_id: w.s.shopA,
      site_name: 'Desk Shop A',
      transfer_reference: 'KBZ-77',
    });
    // A refused withdrawal cannot be refused again: the money came back once.
    expect((await platform.call(platformWithdrawRefuseEndpoint, { id: first, reason: 'again' })).body.error_code).toBe(
      'WITHDRAW_STATE_CHANGED',
    );
    expect(await shopBalance(w, w.s.shopA)).toBe(5450_00);
    const info = ok(await ownerA.call(sellerFinanceInfoEndpoint, {}));
    expect(info).toMatchObject({ balance: '5450.00', withdrawing: '0.00', withdrawn: '5000.00' });
    expect(await ledgerSums(w, w.s.shopA)).toMatchObject({ withdraw: 9000_00, returned: 4000_00 });

    ok(await ownerA.call(sellerBankAccountDeleteEndpoint, { id: account }));
    expect(ok(await ownerA.call(sellerBankAccountListEndpoint, {}))).toEqual([]);
    expect(await actions(w.s.shopA)).toEqual([
      'finance.account_add',
      'finance.withdraw',
      'finance.withdraw',
      'finance.account_delete',
    ]);
    expect(await actions(0)).toEqual(['withdraw.refuse', 'withdraw.approve', 'withdraw.transfer']);
  });

  it('two withdrawals of the whole balance at once: exactly one succeeds', async () => {
    const account = await kbzAccount(ownerA, 'Race');
    const answers = await Promise.all(
      [1, 2].map(() => ownerA.call(sellerWithdrawApplyEndpoint, { account_id: account, apply_money: '5450' })),
    );
    expect(answers.map((a) => a.body.error_code ?? 'ok').sort()).toEqual(['WITHDRAW_EXCEEDS_BALANCE', 'ok']);
    expect(await shopBalance(w, w.s.shopA)).toBe(0);
  });

  it('is the owner\u2019s alone: a clerk, goods editor, service or the platform\u2019s staff are refused', async () => {
    const others = [
      w.clerkA,
      await staff(w.t, w.s.shopA, 'editor', 'finance-editor'),
      await staff(w.t, w.s.shopA, 'service', 'finance-service'),
      await staff(w.t, 0, 'owner', 'finance-platform-owner'),
    ];
    for (const s of others) {
      expect((await s.call(sellerFinanceInfoEndpoint, {})).body.error_code).toBe('SELLER_FORBIDDEN');
      expect((await s.call(sellerFinanceLedgerEndpoint, { page: 1, page_size: 10 })).body.error_code).toBe(
        'SELLER_FORBIDDEN',
      );
      expect((await s.call(sellerBankAccountListEndpoint, {})).body.error_code).toBe('SELLER_FORBIDDEN');
      expect((await s.call(sellerWithdrawApplyEndpoint, { account_id: 1, apply_money: '1000' })).body.error_code).toBe(
        'SELLER_FORBIDDEN',
      );
    }
    const operations = await staff(w.t, 0, 'operations', 'finance-operations');
    expect((await shopQueue(operations)).body.error_code).not.toBe(undefined);
  });

  it('another completed order adds its net: paid less commission', async () => {
    const before = await shopBalance(w, w.s.shopA);
    await completedOrder(w, b, [w.s.a2.skuId]);
    expect((await shopBalance(w, w.s.shopA)) - before).toBe(3500_00 - 175_00);
  });
});
