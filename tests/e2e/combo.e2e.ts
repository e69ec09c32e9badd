import Database from 'better-sqlite3';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, screenshot } from './lib/browser';
import { openAs, ordersOf, payRow, payWithWallet, stockOf } from './lib/buying';
import { expectAccessible, SLOW } from './lib/catalogue';
import { openShopConsole } from './lib/console';
import { text, type Lang } from './lib/locales';
import { addAddress, registerMember } from './lib/member';

const origin = inject('origin');
const dbPath = inject('dbPath');
const browser = browserForFile();
const LONG = { timeout: 150_000 };
const lang: Lang = 'md-mm';

function read<T>(sql: string, ...args: unknown[]): T[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
}

describe('combo packages (Burmese)', () => {
  it('from a goods page to its combo, bought and paid; the order holds the package’s goods', LONG, async () => {
    const token = await registerMember(origin, dbPath);
    await addAddress(origin, token);
    // A seeded package whose shop pays delivery, and its goods.
    const [combo] = read<{ bl_id: number; bl_price: number }>(
      'select bl_id, bl_price from bundling where status = 1 and shipping_fee_type = 1 order by bl_id limit 1',
    );
    expect(combo, 'the seed has a combo package').toBeDefined();
    const skus = read<{ sku_id: number; sku_name: string }>(
      'select s.sku_id, s.sku_name from bundling_goods bg join goods_sku s on s.sku_id = bg.sku_id where bg.bl_id = ? order by bg.sort',
      combo!.bl_id,
    );
    const stockBefore = skus.map((s) => stockOf(dbPath, s.sku_id));

    // The goods page lists the package under its price, linking to it.
    const { context, page, errors } = await openAs(browser(), token, lang, `/sku-${skus[0]!.sku_id}`);
    await page.waitForLoadState('networkidle');
    const link = page.locator(`a[href="/promotion/combo-${combo!.bl_id}"]`);
    await expect.poll(() => link.count()).toBe(1);
    await screenshot(page, 'combo-goods-page-md-mm', false);
    await link.click();
    await page.waitForURL(new RegExp(`/promotion/combo-${combo!.bl_id}$`));
    await page.waitForLoadState('networkidle');

    // The package page: every goods, the free delivery, the saving; too many packages warn per goods.
    await expect.poll(() => page.locator('section[aria-labelledby=combo-name] li').count()).toBe(skus.length);
    expect(await page.getByText(text(lang, 'combo.freeDelivery')).count()).toBe(1);
    const quantity = page.getByLabel(text(lang, 'combo.quantity'));
    await quantity.fill('9999');
    await expect
      .poll(() => page.locator('section[aria-labelledby=combo-name] [role=alert]').count())
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: text(lang, 'combo.buyNow') }).click();
    await expect.poll(() => page.locator('aside [role=alert]').textContent()).toBe(text(lang, 'combo.stockShortAll'));
    await screenshot(page, 'combo-stock-warning-md-mm');
    await quantity.fill('2');
    await expect.poll(() => page.locator('section[aria-labelledby=combo-name] [role=alert]').count()).toBe(0);
    await screenshot(page, 'combo-detail-md-mm');
    await expectAccessible(page);

    // Buy → the one checkout with the combo's calls: two packages at the package price, no delivery fee.
    await page.getByRole('button', { name: text(lang, 'combo.buyNow') }).click();
    await page.waitForURL(new RegExp(`/promotion/combo_payment\\?bl_id=${combo!.bl_id}&num=2`));
    await page.waitForLoadState('networkidle');
    const submit = page.getByRole('button', { name: text(lang, 'checkout.submit') });
    await expect.poll(() => submit.isEnabled(), SLOW).toBe(true);
    await screenshot(page, 'combo-checkout-md-mm');
    await submit.click();
    await page.waitForURL(/\/pay\?out_trade_no=/);
    const outTradeNo = new URL(page.url()).searchParams.get('out_trade_no')!;
    const [order] = ordersOf(dbPath, outTradeNo);
    const [row] = read<{ pay_money: number; promotion_type: string; delivery_money: number }>(
      'select pay_money, promotion_type, delivery_money from orders where order_id = ?',
      order!.order_id,
    );
    expect(row).toEqual({ pay_money: combo!.bl_price * 2, promotion_type: 'bundling', delivery_money: 0 });
    skus.forEach((s, i) => expect(stockOf(dbPath, s.sku_id)).toBe(stockBefore[i]! - 2));

    await page.waitForLoadState('networkidle');
    await payWithWallet(page, lang, errors);
    expect(payRow(dbPath, outTradeNo)).toMatchObject({ pay_status: 2 });

    // The order shows the package's goods.
    await page.goto(`/member/order_detail?order_id=${order!.order_id}`);
    await page.waitForLoadState('networkidle');
    for (const s of skus) await expect.poll(() => page.getByText(s.sku_name).count(), SLOW).toBeGreaterThan(0);
    await screenshot(page, 'combo-order-md-mm');
    expect(errors).toEqual([]);
    await context.close();
  });

  it(
    'a shop clerk makes a package in /seller/combos, then switches it off; it can no longer be bought',
    LONG,
    async () => {
      const [shop] = read<{ site_id: number }>(
        `select g.site_id from goods g join servicer v on v.site_id = g.site_id and v.role = 'clerk'
        where g.goods_state = 1 and g.verify_state = 1 and g.is_virtual = 0
        group by g.site_id having count(*) >= 2 order by g.site_id limit 1`,
      );
      const { context, page, errors } = await openShopConsole(browser(), {
        origin,
        dbPath,
        lang,
        siteId: shop!.site_id,
        menuKey: 'combo.sellerMenu',
        path: /\/seller\/combos$/,
      });
      await page.getByLabel(text(lang, 'combo.fieldName')).fill('နံနက်စာ တွဲဖက်');
      await page.getByLabel(text(lang, 'combo.fieldPrice')).fill('100');
      const boxes = page.getByRole('group', { name: text(lang, 'combo.fieldGoods') }).locator('input[type=checkbox]');
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByRole('button', { name: text(lang, 'combo.submitSave') }).click();
      await expect.poll(() => page.getByRole('status').textContent(), SLOW).toBe(text(lang, 'combo.saved'));
      const [made] = read<{ bl_id: number }>(
        'select bl_id from bundling where site_id = ? order by bl_id desc limit 1',
        shop!.site_id,
      );
      // The new package's row in the list (the goods picker above is a table too).
      const row = page.locator('tbody tr', { has: page.locator(`a[href="/promotion/combo-${made!.bl_id}"]`) });
      await expect.poll(() => row.count()).toBe(1);
      await screenshot(page, 'combo-seller-md-mm');
      await expectAccessible(page);
      await row.getByRole('button', { name: text(lang, 'combo.switchOff') }).click();
      await expect.poll(() => row.getByText(text(lang, 'combo.statusOff')).count(), SLOW).toBe(1);

      await page.goto(`/promotion/combo-${made!.bl_id}`);
      await page.waitForLoadState('networkidle');
      expect(await page.getByText(text(lang, 'combo.notBuyable')).count()).toBe(1);
      expect(await page.getByRole('button', { name: text(lang, 'combo.buyNow') }).count()).toBe(0);
      await screenshot(page, 'combo-off-md-mm');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
