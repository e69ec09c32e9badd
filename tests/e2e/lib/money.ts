import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';
import { message } from '@zay/contract';
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

/**
 * On a pending withdrawal's page of the platform console: approves it (asked first) and records
 * the transfer with `reference`; waits until the withdrawal reads transferred. `shot` names the
 * screenshot of the filled transfer form.
 */
export async function approveAndTransfer(page: Page, lang: Lang, reference: string, shot = '') {
  await page.getByRole('button', { name: text(lang, 'platform.approve') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: text(lang, 'platform.approve') })
    .click();
  const transfer = page.getByTestId('transfer-form');
  await expect.poll(() => transfer.isVisible()).toBe(true);
  await transfer.getByLabel(text(lang, 'platform.transferReference')).fill(reference);
  if (shot) await screenshot(page, shot);
  await transfer.getByRole('button', { name: text(lang, 'platform.transferSubmit') }).click();
  await expect.poll(() => page.getByTestId('withdraw-history').textContent()).toContain(reference);
  await expect
    .poll(() => page.getByTestId('withdraw-status').textContent())
    .toBe(message(lang, 'WITHDRAW_STATUS_TRANSFERRED'));
}
