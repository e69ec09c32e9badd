import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankAccountAddEndpoint,
  bankAccountPageEndpoint,
  memberAccountPageEndpoint,
  setPayPasswordEndpoint,
  signinEndpoint,
  withdrawApplyEndpoint,
  withdrawDetailEndpoint,
  withdrawInfoEndpoint,
} from '@zay/contract';
import { offContract } from '../../../test/call';
import { createMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { credit } from '../../member/account/ledger.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = (apply_money: unknown) =>
  offContract({
    apply_money,
    transfer_type: 'kbzpay',
    realname: 'Mg Mg',
    mobile: '09781234567',
    account_number: '09781234567',
    pay_password: '135790',
  });

describe('the member money calls under abuse', () => {
  it('answer nothing without a session', async () => {
    for (const e of [memberAccountPageEndpoint, bankAccountPageEndpoint, withdrawInfoEndpoint, signinEndpoint])
      expect((await t.call(e, offContract({}))).body).toMatchObject({ code: -1, data: null });
    expect((await t.call(withdrawApplyEndpoint, body('1000'))).body.data).toBeNull();
  });

  it('refuse negative, zero, fractional-cent, exponent and huge amounts without moving money', async () => {
    const m = await createMember(t.db, 'greedy');
    const call = t.as({ token: m.token, lang: 'en-us' });
    await credit(t.ctx(), m.id, 'balance_money', 5000_00, { type: 'adjust' });
    await call(setPayPasswordEndpoint, { pay_password: '135790' });
    for (const amount of ['-1000', '0', '1000.005', '1e5', '99999999999999999999', null, true, ['1000']])
      expect((await call(withdrawApplyEndpoint, body(amount))).body.code, String(amount)).not.toBe(0);
    expect((await call(withdrawInfoEndpoint)).body.data.member_info.balance_money).toBe('5000.00');
    const ledger = await t.db.db.selectFrom('member_balance_log').select('id').where('member_id', '=', m.id).execute();
    expect(ledger).toHaveLength(1);
  });

  it('refuses an unknown ledger account and ids that are not ids', async () => {
    const m = await createMember(t.db, 'prober');
    const call = t.as({ token: m.token, lang: 'en-us' });
    expect((await call(memberAccountPageEndpoint, offContract({ account_type: 'member' }))).body.code).toBe(-10006);
    for (const id of [0, -1, '1 or 1=1', 1.5])
      expect((await call(withdrawDetailEndpoint, offContract({ id }))).body.code, String(id)).not.toBe(0);
  });

  it('keeps markup in account names as text and refuses control characters', async () => {
    const m = await createMember(t.db, 'marker');
    const call = t.as({ token: m.token, lang: 'en-us' });
    const added = await call(bankAccountAddEndpoint, {
      realname: '<img src=x onerror=alert(1)>',
      mobile: '09781234567',
      withdraw_type: 'wavepay',
      bank_account: '09781234567',
    });
    expect(added.body.code).toBe(0);
    expect((await call(bankAccountPageEndpoint, {})).body.data.list[0]!.realname).toBe('<img src=x onerror=alert(1)>');
    const bad = await call(
      bankAccountAddEndpoint,
      offContract({ realname: 'a\nb', mobile: '09781234567', withdraw_type: 'wavepay', bank_account: '1' }),
    );
    expect(bad.body.code).toBe(-10006);
  });
});
