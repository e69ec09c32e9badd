import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankAccountAddEndpoint,
  bankAccountDefaultEndpoint,
  bankAccountDeleteEndpoint,
  bankAccountEditEndpoint,
  bankAccountInfoEndpoint,
  bankAccountPageEndpoint,
  bankAccountSetDefaultEndpoint,
  memberAccountEndpoint,
  memberAccountPageEndpoint,
  setPayPasswordEndpoint,
  withdrawApplyEndpoint,
  withdrawDetailEndpoint,
  withdrawInfoEndpoint,
  withdrawPageEndpoint,
  withdrawTransferTypeEndpoint,
} from '@zay/contract';
import { offContract } from '../../../test/call';
import { createMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { credit } from '../../member/account/ledger.service';
import { holdWithdrawal, withdrawSettings } from './withdrawal.service';
import { approveWithdrawal, refuseWithdrawal, transferWithdrawal } from './withdrawal-review.service';
import { noAudit } from '../../site';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PAY_PASSWORD = '246810';
const kbzpay = {
  realname: 'Aung Aung',
  mobile: '09 7812 34567',
  withdraw_type: 'kbzpay' as const,
  bank_account: '09781234567',
};
const apply = (apply_money: string | number, more: Record<string, unknown> = {}) => ({
  apply_money,
  transfer_type: 'kbzpay' as const,
  realname: 'Aung Aung',
  mobile: '09781234567',
  account_number: '09781234567',
  pay_password: PAY_PASSWORD,
  ...more,
});

/** A member with `withdrawable` Ks (minor units) in their withdrawable balance and a payment password. */
async function saver(name: string, withdrawable: number) {
  const m = await createMember(t.db, name);
  const call = t.as({ token: m.token, lang: 'en-us' });
  if (withdrawable > 0) await credit(t.ctx(), m.id, 'balance_money', withdrawable, { type: 'adjust' });
  expect((await call(setPayPasswordEndpoint, { pay_password: PAY_PASSWORD })).body.code).toBe(0);
  return { ...m, call };
}

describe('memberbankaccount', () => {
  let a: Awaited<ReturnType<typeof saver>>;
  beforeAll(async () => {
    a = await saver('banker', 0);
  });

  it('adds Myanmar bank and wallet accounts; the last saved is the one default', async () => {
    const wallet = await a.call(bankAccountAddEndpoint, kbzpay);
    expect(wallet.body).toMatchObject({ code: 0 });
    const bank = await a.call(bankAccountAddEndpoint, {
      realname: 'Aung Aung',
      mobile: '09781234567',
      withdraw_type: 'bank',
      branch_bank_name: 'KBZ Bank',
      bank_account: '0123 4567 8901',
    });
    const page = (await a.call(bankAccountPageEndpoint, { page: 1, page_size: 8 })).body.data;
    expect(page.count).toBe(2);
    expect(page.list[0]).toMatchObject({
      id: bank.body.data,
      is_default: 1,
      withdraw_type_name: 'Bank account',
      branch_bank_name: 'KBZ Bank',
      bank_account: '012345678901',
    });
    expect(page.list[1]).toMatchObject({
      id: wallet.body.data,
      is_default: 0,
      withdraw_type_name: 'KBZPay',
      mobile: '09781234567',
    });

    expect((await a.call(bankAccountSetDefaultEndpoint, { id: wallet.body.data })).body.code).toBe(0);
    expect((await a.call(bankAccountDefaultEndpoint)).body.data).toMatchObject({ id: wallet.body.data, is_default: 1 });
    const edited = await a.call(bankAccountEditEndpoint, { ...kbzpay, withdraw_type: 'wavepay', id: bank.body.data });
    expect(edited.body.code).toBe(0);
    expect((await a.call(bankAccountInfoEndpoint, { id: bank.body.data })).body.data).toMatchObject({
      withdraw_type: 'wavepay',
      withdraw_type_name: 'WavePay',
      branch_bank_name: '',
      is_default: 1,
    });
    expect((await a.call(bankAccountDeleteEndpoint, { id: bank.body.data })).body.code).toBe(0);
    expect((await a.call(bankAccountPageEndpoint, {})).body.data.count).toBe(1);
  });

  it('refuses a bank without its name, a missing name, a bad mobile, an unknown type', async () => {
    const sent = async (body: Record<string, unknown>) =>
      (await a.call(bankAccountAddEndpoint, offContract(body))).body;
    expect(await sent({ ...kbzpay, withdraw_type: 'bank' })).toMatchObject({
      code: -10006,
      message: 'Enter the bank name',
    });
    expect(await sent({ ...kbzpay, realname: ' ' })).toMatchObject({ message: "Enter the account holder's real name" });
    expect((await sent({ ...kbzpay, mobile: '123' })).code).toBe(-10006);
    expect((await sent({ ...kbzpay, withdraw_type: 'alipay' })).message).toBe('Choose the account type');
  });

  it("another member's account is not found, for every call", async () => {
    const other = await saver('otherbanker', 0);
    const id = (await other.call(bankAccountAddEndpoint, kbzpay)).body.data;
    for (const answer of [
      await a.call(bankAccountInfoEndpoint, { id }),
      await a.call(bankAccountEditEndpoint, { ...kbzpay, id }),
      await a.call(bankAccountSetDefaultEndpoint, { id }),
      await a.call(bankAccountDeleteEndpoint, { id }),
    ])
      expect(answer.body).toMatchObject({ code: -1, error_code: 'BANK_ACCOUNT_NOT_FOUND', data: null });
    expect((await other.call(bankAccountInfoEndpoint, { id })).body.data.is_default).toBe(1);
  });

  it('six accounts made default at once, ten times over: every call answers and one default is left', async () => {
    const m = await saver('defaultracer', 0);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++)
      ids.push((await m.call(bankAccountAddEndpoint, { ...kbzpay, bank_account: `0977000000${i}` })).body.data);
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(ids.map((id) => m.call(bankAccountSetDefaultEndpoint, { id })));
      expect(answers.map((r) => r.body.code)).toEqual(ids.map(() => 0));
    }
    const list = (await m.call(bankAccountPageEndpoint, { page_size: 0 })).body.data.list;
    expect(list.filter((r) => r.is_default === 1)).toHaveLength(1);
  });
});

describe('memberwithdraw', () => {
  it('applies: the amount leaves the withdrawable balance through the ledger; fee and status shown', async () => {
    const m = await saver('withdrawer', 5000_00);
    expect((await m.call(withdrawTransferTypeEndpoint)).body.data).toMatchObject({
      bank: 'Bank account',
      kbzpay: 'KBZPay',
    });
    const answer = await m.call(withdrawApplyEndpoint, apply('2000'));
    expect(answer.body).toMatchObject({ code: 0, message: 'Withdrawal requested' });
    const info = (await m.call(withdrawInfoEndpoint)).body.data;
    expect(info.member_info).toEqual({
      balance_money: '3000.00',
      balance_withdraw_apply: '2000.00',
      balance_withdraw: '0.00',
    });
    expect(info.config).toMatchObject({ is_use: 1, rate: 1, min: '1000.00' });
    expect((await m.call(memberAccountEndpoint)).body.data).toMatchObject({
      balance: '0.00',
      balance_money: '3000.00',
    });
    const ledger = (await m.call(memberAccountPageEndpoint, { account_type: 'balance' })).body.data.list;
    expect(ledger[0]).toMatchObject({
      account_type: 'balance_money',
      account_data: '-2000.00',
      from_type: 'withdraw',
      type_name: 'Withdrawal',
    });

    const page = (await m.call(withdrawPageEndpoint, {})).body.data;
    expect(page.list).toEqual([
      expect.objectContaining({
        id: answer.body.data,
        apply_money: '2000.00',
        status: 0,
        status_name: 'Pending review',
        transfer_type_name: 'KBZPay',
      }),
    ]);
    const detail = (await m.call(withdrawDetailEndpoint, { id: answer.body.data })).body.data;
    expect(detail).toMatchObject({
      service_money: '20.00',
      money: '1980.00',
      rate: 1,
      account_number: '09781234567',
      status_name: 'Pending review',
    });
  });

  it('refuses below the minimum, above the withdrawable balance, a bad payment password, a bad amount', async () => {
    const m = await saver('refused', 1500_00);
    const code = async (body: Record<string, unknown>) => (await m.call(withdrawApplyEndpoint, offContract(body))).body;
    expect(await code(apply('999.99'))).toMatchObject({
      code: -1,
      error_code: 'WITHDRAW_BELOW_MIN',
      message: expect.stringContaining('1,000'),
    });
    expect(await code(apply('1500.01'))).toMatchObject({ code: -1, error_code: 'WITHDRAW_EXCEEDS_BALANCE' });
    expect(await code(apply('1200', { pay_password: '12345' }))).toMatchObject({
      code: -10006,
      message: expect.stringContaining('6 digits'),
    });
    expect(await code(apply('1200', { pay_password: '1234567' }))).toMatchObject({ code: -10006 });
    expect(await code(apply('1200', { pay_password: '000000' }))).toMatchObject({ error_code: 'PAY_PASSWORD_ERROR' });
    expect(await code(apply('abc'))).toMatchObject({ code: -10006, message: 'Please enter a valid withdrawal amount' });
    expect(await code(apply('1200', { transfer_type: 'bank' }))).toMatchObject({
      code: -10006,
      message: 'Enter the bank name',
    });
    expect((await m.call(withdrawInfoEndpoint)).body.data.member_info.balance_money).toBe('1500.00');
  });

  it("another member's withdrawal is not found", async () => {
    const owner = await saver('wowner', 2000_00);
    const id = (await owner.call(withdrawApplyEndpoint, apply(1000))).body.data;
    const other = await saver('wother', 0);
    expect((await other.call(withdrawDetailEndpoint, { id })).body).toMatchObject({
      code: -1,
      error_code: 'WITHDRAW_NOT_FOUND',
    });
    expect((await other.call(withdrawPageEndpoint, {})).body.data.count).toBe(0);
  });

  const kbz = (id: number) => ({ id, transfer_method: 'KBZPay', transfer_reference: 'KBZ-1' });

  it('review: transfer only after approval; a refusal returns the money once', async () => {
    const m = await saver('reviewed', 3000_00);
    const first = (await m.call(withdrawApplyEndpoint, apply(1000))).body.data;
    const second = (await m.call(withdrawApplyEndpoint, apply(1000))).body.data;
    const ctx = t.ctx();
    await expect(transferWithdrawal(ctx, kbz(first), 1, noAudit)).rejects.toMatchObject({
      key: 'WITHDRAW_STATE_CHANGED',
    });
    await approveWithdrawal(ctx, first, 1, noAudit);
    await transferWithdrawal(ctx, { ...kbz(first), remark: 'KBZPay ref 123' }, 1, noAudit);
    const done = (await m.call(withdrawDetailEndpoint, { id: first })).body.data;
    expect(done).toMatchObject({ status: 2, status_name: 'Transferred', certificate_remark: 'KBZPay ref 123' });
    expect(done.payment_time).toBeGreaterThan(0);
    await expect(refuseWithdrawal(ctx, first, 'late', 1, noAudit)).rejects.toMatchObject({
      key: 'WITHDRAW_STATE_CHANGED',
    });

    const refusals = await Promise.allSettled(
      Array.from({ length: 5 }, () => refuseWithdrawal(ctx, second, 'name does not match', 1, noAudit)),
    );
    expect(refusals.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await m.call(withdrawDetailEndpoint, { id: second })).body.data).toMatchObject({
      status: -1,
      status_name: 'Refused',
      refuse_reason: 'name does not match',
    });
    const info = (await m.call(withdrawInfoEndpoint)).body.data.member_info;
    expect(info).toEqual({ balance_money: '2000.00', balance_withdraw_apply: '0.00', balance_withdraw: '1000.00' });
  });

  it('10 applications at once through the API: only those the balance covers', async () => {
    const m = await saver('racer', 7500_00);
    const answers = await Promise.all(Array.from({ length: 10 }, () => m.call(withdrawApplyEndpoint, apply(1000))));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(7);
    expect(answers.filter((a) => a.body.code !== 0).map((a) => a.body.error_code)).toEqual(
      Array(3).fill('WITHDRAW_EXCEEDS_BALANCE'),
    );
    const info = (await m.call(withdrawInfoEndpoint)).body.data.member_info;
    expect(info).toMatchObject({ balance_money: '500.00', balance_withdraw_apply: '7000.00' });
    expect((await m.call(withdrawPageEndpoint, { page_size: 0 })).body.data.count).toBe(7);
  });

  it('20 withdrawals at once that together exceed the balance: only those that fit', async () => {
    // The payment password allows 10 tries a quarter hour (a burst of 20 is refused there first),
    // so the race on the balance is run one step below it.
    const m = await saver('racer20', 12_345_00);
    const config = await withdrawSettings(t.db.db);
    const { pay_password: _, ...sent } = apply(0);
    const fields = { ...sent, apply_money: 1000_00, bank_name: '' };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => holdWithdrawal(t.ctx(), m.id, fields, config)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(12);
    expect(
      results.every(
        (r) => r.status === 'fulfilled' || (r.reason as { key: string }).key === 'WITHDRAW_EXCEEDS_BALANCE',
      ),
    ).toBe(true);
    expect((await m.call(withdrawInfoEndpoint)).body.data.member_info.balance_money).toBe('345.00');
    const rows = await t.db.db.selectFrom('member_withdraw').select('id').where('member_id', '=', m.id).execute();
    expect(rows).toHaveLength(12);
  });
});
