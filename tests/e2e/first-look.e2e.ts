import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, newContext, screenshot } from './lib/browser';
import { text, type Lang } from './lib/locales';

// What a shopper and a newcomer notice first (issue 20): the first visit's language, and layouts
// that must hold at the widths shoppers use, in Burmese (the longest text) and English.
const origin = inject('origin');
const WIDTHS = [1280, 1440, 1920] as const;
const browser = browserForFile();

async function open(path: string, lang: Lang, width: number) {
  const context = await newContext(browser(), origin, { lang });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return { context, page };
}

/** Elements matching `selector` whose box runs past the box of their closest `container`. */
function overflowing(page: Page, selector: string, container: string) {
  return page.$$eval(
    selector,
    (els, container) =>
      els
        .map((el) => {
          const box = el.getBoundingClientRect();
          const outer = el.closest(container)?.getBoundingClientRect();
          return outer && (box.right > outer.right + 0.5 || box.left < outer.left - 0.5) ? el.textContent : null;
        })
        .filter((t): t is string => t !== null),
    container,
  );
}

describe('the first visit (issue 20 §1)', () => {
  it.each(['en-US', 'zh-CN'])(
    'is in Burmese for a browser that prefers %s, until the shopper chooses',
    async (locale) => {
      const context = await newContext(browser(), origin, { locale });
      const page = await context.newPage();
      await page.goto('/index');
      expect(await page.getAttribute('html', 'lang')).toBe('my');
      await context.addCookies([{ name: 'zay_lang', value: 'en-us', url: origin }]);
      await page.reload();
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      await context.close();
    },
  );
});

describe('the home page holds together (issue 20 §2, §5, §6, §12)', () => {
  it.each(WIDTHS)('at %i px: the advert close button clears the sidebar; every category whole', async (width) => {
    const tree = await api<{ category_id: number }[]>(origin, '/api/goodscategory/tree');
    for (const lang of ['md-mm', 'en-us'] as const) {
      const { context, page } = await open('/index', lang, width);
      const close = await page.getByRole('button', { name: text(lang, 'banner.close') }).boundingBox();
      const sidebar = await page.getByRole('complementary', { name: text(lang, 'sidebar.label') }).boundingBox();
      expect(close!.x + close!.width).toBeLessThanOrEqual(sidebar!.x - 4);

      const rows = page.locator('#category-menu > ul > li');
      expect(await rows.count()).toBe(Math.min(tree.length, 12));
      // No name cut with an ellipsis, none spilling out of its row.
      const cut = await page.$$eval('#category-menu > ul > li > a', (links) =>
        links
          .filter((a) => {
            const row = a.parentElement!.getBoundingClientRect();
            const spans = [...a.querySelectorAll('span')];
            return spans.some((s) => {
              const box = s.getBoundingClientRect();
              return s.scrollWidth > s.clientWidth + 1 || box.bottom > row.bottom + 2 || box.top < row.top - 2;
            });
          })
          .map((a) => a.textContent),
      );
      expect(cut).toEqual([]);

      // Prices stay inside their cards, the struck price included.
      expect(await overflowing(page, 'main a[href^="/sku-"] del, main a[href^="/sku-"] .text-brand', 'a')).toEqual([]);
      if (width === 1280) await screenshot(page, `first-look-home-${lang}-${width}`, false);
      await context.close();
    }
  });

  it('writes no Burmese smaller than 13 px in the footer, the notices or the menu', async () => {
    const { context, page } = await open('/index', 'md-mm', 1440);
    const small = await page.$$eval('footer *, main aside *, #category-menu *', (els) =>
      els
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && /[\u1000-\u109f]/.test(n.textContent ?? '')))
        .map((el) => [el.textContent?.trim().slice(0, 20), parseFloat(getComputedStyle(el).fontSize)] as const)
        .filter(([, size]) => size < 13),
    );
    expect(small).toEqual([]);
    await screenshot(page, 'first-look-footer-md-mm');
    await context.close();
  });
});

describe('the goods list (issue 20 §5, §11)', () => {
  it.each(WIDTHS)('at %i px keeps prices in their cards and formats the price filter', async (width) => {
    for (const lang of ['md-mm', 'en-us'] as const) {
      const { context, page } = await open(
        '/list?category_id=1&level=1&min_price=100000&max_price=300000',
        lang,
        width,
      );
      expect(await overflowing(page, 'main a[href^="/sku-"] del, main a[href^="/sku-"] .text-brand', 'a')).toEqual([]);
      const chip = page.getByRole('link', { name: /100,000\.00 Ks – 300,000\.00 Ks/ });
      expect(await chip.count()).toBe(1);
      const max = page.getByRole('spinbutton', { name: text(lang, 'list.maxPrice') });
      expect(await max.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
      if (width === 1280) await screenshot(page, `first-look-list-${lang}-${width}`, false);
      await context.close();
    }
  });

  it('offers the brands of the results, each with its count', async () => {
    const brands = await api<{ brand_name: string; goods_count: number }[]>(origin, '/api/goodssku/brands', {
      category_id: 1,
      category_level: 1,
    });
    const all = await api<{ count: number }>(origin, '/api/goodsbrand/page', { page: 1, page_size: 1 });
    expect(brands.length).toBeGreaterThan(0);
    expect(brands.length).toBeLessThan(all.count);
    const { context, page } = await open('/list?category_id=1&level=1', 'en-us', 1440);
    const first = brands[0]!;
    expect(await page.getByRole('link', { name: `${first.brand_name} (${first.goods_count})` }).count()).toBe(1);
    await context.close();
  });
});

describe('the home pop-up (issue 20 §7)', () => {
  it('opens on a first visit and not again that day', async () => {
    const layer = await api<{ is_show: number }>(origin, '/api/pc/floatLayer');
    if (!layer.is_show) return;
    const context = await newContext(browser(), origin, { lang: 'en-us', floatLayerSeen: false });
    const page = await context.newPage();
    await page.goto('/index');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.count()).toBe(1);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await dialog.count()).toBe(0);
    await context.close();
  });
});
