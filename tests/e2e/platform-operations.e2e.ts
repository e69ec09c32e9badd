import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, drawPng, newContext, screenshot } from './lib/browser';
import { expectAccessible, goodsPage, SLOW } from './lib/catalogue';
import { logInToPlatform, platformLoginFor, readDb } from './lib/console';
import { untilServed } from './lib/db';
import { text, type Lang } from './lib/locales';

/**
 * Issue 31, ADRs 103 and 104 (Burmese): an operator publishes a new home banner from
 * /platform/decorate (draft → preview → publish) and a shopper's home page shows it on the next
 * request; an operator freezes a shop from /platform/shop and its goods leave the storefront search
 * at once, and come back when it is unfrozen.
 */
const origin = inject('origin');
const dbPath = inject('dbPath');
const lang: Lang = 'md-mm';
const LONG = { timeout: 300_000 };
const browser = browserForFile();
const t = (key: string, params?: Record<string, string | number>) => text(lang, key, params);
/** A small open shop of the demo seed that no other journey buys from or promotes. */
const FROZEN_SHOP = 'Pyinnya Books';

/** A shop's status as stored: 1 open, 0 closed by its owner, -1 frozen (ADR 103). */
const statusOf = (siteId: number) =>
  readDb<{ shop_status: number }>(dbPath, 'select shop_status from shop where site_id = ?', siteId)[0]!.shop_status;

/** A platform page as the operations staff (ADR 087: they decorate the home page and run the shops). */
async function platformPage(pathname: string) {
  const c = await platformLoginFor(browser(), origin, lang, pathname);
  await logInToPlatform(c.page, lang, 'operations0');
  await c.page.waitForURL((url) => url.pathname === pathname.split('?')[0]);
  await c.page.waitForLoadState('networkidle');
  return c;
}

/** A shopper's page, not signed in. */
async function shopperPage() {
  const context = await newContext(browser(), origin, { lang });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** Clicks one of the decoration's bar buttons and waits for the status line to say `status`. */
async function decorateStep(page: Page, button: string, status: string) {
  await page.getByRole('button', { name: t(`platformDecorate.${button}`), exact: true }).click();
  await expect
    .poll(() => page.getByTestId('decorate-status').textContent(), SLOW)
    .toBe(t(`platformDecorate.${status}`));
  await page.waitForLoadState('networkidle');
}

/** Shows the home carousel's adverts in the editor's position select. */
async function chooseHomeCarousel(page: Page) {
  const select = page.getByLabel(t('platformDecorate.position'));
  const option = select.locator('option', { hasText: t('platformDecorate.position_NS_PC_INDEX') }).first();
  await select.selectOption((await option.getAttribute('value'))!);
}

/** A home banner picture (no words on it, ADR 097), drawn by the browser. */
const bannerPng = () =>
  drawPng(
    browser(),
    { width: 1210, height: 460 },
    '<body style="margin:0;background:linear-gradient(90deg,#0a7c4a,#f4d58d);height:100vh"></body>',
    path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zay-banner-')), 'banner.png'),
  );

/** The shop's goods on sale and a word of one's name that the search finds it by. */
async function shopGoodsAndKeyword(siteId: number): Promise<{ keyword: string; skuIds: number[] }> {
  const names = readDb<{ goods_name: string }>(
    dbPath,
    'select goods_name from goods where site_id = ? and goods_state = 1 and is_delete = 0 order by goods_id',
    siteId,
  );
  for (const { goods_name } of names)
    for (const keyword of goods_name.match(/[A-Za-z]{4,}/g) ?? []) {
      const found = (await goodsPage({ keyword, page: 1, page_size: 20 })).list.filter((g) => g.site_id === siteId);
      if (found.length > 0) return { keyword, skuIds: found.map((g) => g.sku_id) };
    }
  throw new Error(`no goods of shop ${siteId} is found by a word of its name`);
}

describe('the platform runs the home page and its shops (Burmese)', () => {
  it('publishes a new home banner: draft, preview, publish; the next home page shows it', LONG, async () => {
    const title = `ဆောင်းရာသီ အထူးဈေး ${Date.now().toString(36).slice(-4)}`;
    const shopper = await shopperPage();
    const banner = (page: Page) =>
      page.locator('section[aria-roledescription="carousel"]').getByRole('link', { name: title, exact: true });
    await shopper.page.goto('/index');
    await shopper.page.waitForLoadState('networkidle');
    expect(await banner(shopper.page).count()).toBe(0);

    const { context, page, errors } = await platformPage('/platform/decorate');
    try {
      await chooseHomeCarousel(page);
      await page.getByRole('button', { name: t('platformDecorate.addAdvert') }).click();
      const card = page.getByTestId('decorate-advert').last();
      await card.getByLabel(t('platformDecorate.langMm'), { exact: true }).fill(title);
      await card.getByLabel(t('platformDecorate.langZh'), { exact: true }).fill('冬季特卖');
      await card.getByLabel(t('platformDecorate.langEn'), { exact: true }).fill('Winter sale');
      await card
        .getByLabel(`${t('platformDecorate.imageAll')}: ${t('platformCatalogue.upload')}`)
        .setInputFiles(await bannerPng());
      await expect.poll(() => card.locator('img').count(), { timeout: 30_000 }).toBe(1);
      await card.getByLabel(t('platformDecorate.link')).fill('/list?keyword=winter');
      await decorateStep(page, 'saveDraft', 'statusDraft');
      await screenshot(page, 'platform-decorate-md-mm');
      await expectAccessible(page);

      // The draft reaches no shopper; its preview shows the banner under the preview bar.
      await shopper.page.reload();
      await shopper.page.waitForLoadState('networkidle');
      expect(await banner(shopper.page).count()).toBe(0);
      const preview = await page.getByRole('link', { name: t('platformDecorate.preview') }).getAttribute('href');
      const previewer = await shopperPage();
      await previewer.page.goto(preview!);
      await expect
        .poll(() => previewer.page.getByTestId('preview-bar').textContent())
        .toBe(t('platformDecorate.previewBar'));
      expect(await banner(previewer.page).count()).toBe(1);
      await previewer.context.close();

      // Published: the shopper's next home page has it (the page and layout caches were told).
      await decorateStep(page, 'publish', 'statusPublished');
      await untilServed(async () => {
        await shopper.page.goto('/index');
        return (await banner(shopper.page).count()) === 1;
      });
      expect(await banner(shopper.page).getAttribute('href')).toBe('/list?keyword=winter');
    } finally {
      // The other journeys count the seed's slides: take the banner down again.
      await page.goto('/platform/decorate');
      await page.waitForLoadState('networkidle');
      await chooseHomeCarousel(page);
      const remove = page.getByRole('button', { name: `${title}: ${t('platformDecorate.remove')}` });
      if ((await remove.count()) > 0) await remove.click();
      const save = page.getByRole('button', { name: t('platformDecorate.saveDraft'), exact: true });
      if (await save.isEnabled()) await decorateStep(page, 'saveDraft', 'statusDraft');
      const publish = page.getByRole('button', { name: t('platformDecorate.publish'), exact: true });
      if (await publish.isEnabled()) await decorateStep(page, 'publish', 'statusPublished');
    }
    await untilServed(async () => {
      await shopper.page.goto('/index');
      return (await banner(shopper.page).count()) === 0;
    });
    expect(errors).toEqual([]);
    await context.close();
    await shopper.context.close();
  });

  it('freezes a shop: its goods leave the search at once, and come back when it is unfrozen', LONG, async () => {
    const [shop] = readDb<{ site_id: number }>(dbPath, 'select site_id from shop where site_name = ?', FROZEN_SHOP);
    const siteId = shop!.site_id;
    expect(statusOf(siteId)).toBe(1);
    const { keyword, skuIds } = await shopGoodsAndKeyword(siteId);
    const listPath = `/list?keyword=${encodeURIComponent(keyword)}`;
    const shopper = await shopperPage();
    /** How many of the shop's goods the shopper's search page shows, on a fresh request. */
    const shownGoods = async () => {
      await shopper.page.goto(listPath);
      await shopper.page.waitForLoadState('networkidle');
      return shopper.page.locator(skuIds.map((id) => `main a[href="/sku-${id}"]`).join(', ')).count();
    };
    expect(await shownGoods()).toBeGreaterThan(0);

    const { context, page, errors } = await platformPage(`/platform/shop?id=${siteId}`);
    const panel = page.getByTestId('shop-freeze');
    const frozen = () => statusOf(siteId) === -1;
    try {
      await screenshot(page, 'platform-shop-md-mm');
      await expectAccessible(page);
      const reason = 'ဝယ်သူ တိုင်ကြားချက်များ စစ်ဆေးနေသည်';
      await page.getByTestId('shop-freeze-reason').fill(reason);
      await page.getByTestId('shop-freeze-submit').click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: t('platformShops2.freeze') })
        .click();
      await expect.poll(() => panel.textContent(), SLOW).toContain(t('platformShops2.isFrozen', { reason }));
      await screenshot(page, 'platform-shop-frozen-md-mm');

      // At once: the very next search has none of its goods.
      expect(await shownGoods()).toBe(0);
      await screenshot(shopper.page, 'search-shop-frozen-md-mm', false);

      await page.getByTestId('shop-freeze-submit').click();
      await expect.poll(() => panel.textContent(), SLOW).toContain(t('platformShops2.freezeIntro'));
      expect(await shownGoods()).toBeGreaterThan(0);
    } finally {
      // Later journeys share this server: never leave the shop frozen.
      if (frozen()) {
        await page.reload();
        await page.waitForLoadState('networkidle');
        await page.getByTestId('shop-freeze-submit').click();
        await expect.poll(frozen, SLOW).toBe(false);
      }
    }
    expect(statusOf(siteId)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
    await shopper.context.close();
  });
});
