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

type Seckill = { id: number; sku_id: number; stock: number; sale_num: number };
const seckillRow = (id: number) => {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select id, sku_id, stock, sale_num from seckill where id = ?').get(id) as Seckill;
  } finally {
    db.close();
  }
};

interface Slot {
  id: number;
  status: number;
}

describe('seckill (Burmese)', () => {
  it('buys one in the running slot, pays with the sandbox wallet, and the stock left goes down', LONG, async () => {
    const token = await registerMember(origin, dbPath);
    await addAddress(origin, token);
    const { list } = await api<{ list: Slot[] }>(origin, '/seckill/api/seckill/lists');
    const running = list.find((s) => s.status === 1)!;
    expect(running, 'the seed has a slot running at any time').toBeDefined();
    const goods = await api<{ list: { id: number; stock: number }[] }>(origin, '/seckill/api/seckillgoods/page', {
      seckill_id: running.id,
      page_size: 0,
    });
    const first = goods.list.find((g) => g.stock > 1)!;
    const before = seckillRow(first.id);

    // The list: today's slots, the running one current, its goods with stock bars.
    const { context, page, errors } = await openAs(browser(), token, lang, '/promotion/seckill');
    await page.waitForLoadState('networkidle');
    const slots = page.getByRole('navigation', { name: text(lang, 'seckill.slots') });
    await expect.poll(() => slots.locator('button[aria-current="true"]').count()).toBe(1);
    const card = page.locator('article', { has: page.locator(`a[href="/promotion/seckill-${first.id}"]`) });
    await expect.poll(() => card.getByText(text(lang, 'seckill.left', { count: before.stock })).count(), SLOW).toBe(1);
    // Tiles side by side keep their buy buttons on one line, however their prices wrap.
    const buttonTops = await page.locator('article:has(a[href^="/promotion/seckill-"])').evaluateAll((tiles) => {
      const rows = new Map<number, Set<number>>();
      for (const tile of tiles) {
        const top = Math.round(tile.getBoundingClientRect().top);
        const tops = rows.get(top) ?? rows.set(top, new Set()).get(top)!;
        tops.add(Math.round(tile.lastElementChild!.getBoundingClientRect().top));
      }
      return [...rows.values()].map((tops) => tops.size);
    });
    expect(buttonTops.every((n) => n === 1)).toBe(true);
    // An ended or coming slot says so instead of opening.
    const other = slots.locator('button:not([aria-current])').first();
    if (await other.count()) {
      await other.click();
      await expect.poll(() => slots.getByRole('status').textContent()).not.toBe('');
    }
    await screenshot(page, 'seckill-list-md-mm');
    await expectAccessible(page);

    // The detail: flash price and countdown; buy now opens the seckill checkout.
    await card.getByRole('link', { name: text(lang, 'seckill.buyNow') }).click();
    await page.waitForURL(new RegExp(`/promotion/seckill-${first.id}$`));
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('timer').count()).toBeGreaterThan(0);
    await screenshot(page, 'seckill-detail-md-mm');
    await expectAccessible(page);
    await page.getByRole('button', { name: text(lang, 'seckill.buyNow') }).click();
    await page.waitForURL(/\/promotion\/seckill_payment\?seckill_id=/);
    await page.waitForLoadState('networkidle');

    const submit = page.getByRole('button', { name: text(lang, 'checkout.submit') });
    await expect.poll(() => submit.isEnabled(), SLOW).toBe(true);
    await screenshot(page, 'seckill-checkout-md-mm');
    await submit.click();
    await page.waitForURL(/\/pay\?out_trade_no=/);
    const outTradeNo = new URL(page.url()).searchParams.get('out_trade_no')!;
    expect(ordersOf(dbPath, outTradeNo)).toHaveLength(1);
    expect(seckillRow(first.id)).toMatchObject({ stock: before.stock - 1, sale_num: before.sale_num + 1 });

    await page.waitForLoadState('networkidle');
    await payWithWallet(page, lang, errors);
    expect(payRow(dbPath, outTradeNo)).toMatchObject({ pay_status: 2 });

    // Back on the list, the stock left is one less.
    await page.goto('/promotion/seckill');
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => card.getByText(text(lang, 'seckill.left', { count: before.stock - 1 })).count(), SLOW)
      .toBe(1);

    // The goods page shows the running seckill's price and links to it; the home page has the floor.
    await page.goto(`/sku-${before.sku_id}`);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.locator(`a[href="/promotion/seckill-${first.id}"]`).count()).toBe(1);
    await screenshot(page, 'seckill-goods-page-md-mm', false);
    await page.goto('/index');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.locator('section[aria-labelledby=home-seckill] article').count()).toBeGreaterThan(0);
    await page.locator('section[aria-labelledby=home-seckill]').scrollIntoViewIfNeeded();
    await screenshot(page, 'seckill-home-md-mm', false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a shop clerk signs a goods up to the running slot in /seller/seckill; it is on sale at once', LONG, async () => {
    const { list } = await api<{ list: Slot[] }>(origin, '/seckill/api/seckill/lists');
    const running = list.find((s) => s.status === 1)!;
    const { context, page, errors } = await openShopConsole(browser(), {
      origin,
      dbPath,
      lang,
      siteId: shopWithout(dbPath, 'seckill'),
      menuKey: 'seckill.sellerMenu',
      path: /\/seller\/seckill$/,
    });
    const goods = page.locator('select[name=sku_id]');
    const skuId = Number(await goods.inputValue());
    const price = Number(/([\d.]+) Ks$/.exec((await goods.locator('option:checked').textContent())!)![1]);
    await page.getByLabel(text(lang, 'seckill.fieldPrice')).fill(String(Math.max(1, Math.floor(price / 2))));
    await page.getByLabel(text(lang, 'seckill.fieldStock')).fill('3');
    await page.getByLabel(text(lang, 'seckill.fieldLimit'), { exact: false }).fill('1');
    const slots = page.getByRole('group', { name: text(lang, 'seckill.fieldSlots') });
    await slots.locator(`input[value="${running.id}"]`).check();
    await page.getByRole('button', { name: text(lang, 'seckill.submitAdd') }).click();
    await expect.poll(() => page.getByRole('status').textContent(), SLOW).toBe(text(lang, 'seckill.added'));
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await screenshot(page, 'seckill-seller-md-mm');
    await expectAccessible(page);
    const goodsOfSlot = await api<{ list: { sku_id: number; stock: number }[] }>(
      origin,
      '/seckill/api/seckillgoods/page',
      {
        seckill_id: running.id,
        page_size: 0,
      },
    );
    expect(goodsOfSlot.list.find((g) => g.sku_id === skuId)).toMatchObject({ stock: 3 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
