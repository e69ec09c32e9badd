import { toMinor, type Checkout, type CheckoutCoupon, type CheckoutShop } from '@zay/contract';
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { api } from './api';
import { buyableSkus, type BuyableSku } from './buying';
import { SLOW } from './catalogue';
import { text, type Lang } from './locales';

/** Shared by the checkout journeys: demo shops that fit a choice, and reading the figures /payment shows. */
const origin = () => inject('origin');

/** Goods worth this much per shop pass every demo coupon threshold, and two shops cost more than buyer2's balance. */
const SHOP_GOODS_MIN = toMinor('80000');

export interface ShopPlan {
  sku: BuyableSku;
  num: number;
  shop: CheckoutShop;
  coupon: CheckoutCoupon;
}

/** What the checkout offers a member for `num` of one SKU (ordercreate/payment, their default address). */
const offer = async (token: string, sku: BuyableSku, num: number) =>
  (await api<Checkout>(origin(), '/api/ordercreate/payment', { token, sku_id: sku.sku_id, num })).shop_goods_list[
    sku.site_id
  ]!;

/** A shop (not `other`'s) that offers `method` and where the member holds a fixed-amount store coupon its goods reach. */
export async function shopWith(token: string, method: 'store' | 'local', other?: ShopPlan): Promise<ShopPlan> {
  for (const sku of buyableSkus(inject('dbPath'), 100).filter((s) => s.site_id !== other?.sku.site_id)) {
    const first = await offer(token, sku, 1);
    if (!first.express_type.some((t) => t.name === method)) continue;
    const num = Math.min(sku.stock, Math.ceil(SHOP_GOODS_MIN / toMinor(first.goods_list[0]!.price)));
    const shop = await offer(token, sku, num);
    const coupon = shop.coupon_list.find((c) => c.type === 'reward');
    if (coupon) return { sku, num, shop, coupon };
  }
  throw new Error(`the demo seed has no shop with ${method} and a store coupon of this member's`);
}

/** Puts the plans' goods in the member's cart; answers the cart ids as /payment takes them. */
export async function fillCart(token: string, plans: ShopPlan[]): Promise<string> {
  for (const p of plans) await api(origin(), '/api/cart/add', { token, sku_id: p.sku.sku_id, num: p.num });
  const lines = await api<{ cart_id: number }[]>(origin(), '/api/cart/goodslists', { token });
  return lines.map((l) => l.cart_id).join(',');
}

/** "− 2,000.00 Ks" → 200000 (minor units; the sign is the row's business). */
export const minor = (shown: string) => toMinor(/[\d,]+\.\d{2}/.exec(shown)![0].replace(/,/g, ''));

/** A definition list as label → shown text. */
export const facts = (dl: Locator) =>
  dl.evaluate((el) =>
    Object.fromEntries(
      Array.from(el.querySelectorAll('dt')).map((dt) => [
        dt.textContent!.trim(),
        dt.nextElementSibling!.textContent!.trim(),
      ]),
    ),
  );

const AMOUNT_KEYS = [
  'goodsMoney',
  'deliveryMoney',
  'invoiceMoney',
  'promotionMoney',
  'couponMoney',
  'platformCouponMoney',
  'balanceMoney',
] as const;
export type Amounts = Record<(typeof AMOUNT_KEYS)[number], number>;

/** The amount rows of the checkout or an order page, by their checkout.* label; a row not shown is 0. */
export async function amountsIn(dl: Locator, lang: Lang): Promise<Amounts> {
  const shown = await facts(dl);
  const row = (key: string) => shown[text(lang, `checkout.${key}`)];
  return Object.fromEntries(AMOUNT_KEYS.map((k) => [k, row(k) ? minor(row(k)!) : 0])) as Amounts;
}

/** Goods, delivery and invoice less every reduction: what the rows say is left to pay. */
export const rest = (a: Amounts) =>
  a.goodsMoney +
  a.deliveryMoney +
  a.invoiceMoney -
  (a.promotionMoney + a.couponMoney + a.platformCouponMoney) -
  a.balanceMoney;

/** The invoice charge of one order: the configured rate of its taxable amount (half up) plus paper postage. */
export const invoiceOf = (taxable: number, config: Checkout['invoice_config']) =>
  Math.floor((taxable * toMinor(config.invoice_rate) * 2 + 10_000) / 20_000) + toMinor(config.paper_money);

/** The invoice rate as the page writes it, "3.00" → "3", "2.50" → "2.5" (the page trims the text; here a number does). */
export const shownRate = (rate: string) => String(Number(rate));

/** A local-delivery slot as checkout and the order page write it: "2026-05-01 09:00–12:00", an en dash. */
export const slotText = (slot: { date: string; start: string; end: string }) =>
  `${slot.date} ${slot.start}–${slot.end}`;

export const summary = (page: Page) => page.locator('section[aria-labelledby=checkout-summary]');
export const shopBlock = (page: Page, siteId: number) => page.locator(`section[aria-labelledby="shop-${siteId}-name"]`);

/** Radio buttons here hide their input inside the label: the label is what a shopper clicks. */
export async function pick(scope: Locator, name: string) {
  const radio = { name, exact: true };
  // `has` is looked for inside each label, so it starts from the page, not from `scope`.
  await scope.locator('label', { has: scope.page().getByRole('radio', radio) }).click();
  await expect.poll(() => scope.getByRole('radio', radio).isChecked()).toBe(true);
}

/** The figures the checkout shows: amount rows, payable, and each shop's delivery fee and total. */
export async function figures(page: Page, lang: Lang, plans: ShopPlan[]) {
  const rows = await amountsIn(summary(page).locator('dl'), lang);
  const pay = minor((await summary(page).locator('p[aria-live=polite]').textContent())!);
  const shops = new Map<number, { delivery: number; total: number }>();
  for (const { sku } of plans) {
    const line = (await shopBlock(page, sku.site_id).locator('p').last().textContent())!;
    const [delivery, total] = line.match(/[\d,]+\.\d{2}/g)!.map(minor);
    shops.set(sku.site_id, { delivery: delivery!, total: total! });
  }
  expect(rest(rows), 'the rows add up to the payable').toBe(pay);
  return { rows, pay, shops };
}
export type Figures = Awaited<ReturnType<typeof figures>>;

/** The checkout is waiting for figures (its debounce or its call). */
export const isCalculating = (page: Page) => summary(page).locator('dl').getAttribute('aria-busy');

/** Makes a choice that moves the amounts and waits until the page shows the server's figures for it. */
export async function recalculated(page: Page, lang: Lang, plans: ShopPlan[], choose: () => Promise<unknown>) {
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/ordercreate/calculate') && r.ok()), choose()]);
  await expect.poll(() => isCalculating(page), SLOW).toBe('false');
  return figures(page, lang, plans);
}
