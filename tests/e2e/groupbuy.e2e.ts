import Database from 'better-sqlite3';
import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, screenshot } from './lib/browser';
import { openAs, ordersOf, payRow, payWithWallet } from './lib/buying';
import { expectAccessible, SLOW } from './lib/catalogue';
import { openShopConsole, shopWithout } from './lib/console';
import { text, type Lang } from './lib/locales';
import { addAddress, registerMember } from './lib/member';

const origin = inject('origin');
const dbPath = inject('dbPath');
const browser = browserForFile();
const LONG = { timeout: 150_000 };
const lang: Lang = 'md-mm';

type Groupbuy = { id: number; sku_id: number; buy_num: number; stock: number; sell_num: number };
const groupbuyRow = (id: number) => {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select id, sku_id, buy_num, stock, sell_num from groupbuy where id = ?').get(id) as Groupbuy;
  } finally {
    db.close();
  }
};

describe('group buy (Burmese)', () => {
  it('below its minimum is refused, at it bought and paid; the quota goes down', LONG, async () => {
    const token = await registerMember(origin, dbPath);
    await addAddress(origin, token);
    const running = await api<{ list: { groupbuy_id: number; buy_num: number; stock: number }[] }>(
      origin,
      '/groupbuy/api/goods/page',
      { page_size: 0 },
    );
    const first = running.list.find((g) => g.buy_num > 1 && g.stock > g.buy_num)!;
    expect(first, 'the seed has a group buy running with a minimum above 1').toBeDefined();
    const before = groupbuyRow(first.groupbuy_id);

    // The list: running group buys with group price, struck price, minimum and stock bar.
    const { context, page, errors } = await openAs(browser(), token, lang, '/promotion/groupbuy');
    await page.waitForLoadState('networkidle');
    const card = page.locator('article', { has: page.locator(`a[href="/promotion/groupbuy-${first.groupbuy_id}"]`) });
    await expect.poll(() => card.getByText(text(lang, 'groupbuy.minimum', { count: before.buy_num })).count()).toBe(1);
    await screenshot(page, 'groupbuy-list-md-mm');
    await expectAccessible(page);

    // The detail: countdown; the quantity starts at the minimum and the minus stops there.
    await card.getByRole('link', { name: text(lang, 'groupbuy.buyNow') }).click();
    await page.waitForURL(new RegExp(`/promotion/groupbuy-${first.groupbuy_id}$`));
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('timer').count()).toBeGreaterThan(0);
    const quantity = page.getByLabel(text(lang, 'seckill.quantity'));
    expect(await quantity.inputValue()).toBe(String(before.buy_num));
    expect(await page.getByRole('button', { name: text(lang, 'seckill.decrease') }).isDisabled()).toBe(true);
    // Typed below the minimum: refused on the page.
    await quantity.fill(String(before.buy_num - 1));
    await page.getByRole('button', { name: text(lang, 'groupbuy.buyNow') }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(text(lang, 'groupbuy.belowMinimum', { count: before.buy_num }));
    expect(page.url()).toMatch(new RegExp(`/promotion/groupbuy-${first.groupbuy_id}$`));
    await screenshot(page, 'groupbuy-detail-below-minimum-md-mm');
    await expectAccessible(page);

    // Below the minimum straight to the checkout: the API refuses with its text.
    await page.goto(
      `/promotion/groupbuy_payment?groupbuy_id=${first.groupbuy_id}&sku_id=${before.sku_id}&num=${before.buy_num - 1}`,
    );
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.getByText(text(lang, 'groupbuy.belowMinimum', { count: before.buy_num })).count())
      .toBe(1);
    await screenshot(page, 'groupbuy-checkout-refused-md-mm');
    expect(groupbuyRow(first.groupbuy_id)).toEqual(before);

    // At the minimum: the checkout, the order, the sandbox wallet.
    await page.goto(`/promotion/groupbuy-${first.groupbuy_id}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: text(lang, 'groupbuy.buyNow') }).click();
    await page.waitForURL(/\/promotion\/groupbuy_payment\?groupbuy_id=/);
    await page.waitForLoadState('networkidle');
    const submit = page.getByRole('button', { name: text(lang, 'checkout.submit') });
    await expect.poll(() => submit.isEnabled(), SLOW).toBe(true);
    await screenshot(page, 'groupbuy-checkout-md-mm');
    await expectAccessible(page);
    await submit.click();
    await page.waitForURL(/\/pay\?out_trade_no=/);
    const outTradeNo = new URL(page.url()).searchParams.get('out_trade_no')!;
    expect(ordersOf(dbPath, outTradeNo)).toHaveLength(1);
    expect(groupbuyRow(first.groupbuy_id)).toMatchObject({
      stock: before.stock - before.buy_num,
      sell_num: before.sell_num + before.buy_num,
    });
    await page.waitForLoadState('networkidle');
    await payWithWallet(page, lang, errors);
    expect(payRow(dbPath, outTradeNo)).toMatchObject({ pay_status: 2 });

    // The goods page shows the group price with its countdown and links to the group buy.
    await page.goto(`/sku-${before.sku_id}`);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.locator(`a[href="/promotion/groupbuy-${first.groupbuy_id}"]`).count()).toBe(1);
    await screenshot(page, 'groupbuy-goods-page-md-mm', false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a shop clerk creates a group buy in /seller/groupbuy and ends it; the storefront follows', LONG, async () => {
    const { context, page, errors } = await openShopConsole(browser(), {
      origin,
      dbPath,
      lang,
      siteId: shopWithout(dbPath, 'groupbuy'),
      menuKey: 'groupbuy.sellerMenu',
      path: /\/seller\/groupbuy$/,
    });
    const goods = page.locator('select[name=sku_id]');
    const skuId = Number(await goods.inputValue());
    const price = Number(/([\d.]+) Ks$/.exec((await goods.locator('option:checked').textContent())!)![1]);
    // Not below the price: refused with the server's text, nothing made.
    await page.getByLabel(text(lang, 'groupbuy.fieldPrice')).fill(String(price));
    await page.getByLabel(text(lang, 'groupbuy.fieldBuyNum')).fill('2');
    await page.getByLabel(text(lang, 'groupbuy.fieldQuota')).fill('4');
    await page.getByRole('button', { name: text(lang, 'groupbuy.submitAdd') }).click();
    await expect.poll(() => page.getByRole('status').textContent(), SLOW).not.toBe('');
    expect(await page.locator('tbody tr').count()).toBe(0);
    await page.getByLabel(text(lang, 'groupbuy.fieldPrice')).fill(String(Math.max(1, Math.floor(price * 0.8))));
    await page.getByRole('button', { name: text(lang, 'groupbuy.submitAdd') }).click();
    await expect.poll(() => page.getByRole('status').textContent(), SLOW).toBe(text(lang, 'groupbuy.done_added'));
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await screenshot(page, 'groupbuy-seller-md-mm');
    await expectAccessible(page);
    const listed = await api<{ list: { groupbuy_id: number; sku_id: number; stock: number; buy_num: number }[] }>(
      origin,
      '/groupbuy/api/goods/page',
      { page_size: 0 },
    );
    const made = listed.list.find((g) => g.sku_id === skuId)!;
    expect(made).toMatchObject({ stock: 4, buy_num: 2 });

    // Ended by the shop: the detail says the campaign is over and leads to the goods.
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: text(lang, 'groupbuy.end') }).click();
    await expect.poll(() => page.getByRole('status').textContent(), SLOW).toBe(text(lang, 'groupbuy.done_ended'));
    await page.goto(`/promotion/groupbuy-${made.groupbuy_id}`);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('status').textContent()).toBe(text(lang, 'groupbuy.over'));
    await expect.poll(() => page.locator(`a[href="/sku-${skuId}"]`).count()).toBeGreaterThan(0);
    await screenshot(page, 'groupbuy-detail-over-md-mm');
    expect(errors).toEqual([]);
    await context.close();
  });
});
