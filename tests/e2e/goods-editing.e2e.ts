import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, drawPng, screenshot } from './lib/browser';
import { expectAccessible, openPage, SLOW } from './lib/catalogue';
import { readDb, shopConsole } from './lib/console';
import { text, type Lang } from './lib/locales';

/**
 * Issue 30, ADR 090: a shop's owner adds a goods of 2 specs × 3 values (6 SKUs) with two images in
 * `/seller/goods_edit`, previews it, puts it on sale, and a shopper finds it at once by a Burmese
 * search on the storefront.
 */
const origin = inject('origin');
const dbPath = inject('dbPath');
const lang: Lang = 'md-mm';
const LONG = { timeout: 240_000 };
const browser = browserForFile();
const t = (key: string, params?: Record<string, string | number>) => text(lang, `goodsConsole.${key}`, params);

describe('adding a goods in the shop console', () => {
  it('6 SKUs and 2 images, previewed, put on sale, found by a Burmese search', LONG, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-goods-e2e-'));
    const pictures = [];
    for (const [i, colour] of ['#c0392b', '#2e86c1'].entries())
      pictures.push(
        await drawPng(
          browser(),
          { width: 600, height: 600 },
          `<body style="margin:0;background:${colour};color:#fff;font:48px sans-serif;display:grid;place-items:center;height:100vh"><p>ရှပ် ${i + 1}</p></body>`,
          path.join(dir, `shirt-${i + 1}.png`),
        ),
      );
    const name = `မြင့်မိုရ်လက်ရာ ပိုးရှပ် ${Date.now() % 100_000}`;
    const { context, page, errors } = await shopConsole(browser(), origin, lang, 'owner1');

    // The goods list, from the side menu.
    await page
      .getByRole('link', { name: t('menu') })
      .first()
      .click();
    await page.waitForURL(/\/seller\/goods/);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'seller-goods-md-mm');
    await expectAccessible(page);
    await page.getByRole('link', { name: t('add') }).click();
    await page.waitForURL(/\/seller\/goods_edit/);
    await page.waitForLoadState('networkidle');

    // Texts, the category down to the third level.
    await page.getByLabel(t('name')).fill(name);
    await page.getByLabel(t('introduction')).fill('လက်ရာမြောက် ပိုးထည်');
    for (const label of ['category1', 'category2', 'category3']) {
      // A select's name is its label and its chosen option.
      const select = page.getByRole('combobox', { name: new RegExp(`^${t(label)}(\\s|$)`) });
      await expect.poll(() => select.isEnabled()).toBe(true);
      await select.selectOption({ index: 1 });
    }

    // Two specs of three values: the grid grows to 6 rows.
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
    const grid = page.getByTestId('sku-grid');
    await expect.poll(() => grid.locator('tbody tr').count()).toBe(6);
    await page.getByLabel(t('price'), { exact: true }).first().fill('25000');
    await page.getByLabel(t('stock'), { exact: true }).first().fill('12');
    await page.getByRole('button', { name: t('fillAll') }).click();
    await page.getByLabel(`အပြာ / L ${t('price')}`).fill('27500');

    // Two images, uploaded; the second made the main one.
    await page.getByTestId('goods-image-input').setInputFiles(pictures);
    const thumbs = page.getByRole('list', { name: t('images') }).getByRole('listitem');
    await expect.poll(() => thumbs.count(), { timeout: 30_000 }).toBe(2);
    await page.getByRole('button', { name: t('makeMain') }).click();
    await screenshot(page, 'seller-goods-edit-md-mm');
    await expectAccessible(page);

    // The preview, before anything is saved.
    await page.getByRole('button', { name: t('preview') }).click();
    const preview = page.getByRole('dialog', { name: t('previewTitle') });
    await preview.waitFor();
    expect(await preview.textContent()).toContain(name);
    await screenshot(page, 'seller-goods-preview-md-mm', false);
    await preview.getByRole('button', { name: t('close') }).click();

    await page.getByRole('button', { name: t('saveOnSale') }).click();
    await page.waitForURL(/\/seller\/goods\?tab=on_sale/);
    await expect.poll(() => page.getByText(name).count(), SLOW).toBeGreaterThan(0);
    await screenshot(page, 'seller-goods-saved-md-mm');
    expect(errors).toEqual([]);
    await context.close();

    const [goods] = readDb<{ goods_id: number; sku_id: number; goods_image: string }>(
      dbPath,
      'select goods_id, sku_id, goods_image from goods where goods_name = ?',
      name,
    );
    const skus = readDb<{ price: number; stock: number }>(
      dbPath,
      'select price, stock from goods_sku where goods_id = ? order by sku_id',
      goods!.goods_id,
    );
    expect(skus.map((s) => s.price)).toEqual([2_500_000, 2_500_000, 2_500_000, 2_500_000, 2_500_000, 2_750_000]);
    expect(skus.every((s) => s.stock === 12)).toBe(true);
    expect(goods!.goods_image.split(',')).toHaveLength(2);

    // A shopper's Burmese search finds it at once.
    const shopper = await openPage(browser(), lang, '/index');
    await shopper.page.getByLabel(text(lang, 'search.label')).fill('မြင့်မိုရ်လက်ရာ');
    await shopper.page.keyboard.press('Enter');
    await shopper.page.waitForURL((url) => url.pathname === '/list');
    await expect
      .poll(() => shopper.page.locator(`main a[href="/sku-${goods!.sku_id}"]`).count(), SLOW)
      .toBeGreaterThan(0);
    await screenshot(shopper.page, 'storefront-search-new-goods-md-mm');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
