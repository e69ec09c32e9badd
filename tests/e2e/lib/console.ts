import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './api';
import { drawPng, newContext, screenshot, watchErrors } from './browser';
import { buyableSkus, orderFromCart, payRow, receiptPng } from './buying';
import { SLOW } from './catalogue';
import { text, type Lang } from './locales';
import { DEMO_PASSWORD } from './member';

/** Steps of the shop console (`/seller`) and of the after-purchase journeys around it. */

export function readDb<T>(dbPath: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** The demo shop's order clerk. */
export const clerkOf = (dbPath: string, siteId: number) =>
  readDb<{ username: string }>(dbPath, "select username from servicer where site_id = ? and role = 'clerk'", siteId)[0]!
    .username;

/** A new browser context for a console's pages (15 s for each step): its page and the page's errors. */
export async function consoleContext(browser: Browser, origin: string, lang: Lang) {
  const context = await newContext(browser, origin, { lang });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** A console context logged in to the shop console as `username` (see `logInToConsole`), on `/seller`. */
export async function shopConsole(browser: Browser, origin: string, lang: Lang, username: string, shot = '') {
  const c = await consoleContext(browser, origin, lang);
  await logInToConsole(c.page, lang, username, shot);
  return c;
}

/** A console context sent from the platform console's `path` to its login page (not logged in yet). */
export async function platformLoginFor(browser: Browser, origin: string, lang: Lang, path: string) {
  const c = await consoleContext(browser, origin, lang);
  await c.page.goto(path);
  await c.page.waitForURL(/\/platform\/login\?redirect=/);
  await c.page.waitForLoadState('networkidle');
  return c;
}

/** Logs in to the console through its login page (the way back leads to `/seller`). */
export async function logInToConsole(page: Page, lang: Lang, username: string, shot = '') {
  await page.goto('/seller');
  await page.waitForURL(/\/seller\/login\?redirect=/);
  await page.waitForLoadState('networkidle');
  if (shot) await screenshot(page, shot);
  await page.getByLabel(text(lang, 'seller.username')).fill(username);
  await page.getByLabel(text(lang, 'seller.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text(lang, 'seller.submit') }).click();
  await page.waitForURL((url) => url.pathname === '/seller');
}

/** The first shop with a clerk and goods on sale that has no row in the promotion table `table` yet. */
export const shopWithout = (dbPath: string, table: 'seckill' | 'groupbuy') =>
  readDb<{ site_id: number }>(
    dbPath,
    `select g.site_id from goods g join servicer v on v.site_id = g.site_id and v.role = 'clerk'
      where g.goods_state = 1 and g.verify_state = 1 and g.site_id not in (select site_id from ${table})
      order by g.site_id limit 1`,
  )[0]!.site_id;

/**
 * A new browser context on a page of the shop console: logged in as the shop's clerk, through the
 * menu link named by `menuKey`, settled at `path`.
 */
export async function openShopConsole(
  browser: Browser,
  o: { origin: string; dbPath: string; lang: Lang; siteId: number; menuKey: string; path: RegExp },
) {
  const c = await shopConsole(browser, o.origin, o.lang, clerkOf(o.dbPath, o.siteId));
  await c.page.getByRole('link', { name: text(o.lang, o.menuKey) }).click();
  await c.page.waitForURL(o.path);
  await c.page.waitForLoadState('networkidle');
  return c;
}

/** Fills the platform console's login form (the page is on it) as `username` and sends it. */
export async function logInToPlatform(page: Page, lang: Lang, username: string) {
  await page.getByLabel(text(lang, 'platform.username')).fill(username);
  await page.getByLabel(text(lang, 'platform.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text(lang, 'platform.submit') }).click();
}

/** The buyer's transfer proof for a payment: uploaded, then sent; the payment waits for the shop. */
export async function sendProof(browser: Browser, origin: string, token: string, outTradeNo: string) {
  const form = new FormData();
  form.set('file', new Blob([fs.readFileSync(await receiptPng(browser))], { type: 'image/png' }), 'receipt.png');
  const upload = await fetch(`${origin}/api/upload/payproof`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const { data } = (await upload.json()) as { data: { pic_path: string } };
  await api(origin, '/api/pay/offlinepay', { token, out_trade_no: outTradeNo, imgs: [data.pic_path] });
}

/** One order of two goods of the same shop (the `skip`-th pair of demo goods), bought from the cart through the API. */
export async function orderOfTwoGoods(
  origin: string,
  dbPath: string,
  token: string,
  skip = 0,
): Promise<{ outTradeNo: string; siteId: number; skuIds: number[] }> {
  const [a, b] = [buyableSkus(dbPath, 1, skip)[0]!, buyableSkus(dbPath, 1, skip + 1)[0]!];
  expect(a.site_id).toBe(b.site_id);
  expect(a.sku_id).not.toBe(b.sku_id);
  const outTradeNo = await orderFromCart(origin, token, [a.sku_id, b.sku_id]);
  return { outTradeNo, siteId: a.site_id, skuIds: [a.sku_id, b.sku_id] };
}

/** One order of two goods of the same shop (the `skip`-th pair of demo goods), its transfer proof sent. */
export async function orderWithProof(
  browser: Browser,
  origin: string,
  dbPath: string,
  token: string,
  skip = 0,
): Promise<{ outTradeNo: string; siteId: number; skuIds: number[] }> {
  const order = await orderOfTwoGoods(origin, dbPath, token, skip);
  await sendProof(browser, origin, token, order.outTradeNo);
  expect(payRow(dbPath, order.outTradeNo)?.pay_status).toBe(1);
  return order;
}

/** On an order's desk page: confirms the transfer (asked first); the ship panel appears. */
export async function confirmProof(page: Page, lang: Lang) {
  await page.getByRole('button', { name: text(lang, 'seller.confirmProof') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: text(lang, 'seller.confirmProof') })
    .click();
  await page.getByTestId('ship-panel').waitFor();
}

/** A package of the ship panel: its courier and waybill. */
async function fillPackage(parcel: Locator, lang: Lang, courier: string, waybill: string) {
  await parcel.locator('select').selectOption({ label: courier });
  await parcel.getByLabel(text(lang, 'seller.waybill')).fill(waybill);
}

/** Sends the ship panel and waits for the desk to list `count` packages. */
async function submitPackages(page: Page, lang: Lang, count: number) {
  await page.getByRole('button', { name: text(lang, 'seller.shipSubmit') }).click();
  const packages = page.getByTestId('desk-package');
  await expect.poll(() => packages.count(), SLOW).toBe(count);
  return packages;
}

/** On a paid order's desk page: everything in one Royal Express package. */
export async function shipOnePackage(page: Page, lang: Lang) {
  await fillPackage(page.getByTestId('ship-package'), lang, 'Royal Express', 'RE-E2E-0001');
  return submitPackages(page, lang, 1);
}

/** On a paid order's desk page: Royal Express with the first goods, Ninja Van with the second. */
export async function shipTwoPackages(page: Page, lang: Lang, shot = '') {
  await page.getByRole('button', { name: text(lang, 'seller.addPackage') }).click();
  const parcels = page.getByTestId('ship-package');
  await expect.poll(() => parcels.count()).toBe(2);
  await fillPackage(parcels.nth(0), lang, 'Royal Express', 'RE-E2E-0001');
  await fillPackage(parcels.nth(1), lang, 'Ninja Van', 'NV-E2E-0002');
  await page
    .locator('select[name^="goods-"]')
    .nth(1)
    .selectOption({ label: text(lang, 'seller.packageN', { n: 2 }) });
  if (shot) await screenshot(page, shot);
  return submitPackages(page, lang, 2);
}

/** Two real pictures drawn by the browser, for reviews. */
export async function photos(browser: Browser): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-review-'));
  const files = [];
  for (const [i, colour] of ['#f4d58d', '#8dc6f4'].entries()) {
    files.push(
      await drawPng(
        browser,
        { width: 480, height: 360 },
        `<body style="margin:0;background:${colour};font:32px sans-serif;display:grid;place-items:center;height:100vh">` +
          `<p>Review photo ${i + 1} 📦</p></body>`,
        path.join(dir, `photo-${i + 1}.png`),
      ),
    );
  }
  return files;
}

/** The order list's review (or follow-up) button of an order. */
export const reviewButton = (page: Page, orderId: number, title: string) =>
  page.locator(`a[href="/evaluate?order_id=${orderId}"]`, { hasText: title });

/**
 * The review with pictures on the goods page of `skuId` that holds `text`, once the page shows it
 * (its caches hold answers a few seconds); the page is left open on it.
 */
export async function reviewOnGoodsPage(page: Page, skuId: number, text: string) {
  const review = page.locator('#goods-tabs li', { hasText: text });
  await expect
    .poll(
      async () => {
        await page.goto(`/sku-${skuId}?evaluate_type=image#goods-tabs`);
        return review.count();
      },
      { timeout: 30_000, interval: 1500 },
    )
    .toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  return review;
}
