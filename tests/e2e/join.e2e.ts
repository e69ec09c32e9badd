import Database from 'better-sqlite3';
import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, newContext, screenshot } from './lib/browser';
import { openAs } from './lib/buying';
import { expectAccessible } from './lib/catalogue';
import { logInToPlatform, platformLoginFor, readDb } from './lib/console';
import { text, type Lang } from './lib/locales';
import { registerMember } from './lib/member';
import { approveApplication, fillShopApplication, logoPng, ownerSignsIn, sendShopApplication } from './lib/shop';

/**
 * Issue 30, ADR 089: a member applies to open a shop, the platform approves it, the member signs
 * in to the shop console with their own account, edits the shop and opens it to shoppers.
 */
const origin = inject('origin');
const dbPath = inject('dbPath');
const lang: Lang = 'md-mm';
const LONG = { timeout: 240_000 };
const browser = browserForFile();

const overflows = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Goods are another part of issue 30: the new shop's first goods is written as the demo seed writes one. */
function putGoodsOnSale(siteId: number, name: string) {
  const db = new Database(dbPath);
  try {
    const goods = db
      .prepare('insert into goods (goods_name, site_id, goods_state, verify_state, price) values (?, ?, 1, 1, 250000)')
      .run(name, siteId);
    const sku = db
      .prepare(
        'insert into goods_sku (goods_id, site_id, sku_name, price, discount_price, stock) values (?, ?, ?, 250000, 250000, 5)',
      )
      .run(goods.lastInsertRowid, siteId, name);
    db.prepare('update goods set sku_id = ? where goods_id = ?').run(sku.lastInsertRowid, goods.lastInsertRowid);
  } finally {
    db.close();
  }
}

describe('a member opens a shop (Burmese)', () => {
  it('applies → the platform approves → the owner signs in to /seller → edits the shop → opens it', LONG, async () => {
    const token = await registerMember(origin, dbPath);
    const { username } = await api<{ username: string }>(origin, '/api/member/info', { token });
    const shopName = `ရွှေ လက်ဖက် ${Date.now().toString(36)}`;
    const logo = await logoPng(browser());

    // The member finds the way from the member centre and applies.
    const member = await openAs(browser(), token, lang, '/member/index');
    const mp = member.page;
    await fillShopApplication(mp, lang, shopName, logo);
    // Sent without the terms, it says so; with them, it goes.
    await mp.getByRole('button', { name: text(lang, 'shopJoin.send') }).click();
    await expect
      .poll(() =>
        mp
          .getByRole('alert')
          .filter({ hasText: text(lang, 'shopJoin.termsNeeded') })
          .count(),
      )
      .toBe(1);
    expect(await overflows(mp)).toBe(false);
    await sendShopApplication(mp, lang, 'join-apply-form-md-mm');
    await screenshot(mp, 'join-apply-pending-md-mm');
    await expectAccessible(mp);

    // The platform's operations staff approve it from the queue.
    const platform = await platformLoginFor(browser(), origin, lang, '/platform/shops');
    const pp = platform.page;
    await logInToPlatform(pp, lang, 'operations0');
    await pp.waitForURL((url) => url.pathname === '/platform/shops');
    await pp.waitForLoadState('networkidle');
    expect(await overflows(pp)).toBe(false);
    await expectAccessible(pp);
    const siteId = await approveApplication(pp, lang, dbPath, shopName, 'join-platform-queue-md-mm');
    await pp.getByRole('link', { name: new RegExp(text(lang, 'shopJoin.tab_approved')) }).click();
    await pp.waitForURL(/tab=approved/);
    await pp.waitForLoadState('networkidle');
    await screenshot(pp, 'join-platform-approved-md-mm');
    await platform.context.close();

    // The member sees it approved and goes to the console, signing in with their own account.
    await ownerSignsIn(mp, lang, username, 'join-apply-approved-md-mm');

    // The owner edits the shop; it cannot open before it has a goods on sale.
    await expect.poll(() => mp.getByTestId('shop-status-name').textContent()).toBe(text(lang, 'shopJoin.closed'));
    expect(await mp.getByRole('button', { name: text(lang, 'shopJoin.openShop') }).isDisabled()).toBe(true);
    await mp.getByLabel(text(lang, 'shopJoin.workingTime')).fill('နေ့စဉ် 09:00 – 18:00');
    await mp.getByLabel(text(lang, 'shopJoin.introduction')).fill('ရှမ်းပြည်မှ လက်ဖက်နှင့် ကော်ဖီ၊ နေ့ချင်းပို့ဆောင်ပေးပါသည်။');
    await mp.getByRole('button', { name: text(lang, 'shopJoin.save') }).click();
    await expect
      .poll(
        () =>
          readDb<{ workingtime: string }>(dbPath, 'select workingtime from shop where site_id = ?', siteId)[0]!
            .workingtime,
      )
      .toBe('နေ့စဉ် 09:00 – 18:00');
    expect(await overflows(mp)).toBe(false);
    await screenshot(mp, 'join-seller-shop-closed-md-mm');
    await expectAccessible(mp);

    // With a goods on sale it opens, and shoppers see it.
    putGoodsOnSale(siteId, 'ရှမ်းလက်ဖက် ၁ ပိဿာ');
    await mp.reload();
    await mp.waitForLoadState('networkidle');
    await mp.getByRole('button', { name: text(lang, 'shopJoin.openShop') }).click();
    await expect.poll(() => mp.getByTestId('shop-status-name').textContent()).toBe(text(lang, 'shopJoin.open'));
    await screenshot(mp, 'join-seller-shop-open-md-mm');

    // Its own categories, shown on its page.
    await mp.getByRole('link', { name: text(lang, 'shopJoin.menuCategories') }).click();
    await mp.waitForURL((url) => url.pathname === '/seller/categories');
    await mp.waitForLoadState('networkidle');
    await mp.getByLabel(text(lang, 'shopJoin.categoryName')).fill('လက်ဖက်');
    await mp.getByRole('button', { name: text(lang, 'shopJoin.save') }).click();
    await expect.poll(() => mp.getByTestId('shop-category-row').count()).toBe(1);
    await screenshot(mp, 'join-seller-categories-md-mm');
    await expectAccessible(mp);
    expect(member.errors).toEqual([]);
    await member.context.close();

    const shopper = await newContext(browser(), origin, { lang });
    const sp = await shopper.newPage();
    await sp.goto(`/shop-${siteId}`);
    await sp.waitForLoadState('networkidle');
    await expect.poll(() => sp.getByText(shopName).first().isVisible()).toBe(true);
    await expect.poll(() => sp.getByText('လက်ဖက်', { exact: true }).first().isVisible()).toBe(true);
    await screenshot(sp, 'join-shop-page-md-mm');
    await shopper.close();
  });
});
