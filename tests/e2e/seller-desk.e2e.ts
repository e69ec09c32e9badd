import { formatKs } from '@zay/contract';
import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, screenshot } from './lib/browser';
import { buyableSkus, openAs, ordersOf } from './lib/buying';
import { expectAccessible, SLOW } from './lib/catalogue';
import { clerkOf, confirmProof, orderWithProof, readDb, sendProof, shipTwoPackages, shopConsole } from './lib/console';
import { text, type Lang } from './lib/locales';
import { DEMO_PASSWORD, memberForFile } from './lib/member';

/** Issue 14: a clerk confirms a buyer's bank transfer in /seller, ships it in two packages, tracks one. */
const origin = inject('origin');
const dbPath = inject('dbPath');
const lang: Lang = 'md-mm';
const LONG = { timeout: 180_000 };
const browser = browserForFile();
const shopper = memberForFile({ address: true });

const read = <T>(sql: string, ...params: unknown[]) => readDb<T>(dbPath, sql, ...params);
const clerk = (siteId: number) => clerkOf(dbPath, siteId);

describe('the order desk', () => {
  it('confirms a transfer, ships two packages and tracks one; the buyer follows them', LONG, async () => {
    const { outTradeNo, siteId } = await orderWithProof(browser(), origin, dbPath, shopper().token);
    const [order] = ordersOf(dbPath, outTradeNo);
    const { context, page, errors } = await shopConsole(browser(), origin, lang, clerk(siteId), 'seller-login-md-mm');

    // The desk: the order waits under "transfers to confirm".
    await page.getByRole('link', { name: text(lang, 'seller.tab_waitproof') }).click();
    await page.waitForURL(/tab=waitproof/);
    const row = page.locator('[data-testid=desk-order]', { hasText: order!.order_no });
    await row.waitFor();
    await screenshot(page, 'seller-desk-md-mm');
    await expectAccessible(page);
    await row.getByRole('link', { name: text(lang, 'seller.open') }).click();
    await page.waitForURL(/\/seller\/order\?order_id=/);
    await page.waitForLoadState('networkidle');

    // The proof, large; confirming asks first, then the order is paid and can be shipped.
    const proof = page.getByTestId('proof-image');
    await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await screenshot(page, 'seller-order-proof-md-mm');
    await confirmProof(page, lang);
    expect(ordersOf(dbPath, outTradeNo)[0]).toMatchObject({ order_status: 1, pay_status: 2 });

    // Two packages: Royal Express with the first goods, Ninja Van with the second.
    const packages = await shipTwoPackages(page, lang, 'seller-order-ship-md-mm');
    expect(ordersOf(dbPath, outTradeNo)[0]!.order_status).toBe(3);

    // A tracking event on the first package.
    await packages.nth(0).getByPlaceholder(text(lang, 'seller.traceRemark')).fill('ရန်ကုန် ဂိုဒေါင်မှ ထွက်ခွာပြီ');
    await packages
      .nth(0)
      .getByRole('button', { name: text(lang, 'seller.traceSubmit') })
      .click();
    await expect.poll(() => packages.nth(0).textContent(), SLOW).toContain('ရန်ကုန် ဂိုဒေါင်မှ ထွက်ခွာပြီ');
    await screenshot(page, 'seller-order-shipped-md-mm');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();

    // The buyer's logistics page: a tab per package, courier, waybill, the event.
    const buyer = await openAs(browser(), shopper().token, lang, `/member/logistics?order_id=${order!.order_id}`);
    const tabs = buyer.page.getByRole('tab');
    await expect.poll(() => tabs.count()).toBe(2);
    expect(await buyer.page.getByTestId('logistics-courier').textContent()).toBe('Royal Express');
    expect(await buyer.page.getByTestId('logistics-waybill').textContent()).toBe('RE-E2E-0001');
    expect(await buyer.page.getByTestId('logistics-timeline').textContent()).toContain('ရန်ကုန် ဂိုဒေါင်မှ ထွက်ခွာပြီ');
    await screenshot(buyer.page, 'logistics-package-1-md-mm');
    await tabs.nth(1).click();
    await expect.poll(() => buyer.page.getByTestId('logistics-waybill').textContent()).toBe('NV-E2E-0002');
    // No event typed for it: the shipment itself is its first record (issue 35 §10).
    expect(await buyer.page.getByTestId('logistics-timeline').textContent()).toContain('NV-E2E-0002');
    await screenshot(buyer.page, 'logistics-package-2-md-mm');
    await expectAccessible(buyer.page);
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();
  });

  it('adjusts an unpaid order’s price; the buyer is asked before paying the new amount', LONG, async () => {
    const sku = buyableSkus(dbPath, 1, 2)[0]!;
    const outTradeNo = await api<string>(origin, '/api/ordercreate/create', {
      token: shopper().token,
      sku_id: sku.sku_id,
      num: 1,
    });
    const [order] = ordersOf(dbPath, outTradeNo);
    const { context, page } = await shopConsole(browser(), origin, lang, clerk(sku.site_id));
    await page.goto(`/seller/order?order_id=${order!.order_id}`);
    await page.waitForLoadState('networkidle');
    const panel = page.getByTestId('adjust-panel');
    await panel.getByLabel(text(lang, 'seller.adjustAmount')).fill('-1500');
    await panel.getByLabel(text(lang, 'seller.adjustReason')).fill('ပုံမှန်ဝယ်သူ လျှော့စျေး');
    await screenshot(page, 'seller-order-adjust-md-mm');
    await panel.getByRole('button', { name: text(lang, 'seller.adjustSave') }).click();
    await expect.poll(() => page.getByTestId('desk-pay-money').textContent(), SLOW).not.toBe(null);
    await expect
      .poll(
        () =>
          read<{ adjust_money: number }>('select adjust_money from orders where order_id = ?', order!.order_id)[0]!
            .adjust_money,
        SLOW,
      )
      .toBe(-1500_00);
    const payMoney = read<{ pay_money: number }>('select pay_money from orders where order_id = ?', order!.order_id)[0]!
      .pay_money;
    await context.close();

    const buyer = await openAs(browser(), shopper().token, lang, '/member/order_list?order_status=waitpay');
    const row = buyer.page.locator(`tbody[data-order-no="${order!.order_no}"]`);
    await buyer.page.waitForLoadState('networkidle');
    await row.getByRole('button', { name: text(lang, 'order.action_pay') }).click();
    const dialog = buyer.page.getByRole('alertdialog');
    await dialog.waitFor();
    const shown = (await dialog.textContent()) ?? '';
    expect(shown).toContain(formatKs(payMoney));
    await screenshot(buyer.page, 'order-list-adjusted-pay-md-mm', false);
    await dialog.getByRole('button', { name: text(lang, 'seller.cancel') }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(buyer.page.url()).toContain('/member/order_list');
    await buyer.context.close();
  });

  it('dispatches a local-delivery order with the shop’s courier and readies a pickup order', LONG, async () => {
    type Offer = {
      express_type: { name: string }[];
      local_delivery_times: { value: string }[];
      store_list: { store_id: number }[];
    };
    const offer = async (skuId: number) =>
      (
        await api<{ shop_goods_list: Record<number, Offer> }>(origin, '/api/ordercreate/payment', {
          token: shopper().token,
          sku_id: skuId,
          num: 1,
        })
      ).shop_goods_list;
    const placed: { kind: 'local' | 'store'; outTradeNo: string; siteId: number }[] = [];
    for (const kind of ['local', 'store'] as const) {
      for (const sku of buyableSkus(dbPath, 100)) {
        const shop = (await offer(sku.sku_id))[sku.site_id]!;
        if (!shop.express_type.some((t) => t.name === kind)) continue;
        const delivery =
          kind === 'local'
            ? { delivery_type: 'local', delivery_time: shop.local_delivery_times[0]!.value }
            : { delivery_type: 'store', store_id: shop.store_list[0]!.store_id };
        const body = {
          token: shopper().token,
          sku_id: sku.sku_id,
          num: 1,
          delivery: JSON.stringify({ [sku.site_id]: delivery }),
        };
        placed.push({
          kind,
          outTradeNo: await api<string>(origin, '/api/ordercreate/create', body),
          siteId: sku.site_id,
        });
        break;
      }
    }
    expect(placed.map((p) => p.kind)).toEqual(['local', 'store']);

    for (const p of placed) {
      await sendProof(browser(), origin, shopper().token, p.outTradeNo);
      const { token: staff } = await api<{ token: string }>(origin, '/seller/api/login', {
        username: clerk(p.siteId),
        password: DEMO_PASSWORD,
      });
      const [order] = ordersOf(dbPath, p.outTradeNo);
      await api(origin, '/seller/api/order/confirmProof', { token: staff, order_id: order!.order_id });

      const { context, page, errors } = await shopConsole(browser(), origin, lang, clerk(p.siteId));
      await page.goto(`/seller/order?order_id=${order!.order_id}`);
      await page.waitForLoadState('networkidle');
      if (p.kind === 'local') {
        const panel = page.getByTestId('dispatch-panel');
        await panel.getByLabel(text(lang, 'seller.courierName')).fill('ကိုဇော်');
        await panel.getByLabel(text(lang, 'seller.courierPhone')).fill('09 420 111 222');
        await screenshot(page, 'seller-order-dispatch-md-mm');
        await panel.getByRole('button', { name: text(lang, 'seller.dispatchSubmit') }).click();
        await expect.poll(() => page.getByTestId('desk-package').count(), SLOW).toBe(1);
        expect(ordersOf(dbPath, p.outTradeNo)[0]!.order_status).toBe(3);
        const buyer = await openAs(browser(), shopper().token, lang, `/member/logistics?order_id=${order!.order_id}`);
        expect(await buyer.page.getByTestId('logistics-courier').textContent()).toBe('ကိုဇော်');
        await screenshot(buyer.page, 'logistics-local-md-mm');
        await buyer.context.close();
      } else {
        await screenshot(page, 'seller-order-pickup-md-mm');
        await page.getByRole('button', { name: text(lang, 'seller.readyPickup') }).click();
        await expect.poll(() => ordersOf(dbPath, p.outTradeNo)[0]!.order_status, SLOW).toBe(2);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
