import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, newContext, screenshot } from './lib/browser';
import { openAs } from './lib/buying';
import { registerMember } from './lib/member';

const origin = inject('origin');
const dbPath = inject('dbPath');
const browser = browserForFile();

/**
 * Texts with Burmese in them that are cut off: an element whose content is wider than its box
 * while its overflow is hidden or clipped (a button, a name in a card, a table cell, a crumb).
 */
const clipped = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main *, header *')) {
      const text = el.textContent ?? '';
      if (!/[\u1000-\u109f]/.test(text) || el.children.length > 0) continue;
      // Visually hidden on purpose (a heading for screen readers only).
      if (el.getBoundingClientRect().width <= 1) continue;
      const style = getComputedStyle(el);
      const cuts = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (cuts && el.scrollWidth > el.clientWidth + 1) found.push(text.trim().slice(0, 40));
    }
    return found;
  });

describe('Burmese text wraps and never clips (issue 18)', () => {
  it.each([
    ['goods list', '/list?keyword=ဖုန်း'],
    ['shop street', '/street'],
    ['live rooms', '/shop/live'],
    ['city picker', '/change_city'],
    ['help', '/cms/help'],
  ])('%s', async (name, path) => {
    const context = await newContext(browser(), origin, { lang: 'md-mm' });
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(
      false,
    );
    expect(await clipped(page)).toEqual([]);
    await screenshot(page, `burmese-wrap-${name.replace(/\s/g, '-')}`, false);
    await context.close();
  });
});

describe('Burmese text in a goods page and the cart table (issue 18)', () => {
  it('a Burmese-named goods, added to the cart, reads whole on both pages', async () => {
    const found = await api<{ list: { sku_id: number; stock: number; goods_name: string }[] }>(
      origin,
      '/api/goodssku/page',
      {
        keyword: 'ဖုန်း',
        page_size: 50,
      },
    );
    const goods = found.list.find((g) => g.stock > 0 && /[\u1000-\u109f]/.test(g.goods_name))!;
    const token = await registerMember(origin, dbPath);
    await api(origin, '/api/cart/add', { token, sku_id: goods.sku_id, num: 1 });
    const { context, page } = await openAs(browser(), token, 'md-mm', `/sku-${goods.sku_id}`);
    for (const path of [`/sku-${goods.sku_id}`, '/cart']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await clipped(page)).toEqual([]);
      await screenshot(page, `burmese-wrap-${path.slice(1, 4)}`, false);
    }
    await context.close();
  });
});
