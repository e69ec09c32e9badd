import Database from 'better-sqlite3';
import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, screenshot, textLines } from './lib/browser';
import { buyableSkus, openAs, ordersOf } from './lib/buying';
import { shopConsole } from './lib/console';
import { text, type Lang } from './lib/locales';
import { memberForFile } from './lib/member';

const origin = inject('origin');
const dbPath = inject('dbPath');
const LONG = { timeout: 150_000 };
const SLOW = { timeout: 15_000 };
const lang: Lang = 'md-mm';
/** The seed's 500 Ks coupon as a Burmese reader sees it (coupon names are translated, ADR 097). */
const COUPON = 'ပမာဏမရွေး ၅၀၀ ကျပ် လျှော့';
const browser = browserForFile();
const shopper = memberForFile({ address: true });

type TypeRow = { coupon_type_id: number; coupon_name: string; site_id: number };

/** A buyable SKU of a shop that offers the seed's 500 Ks coupon (any amount, so any goods reach it). */
async function skuWithCoupon() {
  for (const sku of buyableSkus(dbPath, 50)) {
    const page = await api<{ list: TypeRow[] }>(origin, '/coupon/api/coupon/typepagelists', { site_id: sku.site_id });
    const type = page.list.find((c) => c.coupon_name === COUPON);
    if (type) return { sku, type };
  }
  throw new Error(`no buyable shop offers "${COUPON}"`);
}

function couponMoneyOf(outTradeNo: string) {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare('select coupon_money from orders where out_trade_no = ?').get(outTradeNo) as {
      coupon_money: number;
    };
  } finally {
    db.close();
  }
}

describe('coupons', () => {
  it('receives a coupon in the centre, uses it at checkout, and finds it under "used"', LONG, async () => {
    const { sku, type } = await skuWithCoupon();
    const { context, page, errors } = await openAs(browser(), shopper().token, lang, `/coupon?site_id=${sku.site_id}`);
    await page.waitForLoadState('networkidle');
    const card = page.getByTestId('coupon-card').filter({ hasText: COUPON });
    await expect.poll(() => card.count(), SLOW).toBe(1);
    await screenshot(page, 'coupons-centre-md-mm');

    await card.getByRole('button', { name: text(lang, 'coupons.receive') }).click();
    await card.getByRole('link', { name: text(lang, 'coupons.use') }).waitFor();
    await screenshot(page, 'coupons-received-md-mm');
    const mine = await api<{ list: { coupon_id: number; coupon_type_id: number }[] }>(
      origin,
      '/coupon/api/coupon/memberpage',
      { token: shopper().token, state: 1 },
    );
    const coupon = mine.list.find((c) => c.coupon_type_id === type.coupon_type_id)!;
    expect(coupon).toBeDefined();

    // The goods page of that shop shows the coupon, marked held.
    await page.goto(`/sku-${sku.sku_id}`);
    await expect
      .poll(
        () =>
          page
            .getByRole('link', { name: /500 Ks/ })
            .first()
            .isVisible(),
        SLOW,
      )
      .toBe(true);
    await screenshot(page, 'coupons-goods-md-mm', false);

    // Checkout: the received coupon is offered; choosing it takes its 500 Ks off the total.
    await page.goto(`/payment?sku_id=${sku.sku_id}&num=1`);
    await page.waitForLoadState('networkidle');
    const select = page.getByLabel(text(lang, 'checkout.storeCoupon'));
    await expect.poll(() => select.locator(`option[value="${coupon.coupon_id}"]`).count(), SLOW).toBe(1);
    await select.selectOption(String(coupon.coupon_id));
    const summary = page.locator('section[aria-labelledby=checkout-summary]');
    await expect.poll(() => summary.textContent(), SLOW).toContain('500.00');
    await screenshot(page, 'coupons-checkout-md-mm');
    const submit = page.getByRole('button', { name: text(lang, 'checkout.submit') });
    await expect.poll(() => submit.isEnabled(), SLOW).toBe(true);
    await submit.click();
    await page.waitForURL(/\/pay\?out_trade_no=/);
    const outTradeNo = new URL(page.url()).searchParams.get('out_trade_no')!;
    expect(couponMoneyOf(outTradeNo).coupon_money).toBe(500_00);
    const [order] = ordersOf(dbPath, outTradeNo);

    // My coupons: no longer unused; under "used" with the order's number.
    await page.goto('/member/my_coupon');
    await expect.poll(() => page.getByTestId('coupon-card').filter({ hasText: COUPON }).count(), SLOW).toBe(0);
    await page.getByRole('link', { name: text(lang, 'coupons.stateUsed') }).click();
    await page.waitForURL(/state=2/);
    const used = page.getByTestId('coupon-card').filter({ hasText: COUPON });
    await expect.poll(() => used.count(), SLOW).toBe(1);
    await expect.poll(() => used.textContent()).toContain(order!.order_no);
    await screenshot(page, 'coupons-my-used-md-mm');
    expect(errors).toEqual([]);
    await context.close();
  });

  it(
    'a shop owner creates a coupon in the console, shoppers see it in the centre, the owner ends it',
    LONG,
    async () => {
      const { context, page, errors } = await shopConsole(browser(), origin, lang, 'owner1');
      await page.getByRole('link', { name: text(lang, 'coupons.sellerMenu') }).click();
      await page.waitForURL(/\/seller\/coupons/);
      await page.waitForLoadState('networkidle');
      await page.getByRole('link', { name: text(lang, 'coupons.sellerNew') }).click();
      await page.waitForURL(/\/seller\/coupon_edit/);
      await page.waitForLoadState('networkidle');
      const name = `ဆောင်းရာသီ ${Date.now() % 100000}`;
      await page.getByLabel(text(lang, 'coupons.formName')).fill(name);
      await page.getByLabel(text(lang, 'coupons.formMoney')).fill('3000');
      await page.getByLabel(text(lang, 'coupons.formAtLeast')).fill('30000');
      await page.getByLabel(text(lang, 'coupons.formDays')).check();
      await page.getByLabel(text(lang, 'coupons.formTerm')).fill('10');
      await page.getByLabel(text(lang, 'coupons.formCount')).fill('50');
      await screenshot(page, 'coupons-seller-form-md-mm');
      await page.getByRole('button', { name: text(lang, 'coupons.formSave') }).click();
      await page.waitForURL(/\/seller\/coupons$/);
      const row = page.getByTestId('seller-coupon-row').filter({ hasText: name });
      await expect.poll(() => row.count(), SLOW).toBe(1);
      await screenshot(page, 'coupons-seller-list-md-mm');
      // At 1280px the row's status and its two buttons read on one line each (they once broke in two).
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await textLines(row.getByText(text(lang, 'coupons.statusGoing'), { exact: true }))).toBe(1);
      expect(await textLines(row.getByRole('link', { name: text(lang, 'coupons.sellerEdit') }))).toBe(1);
      expect(await textLines(row.getByRole('button', { name: text(lang, 'coupons.sellerEnd') }))).toBe(1);

      const centre = await api<{ list: TypeRow[] }>(origin, '/coupon/api/coupon/typepagelists', { page_size: 100 });
      expect(centre.list.map((c) => c.coupon_name)).toContain(name);

      await row.getByRole('button', { name: text(lang, 'coupons.sellerEnd') }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: text(lang, 'coupons.sellerEnd'), exact: true })
        .click();
      await expect.poll(() => row.textContent(), SLOW).toContain(text(lang, 'coupons.statusClosed'));
      const after = await api<{ list: TypeRow[] }>(origin, '/coupon/api/coupon/typepagelists', { page_size: 100 });
      expect(after.list.map((c) => c.coupon_name)).not.toContain(name);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
