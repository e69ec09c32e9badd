import { describe, expect, inject, it } from 'vitest';
import { browserForFile, screenshot } from './lib/browser';
import { expectAccessible, openPage, SLOW } from './lib/catalogue';
import { readDb, shopConsole } from './lib/console';
import { text, type Lang } from './lib/locales';
import { fillSixSkuGoods, searchFinds, shirtPictures } from './lib/shop';

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
    const pictures = await shirtPictures(browser());
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

    // Texts, the category, 2 specs × 3 values (6 SKUs), two images.
    await fillSixSkuGoods(page, lang, name, pictures);
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
    await searchFinds(shopper.page, lang, 'မြင့်မိုရ်လက်ရာ', goods!.sku_id);
    await screenshot(shopper.page, 'storefront-search-new-goods-md-mm');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });
});
