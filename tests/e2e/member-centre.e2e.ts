import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, screenshot } from './lib/browser';
import { buyableSkus, openAs, receiptPng } from './lib/buying';
import { text } from './lib/locales';
import { addAddress, memberForFile } from './lib/member';

const origin = inject('origin');
const dbPath = inject('dbPath');
const lang = 'md-mm';
const browser = browserForFile();
const shopper = memberForFile();

const t = (key: string, params = {}) => text(lang, key, params);
const confirmDialog = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog'));

/** The member's pages fit their column: no text runs out of its box (long Burmese words). */
async function overflowing(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible')
      .filter((el) => el.children.length === 0 && (el.textContent ?? '').trim())
      .map((el) => (el.textContent ?? '').trim().slice(0, 40)),
  );
}

/** Serious and critical accessibility problems of the page as it stands (before any toast). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary ?? ''}`);
}

describe('the member centre (Burmese)', () => {
  it('changes the nickname and the avatar, and the header shows both', async () => {
    const { context, page, errors } = await openAs(browser(), shopper().token, lang, '/member/info');
    const nickname = 'မောင်မောင် ' + Date.now().toString(36).slice(-4);
    await page.getByLabel(t('memberCentre.nickname'), { exact: true }).fill(nickname);
    await page
      .getByRole('button', { name: t('memberCentre.save'), exact: true })
      .first()
      .click();
    await expect.poll(() => page.getByTestId('member-nickname').textContent()).toBe(nickname);

    await page.getByTestId('avatar-file').setInputFiles(await receiptPng(browser()));
    await expect.poll(() => page.getByTestId('avatar-preview').getAttribute('src')).toMatch(/\/upload\/headimg\//);
    await page
      .getByRole('button', { name: t('memberCentre.save'), exact: true })
      .nth(1)
      .click();
    const headerAvatar = page
      .getByRole('link', { name: t('header.memberCentreOf', { name: nickname }) })
      .locator('img');
    await expect.poll(() => headerAvatar.getAttribute('src')).toMatch(/\/upload\/headimg\//);
    await screenshot(page, 'member-info-md-mm');
    expect(await overflowing(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds an address and makes it the default', async () => {
    await addAddress(origin, shopper().token);
    const { context, page } = await openAs(browser(), shopper().token, lang, '/member/address_edit');
    await page.getByLabel(t('checkout.consignee'), { exact: true }).fill('ဒေါ်ခင်ခင်');
    await page.getByLabel(t('checkout.mobile'), { exact: true }).fill('09420000777');
    for (const level of ['province', 'city', 'district']) {
      const select = page.getByLabel(t(`checkout.${level}`), { exact: true });
      await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
      await select.selectOption({ index: 1 });
    }
    await page.getByLabel(t('checkout.detailAddress'), { exact: true }).fill('အမှတ် ၁၂၊ ပြည်လမ်း');
    await page.getByRole('button', { name: t('checkout.saveAddress'), exact: true }).click();
    await page.waitForURL('**/member/delivery_address');
    const card = page.getByTestId('address-card').filter({ hasText: 'ဒေါ်ခင်ခင်' });
    await card.getByRole('button', { name: t('memberCentre.setDefault'), exact: true }).click();
    await expect.poll(() => card.getByText(t('memberCentre.defaultAddress'), { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText(t('memberCentre.defaultAddress'), { exact: true }).count()).toBe(1);
    await screenshot(page, 'member-addresses-md-mm');
    expect(await overflowing(page)).toEqual([]);
    await context.close();
  });

  it('unfollows a goods after asking, and deletes a footprint', async () => {
    const [a, b] = buyableSkus(dbPath, 2);
    await api(origin, '/api/goodscollect/add', { token: shopper().token, sku_id: a!.sku_id });
    await api(origin, '/api/goodsbrowse/add', { token: shopper().token, sku_id: a!.sku_id });
    await api(origin, '/api/goodsbrowse/add', { token: shopper().token, sku_id: b!.sku_id });

    const { context, page } = await openAs(browser(), shopper().token, lang, '/member/collection');
    await expect.poll(() => page.getByTestId('followed-goods').count()).toBe(1);
    await page.getByTestId('followed-goods').getByRole('button').click();
    await confirmDialog(page)
      .getByRole('button', { name: t('memberCentre.confirm'), exact: true })
      .click();
    await expect.poll(() => page.getByTestId('followed-goods').count()).toBe(0);
    await expect.poll(() => page.getByText(t('memberCentre.noFollowedGoods')).count()).toBe(1);

    await page.goto('/member/footprint');
    await expect.poll(() => page.getByTestId('footprint').count()).toBe(2);
    await screenshot(page, 'member-footprint-md-mm');
    expect(await overflowing(page)).toEqual([]);
    await page.getByTestId('footprint').first().getByRole('button').click();
    await confirmDialog(page)
      .getByRole('button', { name: t('memberCentre.confirm'), exact: true })
      .click();
    await expect.poll(() => page.getByTestId('footprint').count()).toBe(1);

    await page.goto('/member/index');
    await expect.poll(() => page.getByTestId('summary-nickname').count()).toBe(1);
    await screenshot(page, 'member-index-md-mm');
    expect(await overflowing(page)).toEqual([]);
    await context.close();
  });

  it('changes the login password on the security page and stays logged in', async () => {
    const { context, page, errors } = await openAs(browser(), shopper().token, lang, '/member/security');
    const card = page.getByRole('region', { name: t('memberCentre.loginPassword') });
    await card.getByRole('button', { name: t('memberCentre.change'), exact: true }).click();
    await card.getByLabel(t('memberCentre.oldPassword'), { exact: true }).fill('Zay-e2e-Passw0rd!');
    await card.getByLabel(t('memberCentre.newPassword'), { exact: true }).fill('Zay-e2e-N3wPassw0rd!');
    await card.getByLabel(t('memberCentre.confirmPassword'), { exact: true }).fill('Zay-e2e-N3wPassw0rd!');
    await screenshot(page, 'member-security-md-mm');
    expect(await overflowing(page)).toEqual([]);
    await card.getByRole('button', { name: t('memberCentre.save'), exact: true }).click();
    await expect.poll(() => page.getByText(t('memberCentre.passwordChanged')).count()).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => page.getByTestId('member-nickname').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility problems on its pages, filled in', async () => {
    const { context, page } = await openAs(browser(), shopper().token, lang, '/member/index');
    const problems: string[] = [];
    for (const path of [
      '/member/index',
      '/member/info',
      '/member/security',
      '/member/delivery_address',
      '/member/address_edit',
      '/member/collection',
      '/member/footprint',
    ]) {
      await page.goto(path);
      problems.push(...(await seriousViolations(page)).map((v) => `${path} ${v}`));
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
