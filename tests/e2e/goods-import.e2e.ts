import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, screenshot } from './lib/browser';
import { expectAccessible } from './lib/catalogue';
import { readDb, shopConsole } from './lib/console';
import { text, type Lang } from './lib/locales';

/**
 * Issue 30, ADR 108: a shop's owner imports goods from a CSV file in `/seller/goods_import`: the
 * dry run shows the bad row, the fixed file imports with a progress bar, and the goods are listed.
 */
const origin = inject('origin');
const dbPath = inject('dbPath');
const LONG = { timeout: 240_000 };
const browser = browserForFile();

describe('importing goods in the shop console', () => {
  for (const lang of ['en-us', 'md-mm'] as Lang[])
    it(`a bad row shown by the dry run, fixed, applied, listed (${lang})`, LONG, async () => {
      const t = (key: string, params?: Record<string, string | number>) => text(lang, `goodsImport.${key}`, params);
      const { category_id } = readDb<{ category_id: number }>(
        dbPath,
        'select category_id from goods_category where level = 3 order by category_id limit 1',
      )[0]!;
      const stamp = `${lang}-${Date.now() % 100_000}`;
      const names = [`သံမဏိ ထမင်းချိုင့် ${stamp}`, `ဝါးခြင်း ${stamp}`];
      const csv = (price: string) =>
        '\uFEFFgoods_name,category_id,spec1_name,spec1_value,sku_no,price,stock,goods_state\n' +
        `${names[0]},${category_id},အရောင်,အနီ,LB-1,5000,3,0\n` +
        `${names[0]},${category_id},အရောင်,အပြာ,LB-2,${price},2,0\n` +
        `${names[1]},${category_id},,,BK-1,1500,9,0\n`;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-import-e2e-'));
      const file = path.join(dir, 'goods.csv');

      const { context, page, errors } = await shopConsole(browser(), origin, lang, 'owner1');
      await page.goto('/seller/goods');
      await page.getByRole('link', { name: t('importLink') }).click();
      await page.waitForURL(/\/seller\/goods_import/);
      await page.waitForLoadState('networkidle');

      fs.writeFileSync(file, csv('-5'));
      await page.getByLabel(t('fileLabel')).setInputFiles(file);
      await page.getByRole('button', { name: t('check') }).click();
      const issues = page.getByTestId('import-issues');
      await expect.poll(() => issues.locator('tbody tr').count()).toBe(1);
      expect(await issues.locator('tbody tr td').allInnerTexts()).toEqual([
        '3',
        'price',
        expect.stringMatching(/\S/) as unknown as string,
      ]);
      expect(await page.getByRole('button', { name: t('apply') }).isDisabled()).toBe(true);
      await screenshot(page, `seller-goods-import-check-${lang}`);
      await expectAccessible(page);

      const fixed = path.join(dir, 'goods-fixed.csv');
      fs.writeFileSync(fixed, csv('5500'));
      await page.getByLabel(t('fileLabel')).setInputFiles(fixed);
      await page.getByRole('button', { name: t('check') }).click();
      await expect
        .poll(() => page.getByTestId('import-check').innerText())
        .toContain(t('checkClean', { rows: 3, goods: 2, fresh: 2 }));
      // Keyboard: the Import button is reached and pressed without a mouse.
      await page.getByRole('button', { name: t('apply') }).focus();
      await page.keyboard.press('Enter');
      const job = page.getByTestId('import-job');
      await expect.poll(() => job.innerText()).toContain(t('finished', { created: 2, updated: 0, failed: 0 }));
      expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      await screenshot(page, `seller-goods-import-done-${lang}`);

      await page.getByRole('link', { name: t('toGoods') }).click();
      await page.waitForURL(/\/seller\/goods$/);
      for (const name of names) await expect.poll(() => page.getByText(name).count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    });
});
