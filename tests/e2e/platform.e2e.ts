import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { message } from '@zay/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { launch, newContext, screenshot, watchErrors } from './lib/browser';
import { openAs } from './lib/buying';
import { expectAccessible } from './lib/catalogue';
import { readDb } from './lib/console';
import { text, type Lang } from './lib/locales';
import { DEMO_PASSWORD, registerMember } from './lib/member';

/** Issue 16: a member withdraws to KBZPay; the platform's staff approve and record the transfer; the member sees it. */
const origin = inject('origin');
const dbPath = inject('dbPath');
const lang: Lang = 'md-mm';
const LONG = { timeout: 180_000 };
const PAY_PASSWORD = '135790';
let browser: Browser;
let token: string;
let memberId: number;

/** Withdrawable balance written as the ledger writes it (the balance and its row). */
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
  memberId = giveWithdrawable(token, 5000_00);
  await api(origin, '/api/member/setpaypassword', { token, pay_password: PAY_PASSWORD });
});
afterAll(() => browser?.close());

async function logInToPlatform(page: Page, username: string) {
  await page.getByLabel(text(lang, 'platform.username')).fill(username);
  await page.getByLabel(text(lang, 'platform.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text(lang, 'platform.submit') }).click();
}

describe('the platform transfers a member’s withdrawal (Burmese)', () => {
  it(
    'member withdraws to KBZPay; platform staff approve and record the transfer; the member sees it transferred',
    LONG,
    async () => {
      // The member adds a KBZPay account and applies for 2,000 Ks.
      const member = await openAs(browser, token, lang, '/member/account_edit');
      const mp = member.page;
      await mp.waitForLoadState('networkidle');
      await mp.locator('select[name=withdraw_type]').selectOption('kbzpay');
      await mp.locator('input[name=realname]').fill('အောင်အောင်');
      await mp.locator('input[name=mobile]').fill('09781234567');
      await mp.locator('input[name=bank_account]').fill('09781234567');
      await mp.getByRole('button', { name: text(lang, 'money.save') }).click();
      await mp.waitForURL('**/member/account_list');
      await mp.goto('/member/apply_withdrawal');
      await mp.waitForLoadState('networkidle');
      const form = mp.locator('form', { has: mp.locator('input[name=apply_money]') });
      await expect.poll(() => form.textContent()).toContain('KBZPay');
      await form.locator('input[name=apply_money]').fill('2000');
      await form.locator('input[type=password]').fill(PAY_PASSWORD);
      await mp.getByRole('button', { name: text(lang, 'money.applyWithdraw') }).click();
      await mp.waitForURL('**/member/withdrawal');
      await expect.poll(() => mp.locator('td[data-status="0"]').count()).toBe(1);
      const { withdraw_no } = readDb<{ withdraw_no: string }>(
        dbPath,
        'select withdraw_no from member_withdraw where member_id = ?',
        memberId,
      )[0]!;

      // Platform staff: the console's own login; a shop's staff is told to use the shop console.
      const context = await newContext(browser, origin, { lang });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/platform/withdraw');
      await page.waitForURL(/\/platform\/login\?redirect=/);
      await page.waitForLoadState('networkidle');
      await logInToPlatform(page, 'owner1');
      await expect.poll(() => page.getByRole('alert').textContent()).toBe(message(lang, 'PLATFORM_STAFF_ONLY'));
      await screenshot(page, 'platform-login-refused-md-mm');
      await expectAccessible(page);
      await logInToPlatform(page, 'clerk0');
      await page.waitForURL((url) => url.pathname === '/platform/withdraw');
      // The overview: one card per work area, with what waits there.
      await page.goto('/platform');
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.getByTestId('platform-waiting').textContent()).toMatch(/[1-9]/);
      await screenshot(page, 'platform-home-md-mm');
      await expectAccessible(page);
      await page
        .getByRole('navigation', { name: text(lang, 'platform.menu') })
        .getByRole('link', { name: text(lang, 'platform.menuWithdraw') })
        .click();
      await page.waitForURL((url) => url.pathname === '/platform/withdraw');
      await page.waitForLoadState('networkidle');

      // The pending tab, searched by the withdrawal's number.
      await page.getByRole('link', { name: new RegExp(text(lang, 'platform.tab_pending')) }).click();
      await page.waitForURL(/tab=pending/);
      await page.getByRole('searchbox').fill(withdraw_no);
      await page.getByRole('button', { name: text(lang, 'platform.search'), exact: true }).click();
      await page.waitForURL(/search=/);
      const row = page.getByTestId('platform-withdraw');
      await expect.poll(() => row.count()).toBe(1);
      await expect.poll(() => row.textContent()).toContain('အောင်အောင်');
      await screenshot(page, 'platform-withdraw-list-md-mm');
      await expectAccessible(page);

      await row.getByRole('link', { name: text(lang, 'platform.review') }).click();
      await page.waitForURL(/\/platform\/withdraw_detail\?id=/);
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'platform-withdraw-pending-md-mm');
      await page.getByRole('button', { name: text(lang, 'platform.approve') }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: text(lang, 'platform.approve') }).click();
      const transfer = page.getByTestId('transfer-form');
      await expect.poll(() => transfer.isVisible()).toBe(true);
      await transfer.getByLabel(text(lang, 'platform.transferReference')).fill('KBZ-20261124-0042');
      await screenshot(page, 'platform-withdraw-transfer-md-mm');
      await expectAccessible(page);
      await transfer.getByRole('button', { name: text(lang, 'platform.transferSubmit') }).click();
      await expect.poll(() => page.getByTestId('withdraw-history').textContent()).toContain('KBZ-20261124-0042');
      await expect
        .poll(() => page.getByTestId('withdraw-status').textContent())
        .toBe(message(lang, 'WITHDRAW_STATUS_TRANSFERRED'));
      await screenshot(page, 'platform-withdraw-transferred-md-mm');
      expect(errors).toEqual([]);
      await context.close();

      // The member sees it transferred, and 3,000 Ks still withdrawable.
      await mp.goto('/member/withdrawal');
      await expect
        .poll(() => mp.locator('td[data-status="2"]').textContent())
        .toBe(message(lang, 'WITHDRAW_STATUS_TRANSFERRED'));
      await screenshot(mp, 'platform-member-transferred-md-mm');
      const [money] = readDb<{ balance_money: number }>(
        dbPath,
        'select balance_money from member where member_id = ?',
        memberId,
      );
      expect(money!.balance_money).toBe(3000_00);
      expect(member.errors).toEqual([]);
      await member.context.close();
    },
  );
});
