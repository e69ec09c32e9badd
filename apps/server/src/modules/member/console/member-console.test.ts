import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginEndpoint,
  memberAccountPageEndpoint,
  memberInfoEndpoint,
  platformMemberAdjustEndpoint,
  platformMemberDetailEndpoint,
  platformMemberFreezeEndpoint,
  platformMemberLedgerEndpoint,
  platformMemberListEndpoint,
  platformMemberOrdersEndpoint,
  type Lang,
} from '@zay/contract';
import { hashPassword } from '../../../lib/password';
import { ok } from '../../../test/call';
import { solvedCaptcha } from '../../../test/auth-codes';
import { createMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';

/** The platform's members (issue 31, ADR 092): search, detail, freeze, adjustments the member sees. */
let t: TestApp;
let admin: Staff;
let service: Staff;
let operations: Staff;
let aung: { id: number; token: string };
let mya: { id: number; token: string };
const PASSWORD = 'Secret123';

beforeAll(async () => {
  t = await createTestApp();
  admin = await staff(t, 0, 'owner', 'mc-admin');
  service = await staff(t, 0, 'service', 'mc-service');
  operations = await staff(t, 0, 'operations', 'mc-ops');
  aung = await createMember(t.db, 'aungaung');
  mya = await createMember(t.db, 'myamya');
  const password = await hashPassword(PASSWORD);
  await t.db.db
    .updateTable('member')
    .set({ mobile: '09791112223', nickname: 'Aung Aung', password })
    .where('member_id', '=', aung.id)
    .execute();
  await t.db.db
    .insertInto('member_address')
    .values({
      member_id: aung.id,
      name: 'Aung Aung',
      mobile: '09791112223',
      address: 'No. 5, Pyay Road',
      full_address: 'Kamayut, Yangon',
      province_id: 1,
      city_id: 2,
      district_id: 3,
      is_default: 1,
      create_time: 1,
      update_time: 1,
    })
    .execute();
});
afterAll(() => t.close());

const list = async (search: string, status?: 'active' | 'frozen') =>
  ok(await service.call(platformMemberListEndpoint, { search, ...(status ? { status } : {}) })).list.map(
    (m) => m.username,
  );

describe('finding a member', () => {
  it('searches by name, nickname, mobile or id; customer service may read', async () => {
    expect(await list('AUNG')).toEqual(['aungaung']);
    expect(await list('Aung Aung')).toEqual(['aungaung']);
    expect(await list('1112')).toEqual(['aungaung']);
    expect(await list(String(mya.id))).toContain('myamya');
    expect(await list('nobody')).toEqual([]);
    expect(await list('_')).toEqual([]);
    const detail = ok(await service.call(platformMemberDetailEndpoint, { member_id: aung.id }));
    expect(detail.member).toMatchObject({ username: 'aungaung', mobile: '09791112223', status: 1, balance: '0.00' });
    expect(detail.addresses).toEqual([
      expect.objectContaining({
        address: 'No. 5, Pyay Road',
        full_address: 'Kamayut, Yangon',
        is_default: 1,
      }),
    ]);
    expect(detail.sessions).toEqual([expect.objectContaining({ revoked: 0 })]);
    expect(ok(await service.call(platformMemberOrdersEndpoint, { member_id: aung.id }))).toEqual({
      page_count: 1,
      count: 0,
      list: [],
    });
    const missing = await service.call(platformMemberDetailEndpoint, { member_id: 999_999 });
    expect(missing.body.error_code).toBe('MEMBER_NOT_FOUND');
  });
});

describe('freezing', () => {
  const login = async (lang: Lang) =>
    t.call(loginEndpoint, { username: 'aungaung', password: PASSWORD, ...(await solvedCaptcha(t)) }, { lang });

  it('ends every session at once and refuses login with a clear message; unfreezing lets the member back', async () => {
    const second = ok(await login('en-us')).token;
    expect(ok(await t.call(memberInfoEndpoint, {}, { token: aung.token })).username).toBe('aungaung');
    // Customer service may not freeze; operations may.
    const refused = await service.call(platformMemberFreezeEndpoint, { member_id: aung.id, frozen: 1 });
    expect(refused.body.error_code).toBe('SELLER_FORBIDDEN');
    ok(await operations.call(platformMemberFreezeEndpoint, { member_id: aung.id, frozen: 1, reason: 'fraud check' }));
    for (const token of [aung.token, second])
      expect((await t.call(memberInfoEndpoint, {}, { token })).body.error_code).toBe('TOKEN_ERROR');
    expect((await login('en-us')).body).toMatchObject({
      error_code: 'MEMBER_FROZEN',
      message: 'This account has been frozen by the platform. Please contact customer service.',
    });
    expect((await login('zh-cn')).body.message).toBe('该账号已被平台冻结，请联系客服。');
    expect((await login('md-mm')).body.message).toBe('ဤအကောင့်ကို ပလက်ဖောင်းက ခေတ္တပိတ်ထားပါသည်။ ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။');
    // A wrong password still says only that: freezing tells nobody the account exists.
    const wrong = await t.call(loginEndpoint, {
      username: 'aungaung',
      password: 'nope12345',
      ...(await solvedCaptcha(t)),
    });
    expect(wrong.body.error_code).toBe('LOGIN_FAILED');
    expect(await list('aung', 'frozen')).toEqual(['aungaung']);
    expect(await list('aung', 'active')).toEqual([]);

    ok(await admin.call(platformMemberFreezeEndpoint, { member_id: aung.id, frozen: 0 }));
    // The old sessions stay ended; a new login works.
    expect((await t.call(memberInfoEndpoint, {}, { token: aung.token })).body.error_code).toBe('TOKEN_ERROR');
    aung.token = ok(await login('en-us')).token;
    expect(ok(await t.call(memberInfoEndpoint, {}, { token: aung.token })).username).toBe('aungaung');
    expect((await admin.call(platformMemberFreezeEndpoint, { member_id: 999_999, frozen: 1 })).body.error_code).toBe(
      'MEMBER_NOT_FOUND',
    );
  });
});

describe('adjusting balances and points', () => {
  it('writes a ledger row with the reason, which the member sees; only finance (money) may', async () => {
    const forbidden = await operations.call(platformMemberAdjustEndpoint, {
      member_id: mya.id,
      account: 'balance',
      amount: '100',
      reason: 'x',
    });
    expect(forbidden.body.error_code).toBe('SELLER_FORBIDDEN');
    const adjust = (
      account: 'balance' | 'balance_money' | 'point',
      amount: string | number,
      reason = 'Goodwill for a late parcel',
    ) => admin.call(platformMemberAdjustEndpoint, { member_id: mya.id, account, amount, reason }, { lang: 'en-us' });
    expect(ok(await adjust('balance', '1500.50'))).toEqual({ balance_after: '1500.50' });
    expect(ok(await adjust('balance', '-500'))).toEqual({ balance_after: '1000.50' });
    expect(ok(await adjust('point', 40))).toEqual({ balance_after: '40' });
    expect(ok(await adjust('balance_money', '+20.00'))).toEqual({ balance_after: '20.00' });

    const short = await adjust('point', '-41');
    expect(short.body).toMatchObject({ error_code: 'ADJUST_BELOW_ZERO' });
    for (const amount of ['0', '0.00', '1.234', 'abc', '', '1e3', '100000001', 1.5])
      expect((await adjust(amount === 1.5 ? 'point' : 'balance', amount)).body.error_code, String(amount)).toBe(
        'ADJUST_AMOUNT_INVALID',
      );
    expect((await adjust('point', '100000001')).body.error_code).toBe('ADJUST_AMOUNT_INVALID');
    expect((await adjust('balance', '5', '   ')).body.message).toBe(
      'Please enter the reason for the adjustment; the member sees it',
    );

    // The member reads the rows in their own ledger, with the reason.
    const mine = ok(
      await t.call(memberAccountPageEndpoint, { account_type: 'balance' }, { token: mya.token, lang: 'en-us' }),
    );
    expect(mine.list.map((r) => [r.account_data, r.type_name, r.remark])).toEqual([
      ['20.00', 'Adjustment', 'Goodwill for a late parcel'],
      ['-500.00', 'Adjustment', 'Goodwill for a late parcel'],
      ['1500.50', 'Adjustment', 'Goodwill for a late parcel'],
    ]);
    const points = ok(await service.call(platformMemberLedgerEndpoint, { member_id: mya.id, ledger: 'point' }));
    expect(points.list).toEqual([
      expect.objectContaining({ account_data: '40', balance_after: '40', from_type: 'adjust' }),
    ]);
    const money = ok(await service.call(platformMemberLedgerEndpoint, { member_id: mya.id }));
    expect(money.list.map((r) => r.balance_after)).toEqual(['20.00', '1000.50', '1500.50']);
    expect(ok(await service.call(platformMemberDetailEndpoint, { member_id: mya.id })).member).toMatchObject({
      balance: '1000.50',
      balance_money: '20.00',
      point: 40,
    });
  });
});
