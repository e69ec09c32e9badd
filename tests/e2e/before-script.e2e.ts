import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, newContext, screenshot } from './lib/browser';
import { buyableSkus, cartRow, openAs } from './lib/buying';
import { text, type Lang } from './lib/locales';
import { registerMember, signIn } from './lib/member';

// Issue 35 §1, §2 and §9: what a shopper meets before the page's script has run, and the home
// pop-up that must leave the page usable (ADR 095).
const origin = inject('origin');
const dbPath = inject('dbPath');
const browser = browserForFile();

/** A browser context that runs no script at all: the page is the server's HTML and nothing more. */
async function noScript(b: Browser, lang: Lang, token?: string): Promise<BrowserContext> {
  const context = await b.newContext({
    viewport: { width: 1440, height: 900 },
    baseURL: origin,
    javaScriptEnabled: false,
  });
  await context.addCookies([{ name: 'zay_lang', value: lang, url: origin }]);
  if (token) await signIn(context, origin, token);
  return context;
}

/** Holds every script module back until `release` is called, as a slow connection does. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\.(m?js)(\?.*)?$/, (route) => (released ? route.continue() : void held.push(route)));
  return () => {
    released = true;
    return Promise.all(held.splice(0).map((r) => r.continue()));
  };
}

const cartCount = (page: Page) => page.locator('aside a[href="/cart"] span').first().innerText();

describe('before the page script runs', () => {
  it('adds to the cart through the plain form, and the cart has the goods afterwards', async () => {
    const lang: Lang = 'en-us';
    const token = await registerMember(origin, dbPath);
    const [sku] = buyableSkus(dbPath, 1, 2);
    const context = await noScript(browser(), lang, token);
    const page = await context.newPage();
    await page.goto(`/sku-${sku!.sku_id}`);
    expect(await cartCount(page)).toBe('0');
    await page.getByLabel(text(lang, 'goodsDetail.quantity'), { exact: true }).fill('2');
    await page.getByRole('button', { name: text(lang, 'goodsDetail.addToCart') }).click();
    // The browser posted the form; the server answered with the page, its message and the new count.
    await page.waitForURL(`**/sku-${sku!.sku_id}`);
    await expect.poll(() => page.getByTestId('posted-answer').count()).toBe(1);
    // The header's count is of pieces: the two just added.
    expect(await cartCount(page)).toBe('2');
    await screenshot(page, 'before-script-added-en-us', false);
    await context.close();

    // With script, the cart has the goods, two of them.
    const withScript = await openAs(browser(), token, lang, '/cart');
    const row = cartRow(withScript.page, sku!.sku_id);
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByRole('textbox').inputValue()).toBe('2');
    await withScript.context.close();
  });

  it('sends a visitor who adds to the cart to the login page, which comes back to the goods', async () => {
    const [sku] = buyableSkus(dbPath, 1, 3);
    const context = await noScript(browser(), 'md-mm');
    const page = await context.newPage();
    await page.goto(`/sku-${sku!.sku_id}`);
    await page.getByRole('button', { name: text('md-mm', 'goodsDetail.addToCart') }).click();
    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/sku-${sku!.sku_id}`);
    await context.close();
  });

  it('opens the checkout from buy now, with the quantity typed', async () => {
    const token = await registerMember(origin, dbPath);
    const [sku] = buyableSkus(dbPath, 1, 4);
    const context = await noScript(browser(), 'en-us', token);
    const page = await context.newPage();
    await page.goto(`/sku-${sku!.sku_id}`);
    await page.getByLabel(text('en-us', 'goodsDetail.quantity'), { exact: true }).fill('3');
    await page.getByRole('button', { name: text('en-us', 'goodsDetail.buyNow') }).click();
    await page.waitForURL(/\/payment\?/);
    const params = new URL(page.url()).searchParams;
    expect([params.get('sku_id'), params.get('num')]).toEqual([String(sku!.sku_id), '3']);
    await context.close();
  });

  it('shows the chat button as not ready while the scripts are held back, then ready', async () => {
    const [sku] = buyableSkus(dbPath, 1, 2);
    const context = await newContext(browser(), origin, { lang: 'en-us' });
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto(`/sku-${sku!.sku_id}`, { waitUntil: 'domcontentloaded' });
    const chat = page.getByRole('button', { name: text('en-us', 'goodsDetail.contactService'), exact: true });
    expect(await chat.isDisabled()).toBe(true);
    expect(await chat.getAttribute('aria-busy')).toBe('true');
    await screenshot(page, 'before-script-goods-held-en-us', false);
    await release();
    await expect.poll(() => chat.isEnabled()).toBe(true);
    expect(await chat.getAttribute('aria-busy')).toBeNull();
    await context.close();
  });

  for (const path of ['/promotion/seckill', '/index']) {
    it(`renders the countdown of ${path} with the time left, not dashes`, async () => {
      const context = await noScript(browser(), 'md-mm');
      const page = await context.newPage();
      await page.goto(path);
      const timer = page.getByRole('timer').first();
      expect(await timer.count()).toBe(1);
      const shown = await timer.innerText();
      expect(shown).not.toContain('--');
      expect(shown).toMatch(/\d{2}\s*:\s*\d{2}\s*:\s*\d{2}/);
      await context.close();
    });
  }
});

describe('the home pop-up leaves the page usable (issue 35 §9)', () => {
  for (const lang of ['md-mm', 'en-us'] as const) {
    it(`lets the banner behind it close, and closes on Escape (${lang})`, async () => {
      const context = await newContext(browser(), origin, { lang, floatLayerSeen: false });
      const page = await context.newPage();
      await page.goto('/index');
      const panel = page.locator('[data-float-layer]');
      await expect.poll(() => panel.count()).toBe(1);
      expect(await panel.getAttribute('role')).toBe('dialog');
      expect(await panel.getAttribute('aria-modal')).toBeNull();
      // The panel takes no focus of its own and has no backdrop.
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-float-layer]'))).toBe(false);
      await expect
        .poll(() => panel.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await screenshot(page, `float-layer-panel-${lang}`, false);
      const bannerClose = page.getByRole('button', { name: text(lang, 'banner.close') });
      await bannerClose.click({ timeout: 5_000 });
      await expect.poll(() => bannerClose.count()).toBe(0);
      expect(await panel.count()).toBe(1);
      // Escape closes the panel wherever focus is.
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.count()).toBe(0);
      await context.close();
    });
  }
});
