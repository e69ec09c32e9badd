import {
  bankAccountDefaultEndpoint,
  memberAccountEndpoint,
  memberAccountPageEndpoint,
  memberLevelListEndpoint,
  signinAwardEndpoint,
  signinStateEndpoint,
  signRecordsEndpoint,
  withdrawDetailEndpoint,
  withdrawInfoEndpoint,
  type WithdrawDetail,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { fail, visit } from '~/test/route-stub';
import { memberApi, SIGNED_IN } from '../member-test-kit';

/** Issue 16 pages: the member's money. */

const DETAIL: WithdrawDetail = {
  id: 4,
  withdraw_no: '20261124100000123456',
  apply_money: '2000.00',
  apply_time: 1_790_000_000,
  status: -1,
  status_name: 'Refused',
  transfer_type: 'kbzpay',
  transfer_type_name: 'KBZPay',
  realname: 'Aung Aung',
  mobile: '09781234567',
  bank_name: '',
  account_number: '09781234567',
  rate: 1,
  service_money: '20.00',
  money: '1980.00',
  audit_time: 1_790_000_500,
  payment_time: 0,
  refuse_reason: 'The name does not match the wallet',
  certificate_remark: '',
};

describe('member money pages', () => {
  it('the account page shows both balances and the signed ledger', async () => {
    const api = memberApi()
      .on(memberAccountEndpoint, { balance: '250.00', balance_money: '3000.00', is_pay_password: 1 })
      .on(memberAccountPageEndpoint, {
        count: 1,
        page_count: 1,
        list: [
          {
            id: 1,
            member_id: 1,
            account_type: 'balance_money',
            account_data: '-2000.00',
            from_type: 'withdraw',
            type_name: 'Withdrawal',
            remark: '',
            create_time: 1_790_000_000,
          },
        ],
      });
    const page = await visit('/member/account', { api, cookie: SIGNED_IN });
    expect(page.status).toBe(200);
    expect(page.html).toContain('3,250.00');
    expect(page.html).toContain('-2,000.00 Ks');
    expect(page.html).toContain('href="/member/apply_withdrawal"');
    expect(api.callsTo(memberAccountPageEndpoint)[0]!.body).toMatchObject({ account_type: 'balance', page: 1 });
  });

  it('a refused withdrawal shows its reason; another member’s is a 404', async () => {
    const page = await visit('/member/withdrawal_detail?id=4', {
      api: memberApi().on(withdrawDetailEndpoint, DETAIL),
      cookie: SIGNED_IN,
    });
    expect(page.html).toContain('The name does not match the wallet');
    expect(page.html).toContain('1,980.00');
    const missing = await visit('/member/withdrawal_detail?id=5', {
      api: memberApi().on(withdrawDetailEndpoint, () => fail('WITHDRAW_NOT_FOUND')),
      cookie: SIGNED_IN,
    });
    expect(missing.status).toBe(404);
  });

  it('withdrawals switched off send the member back to the member centre', async () => {
    const api = memberApi()
      .on(withdrawInfoEndpoint, {
        member_info: { balance_money: '0.00', balance_withdraw_apply: '0.00', balance_withdraw: '0.00' },
        config: { is_use: 0, is_auto_audit: 0, is_auto_transfer: 0, rate: 1, min: '1000.00', transfer_type: 'bank' },
      })
      .on(bankAccountDefaultEndpoint, null)
      .on(memberAccountEndpoint, { balance: '0.00', is_pay_password: 1 });
    const page = await visit('/member/apply_withdrawal', { api, cookie: SIGNED_IN });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/member/index');
  });

  it('the sign-in page marks signed days on this month’s calendar, with the streak and rewards', async () => {
    const api = memberApi()
      .on(signinStateEndpoint, { is_sign: 1, sign_days_series: 3, today: '2026-11-24' })
      .on(signRecordsEndpoint, [
        { date: '2026-11-23', info: 'Signed in' },
        { date: '2026-11-24', info: 'Signed in' },
      ])
      .on(signinAwardEndpoint, { cycle: 7, reward: [{ day: 1, point: 5, growth: 5 }] });
    const page = await visit('/member/signin', { api, cookie: SIGNED_IN });
    expect(page.html).toContain('Signed in 3 days in a row');
    expect(page.html).toContain('aria-label="2026-11-24 signed in"');
    expect(page.html).toContain('Day 1 in a row: 5 points, 5 growth');
    expect(page.html).toMatch(/<button[^>]*disabled[^>]*>Signed in today<\/button>/);
  });

  it('the level page shows the growth still needed for the next level', async () => {
    const api = memberApi().on(memberLevelListEndpoint, {
      list: [
        { level_id: 1, level_name: 'Member', remark: '', sort: 1, growth: 0, is_default: 1 },
        { level_id: 2, level_name: 'Silver', remark: '5% off every order', sort: 2, growth: 1000, is_default: 0 },
      ],
      member: { growth: 250, member_level: 1, member_level_name: 'Member' },
    });
    const page = await visit('/member/level', { api, cookie: SIGNED_IN });
    expect(page.html).toContain('750 more growth to Silver');
    expect(page.html).toContain('5% off every order');
    expect(page.html).toContain('aria-valuenow="25"');
  });
});
