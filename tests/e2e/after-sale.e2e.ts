import { message } from '@zay/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, screenshot } from './lib/browser';
import { buyableSkus, openAs, orderFromCart } from './lib/buying';
import { expectAccessible } from './lib/catalogue';
import { clerkOf, consoleContext, logInToConsole, logInToPlatform, readDb } from './lib/console';
import { text, type Lang } from './lib/locales';
import { DEMO_PASSWORD, memberForFile, PAY_PASSWORD } from './lib/member';

/** Issue 15: refund only, return and refund, and a refused refund the platform decides — in Burmese. */
const origin = inject('origin');
const dbPath = inject('dbPath');
const lang: Lang = 'md-mm';
const LONG = { timeout: 240_000 };
const browser = browserForFile();
const shopper = memberForFile({ address: true, balance: 5_000_000_00 });

const read = <T>(sql: string, ...params: unknown[]) => readDb<T>(dbPath, sql, ...params);
const t = (key: string, params?: Record<string, string | number>) => text(lang, key, params);

const money = () => {
  const [m] = read<{ balance: number; balance_money: number }>(
    'select balance, balance_money from member where member_id = ?',
    shopper().memberId,
  );
  return m!.balance + m!.balance_money;
};

/** An order of the SKUs (one shop), paid from the balance; answers the order and its goods ids in SKU order. */
async function paidOrder(skuIds: number[]) {
  const outTradeNo = await orderFromCart(origin, shopper().token, skuIds);
  await api(origin, '/api/pay/pay', {
    token: shopper().token,
    out_trade_no: outTradeNo,
    pay_type: 'balance',
    pay_password: PAY_PASSWORD,
  });
  const [order] = read<{ order_id: number; site_id: number; order_money: number }>(
    'select order_id, site_id, order_money from orders where out_trade_no = ?',
    outTradeNo,
  );
  const goods = read<{ order_goods_id: number; sku_id: number; real_goods_money: number }>(
    'select order_goods_id, sku_id, real_goods_money from order_goods where order_id = ?',
    order!.order_id,
  );
  return { ...order!, goods: skuIds.map((s) => goods.find((g) => g.sku_id === s)!) };
}

/** The goods of the member's latest application. */
const lastRefund = () =>
  read<{ order_goods_id: number }>(
    'select order_goods_id from order_refund where member_id = ? order by refund_action_time desc, refund_id desc limit 1',
    shopper().memberId,
  )[0]!.order_goods_id;

async function consolePage(login: (page: Page) => Promise<void>) {
  const c = await consoleContext(browser(), origin, lang);
  await login(c.page);
  return c;
}

async function confirmIn(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t('afterSale.confirm') })
    .click();
}

const a = buyableSkus(inject('dbPath'), 1, 0)[0]!;
const b = buyableSkus(inject('dbPath'), 1, 1)[0]!;

describe('after-sale journeys (Burmese)', () => {
  it('refund only on a paid order, accepted by the shop: the money is back in the balance', LONG, async () => {
    expect(a.site_id).toBe(b.site_id);
    const order = await paidOrder([a.sku_id, b.sku_id]);
    const before = money();

    // The buyer applies from the order detail.
    const buyer = await openAs(browser(), shopper().token, lang, `/member/order_detail?order_id=${order.order_id}`);
    const bp = buyer.page;
    await bp.waitForLoadState('networkidle');
    await screenshot(bp, 'after-sale-order-detail-md-mm');
    await bp
      .getByRole('link', { name: t('afterSale.applyRefund'), exact: true })
      .first()
      .click();
    await bp.waitForURL(/\/member\/refund\?order_goods_id=/);
    await bp.waitForLoadState('networkidle');
    await bp.getByRole('button', { name: t('afterSale.submit') }).click();
    await expect.poll(() => bp.getByRole('alert').textContent()).toBe(t('afterSale.reasonRequired'));
    await bp.locator('select').selectOption('wrong_item');
    await bp.locator('textarea').fill('အရောင် မှားမှာမိပါသည်');
    await screenshot(bp, 'after-sale-apply-md-mm');
    await bp.getByRole('button', { name: t('afterSale.submit') }).click();
    await bp.waitForURL('**/member/activist');
    await expect.poll(() => bp.locator('td[data-status="1"]').count()).toBe(1);
    await screenshot(bp, 'after-sale-activist-md-mm');
    const applied = lastRefund();
    const share = order.goods.find((g) => g.order_goods_id === applied)!.real_goods_money;

    // The shop's clerk agrees in the console.
    const shop = await consolePage((p) => logInToConsole(p, lang, clerkOf(dbPath, order.site_id)));
    await shop.page.goto('/seller/refunds?tab=waiting');
    await shop.page.waitForLoadState('networkidle');
    await screenshot(shop.page, 'after-sale-seller-queue-md-mm');
    await expectAccessible(shop.page);
    await shop.page
      .getByRole('link', { name: t('afterSale.details') })
      .first()
      .click();
    await shop.page.waitForURL(`**/seller/refund?order_goods_id=${applied}`);
    await shop.page.waitForLoadState('networkidle');
    await screenshot(shop.page, 'after-sale-seller-case-md-mm');
    await confirmIn(shop.page, t('afterSale.agree'));
    await expect.poll(() => shop.page.getByTestId('refund-decision').count()).toBe(0);
    await shop.page.goto('/seller/settlement');
    await shop.page.waitForLoadState('networkidle');
    await shop.page.getByTestId('settlement-balance').waitFor();
    await screenshot(shop.page, 'after-sale-settlement-md-mm');
    expect(shop.errors).toEqual([]);

    // The buyer sees it refunded, and the balance holds the goods' paid share again.
    await bp.goto(`/member/refund_detail?order_goods_id=${applied}`);
    await bp.waitForLoadState('networkidle');
    await expect.poll(() => bp.getByTestId('refund-status').textContent()).toBe(message(lang, 'REFUND_STATUS_DONE'));
    await screenshot(bp, 'after-sale-refunded-md-mm');
    await bp.goto('/member/order_list');
    await bp.waitForLoadState('networkidle');
    await screenshot(bp, 'after-sale-order-list-md-mm');
    expect(money()).toBe(before + share);
    await shop.context.close();
    await buyer.context.close();
  });

  it(
    'return and refund: the shop asks for the goods, the buyer sends the waybill, the shop receives them, money back',
    LONG,
    async () => {
      const order = await paidOrder([a.sku_id]);
      const goodsId = order.goods[0]!.order_goods_id;
      // The shop ships the order (its console's API, as the desk's page does).
      const clerk = clerkOf(dbPath, order.site_id);
      const { token: staffToken } = await api<{ token: string }>(origin, '/seller/api/login', {
        username: clerk,
        password: DEMO_PASSWORD,
      });
      await api(origin, '/seller/api/order/ship', {
        token: staffToken,
        order_id: order.order_id,
        packages: [{ express_company_id: 2, delivery_no: 'RE-RET-0001', order_goods_ids: [goodsId] }],
      });
      const before = money();

      const buyer = await openAs(
        browser(),
        shopper().token,
        lang,
        `/member/refund?order_goods_id=${goodsId}&order_id=${order.order_id}`,
      );
      const bp = buyer.page;
      await bp.waitForLoadState('networkidle');
      await bp.getByRole('radio', { name: t('afterSale.typeReturn') }).check();
      await bp.locator('select').selectOption('wrong_item');
      await bp.getByRole('button', { name: t('afterSale.submit') }).click();
      await bp.waitForURL('**/member/activist');

      const shop = await consolePage((p) => logInToConsole(p, lang, clerk));
      await shop.page.goto(`/seller/refund?order_goods_id=${goodsId}`);
      await shop.page.waitForLoadState('networkidle');
      await confirmIn(shop.page, t('afterSale.agree'));
      await expect.poll(() => shop.page.getByTestId('refund-decision').count()).toBe(0);

      // The buyer is shown the return address and enters the parcel.
      await bp.goto(`/member/refund_detail?order_goods_id=${goodsId}`);
      await bp.waitForLoadState('networkidle');
      await screenshot(bp, 'after-sale-return-asked-md-mm');
      await bp.getByRole('button', { name: t('afterSale.submit') }).click();
      await expect.poll(() => bp.getByRole('alert').first().textContent()).toBe(t('afterSale.courierRequired'));
      await bp.getByLabel(t('afterSale.courier')).fill('Royal Express');
      await bp.getByLabel(t('afterSale.waybill')).fill('RE-BACK-0042');
      await bp.getByRole('button', { name: t('afterSale.submit') }).click();
      await expect
        .poll(() => bp.getByTestId('refund-status').textContent())
        .toBe(message(lang, 'REFUND_STATUS_WAIT_RECEIVE'));
      await screenshot(bp, 'after-sale-return-sent-md-mm');

      // The shop confirms the goods arrived: stock back, money back.
      await shop.page.reload();
      await shop.page.waitForLoadState('networkidle');
      await screenshot(shop.page, 'after-sale-seller-receive-md-mm');
      await confirmIn(shop.page, t('afterSale.receive'));
      await expect.poll(() => shop.page.getByTestId('refund-decision').count()).toBe(0);
      expect(shop.errors).toEqual([]);
      expect(money()).toBe(before + order.order_money);
      await bp.reload();
      await expect.poll(() => bp.getByTestId('refund-status').textContent()).toBe(message(lang, 'REFUND_STATUS_DONE'));
      await screenshot(bp, 'after-sale-return-done-md-mm');
      await shop.context.close();
      await buyer.context.close();
    },
  );

  it('a refused refund taken to the platform and decided for the buyer', LONG, async () => {
    const order = await paidOrder([b.sku_id]);
    const goodsId = order.goods[0]!.order_goods_id;
    await api(origin, '/api/orderrefund/refund', {
      token: shopper().token,
      order_goods_id: goodsId,
      refund_type: 1,
      refund_reason: 'late_delivery',
    });
    const clerk = clerkOf(dbPath, order.site_id);
    const shop = await consolePage((p) => logInToConsole(p, lang, clerk));
    await shop.page.goto(`/seller/refund?order_goods_id=${goodsId}`);
    await shop.page.waitForLoadState('networkidle');
    await shop.page.locator('textarea').fill('ပစ္စည်းကို အချိန်မီ ပို့ပြီးဖြစ်သည်');
    await shop.page.getByRole('button', { name: t('afterSale.refuse'), exact: true }).click();
    await expect.poll(() => shop.page.getByTestId('refund-decision').count()).toBe(0);
    await shop.context.close();

    // The buyer takes it to the platform.
    const buyer = await openAs(browser(), shopper().token, lang, `/member/refund_detail?order_goods_id=${goodsId}`);
    const bp = buyer.page;
    await bp.waitForLoadState('networkidle');
    await screenshot(bp, 'after-sale-refused-md-mm');
    await bp.getByRole('link', { name: t('afterSale.platformRights') }).click();
    await bp.waitForURL(/\/member\/complain\?order_goods_id=/);
    await bp.waitForLoadState('networkidle');
    await bp.locator('select').selectOption('late_delivery');
    await bp.locator('textarea').fill('ဆိုင်က ပစ္စည်း မပို့ပေးပါ');
    await screenshot(bp, 'after-sale-complain-form-md-mm');
    await bp.getByRole('button', { name: t('afterSale.submit') }).click();
    await expect
      .poll(() => bp.getByTestId('complain-status').textContent())
      .toBe(message(lang, 'COMPLAIN_STATUS_APPLIED'));
    await screenshot(bp, 'after-sale-complained-md-mm');

    // The platform's staff decide for the buyer.
    const before = money();
    const platform = await consolePage(async (p) => {
      await p.goto('/platform/complain');
      await p.waitForURL(/\/platform\/login\?redirect=/);
      await p.waitForLoadState('networkidle');
      await logInToPlatform(p, lang, 'finance0');
      await p.waitForURL((url) => url.pathname === '/platform/complain');
    });
    const pp = platform.page;
    await pp.waitForLoadState('networkidle');
    await screenshot(pp, 'after-sale-platform-queue-md-mm');
    await pp
      .getByRole('link', { name: t('afterSale.details') })
      .first()
      .click();
    await pp.waitForURL(`**/platform/complain_detail?order_goods_id=${goodsId}`);
    await pp.waitForLoadState('networkidle');
    await screenshot(pp, 'after-sale-platform-case-md-mm');
    await confirmIn(pp, t('afterSale.decideBuyer'));
    await expect.poll(() => pp.getByTestId('refund-decision').count()).toBe(0);
    expect(platform.errors).toEqual([]);
    expect(money()).toBe(before + order.order_money);
    await bp.reload();
    await expect
      .poll(() => bp.getByTestId('complain-status').textContent())
      .toBe(message(lang, 'COMPLAIN_STATUS_ENDED'));
    await screenshot(bp, 'after-sale-complaint-decided-md-mm');
    await platform.context.close();
    await buyer.context.close();
  });
});
