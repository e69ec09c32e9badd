import {
  formatKs,
  message,
  toMinor,
  type Checkout,
  type CheckoutCoupon,
  type CheckoutShop,
  type PickupStore,
} from '@zay/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, screenshot } from './lib/browser';
import { openAs, ordersOf } from './lib/buying';
import { expectAccessible, SLOW } from './lib/catalogue';
import {
  amountsIn,
  facts,
  figures,
  fillCart,
  invoiceOf,
  isCalculating,
  minor,
  pick,
  recalculated,
  rest,
  shopBlock,
  shopWith,
  shownRate,
  slotText,
  summary,
  type Amounts,
  type Figures,
  type ShopPlan,
} from './lib/checkout';
import { text, type Lang } from './lib/locales';
import { addAddress, logIn } from './lib/member';

type DeliverySlot = CheckoutShop['local_delivery_times'][number];
const origin = inject('origin');
const dbPath = inject('dbPath');
const LONG = { timeout: 120_000 };
const lang: Lang = 'md-mm';
const browser = browserForFile();

/** A demo buyer's session; local delivery needs an address (the address form has its own journey). */
async function demoBuyer(username: string) {
  const token = await logIn(origin, dbPath, username);
  await addAddress(origin, token);
  return token;
}

const INVOICE = {
  title: 'ရွှေမြန်မာ ကုမ္ပဏီ လီမိတက်',
  taxpayer: 'MM-0123456789',
  address: 'အမှတ် ၁၂၊ လှည်းတန်းလမ်း၊ ကမာရွတ်၊ ရန်ကုန်',
};

/** Pickup at the pickup shop's last store (its address and hours shown), the other shop's last local slot. */
async function chooseDelivery(page: Page, [pickup, local]: ShopPlan[], before: Figures) {
  const plans = [pickup!, local!];
  const store = pickup!.shop.store_list.at(-1)!;
  const slot = local!.shop.local_delivery_times.at(-1)!;
  const pickupBlock = shopBlock(page, pickup!.sku.site_id);
  let now = await recalculated(page, lang, plans, () => pick(pickupBlock, message(lang, 'DELIVERY_STORE')));
  expect(now.pay).toBe(before.pay - before.shops.get(pickup!.sku.site_id)!.delivery);
  expect(now.shops.get(pickup!.sku.site_id)!.delivery).toBe(0);
  now = await recalculated(page, lang, plans, () =>
    pickupBlock.getByLabel(text(lang, 'checkout.pickupStore')).selectOption(String(store.store_id)),
  );
  await pickupBlock.getByText(text(lang, 'checkout.storeHours', { hours: store.open_date })).waitFor();
  await pickupBlock.getByText(store.full_address).waitFor();

  const localBlock = shopBlock(page, local!.sku.site_id);
  const fee = (f: Figures) => f.shops.get(local!.sku.site_id)!.delivery;
  const beforeLocal = now;
  now = await recalculated(page, lang, plans, () => pick(localBlock, message(lang, 'DELIVERY_LOCAL')));
  expect(now.pay).toBe(beforeLocal.pay - fee(beforeLocal) + fee(now));
  now = await recalculated(page, lang, plans, () =>
    localBlock.getByLabel(text(lang, 'checkout.deliveryTime')).selectOption(slot.value),
  );
  return { store, slot, figures: now };
}

/** The pickup shop's store coupon, then a fixed-amount platform coupon: each takes off exactly its amount. */
async function chooseCoupons(page: Page, plans: ShopPlan[], before: Figures, platformCoupons: CheckoutCoupon[]) {
  const pickup = plans[0]!;
  const platform = platformCoupons.find((c) => c.type === 'reward')!;
  expect(platform, 'a fixed-amount platform coupon that this order reaches').toBeDefined();
  const withStore = await recalculated(page, lang, plans, () =>
    shopBlock(page, pickup.sku.site_id)
      .getByLabel(text(lang, 'checkout.storeCoupon'))
      .selectOption(String(pickup.coupon.coupon_id)),
  );
  expect(withStore.pay).toBe(before.pay - toMinor(pickup.coupon.money));
  expect(withStore.rows.couponMoney).toBe(toMinor(pickup.coupon.money));
  const withPlatform = await recalculated(page, lang, plans, () =>
    page.getByLabel(text(lang, 'checkout.platformCoupon')).selectOption(String(platform.coupon_id)),
  );
  expect(withPlatform.pay).toBe(withStore.pay - toMinor(platform.money));
  expect(withPlatform.rows.platformCouponMoney).toBe(toMinor(platform.money));
  return { platform, figures: withPlatform };
}

/** A paper invoice for a company: each shop's charge is the rate of what its goods cost now, plus postage. */
async function askInvoice(page: Page, plans: ShopPlan[], before: Figures, config: Checkout['invoice_config']) {
  const section = page.locator('section[aria-labelledby=checkout-invoice]');
  await recalculated(page, lang, plans, () => pick(section, text(lang, 'checkout.invoiceYes')));
  const postage = formatKs(config.paper_money);
  await section
    .getByText(text(lang, 'checkout.invoiceRate', { rate: shownRate(config.invoice_rate), postage }))
    .waitFor();
  await pick(section, text(lang, 'checkout.invoice_paper'));
  await pick(section, text(lang, 'checkout.invoice_enterprise'));
  await section.getByLabel(text(lang, 'checkout.invoiceContent')).selectOption('digital');
  await section.getByLabel(text(lang, 'checkout.invoiceHeader')).fill(INVOICE.title);
  await section.getByLabel(text(lang, 'checkout.taxpayerId'), { exact: true }).fill(INVOICE.taxpayer);
  // The last missing field completes the request: its charge is asked for then.
  const now = await recalculated(page, lang, plans, () =>
    section.getByLabel(text(lang, 'checkout.invoiceAddress')).fill(INVOICE.address),
  );
  const charges = [...before.shops.values()].map((s) => invoiceOf(s.total - s.delivery, config));
  expect(now.rows.invoiceMoney).toBe(charges.reduce((a, b) => a + b, 0));
  expect(now.pay).toBe(before.pay + now.rows.invoiceMoney);
  return now;
}

/** Part of the order from the balance (all of it goes, the rest stays to pay), with the payment password. */
async function payPartWithBalance(page: Page, plans: ShopPlan[], before: Figures, balance: number) {
  expect(balance, 'the order costs more than the balance').toBeLessThan(before.pay);
  const now = await recalculated(page, lang, plans, () => page.getByLabel(text(lang, 'checkout.useBalance')).check());
  expect(now.rows.balanceMoney).toBe(balance);
  expect(now.pay).toBe(before.pay - balance);
  await page.getByLabel(text(lang, 'payPassword.enter'), { exact: true }).fill('123456');
  return now;
}

interface Placed {
  pickup: ShopPlan;
  store: PickupStore;
  slot: DeliverySlot;
  checkout: Figures;
  config: Checkout['invoice_config'];
}

/**
 * The delivery facts of an order page: the pickup store as chosen and no home address (the goods
 * never go there), or the local-delivery time written as checkout wrote it.
 */
async function expectDelivery(page: Page, placed: Placed, isPickup: boolean) {
  const shown = await facts(page.locator('section[aria-labelledby=order-delivery] dl'));
  const label = (key: string) => text(lang, `order.${key}`);
  const { store, slot } = placed;
  expect(shown).toMatchObject(
    isPickup
      ? {
          [label('deliveryType')]: message(lang, 'DELIVERY_STORE'),
          [label('pickupStore')]: store.store_name,
          [label('storeAddress')]: store.full_address,
          [label('storeHours')]: store.open_date,
        }
      : { [label('deliveryType')]: message(lang, 'DELIVERY_LOCAL'), [label('deliveryTime')]: slotText(slot) },
  );
  expect(Object.keys(shown).includes(label('address')), 'the home address is shown').toBe(!isPickup);
  const contact = [label('collectedBy') in shown, label('consignee') in shown];
  expect(contact, 'who collects a pickup order is no consignee').toEqual([isPickup, !isPickup]);
}

/** One order's page: delivery as chosen, the invoice as asked for, amounts as its shop came to at checkout. */
async function checkOrderPage(page: Page, orderId: number, placed: Placed) {
  await page.goto(`/member/order_detail?order_id=${orderId}`);
  const shopLink = await page.locator('section[aria-labelledby=order-goods] h2 a').getAttribute('href');
  const siteId = Number(shopLink!.replace('/shop-', ''));
  const isPickup = siteId === placed.pickup.sku.site_id;
  await expectDelivery(page, placed, isPickup);
  const word = (key: string) => text(lang, `checkout.${key}`);
  expect(await facts(page.locator('section[aria-labelledby=order-invoice] dl'))).toEqual({
    [word('invoiceType')]: word('invoice_paper'),
    [word('invoiceTitleType')]: word('invoice_enterprise'),
    [word('invoiceHeader')]: INVOICE.title,
    [word('taxpayerId')]: INVOICE.taxpayer,
    [word('invoiceContent')]: word('invoice_digital'),
    [word('invoiceAddress')]: INVOICE.address,
  });
  const box = page.locator('section[aria-labelledby=order-amounts] dl');
  const amounts = await amountsIn(box, lang);
  const pay = minor((await box.locator('dd').last().textContent())!);
  const shop = placed.checkout.shops.get(siteId)!;
  expect(amounts.deliveryMoney).toBe(shop.delivery);
  expect(amounts.couponMoney).toBe(isPickup ? toMinor(placed.pickup.coupon.money) : 0);
  const taxable = amounts.goodsMoney - amounts.promotionMoney - amounts.couponMoney - amounts.platformCouponMoney;
  expect(amounts.invoiceMoney).toBe(invoiceOf(taxable, placed.config));
  expect(rest(amounts)).toBe(pay);
  expect(amounts.balanceMoney + pay, 'what the shop came to at checkout').toBe(shop.total);
  await screenshot(page, `checkout-options-order-${isPickup ? 'pickup' : 'local'}-md-mm`);
  await expectAccessible(page);
  return { ...amounts, pay };
}

describe('checkout options', () => {
  it(
    'buyer2 takes pickup and local delivery, both coupons, an invoice and part balance; the orders say so',
    LONG,
    async () => {
      // buyer2 holds the seed's store and platform coupons, balance and the payment password 123456.
      const token = await demoBuyer('buyer2');
      const pickup = await shopWith(token, 'store');
      const plans = [pickup, await shopWith(token, 'local', pickup)];
      const start = await api<Checkout>(origin, '/api/ordercreate/payment', {
        token,
        cart_ids: await fillCart(token, plans),
      });

      const { context, page, errors } = await openAs(browser(), token, lang, '/cart');
      await expectAccessible(page);
      await page.getByRole('button', { name: text(lang, 'cart.checkout') }).click();
      await page.waitForURL(/\/payment\?cart_ids=/);
      await page.waitForLoadState('networkidle');
      const first = await figures(page, lang, plans);
      expect(first.pay).toBe(toMinor(start.pay_money));

      const delivery = await chooseDelivery(page, plans, first);
      const coupons = await chooseCoupons(page, plans, delivery.figures, start.platform_coupon_list);
      const invoiced = await askInvoice(page, plans, coupons.figures, start.invoice_config);
      const final = await payPartWithBalance(page, plans, invoiced, toMinor(start.member_account.balance));
      await screenshot(page, 'checkout-options-md');
      await expectAccessible(page);

      await page.getByRole('button', { name: text(lang, 'checkout.submit') }).click();
      await page.waitForURL(/\/pay\?out_trade_no=/);
      const outTradeNo = new URL(page.url()).searchParams.get('out_trade_no')!;
      await page.getByText(formatKs(final.pay).replace(' Ks', '')).first().waitFor();
      await expectAccessible(page);

      const orders = ordersOf(dbPath, outTradeNo);
      expect(orders).toHaveLength(2);
      const placed = { pickup, ...delivery, checkout: final, config: start.invoice_config };
      const shown: (Amounts & { pay: number })[] = [];
      for (const order of orders) shown.push(await checkOrderPage(page, order.order_id, placed));
      const total = (key: keyof Amounts | 'pay') => shown.reduce((sum, o) => sum + o[key], 0);
      expect(total('platformCouponMoney')).toBe(toMinor(coupons.platform.money));
      expect(total('invoiceMoney')).toBe(final.rows.invoiceMoney);
      expect(total('balanceMoney')).toBe(final.rows.balanceMoney);
      expect(total('pay')).toBe(final.pay);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('figures for older choices that arrive after a newer choice neither show nor undo it', LONG, async () => {
    const token = await demoBuyer('buyer');
    const plan = await shopWith(token, 'store');
    const cartIds = await fillCart(token, [plan]);
    const start = await api<Checkout>(origin, '/api/ordercreate/payment', { token, cart_ids: cartIds });
    const platform = start.platform_coupon_list.find((c) => c.type === 'reward')!;
    const { context, page, errors } = await openAs(browser(), token, lang, '/cart');
    // The first answer waits until the test lets it go, by when the shopper has chosen again.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const asked: { platform_coupon_id: number }[] = [];
    await page.route('**/api/ordercreate/calculate', async (route) => {
      asked.push(route.request().postDataJSON());
      if (asked.length === 1) await released;
      // The page may have given up on it meanwhile (aborted): then there is nothing to answer.
      await route.continue().catch(() => undefined);
    });
    // The page's clock: its pause before asking for figures passes only when the test says so.
    await page.clock.install();
    await page.goto(`/payment?cart_ids=${cartIds}`);
    await page.waitForLoadState('networkidle');
    await page.clock.pauseAt(Date.now() + 60_000);

    const block = shopBlock(page, plan.sku.site_id);
    await block.getByLabel(text(lang, 'checkout.storeCoupon')).selectOption(String(plan.coupon.coupon_id));
    await page.clock.runFor(1000);
    await expect.poll(() => asked.length, SLOW).toBe(1);
    const platformSelect = page.getByLabel(text(lang, 'checkout.platformCoupon'));
    await platformSelect.selectOption(String(platform.coupon_id));
    release();
    // Time for the page to (wrongly) take the late answer as the figures of the current choices.
    await page.waitForTimeout(500);
    expect(await platformSelect.inputValue()).toBe(String(platform.coupon_id));
    expect(await isCalculating(page)).toBe('true');

    await pick(block, message(lang, 'DELIVERY_STORE'));
    await page.clock.runFor(1000);
    await expect.poll(() => isCalculating(page), SLOW).toBe('false');
    expect(asked.at(-1)!.platform_coupon_id).toBe(platform.coupon_id);
    const { rows } = await figures(page, lang, [plan]);
    expect(rows.couponMoney).toBe(toMinor(plan.coupon.money));
    expect(rows.platformCouponMoney).toBe(toMinor(platform.money));
    expect(await summary(page).textContent()).not.toContain(text(lang, 'checkout.calculating'));
    expect(errors).toEqual([]);
    await context.close();
  });
});
