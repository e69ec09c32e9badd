import { ADDON_NAMES } from '@zay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, newContext, screenshot } from './lib/browser';
import { text } from './lib/locales';
import { freePort, startServer, type RunningServer } from './lib/server';

/**
 * Issue 17 (SPEC §8): a marketplace that does not install a promotion's addon says so on its pages,
 * and `addon/addonisexit` reports it absent. Its own server, started without those addons.
 */
const OFF = ['seckill', 'groupbuy', 'bundling', 'topic', 'live'];
const browser = browserForFile();
let server: RunningServer;

beforeAll(async () => {
  const addons = ADDON_NAMES.filter((a) => !OFF.includes(a)).join(',');
  server = await startServer(await freePort(), { ADDONS: addons });
}, 180_000);
afterAll(() => server?.stop());

describe('promotions whose addon is not installed (Burmese)', () => {
  it('report themselves absent, are not in the navigation, and their pages say “plugin not installed”', async () => {
    const addons = await api<Record<string, number>>(server.origin, '/api/addon/addonisexit');
    for (const name of OFF) expect(addons[name], name).toBe(0);
    expect(addons.coupon).toBe(1);

    const context = await newContext(browser(), server.origin, { lang: 'md-mm' });
    const page = await context.newPage();
    // The main navigation has no link to the flash sale (the demo's nav lists it; ADR 076), but keeps the coupon centre.
    await page.goto('/index');
    const nav = page.getByRole('navigation', { name: text('md-mm', 'nav.main') });
    await expect.poll(() => nav.locator('a[href="/coupon"]').count(), { timeout: 15_000 }).toBe(1);
    expect(await nav.locator('a[href^="/promotion/"], a[href^="/shop/live"]').count()).toBe(0);
    const pages: [string, string][] = [
      ['/promotion/seckill', 'seckill.pluginMissing'],
      ['/promotion/groupbuy', 'groupbuy.pluginMissing'],
      ['/promotion/topic', 'topic.pluginMissing'],
      ['/promotion/combo-1', 'combo.pluginMissing'],
      ['/shop/live', 'platformContent.liveOff'],
    ];
    for (const [path, key] of pages) {
      await page.goto(path);
      await expect.poll(() => page.locator('main').textContent(), { timeout: 15_000 }).toContain(text('md-mm', key));
    }
    await page.goto('/promotion/groupbuy');
    await screenshot(page, 'addons-off-groupbuy-md-mm');
    await context.close();
  });
});
