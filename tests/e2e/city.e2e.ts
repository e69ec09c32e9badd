import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, newContext, screenshot, watchErrors } from './lib/browser';
import { goodsPage, SLOW } from './lib/catalogue';
import { LANGS, text } from './lib/locales';

const origin = inject('origin');
const browser = browserForFile();

type CitySite = { site_id: number; site_area_id: number; site_area_name: string; title: string };

const overflow = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('city sites (issue 18)', () => {
  it('changes the city from the header; the goods list and the shop street follow it (Burmese)', async () => {
    const sites = await api<CitySite[]>(origin, '/api/website/lists', { lang: 'md-mm' });
    const mandalay = sites.find((s) => s.title === 'Zay Mandalay')!;
    const context = await newContext(browser(), origin, { lang: 'md-mm' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/index');
    await page.waitForLoadState('networkidle');
    const header = page.getByTestId('header-city');
    expect(await header.textContent()).toContain(text('md-mm', 'city.all'));
    await header.getByRole('link', { name: text('md-mm', 'city.change') }).click();
    await page.waitForURL(/\/change_city$/);
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).allTextContents())
      .toContain(text('md-mm', 'pages.change_city'));
    expect(await overflow(page)).toBe(false);
    await screenshot(page, 'city-picker-md-mm');

    // The search finds a city by its English name on the Burmese page.
    await page.getByLabel(text('md-mm', 'city.search')).fill('Meiktila');
    const all = page.locator('section[aria-labelledby="city-all"]');
    await expect.poll(() => all.getByRole('button').allTextContents()).toEqual(['မိတ္ထီလာခရိုင်']);
    await screenshot(page, 'city-picker-search-md-mm', false);
    await page.getByLabel(text('md-mm', 'city.search')).fill('');

    await page.getByRole('button', { name: mandalay.site_area_name, exact: true }).first().click();
    await page.waitForURL(/\/index$/);
    await expect.poll(() => page.getByTestId('header-city').textContent()).toContain(mandalay.site_area_name);
    expect(await page.evaluate(() => localStorage.getItem('zay_city'))).toBe(
      `${mandalay.site_id}-${mandalay.site_area_id}`,
    );

    const everywhere = (await goodsPage({ page_size: 1 })).count;
    const inMandalay = await goodsPage({ page_size: 20, website_id: mandalay.site_id });
    expect(inMandalay.count).toBeGreaterThan(0);
    expect(inMandalay.count).toBeLessThan(everywhere);
    await page.goto('/list');
    await expect
      .poll(() => page.getByText(text('md-mm', 'list.count', { count: inMandalay.count })).isVisible(), SLOW)
      .toBe(true);
    for (const g of inMandalay.list.slice(0, 3))
      expect(await page.locator(`main a[href="/sku-${g.sku_id}"]`).count()).toBeGreaterThan(0);
    await screenshot(page, 'city-list-mandalay-md-mm', false);

    type Shops = { list: { site_id: number }[] };
    const local = await api<Shops>(origin, '/api/shop/page', { website_id: mandalay.site_id, page_size: 0 });
    const everyShop = await api<Shops>(origin, '/api/shop/page', { page_size: 0 });
    const elsewhere = everyShop.list.filter((s) => !local.list.some((l) => l.site_id === s.site_id));
    expect(local.list.length).toBeGreaterThan(0);
    expect(elsewhere.length).toBeGreaterThan(0);
    await page.goto('/street');
    await expect.poll(() => page.locator(`a[href="/shop-${local.list[0]!.site_id}"]`).count()).toBeGreaterThan(0);
    for (const s of elsewhere) expect(await page.locator(`a[href="/shop-${s.site_id}"]`).count()).toBe(0);

    // Back to all Myanmar.
    await page.goto('/change_city');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: text('md-mm', 'city.all'), exact: true }).click();
    await page.waitForURL(/\/index$/);
    await page.goto('/list');
    await expect
      .poll(() => page.getByText(text('md-mm', 'list.count', { count: everywhere })).isVisible(), SLOW)
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(LANGS)('the city picker reads well in %s', async (lang) => {
    const context = await newContext(browser(), origin, { lang });
    const page = await context.newPage();
    await page.goto('/change_city');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: text(lang, 'city.all'), exact: true }).count()).toBe(1);
    expect(await overflow(page)).toBe(false);
    await screenshot(page, `city-picker-${lang}`, false);
    await context.close();
  });
});

describe('Burmese as people type it (issue 18)', () => {
  it('a search typed in Zawgyi finds the goods spelled in Unicode', async () => {
    const unicode = await goodsPage({ keyword: 'ဖိနပ်', page_size: 1 });
    expect(unicode.count).toBeGreaterThan(0);
    const context = await newContext(browser(), origin, { lang: 'md-mm' });
    const page = await context.newPage();
    await page.goto('/index');
    await page.waitForLoadState('networkidle');
    await page.getByLabel(text('md-mm', 'search.label')).fill('ဖိနပ္');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/list');
    await expect
      .poll(() => page.getByText(text('md-mm', 'list.count', { count: unicode.count })).isVisible(), SLOW)
      .toBe(true);
    expect(await page.locator(`main a[href="/sku-${unicode.list[0]!.sku_id}"]`).count()).toBeGreaterThan(0);
    await screenshot(page, 'zawgyi-search-md-mm', false);
    await context.close();
  });
});
