import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newContext } from './lib/browser';
import { logIn, signIn } from './lib/member';

const LANGS = ['md-mm', 'zh-cn', 'en-us'] as const;

// The console guard fails a test on any console error or hydration warning; this walk puts the
// main pages through it in every language, as a visitor and as a member.
describe('every main page hydrates cleanly in all three languages', () => {
  let browser: Browser;
  const origin = inject('origin');
  let token: string;
  let skuPath: string;
  let shopPath: string;

  beforeAll(async () => {
    browser = await launch();
    token = await logIn(origin, inject('dbPath'), 'buyer');
    const res = await fetch(`${origin}/api/goodssku/page`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"page_size":1}',
    });
    const { data } = (await res.json()) as { data: { list: { sku_id: number; site_id: number }[] } };
    skuPath = `/sku-${data.list[0]!.sku_id}`;
    shopPath = `/shop-${data.list[0]!.site_id}`;
  });
  afterAll(() => browser?.close());

  for (const lang of LANGS) {
    it(`visitor and member pages in ${lang}`, async () => {
      const context = await newContext(browser, origin, { lang });
      const page = await context.newPage();
      for (const path of ['/index', '/list', skuPath, shopPath, '/street', '/login', '/register']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.dataset.lang)).toBe(lang);
      }
      await signIn(context, origin, token);
      for (const path of ['/cart', '/member/order_list', skuPath, '/index']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      }
      await context.close();
    });
  }
});
