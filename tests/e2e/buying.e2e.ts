import { formatKs, message, toMinor } from '@zay/contract';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, screenshot } from './lib/browser';
import {
  buyableSkus,
  cartRow,
  openAs,
  orderOf,
  ordersOf,
  payRow,
  payWithWallet,
  receiptPng,
  stockOf,
  type BuyableSku,
} from './lib/buying';
import { expectAccessible, SLOW } from './lib/catalogue';
import { text, type Lang } from './lib/locales';
import { registerMember } from './lib/member';

const origin = inject('origin');
const dbPath = inject('dbPath');
const browser = browserForFile();
let token: string;
let skus: BuyableSku[];
beforeAll(async () => {
  token = await registerMember(origin, dbPath);
  // Two shops for the cart, a second goods of the first shop to delete, more for later orders.
  skus = buyableSkus(dbPath, 5);
});

type Line = { cart_id: number; sku_id: number; num: number; discount_price: string };
const cartLines = () => api<Line[]>(origin, '/api/cart/goodslists', { token });
const shown = (minor: number) => formatKs(minor).replace(' Ks', '');
const LONG = { timeout: 120_000 };

const open = (lang: Lang, path: string) => openAs(browser(), token, lang, path);
const placeOrder = (sku: BuyableSku, num = 1) => orderOf(token, sku, num);

describe('cart', () => {
  it('fills the cart from two shops; quantities follow the API; lines go after a confirmation', LONG, async () => {
    const lang: Lang = 'md-mm';
    const [a, b, extra] = [skus[0]!, skus[1]!, buyableSkus(dbPath, 1, 1)[0]!];
    expect(a.site_id).not.toBe(b.site_id);
    const { context, page, errors } = await open(lang, '/cart');
    await page.getByText(text(lang, 'cart.emptyTitle')).waitFor();

    for (const sku of [a, b]) {
      // The button does nothing until the page has hydrated (a slow CI run clicked too early).
      await page.goto(`/sku-${sku.sku_id}`);
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: text(lang, 'goodsDetail.addToCart') }).click();
      await expect.poll(async () => (await cartLines()).some((l) => l.sku_id === sku.sku_id), SLOW).toBe(true);
    }
    await expect
      .poll(() => page.getByLabel(text(lang, 'header.cartCount', { count: 2 })).count(), SLOW)
      .toBeGreaterThan(0);
    await api(origin, '/api/cart/add', { token, sku_id: extra.sku_id, num: 1 });

    await page.goto('/cart');
    await page.waitForLoadState('networkidle');
    for (const sku of [a, b])
      await expect.poll(() => page.locator(`th a[href="/shop-${sku.site_id}"]`).count()).toBe(1);
    const summary = page.getByRole('region', { name: text(lang, 'cart.summary') });
    const total = async () => (await cartLines()).reduce((s, l) => s + toMinor(l.discount_price) * l.num, 0);
    await expect.poll(() => summary.textContent(), SLOW).toContain(shown(await total()));

    // Over the stock, then 0: the API refuses in its own words and the quantity stays.
    const rowA = cartRow(page, a.sku_id);
    const qty = rowA.locator('input[inputmode="numeric"]');
    await qty.fill(String(a.stock + 1));
    await qty.press('Enter');
    await expect.poll(() => rowA.getByRole('alert').textContent(), SLOW).toBe(message(lang, 'OUT_OF_STOCK'));
    await expect.poll(() => qty.inputValue()).toBe('1');
    await qty.fill('0');
    await qty.press('Enter');
    await expect.poll(() => rowA.getByRole('alert').textContent(), SLOW).toBe(message(lang, 'QUANTITY_ZERO'));
    expect((await cartLines()).find((l) => l.sku_id === a.sku_id)?.num).toBe(1);

    // + raises it; the total follows the API's lines.
    await rowA.locator('button:has(svg.lucide-plus)').click();
    await expect.poll(async () => (await cartLines()).find((l) => l.sku_id === a.sku_id)?.num, SLOW).toBe(2);
    await expect.poll(() => summary.textContent(), SLOW).toContain(shown(await total()));

    // Keyboard: Space on a line's box takes it out of the total and puts it back.
    const lines = await cartLines();
    const lineB = lines.find((l) => l.sku_id === b.sku_id)!;
    const boxB = cartRow(page, b.sku_id).getByRole('checkbox');
    await boxB.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => summary.textContent()).toContain(shown((await total()) - toMinor(lineB.discount_price)));
    await page.keyboard.press('Space');
    await expect.poll(() => summary.textContent()).toContain(shown(await total()));

    // Deleting asks first.
    await cartRow(page, extra.sku_id).getByRole('button', { name: /./ }).last().click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: text(lang, 'cart.delete') }).click();
    await expect.poll(async () => (await cartLines()).length, SLOW).toBe(2);
    await expect.poll(() => cartRow(page, extra.sku_id).count(), SLOW).toBe(0);

    // The mini cart opens on hover with the newest lines and the total.
    await page.locator('header a[href="/cart"]').first().hover();
    const mini = page.getByRole('list', { name: text(lang, 'miniCart.title') });
    await expect.poll(() => mini.locator('li').count(), SLOW).toBe(2);
    await page.mouse.move(5, 700);
    await expect.poll(() => mini.isVisible()).toBe(false);
    // …and on keyboard focus; Escape closes it.
    await page.locator('header a[href="/cart"]').first().focus();
    await expect.poll(() => mini.isVisible(), SLOW).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => mini.isVisible()).toBe(false);
    await page.locator('body').focus();

    await screenshot(page, 'buying-cart-md-mm');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('checkout and payment', () => {
  it(
    'checks out both shops with a new address, pays with the sandbox wallet and sees the orders paid',
    LONG,
    async () => {
      const lang: Lang = 'md-mm';
      const { context, page, errors } = await open(lang, '/cart');
      await page.getByRole('button', { name: text(lang, 'cart.checkout') }).click();
      await page.waitForURL(/\/payment\?cart_ids=/);

      // No address yet: the form is open. Regions load level by level.
      await page.getByLabel(text(lang, 'checkout.consignee')).fill('ဒေါ်အေးအေး');
      await page.getByLabel(text(lang, 'checkout.mobile')).fill('09420012345');
      for (const key of ['checkout.province', 'checkout.city', 'checkout.district']) {
        const select = page.getByLabel(text(lang, key));
        await expect.poll(() => select.locator('option').count(), SLOW).toBeGreaterThan(1);
        await select.selectOption({ index: 1 });
      }
      await page.getByLabel(text(lang, 'checkout.detailAddress')).fill('အမှတ် ၅၊ ပြည်လမ်း');
      await page.getByRole('button', { name: text(lang, 'checkout.saveAddress') }).click();
      await expect.poll(() => page.getByRole('radio', { name: /ဒေါ်အေးအေး/ }).isChecked(), SLOW).toBe(true);

      const submit = page.getByRole('button', { name: text(lang, 'checkout.submit') });
      await expect.poll(() => submit.isEnabled(), SLOW).toBe(true);
      const cartIds = (await cartLines()).map((l) => l.cart_id).join(',');
      const figures = await api<{ pay_money: string }>(origin, '/api/ordercreate/calculate', {
        token,
        cart_ids: cartIds,
      });
      const summary = page.locator('section[aria-labelledby=checkout-summary]');
      await expect.poll(() => summary.textContent(), SLOW).toContain(shown(toMinor(figures.pay_money)));
      expect(await page.locator('section[aria-labelledby^="shop-"]').count()).toBe(2);
      await screenshot(page, 'buying-checkout-md-mm');
      await expectAccessible(page);

      await submit.click();
      await page.waitForURL(/\/pay\?out_trade_no=/);
      const outTradeNo = new URL(page.url()).searchParams.get('out_trade_no')!;
      expect(ordersOf(dbPath, outTradeNo)).toHaveLength(2);
      await expect
        .poll(
          () =>
            page
              .getByText(shown(toMinor(figures.pay_money)))
              .first()
              .isVisible(),
          SLOW,
        )
        .toBe(true);
      await screenshot(page, 'buying-pay-md-mm');
      await expectAccessible(page);

      await payWithWallet(page, lang, errors);
      await screenshot(page, 'buying-result-md-mm');
      await expectAccessible(page);
      expect(payRow(dbPath, outTradeNo)).toMatchObject({ pay_status: 2, pay_type: 'alipay' });
      expect(ordersOf(dbPath, outTradeNo).map((o) => [o.order_status, o.pay_status])).toEqual([
        [1, 2],
        [1, 2],
      ]);

      // The order list shows both as awaiting shipment, and the cart is empty now.
      await page.goto('/member/order_list?order_status=waitsend');
      for (const order of ordersOf(dbPath, outTradeNo))
        await expect.poll(() => page.locator(`tbody[data-order-no="${order.order_no}"]`).count(), SLOW).toBe(1);
      expect(await cartLines()).toEqual([]);
      await expect.poll(() => page.getByLabel(text(lang, 'header.cartCount', { count: 0 })).count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('pays another order by bank transfer with a proof picture; the payment waits for the shop', LONG, async () => {
    const lang: Lang = 'en-us';
    const outTradeNo = await placeOrder(skus[2]!);
    const { context, page, errors } = await open(lang, `/pay?out_trade_no=${outTradeNo}`);
    // The footer's help now has an English article of the same title: the method is in the page.
    await page.getByRole('main').getByText(text(lang, 'pay.type_offlinepay')).click();
    await page.getByRole('button', { name: text(lang, 'pay.payNow') }).click();
    await page.getByText(text(lang, 'pay.transferTo')).waitFor();
    expect(await page.getByText(text(lang, 'pay.accountNumber')).isVisible()).toBe(true);

    const picker = page.locator('input[type=file]');
    await picker.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect.poll(() => page.getByText(text(lang, 'pay.proofType')).isVisible()).toBe(true);
    await picker.setInputFiles(await receiptPng(browser()));
    const preview = page.getByRole('img', { name: text(lang, 'pay.proofN', { n: 1 }) });
    await preview.waitFor();
    await expect.poll(() => page.getByRole('progressbar').count(), SLOW).toBe(0);
    await screenshot(page, 'buying-pay-bank-en-us');
    await page.getByRole('button', { name: text(lang, 'pay.sendProof') }).click();
    await page.getByText(text(lang, 'pay.waitingShop')).waitFor();

    const pay = payRow(dbPath, outTradeNo)!;
    expect(pay.pay_status).toBe(1);
    const stored = pay.offline_imgs.split(',')[0]!;
    // A proof is shown to the buyer and the shop's staff only (issue 19).
    expect((await fetch(`${origin}/${stored.replace(/^\//, '')}`)).status).toBe(404);
    const picture = await fetch(`${origin}/${stored.replace(/^\//, '')}`, {
      headers: { cookie: `zay_token=${token}` },
    });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pays with the mobile-scan wallet: a QR code, and the page moves on once the wallet has paid', LONG, async () => {
    const lang: Lang = 'md-mm';
    const outTradeNo = await placeOrder(skus[3]!);
    const { context, page } = await open(lang, `/pay?out_trade_no=${outTradeNo}`);
    await page.getByText('WavePay').click();
    await page.getByRole('button', { name: text(lang, 'pay.payNow') }).click();
    await page.getByRole('img', { name: text(lang, 'pay.qrAlt') }).waitFor();
    // The phone: the wallet's own page, opened from the link beside the code.
    const [phone] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: text(lang, 'pay.openWallet') }).click(),
    ]);
    await phone.locator('button[value=confirm]').click();
    await page.waitForURL(/\/result\?out_trade_no=/, { timeout: 15_000 });
    await page.getByRole('heading', { name: text(lang, 'pay.result_success') }).waitFor();
    expect(payRow(dbPath, outTradeNo)).toMatchObject({ pay_status: 2, pay_type: 'wechatpay' });
    await context.close();
  });
});

describe('order list', () => {
  it('closes an unpaid order after a confirmation; its stock returns and the tab is empty', LONG, async () => {
    const lang: Lang = 'md-mm';
    const sku = skus[4]!;
    const before = stockOf(dbPath, sku.sku_id);
    const outTradeNo = await placeOrder(sku, 2);
    expect(stockOf(dbPath, sku.sku_id)).toBe(before - 2);
    const [order] = ordersOf(dbPath, outTradeNo);

    const { context, page, errors } = await open(lang, '/member/order_list?order_status=waitpay');
    const tabs = page.getByRole('navigation', { name: text(lang, 'order.tabs') });
    expect(await tabs.getByRole('link', { name: text(lang, 'order.tab_waitpay') }).getAttribute('aria-current')).toBe(
      'page',
    );
    const row = page.locator(`tbody[data-order-no="${order!.order_no}"]`);
    await row.getByRole('button', { name: text(lang, 'order.action_close') }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: text(lang, 'order.action_close') }).click();
    await expect.poll(() => ordersOf(dbPath, outTradeNo)[0]!.order_status, SLOW).toBe(-1);
    expect(stockOf(dbPath, sku.sku_id)).toBe(before);
    await expect.poll(() => row.count(), SLOW).toBe(0);

    // Nothing has been shipped to this member yet: that tab is empty.
    await tabs.getByRole('link', { name: text(lang, 'order.tab_waitconfirm') }).click();
    await page.getByText(text(lang, 'order.empty')).waitFor();
    await screenshot(page, 'buying-orders-empty-md-mm', false);

    // All orders: the closed one is still listed, with its status.
    await page.goto('/member/order_list');
    await expect.poll(() => row.count(), SLOW).toBe(1);
    await screenshot(page, 'buying-orders-md-mm');
    await expectAccessible(page);

    // More than a page of orders: numbered pages with "previous".
    for (let i = 0; i < 6; i++) await placeOrder(sku);
    await page.goto('/member/order_list?page=2');
    const pager = page.getByRole('navigation', { name: text(lang, 'catalogue.pager') });
    await pager.getByRole('link', { name: text(lang, 'catalogue.previous') }).click();
    await page.waitForURL((url) => url.pathname === '/member/order_list' && !url.searchParams.has('page'));
    await expect.poll(() => page.locator('tbody[data-order-no]').count(), SLOW).toBe(10);
    expect(errors).toEqual([]);
    await context.close();
  });
});
