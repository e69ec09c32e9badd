import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { launch, screenshot } from './lib/browser';
import { openAs } from './lib/buying';
import { text } from './lib/locales';
import { registerMember } from './lib/member';

const origin = inject('origin');
const dbPath = inject('dbPath');
const LONG = { timeout: 150_000 };
const PAY_PASSWORD = '135790';
let browser: Browser;
let token: string;

/** 5,000 Ks of withdrawable balance, written as the ledger writes it (the balance and its row). */
function giveWithdrawable(memberToken: string, minor: number) {
  const db = new Database(dbPath);
  try {
    const hash = createHash('sha256').update(memberToken).digest('hex');
    const { member_id } = db.prepare('select member_id from member_token where token_hash = ?').get(hash) as {
      member_id: number;
    };
    db.prepare('update member set balance_money = balance_money + ? where member_id = ?').run(minor, member_id);
    db.prepare(
      `insert into member_balance_log (member_id, account_type, amount, balance_after, type, create_time)
        values (?, 'balance_money', ?, ?, 'adjust', ?)`,
    ).run(member_id, minor, minor, Math.floor(Date.now() / 1000));
    return member_id;
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  browser = await launch();
  token = await registerMember(origin, dbPath);
  giveWithdrawable(token, 5000_00);
  await api(origin, '/api/member/setpaypassword', { token, pay_password: PAY_PASSWORD });
});
afterAll(() => browser?.close());

describe('the member money journey (Burmese)', () => {
  it(
    'signs in today, adds a KBZPay account, applies for a withdrawal and sees it pending with the balance reduced',
    LONG,
    async () => {
      const lang = 'md-mm';
      const { context, page, errors } = await openAs(browser, token, lang, '/member/signin');
      await page.getByRole('button', { name: text(lang, 'money.signInNow') }).click();
      await expect
        .poll(() => page.getByRole('button', { name: text(lang, 'money.signedToday') }).isDisabled())
        .toBe(true);
      await expect.poll(() => page.getByTestId('streak').textContent()).toContain('1');
      await screenshot(page, 'money-signin-md-mm');

      await page.goto('/member/account_edit');
      await page.locator('select[name=withdraw_type]').selectOption('kbzpay');
      await page.locator('input[name=realname]').fill('အောင်အောင်');
      await page.locator('input[name=mobile]').fill('09781234567');
      await page.locator('input[name=bank_account]').fill('09781234567');
      await page.getByRole('button', { name: text(lang, 'money.save') }).click();
      await page.waitForURL('**/member/account_list');
      await expect.poll(() => page.locator('body').textContent()).toContain('KBZPay');
      await screenshot(page, 'money-account-list-md-mm');

      await page.goto('/member/apply_withdrawal');
      const form = page.locator('form', { has: page.locator('input[name=apply_money]') });
      await expect.poll(() => form.textContent()).toContain('KBZPay');
      await form.locator('input[name=apply_money]').fill('2000');
      await form.locator('input[type=password]').fill(PAY_PASSWORD);
      await screenshot(page, 'money-apply-withdrawal-md-mm');
      await page.getByRole('button', { name: text(lang, 'money.applyWithdraw') }).click();
      await page.waitForURL('**/member/withdrawal');
      const status = page.locator('td[data-status="0"]');
      await expect.poll(() => status.textContent()).toBe('စိစစ်ရန် စောင့်ဆိုင်းဆဲ');
      await screenshot(page, 'money-withdrawals-md-mm');

      await page.goto('/member/account');
      await expect.poll(() => page.getByTestId('balances').textContent()).toContain('3,000');
      await screenshot(page, 'money-account-md-mm');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
