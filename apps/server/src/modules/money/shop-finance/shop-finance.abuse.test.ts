import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  platformWithdrawListEndpoint,
  sellerBankAccountAddEndpoint,
  sellerBankAccountDeleteEndpoint,
  sellerBankAccountListEndpoint,
  sellerFinanceInfoEndpoint,
  sellerWithdrawApplyEndpoint,
  sellerWithdrawPageEndpoint,
} from '@zay/contract';
import { offContract, ok } from '../../../test/call';
import { afterSaleWorld, buyer, type AfterSaleWorld } from '../../aftersale/aftersale-test-kit';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { completedOrder, kbzAccount, shopBalance } from './shop-finance-test-kit';

/* The shop's money calls under abuse (ADR 102): another shop's ids, bad amounts, markup, no session. */

let w: AfterSaleWorld;
let ownerA: Staff;
let ownerB: Staff;
let accountA: number;
let withdrawalA: number;

beforeAll(async () => {
  w = await afterSaleWorld('shop-finance-abuse');
  ownerA = await staff(w.t, w.s.shopA, 'owner', 'abuse-owner-a');
  ownerB = w.ownerB;
  await completedOrder(w, await buyer(w.t, 'abuse-buyer'), [w.s.a1.skuId]);
  accountA = await kbzAccount(ownerA);
  withdrawalA = ok(await ownerA.call(sellerWithdrawApplyEndpoint, { account_id: accountA, apply_money: '1000' }));
}, 60_000);
afterAll(() => w.t.close());

describe('the shop money calls under abuse', () => {
  it('answer nothing without a session', async () => {
    for (const e of [sellerFinanceInfoEndpoint, sellerBankAccountListEndpoint])
      expect((await w.t.call(e, {})).body.data).toBeNull();
    expect(
      (await w.t.call(sellerWithdrawApplyEndpoint, { account_id: accountA, apply_money: '1000' })).body.data,
    ).toBeNull();
  });

  it("keep shop B's staff off shop A's accounts and withdrawals", async () => {
    const balanceA = await shopBalance(w, w.s.shopA);
    expect((await ownerB.call(sellerBankAccountDeleteEndpoint, { id: accountA })).body.error_code).toBe(
      'BANK_ACCOUNT_NOT_FOUND',
    );
    expect(
      (await ownerB.call(sellerWithdrawApplyEndpoint, { account_id: accountA, apply_money: '1000' })).body.error_code,
    ).toBe('BANK_ACCOUNT_NOT_FOUND');
    expect(ok(await ownerB.call(sellerBankAccountListEndpoint, {}))).toEqual([]);
    const pageB = ok(await ownerB.call(sellerWithdrawPageEndpoint, { page: 1, page_size: 10 }));
    expect(pageB.list.map((r) => r.id)).not.toContain(withdrawalA);
    expect(ok(await ownerB.call(sellerFinanceInfoEndpoint, {})).balance).toBe('0.00');
    // A shop's clerk cannot reach the platform's queue either.
    expect((await w.clerkA.call(platformWithdrawListEndpoint, { owner: 'shop' })).body.code).not.toBe(0);
    expect(await shopBalance(w, w.s.shopA)).toBe(balanceA);
    expect(ok(await ownerA.call(sellerBankAccountListEndpoint, {})).map((a) => a.id)).toEqual([accountA]);
  });

  it('refuse negative, zero, fractional-cent, exponent and huge amounts and odd ids without moving money', async () => {
    const before = await shopBalance(w, w.s.shopA);
    const rows = await w.t.db.db.selectFrom('member_withdraw').select('id').execute();
    for (const amount of ['-1000', '0', '1000.005', '1e5', '99999999999999999999', 1e300, null, ['1000']])
      expect(
        (await ownerA.call(sellerWithdrawApplyEndpoint, offContract({ account_id: accountA, apply_money: amount })))
          .body.code,
        String(amount),
      ).not.toBe(0);
    // The whole balance and a cent more: refused as more than there is.
    const over = ((before + 1) / 100).toFixed(2);
    expect(
      (await ownerA.call(sellerWithdrawApplyEndpoint, { account_id: accountA, apply_money: over })).body.error_code,
    ).toBe('WITHDRAW_EXCEEDS_BALANCE');
    for (const id of [0, -1, '1 or 1=1', 1.5])
      expect(
        (await ownerA.call(sellerWithdrawApplyEndpoint, offContract({ account_id: id, apply_money: '1000' }))).body
          .code,
        String(id),
      ).not.toBe(0);
    expect(await shopBalance(w, w.s.shopA)).toBe(before);
    expect(await w.t.db.db.selectFrom('member_withdraw').select('id').execute()).toHaveLength(rows.length);
  });

  it('keeps markup in account names as text and refuses control characters and a bank without its name', async () => {
    const added = ok(
      await ownerA.call(sellerBankAccountAddEndpoint, {
        realname: '<img src=x onerror=alert(1)>',
        mobile: '09781234567',
        withdraw_type: 'bank',
        branch_bank_name: 'KBZ Bank',
        bank_account: '1234-5678',
      }),
    );
    const list = ok(await ownerA.call(sellerBankAccountListEndpoint, {}));
    expect(list.find((a) => a.id === added)!.realname).toBe('<img src=x onerror=alert(1)>');
    const bad = [
      { realname: 'a\nb', mobile: '09781234567', withdraw_type: 'wavepay', bank_account: '1' },
      { realname: 'Mg', mobile: '09781234567', withdraw_type: 'bank', bank_account: '1' },
      { realname: 'Mg', mobile: '09781234567', withdraw_type: 'paypal', bank_account: '1' },
    ];
    for (const b of bad)
      expect((await ownerA.call(sellerBankAccountAddEndpoint, offContract(b))).body.code).toBe(-10006);
  });
});
