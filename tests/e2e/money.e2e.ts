import { describe, expect, it } from 'vitest';
import { browserForFile, screenshot } from './lib/browser';
import { openAs } from './lib/buying';
import { text } from './lib/locales';
import { memberForFile } from './lib/member';
import { withdrawToKbzPay } from './lib/money';

const browser = browserForFile();
const member = memberForFile({ withdrawable: 5000_00 });
const LONG = { timeout: 150_000 };

describe('the member money journey (Burmese)', () => {
  it(
    'signs in today, adds a KBZPay account, applies for a withdrawal and sees it pending with the balance reduced',
    LONG,
    async () => {
      const lang = 'md-mm';
      const { context, page, errors } = await openAs(browser(), member().token, lang, '/member/signin');
      await page.getByRole('button', { name: text(lang, 'money.signInNow') }).click();
      await expect
        .poll(() => page.getByRole('button', { name: text(lang, 'money.signedToday') }).isDisabled())
        .toBe(true);
      await expect.poll(() => page.getByTestId('streak').textContent()).toContain('1');
      await screenshot(page, 'money-signin-md-mm');

      await page.goto('/member/account_edit');
      await withdrawToKbzPay(page, lang, 'money');
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
