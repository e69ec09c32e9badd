import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';
import { text, type Lang } from './locales';
import { PAY_PASSWORD } from './member';

/**
 * From `/member/account_edit`: adds a KBZPay account, applies to withdraw 2,000 Ks to it with the
 * pay password and waits for the pending withdrawal in the list. `shot` prefixes screenshots of
 * the account list and the filled form.
 */
export async function withdrawToKbzPay(page: Page, lang: Lang, shot = '') {
  await page.waitForLoadState('networkidle');
  await page.locator('select[name=withdraw_type]').selectOption('kbzpay');
  await page.locator('input[name=realname]').fill('အောင်အောင်');
  await page.locator('input[name=mobile]').fill('09781234567');
  await page.locator('input[name=bank_account]').fill('09781234567');
  await page.getByRole('button', { name: text(lang, 'money.save') }).click();
  await page.waitForURL('**/member/account_list');
  await expect.poll(() => page.locator('body').textContent()).toContain('KBZPay');
  if (shot) await screenshot(page, `${shot}-account-list-${lang}`);

  await page.goto('/member/apply_withdrawal');
  await page.waitForLoadState('networkidle');
  const form = page.locator('form', { has: page.locator('input[name=apply_money]') });
  await expect.poll(() => form.textContent()).toContain('KBZPay');
  await form.locator('input[name=apply_money]').fill('2000');
  await form.locator('input[type=password]').fill(PAY_PASSWORD);
  if (shot) await screenshot(page, `${shot}-apply-withdrawal-${lang}`);
  await page.getByRole('button', { name: text(lang, 'money.applyWithdraw') }).click();
  await page.waitForURL('**/member/withdrawal');
  await expect.poll(() => page.locator('td[data-status="0"]').count()).toBe(1);
}
