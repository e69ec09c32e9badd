import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { drawPng, screenshot } from './browser';
import { SLOW } from './catalogue';
import { readDb } from './console';
import { text, type Lang } from './locales';
import { MEMBER_PASSWORD } from './member';

/** Steps of a new shop's life (issue 30): applying, approval, the owner's first sign-in, its first goods. */

/** The first option with a value of a select, once its options have loaded. */
export async function pickFirst(select: Locator) {
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value!);
}

/** A square PNG logo drawn by the browser. */
export const logoPng = (browser: Browser) =>
  drawPng(
    browser,
    { width: 240, height: 240 },
    '<body style="margin:0;background:#0a7c4a;color:#fff;font:80px sans-serif;display:grid;place-items:center;height:100vh">ရွှေ</body>',
    path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zay-join-')), 'logo.png'),
  );

/**
 * From the member centre (the page is on it): follows its link to `/shop_apply` and fills the
 * application for `shopName`, all but the terms.
 */
export async function fillShopApplication(page: Page, lang: Lang, shopName: string, logo: string) {
  await page
    .getByRole('navigation', { name: text(lang, 'member.menu') })
    .getByRole('link', { name: text(lang, 'pages.shop_apply') })
    .click();
  await page.waitForURL((url) => url.pathname === '/shop_apply');
  await page.waitForLoadState('networkidle');
  await page.getByLabel(text(lang, 'shopJoin.shopName')).fill(shopName);
  await pickFirst(page.getByLabel(text(lang, 'shopJoin.category')));
  await page.getByLabel(text(lang, 'shopJoin.description')).fill('ရှမ်းလက်ဖက်နှင့် ကော်ဖီ <b>အရည်အသွေးမြင့်</b>');
  await page.getByTestId('apply-logo-file').setInputFiles(logo);
  await expect.poll(() => page.locator('img[alt="' + text(lang, 'shopJoin.logo') + '"]').count()).toBe(1);
  await page.getByLabel(text(lang, 'shopJoin.contactName')).fill('ဒေါ်အေးအေး');
  await page.getByLabel(text(lang, 'shopJoin.contactMobile')).fill('09 7812 34567');
  for (const level of ['checkout.province', 'checkout.city', 'checkout.district'])
    await pickFirst(page.getByLabel(text(lang, level)));
  await page.getByLabel(text(lang, 'shopJoin.address')).fill('အမှတ် ၁၂၊ ဗိုလ်ချုပ်လမ်း');
}

/** Accepts the terms and sends the filled application; waits until it awaits review. */
export async function sendShopApplication(page: Page, lang: Lang, shot = '') {
  await page.getByRole('checkbox').check();
  if (shot) await screenshot(page, shot);
  await page.getByRole('button', { name: text(lang, 'shopJoin.send') }).click();
  await expect
    .poll(() => page.getByTestId('apply-state-name').textContent())
    .toBe(text(lang, 'shopJoin.state_pending'));
}

/** On `/platform/shops`: approves the application of `shopName`; answers the new shop's id. */
export async function approveApplication(page: Page, lang: Lang, dbPath: string, shopName: string, shot = '') {
  await page.waitForLoadState('networkidle');
  const row = page.getByTestId('apply-review-row').filter({ hasText: shopName });
  await expect.poll(() => row.count(), SLOW).toBe(1);
  if (shot) await screenshot(page, shot);
  await row.getByRole('button', { name: text(lang, 'shopJoin.approveShop', { name: shopName }) }).click();
  await expect.poll(() => row.count(), SLOW).toBe(0);
  const [shop] = readDb<{ site_id: number }>(dbPath, 'select site_id from shop where site_name = ?', shopName);
  expect(shop!.site_id).toBeGreaterThan(0);
  return shop!.site_id;
}

/**
 * On `/shop_apply` after approval: the applicant sees it approved, follows the way to the console
 * and signs in with their own member account; the page ends on `/seller/shop`.
 */
export async function ownerSignsIn(page: Page, lang: Lang, username: string, shot = '') {
  await page.reload();
  await expect
    .poll(() => page.getByTestId('apply-state-name').textContent())
    .toBe(text(lang, 'shopJoin.state_approved'));
  if (shot) await screenshot(page, shot);
  await page.getByRole('link', { name: text(lang, 'shopJoin.goToConsole') }).click();
  await page.waitForURL(/\/seller\/login\?redirect=/);
  await page.waitForLoadState('networkidle');
  await page.getByLabel(text(lang, 'seller.username')).fill(username);
  await page.getByLabel(text(lang, 'seller.password')).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: text(lang, 'seller.submit') }).click();
  await page.waitForURL((url) => url.pathname === '/seller/shop');
  await page.waitForLoadState('networkidle');
}

/** Two 600 px shirt pictures, red and blue, drawn by the browser. */
export async function shirtPictures(browser: Browser) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-goods-e2e-'));
  const pictures = [];
  for (const [i, colour] of ['#c0392b', '#2e86c1'].entries())
    pictures.push(
      await drawPng(
        browser,
        { width: 600, height: 600 },
        `<body style="margin:0;background:${colour};color:#fff;font:48px sans-serif;display:grid;place-items:center;height:100vh"><p>ရှပ် ${i + 1}</p></body>`,
        path.join(dir, `shirt-${i + 1}.png`),
      ),
    );
  return pictures;
}

/**
 * On `/seller/goods_edit`: a new goods `name` in the first third-level category, with 2 specs of
 * 2 and 3 values (6 SKUs at 25,000 Ks and 12 in stock, blue / L at 27,500 Ks) and the two
 * `pictures`, the second made the main one. Not saved yet.
 */
export async function fillSixSkuGoods(page: Page, lang: Lang, name: string, pictures: string[]) {
  const t = (key: string, params?: Record<string, string | number>) => text(lang, `goodsConsole.${key}`, params);
  await page.getByLabel(t('name')).fill(name);
  await page.getByLabel(t('introduction')).fill('လက်ရာမြောက် ပိုးထည်');
  for (const label of ['category1', 'category2', 'category3']) {
    // A select's name is its label and its chosen option.
    const select = page.getByRole('combobox', { name: new RegExp(`^${t(label)}(\\s|$)`) });
    await expect.poll(() => select.isEnabled()).toBe(true);
    await select.selectOption({ index: 1 });
  }
  const addSpec = page.getByRole('button', { name: t('addSpec', { max: 3 }) });
  const specs = [
    ['အရောင်', ['အနီ', 'အပြာ']],
    ['အရွယ်', ['S', 'M', 'L']],
  ] as const;
  for (const [i, [spec, values]] of specs.entries()) {
    await addSpec.click();
    await page.getByLabel(t('specName')).nth(i).fill(spec);
    const value = page.getByLabel(t('specValue')).nth(i);
    for (const v of values) {
      await value.fill(v);
      await value.press('Enter');
    }
  }
  await expect.poll(() => page.getByTestId('sku-grid').locator('tbody tr').count()).toBe(6);
  await page.getByLabel(t('price'), { exact: true }).first().fill('25000');
  await page.getByLabel(t('stock'), { exact: true }).first().fill('12');
  await page.getByRole('button', { name: t('fillAll') }).click();
  await page.getByLabel(`အပြာ / L ${t('price')}`).fill('27500');
  await page.getByTestId('goods-image-input').setInputFiles(pictures);
  const thumbs = page.getByRole('list', { name: t('images') }).getByRole('listitem');
  await expect.poll(() => thumbs.count(), { timeout: 30_000 }).toBe(2);
  await page.getByRole('button', { name: t('makeMain') }).click();
}

/** On a storefront page: searches the header box for `keyword` until `/list` shows the goods of `skuId`. */
export async function searchFinds(page: Page, lang: Lang, keyword: string, skuId: number) {
  const link = page.locator(`main a[href="/sku-${skuId}"]`);
  await expect
    .poll(
      async () => {
        await page.getByLabel(text(lang, 'search.label')).fill(keyword);
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === '/list' && url.searchParams.get('keyword') === keyword);
        await page.waitForLoadState('networkidle');
        return link.count();
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toBeGreaterThan(0);
  return link.first();
}
