import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, newContext, screenshot, watchErrors } from './lib/browser';
import { patchConfig, untilServed } from './lib/db';
import { LANGS, text, type Lang } from './lib/locales';

const origin = inject('origin');
const browser = browserForFile();

const HTML_LANG: Record<Lang, string> = { 'md-mm': 'my', 'zh-cn': 'zh-CN', 'en-us': 'en' };
const NAME_FIELD = { 'md-mm': 'category_name2', 'zh-cn': 'category_name', 'en-us': 'category_name1' } as const;

describe('home page', () => {
  it.each(LANGS)('renders on the server in %s with real shops, categories and goods', async (lang) => {
    const [tree, floors] = await Promise.all([api(origin, '/api/goodscategory/tree'), api(origin, '/api/pc/floors')]);
    const context = await newContext(browser(), origin, { lang });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const res = await page.goto('/index');
    expect(res?.status()).toBe(200);
    const html = await res!.text();
    const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    expect(html).toContain(escape(tree[0][NAME_FIELD[lang]]));
    expect(await page.getAttribute('html', 'lang')).toBe(HTML_LANG[lang]);
    await expect.poll(() => page.getByText(text(lang, 'nav.allCategories')).first().isVisible()).toBe(true);
    const firstGoods = floors.flatMap((f: any) => f.value.goodsList?.value.list ?? [])[0];
    expect(await page.locator(`a[href="/sku-${firstGoods.sku_id}"]`).count()).toBeGreaterThan(0);
    expect(await page.locator('a[href^="/sku-"]').count()).toBeGreaterThanOrEqual(8);
    await page.waitForLoadState('networkidle');
    const broken = await page.$$eval('img', (imgs) =>
      imgs.filter((i) => i.complete && i.naturalWidth === 0 && i.getAttribute('loading') !== 'lazy').map((i) => i.src),
    );
    expect(broken).toEqual([]);
    await screenshot(page, `home-${lang}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hands pages two levels of categories and fills a flyout with the third when the menu is used', async () => {
    type Node = { category_id: number; category_name1: string; child_list?: Node[] };
    const tree = await api<Node[]>(origin, '/api/goodscategory/tree', { level: 3 });
    const one = tree.find((c) => c.child_list?.some((two) => two.child_list?.length))!;
    const three = one.child_list!.find((two) => two.child_list?.length)!.child_list![0]!;
    const context = await newContext(browser(), origin, { lang: 'en-us' });
    const page = await context.newPage();
    await page.goto('/index');
    await page.waitForLoadState('networkidle');
    const thirdLevel = await page.evaluate(() => {
      type Item = { children: Item[] };
      const router = (
        window as unknown as {
          __reactRouterDataRouter: { state: { loaderData: Record<string, { categories: Item[] }> } };
        }
      ).__reactRouterDataRouter;
      return router.state.loaderData.root!.categories.flatMap((c) => c.children).flatMap((c) => c.children).length;
    });
    expect(thirdLevel).toBe(0);
    await page.locator(`#category-menu a[href="/list?category_id=${one.category_id}&level=1"]`).hover();
    const link = page.locator(`#category-menu a[href="/list?category_id=${three.category_id}&level=3"]`);
    await expect.poll(() => link.isVisible()).toBe(true);
    expect(await link.textContent()).toBe(three.category_name1);
    await context.close();
  });

  it('has no serious or critical accessibility violations', async () => {
    const context = await newContext(browser(), origin, { lang: 'md-mm' });
    const page = await context.newPage();
    await page.goto('/index');
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).analyze();
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.length} e.g. ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    await context.close();
  });

  it('keeps the language chosen in the header across a reload', async () => {
    const context = await newContext(browser(), origin, { locale: 'my-MM' });
    const page = await context.newPage();
    await page.goto('/index');
    expect(await page.getAttribute('html', 'lang')).toBe('my');
    await page.getByRole('button', { name: text('md-mm', 'header.language') }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    await page.reload();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await expect.poll(() => page.getByText(text('en-us', 'nav.allCategories')).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('zay_lang'))).toBe('en-us');
    await context.close();
  });

  it('closes the top banner for the session, and for good after 3 closes', async () => {
    const context = await newContext(browser(), origin, { lang: 'en-us' });
    const banner = (page: Page) => page.getByRole('button', { name: text('en-us', 'banner.close') });
    for (let i = 1; i <= 3; i++) {
      const page = await context.newPage();
      await page.goto('/index');
      await banner(page).click();
      await expect.poll(() => banner(page).count()).toBe(0);
      await page.reload();
      expect(await banner(page).count()).toBe(0);
      await page.close();
    }
    const page = await context.newPage();
    await page.goto('/index');
    await page.waitForLoadState('networkidle');
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });

  it('shows back-to-top only after 300 px of scrolling', async () => {
    const context = await newContext(browser(), origin, { lang: 'en-us' });
    const page = await context.newPage();
    await page.goto('/index');
    const top = page.getByRole('button', { name: text('en-us', 'sidebar.backToTop') });
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(300);
    expect(await top.isVisible()).toBe(false);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => top.isVisible()).toBe(true);
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('loads the carousel engine when a slide first turns or is asked for, not with the page', async () => {
    const engine = (page: Page) => {
      const seen: string[] = [];
      page.on('request', (r) => r.url().includes('/carousel-engine-') && seen.push(r.url()));
      return seen;
    };
    const slide = (page: Page, n: number) =>
      page.getByRole('button', { name: text('en-us', 'home.goToSlide', { index: n }) });
    const context = await newContext(browser(), origin, { lang: 'en-us' });

    // Asked for: the click made before the engine arrived is played when it does.
    const page = await context.newPage();
    const loaded = engine(page);
    await page.goto('/index');
    await page.waitForLoadState('networkidle');
    expect(loaded).toEqual([]);
    await page.getByRole('button', { name: text('en-us', 'home.nextSlide') }).click();
    await expect.poll(() => slide(page, 2).getAttribute('aria-current')).toBe('true');
    expect(loaded).toHaveLength(1);

    // Left alone: the first turn comes 5 s after the page starts, with the engine.
    const idle = await context.newPage();
    const idleLoaded = engine(idle);
    await idle.goto('/index');
    expect(await slide(idle, 1).getAttribute('aria-current')).toBe('true');
    await expect.poll(() => slide(idle, 2).getAttribute('aria-current'), { timeout: 15_000 }).toBe('true');
    expect(idleLoaded).toHaveLength(1);
    await context.close();
  });
});

describe('error and closed pages', () => {
  it('answers an unknown path with the error page and HTTP 404', async () => {
    const context = await newContext(browser(), origin, { lang: 'en-us' });
    const page = await context.newPage();
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByText(text('en-us', 'notFound.title')).first().isVisible()).toBe(true);
    await screenshot(page, 'not-found-en-us');
    await context.close();
  });

  it('routes every page to /closed while the site is closed, and back when it opens', async () => {
    const dbPath = inject('dbPath');
    const context = await newContext(browser(), origin, { lang: 'en-us' });
    const page = await context.newPage();
    // Where a visitor's request for `path` is sent (the page itself when it is not redirected).
    const landing = async (path: string) => {
      const res = await fetch(`${origin}${path}`, { redirect: 'manual', headers: { cookie: 'zay_lang=en-us' } });
      return new URL(res.headers.get('location') ?? path, origin).pathname;
    };
    patchConfig(dbPath, 'site_info', { web_status: 0, close_reason: 'Stocktaking until Monday' });
    await untilServed(async () => (await landing('/index')) === '/closed');
    try {
      await page.goto('/index');
      expect(new URL(page.url()).pathname).toBe('/closed');
      await expect.poll(() => page.getByText('Stocktaking until Monday').isVisible()).toBe(true);
      await screenshot(page, 'closed-en-us');
    } finally {
      patchConfig(dbPath, 'site_info', { web_status: 1 });
      await untilServed(async () => (await landing('/closed')) === '/index');
    }
    await page.goto('/closed');
    expect(new URL(page.url()).pathname).toBe('/index');
    await context.close();
  });
});
