import { message } from '@zay/contract';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, screenshot } from './lib/browser';
import { openAs } from './lib/buying';
import { expectAccessible } from './lib/catalogue';
import { logInToPlatform, platformLoginFor, readDb } from './lib/console';
import { text, type Lang } from './lib/locales';
import { DEMO_PASSWORD, memberForFile } from './lib/member';
import { approveAndTransfer, withdrawToKbzPay } from './lib/money';

/** Issue 16: a member withdraws to KBZPay; the platform's staff approve and record the transfer; the member sees it. */
const origin = inject('origin');
const dbPath = inject('dbPath');
const lang: Lang = 'md-mm';
const LONG = { timeout: 180_000 };
const browser = browserForFile();
const member = memberForFile({ withdrawable: 5000_00 });

describe('the platform transfers a member’s withdrawal (Burmese)', () => {
  it(
    'member withdraws to KBZPay; platform staff approve and record the transfer; the member sees it transferred',
    LONG,
    async () => {
      // The member adds a KBZPay account and applies for 2,000 Ks.
      const { token, memberId } = member();
      const shopper = await openAs(browser(), token, lang, '/member/account_edit');
      const mp = shopper.page;
      await withdrawToKbzPay(mp, lang);
      const { withdraw_no } = readDb<{ withdraw_no: string }>(
        dbPath,
        'select withdraw_no from member_withdraw where member_id = ?',
        memberId,
      )[0]!;

      // Platform staff: the console's own login; a shop's staff is told to use the shop console.
      const { context, page, errors } = await platformLoginFor(browser(), origin, lang, '/platform/withdraw');
      await logInToPlatform(page, lang, 'owner1');
      await expect.poll(() => page.getByRole('alert').textContent()).toBe(message(lang, 'PLATFORM_STAFF_ONLY'));
      await screenshot(page, 'platform-login-refused-md-mm');
      await expectAccessible(page);
      await logInToPlatform(page, lang, 'owner0');
      await page.waitForURL((url) => url.pathname === '/platform/withdraw');
      // The overview: one card per work area, with what waits there.
      await page.goto('/platform');
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() => page.locator('a[href="/platform/withdraw"]').getByTestId('platform-waiting').textContent())
        .toMatch(/[1-9]/);
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
      await approveAndTransfer(page, lang, 'KBZ-20261124-0042', 'platform-withdraw-transfer-md-mm');
      await expectAccessible(page);
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
      expect(shopper.errors).toEqual([]);
      await shopper.context.close();
    },
  );
});

/** Issue 31 (ADR 103, 107): the dashboard draws its charts; the administrator adds a staff member who then signs in. */
async function platformAs(username: string, password: string, lang: Lang) {
  const c = await platformLoginFor(browser(), origin, lang, '/platform');
  await c.page.getByLabel(text(lang, 'platform.username')).fill(username);
  await c.page.getByLabel(text(lang, 'platform.password')).fill(password);
  await c.page.getByRole('button', { name: text(lang, 'platform.submit') }).click();
  await c.page.waitForURL((url) => url.pathname === '/platform');
  await c.page.waitForLoadState('networkidle');
  return c;
}

describe('the platform’s dashboard and staff (English and Burmese)', () => {
  it('shows the figures and draws the charts; an administrator adds a staff member who signs in', LONG, async () => {
    const en: Lang = 'en-us';
    const { context, page, errors } = await platformAs('owner0', DEMO_PASSWORD, en);
    // The charts are drawn in the browser, on canvases, beside the table the server sent.
    const charts = page.getByTestId('dashboard-chart');
    await expect.poll(() => charts.count()).toBe(3);
    await expect.poll(() => charts.locator('canvas').count()).toBe(3);
    await expect
      .poll(() => page.getByTestId('dashboard-today').textContent())
      .toContain(text(en, 'platformDashboard.orders'));
    await expect.poll(() => page.getByTestId('dashboard-table').locator('tbody tr').count()).toBe(30);
    await screenshot(page, 'platform-dashboard-en-us');
    await expectAccessible(page);

    // The staff page, through the menu; a new operations account.
    await page
      .getByRole('navigation', { name: text(en, 'platform.menu') })
      .getByRole('link', { name: text(en, 'platformStaff.menu'), exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/platform/staff');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: text(en, 'shopStaff.add') }).click();
    const form = page.getByTestId('staff-form');
    await form.getByLabel(text(en, 'shopStaff.username')).fill('e2e_ops');
    await form.getByLabel(text(en, 'shopStaff.nickname')).fill('Ko Thura');
    await form.getByLabel(text(en, 'shopStaff.role')).selectOption('operations');
    await form.getByLabel(text(en, 'shopStaff.password')).fill('Thura@2026x');
    await screenshot(page, 'platform-staff-add-en-us');
    await form.getByRole('button', { name: text(en, 'shopStaff.save') }).click();
    await expect.poll(() => page.getByTestId('staff-row').filter({ hasText: 'Ko Thura' }).count()).toBe(1);
    await page.getByRole('searchbox').fill('thura');
    await page.getByRole('button', { name: text(en, 'platformStaff.search'), exact: true }).click();
    await page.waitForURL(/keyword=thura/);
    await expect.poll(() => page.getByTestId('staff-row').count()).toBe(1);
    await page.goto('/platform/staff');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'platform-staff-en-us');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();

    // The new account signs in (in Burmese): its role's areas, no staff page.
    const ops = await platformAs('e2e_ops', 'Thura@2026x', lang);
    await expect.poll(() => ops.page.getByTestId('dashboard-chart').count()).toBe(3);
    expect(await ops.page.locator('a[href="/platform/staff"]').count()).toBe(0);
    await screenshot(ops.page, 'platform-dashboard-operations-md-mm');
    await ops.context.close();

    // The administrator's staff page in Burmese.
    const mm = await platformAs('owner0', DEMO_PASSWORD, lang);
    await mm.page.goto('/platform/staff');
    await mm.page.waitForLoadState('networkidle');
    await expect.poll(() => mm.page.getByTestId('staff-row').filter({ hasText: 'Ko Thura' }).count()).toBe(1);
    await screenshot(mm.page, 'platform-staff-md-mm');
    expect(mm.errors).toEqual([]);
    await mm.context.close();
  });
});
