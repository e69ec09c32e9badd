import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, newContext, screenshot } from './lib/browser';
import { openAs } from './lib/buying';
import { SLOW } from './lib/catalogue';
import { LANGS, text, type Lang } from './lib/locales';
import { openShopConsole } from './lib/console';
import { DEMO_PASSWORD, registerMember } from './lib/member';

const origin = inject('origin');
const dbPath = inject('dbPath');
const browser = browserForFile();

type Room = {
  id: number;
  site_id: number;
  name: string;
  live_status: number;
  play_type: string;
  goods: { goods_id: number; sku_id: number; goods_name: string; stock: number }[];
};
/** The rooms as the API answers a reader of `lang` (room titles are translated, ADR 097). */
const rooms = async (lang?: Lang) =>
  (await api<{ list: Room[] }>(origin, '/live/api/live/page', { page_size: 0, ...(lang ? { lang } : {}) })).list;

const overflow = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('live rooms (issue 18)', () => {
  it.each(LANGS)('the room list reads well in %s: live first, coming, then ended', async (lang) => {
    const list = await rooms(lang);
    expect(list.map((r) => r.live_status)).toEqual([...list.map((r) => r.live_status)].sort());
    const context = await newContext(browser(), origin, { lang });
    const page = await context.newPage();
    await page.goto('/shop/live');
    await page.waitForLoadState('networkidle');
    const names = await page.locator('main li h2').allTextContents();
    expect(names).toEqual(list.map((r) => r.name));
    expect(await overflow(page)).toBe(false);
    await screenshot(page, `live-list-${lang}`);
    await context.close();
  });

  it('plays a replay in the page and adds its goods to the cart (Burmese)', async () => {
    const replay = (await rooms()).find((r) => r.play_type === 'mp4' && r.goods.some((g) => g.stock > 0))!;
    const goods = replay.goods.find((g) => g.stock > 0)!;
    const token = await registerMember(origin, dbPath);
    const { context, page, errors } = await openAs(browser(), token, 'md-mm', '/shop/live');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: replay.name }).first().click();
    await page.waitForURL(new RegExp(`/shop/live-${replay.id}$`));
    await page.waitForLoadState('networkidle');
    const video = page.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), SLOW).toBeGreaterThan(1);
    await screenshot(page, 'live-replay-md-mm', false);

    const aside = page.locator('aside[aria-labelledby="live-goods"]');
    const row = aside.locator('li', { has: page.locator(`a[href="/sku-${goods.sku_id}"]`) });
    await row.getByRole('button', { name: text('md-mm', 'goodsDetail.addToCart') }).click();
    await expect
      .poll(
        async () => (await api<{ sku_id: number }[]>(origin, '/api/cart/goodslists', { token })).map((l) => l.sku_id),
        SLOW,
      )
      .toContain(goods.sku_id);
    await row.getByRole('link', { name: goods.goods_name }).last().click();
    await page.waitForURL(new RegExp(`/sku-${goods.sku_id}$`));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the shop on air says so in its header; its room plays (HLS through hls.js in Chromium)', async () => {
    const live = (await rooms()).find((r) => r.play_type === 'hls' && r.live_status === 101)!;
    const context = await newContext(browser(), origin, { lang: 'en-us' });
    const page = await context.newPage();
    await page.goto(`/shop-${live.site_id}`);
    const tab = page.getByTestId('shop-live-tab');
    expect(await tab.textContent()).toBe(text('en-us', 'shop.liveNow'));
    await screenshot(page, 'shop-live-tab-en-us', false);
    await tab.click();
    await page.waitForURL(/\/shop\/live-\d+$/);
    await page.goto(`/shop/live-${live.id}`);
    await page.waitForLoadState('networkidle');
    const video = page.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), SLOW).toBeGreaterThan(1);
    await screenshot(page, 'live-hls-en-us', false);
    await context.close();
  });

  it('a room with nothing to play says so (Chinese)', async () => {
    const none = (await rooms()).find((r) => r.play_type === '' && r.live_status === 103)!;
    const context = await newContext(browser(), origin, { lang: 'zh-cn' });
    const page = await context.newPage();
    await page.goto(`/shop/live-${none.id}`);
    await expect.poll(() => page.getByText(text('zh-cn', 'goodsDetail.videoUnavailable')).isVisible()).toBe(true);
    expect(await page.locator('video').count()).toBe(0);
    await screenshot(page, 'live-unavailable-zh-cn', false);
    const missing = await page.goto('/shop/live-999999');
    expect(missing?.status()).toBe(404);
    await context.close();
  });
});

describe("the goods page's video (issue 18)", () => {
  it('plays through the same player', async () => {
    const replay = (await rooms()).find((r) => r.play_type === 'mp4')!;
    const goods = replay.goods[0]!;
    const context = await newContext(browser(), origin, { lang: 'md-mm' });
    const page = await context.newPage();
    await page.goto(`/sku-${goods.sku_id}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: text('md-mm', 'goodsDetail.playVideo') }).click();
    const video = page.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), SLOW).toBeGreaterThan(1);
    await screenshot(page, 'goods-video-md-mm', false);
    await context.close();
  });
});

describe('the shop console schedules a room (issue 18)', () => {
  it('schedules a room with two goods, goes live, and the storefront lists it live (Burmese)', async () => {
    const siteId = (await rooms())[0]!.site_id;
    const { context, page } = await openShopConsole(browser(), {
      origin,
      dbPath,
      lang: 'md-mm',
      siteId,
      menuKey: 'live.console.title',
      path: /\/seller\/live$/,
    });
    const name = `e2e room ${Date.now()}`;
    await page.getByLabel(text('md-mm', 'live.console.name')).fill(name);
    await page.getByLabel(text('md-mm', 'live.console.anchor')).fill('မသီတာ');
    await page.getByLabel(text('md-mm', 'live.console.start'), { exact: true }).fill('2030-01-02T10:00');
    await page.getByLabel(text('md-mm', 'live.console.end'), { exact: true }).fill('2030-01-02T12:00');
    const boxes = page.locator('fieldset input[type=checkbox]');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: text('md-mm', 'live.console.save') }).click();
    const row = page.locator('tr', { hasText: name });
    await expect.poll(() => row.count(), SLOW).toBe(1);
    expect(await row.locator('td').nth(3).textContent()).toBe('2');
    await screenshot(page, 'seller-live-md-mm');
    await row.getByRole('button', { name: text('md-mm', 'live.console.goLive') }).click();
    await expect.poll(() => row.textContent(), SLOW).toContain(text('md-mm', 'live.console.end'));
    // Listed once the platform approves it (ADR 069; the review's own journey: platform-content.e2e.ts).
    expect((await rooms()).some((r) => r.name === name)).toBe(false);
    const { token } = await api<{ token: string }>(origin, '/platform/api/login', {
      username: 'operations0',
      password: DEMO_PASSWORD,
    });
    const id = (
      await api<{ list: { id: number; name: string }[] }>(origin, '/platform/api/live/lists', { token })
    ).list.find((r) => r.name === name)!.id;
    await api(origin, '/platform/api/live/approve', { token, id });
    const listed = (await rooms()).find((r) => r.name === name)!;
    expect(listed).toMatchObject({ live_status: 101, site_id: siteId });
    expect(listed.goods).toHaveLength(2);
    await context.close();
  });
});
