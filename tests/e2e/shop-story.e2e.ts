import { message } from '@zay/contract';
import Database from 'better-sqlite3';
import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, screenshot } from './lib/browser';
import { confirmReceipt, openAs, ordersOf, payWithWallet } from './lib/buying';
import { SLOW } from './lib/catalogue';
import { logInToPlatform, platformLoginFor, readDb, shipOnePackage } from './lib/console';
import { text, type Lang } from './lib/locales';
import { memberForFile, registerMember } from './lib/member';
import { approveAndTransfer } from './lib/money';
import {
  approveApplication,
  fillShopApplication,
  fillSixSkuGoods,
  logoPng,
  ownerSignsIn,
  searchFinds,
  sendShopApplication,
  shirtPictures,
} from './lib/shop';

/**
 * Issue 30's whole story, on SQLite: a member applies to open a shop, the platform approves it,
 * the owner adds a goods of 6 SKUs and opens the shop, a shopper finds it by a Burmese search and
 * pays, the shop ships, the buyer confirms receipt, the income settles when the order can no
 * longer be refunded (ADR 102), the owner withdraws it and the platform records the transfer.
 */
const origin = inject('origin');
const dbPath = inject('dbPath');
const lang: Lang = 'md-mm';
const browser = browserForFile();
const shopper = memberForFile({ address: true });
const read = <T>(sql: string, ...params: unknown[]) => readDb<T>(dbPath, sql, ...params);
/** The server's auto-complete time (ORDER_AUTO_COMPLETE_DAYS, default 7). */
const COMPLETE_DAYS = 7;

/** The receipt timer's clock, moved: the order was received `days` days ago (times are in seconds). */
function receivedDaysAgo(orderId: number, days: number) {
  const db = new Database(dbPath);
  try {
    db.prepare('update orders set sign_time = sign_time - ? where order_id = ?').run(days * 86_400, orderId);
  } finally {
    db.close();
  }
}

describe('a shop from application to its money in the bank (Burmese)', () => {
  it(
    'apply → approve → goods → Burmese search → buy → ship → receive → settle → withdraw → transfer',
    { timeout: 420_000 },
    async () => {
      const keyword = `ရွှေချည် ${Date.now().toString(36)}`;
      const shopName = `ရွှေချည် ပိုးထည် ${Date.now().toString(36)}`;
      const applicant = await registerMember(origin, dbPath);
      const { username } = await api<{ username: string }>(origin, '/api/member/info', { token: applicant });

      // The member applies; the platform's operations staff approve.
      const owner = await openAs(browser(), applicant, lang, '/member/index');
      const op = owner.page;
      await fillShopApplication(op, lang, shopName, await logoPng(browser()));
      await sendShopApplication(op, lang);
      const platform = await platformLoginFor(browser(), origin, lang, '/platform/shops');
      await logInToPlatform(platform.page, lang, 'operations0');
      await platform.page.waitForURL((url) => url.pathname === '/platform/shops');
      const siteId = await approveApplication(platform.page, lang, dbPath, shopName);
      await platform.context.close();
      await ownerSignsIn(op, lang, username);

      // Express delivery with one template covering the shopper's state/region.
      const [state] = await api<{ id: number; name: string }[]>(origin, '/api/address/lists', { pid: 0 });
      await op.goto('/seller/delivery');
      await op.waitForLoadState('networkidle');
      const settings = op.getByTestId('delivery-settings');
      await settings.getByLabel(text(lang, 'sellerDelivery.express')).check();
      await settings.getByRole('button', { name: text(lang, 'sellerDelivery.save') }).click();
      const template = op.getByTestId('template-form');
      await template.getByLabel(text(lang, 'sellerDelivery.templateName')).fill('ပုံမှန်');
      await template.getByLabel(text(lang, 'sellerDelivery.makeDefault')).check();
      await template.getByLabel(state!.name, { exact: true }).check();
      const unit = text(lang, 'sellerDelivery.perPiece');
      await template.getByLabel(`${state!.name} ${text(lang, 'sellerDelivery.firstFee', { unit })}`).fill('2000');
      await template.getByRole('button', { name: text(lang, 'sellerDelivery.save') }).click();
      await expect
        .poll(
          () =>
            read<{ n: number }>(
              `select count(*) as n from shop_delivery d join shop_express_template t on t.site_id = d.site_id
              where d.site_id = ? and d.express_enabled = 1`,
              siteId,
            )[0]!.n,
          SLOW,
        )
        .toBe(1);

      // A goods of 2 specs and 6 SKUs with two images, put on sale; the shop opens.
      await op.goto('/seller/goods_edit');
      await op.waitForLoadState('networkidle');
      await fillSixSkuGoods(op, lang, `${keyword} ရှပ်အင်္ကျီ`, await shirtPictures(browser()));
      await op.getByRole('button', { name: text(lang, 'goodsConsole.saveOnSale') }).click();
      await op.waitForURL(/\/seller\/goods\?tab=on_sale/);
      const [goods] = read<{ sku_id: number }>(
        'select sku_id from goods where site_id = ? and goods_state = 1',
        siteId,
      );
      expect(
        read('select s.sku_id from goods_sku s join goods g on g.goods_id = s.goods_id where g.site_id = ?', siteId),
      ).toHaveLength(6);
      await op.goto('/seller/shop');
      await op.waitForLoadState('networkidle');
      await op.getByRole('button', { name: text(lang, 'shopJoin.openShop') }).click();
      await expect.poll(() => op.getByTestId('shop-status-name').textContent()).toBe(text(lang, 'shopJoin.open'));

      // A shopper finds it by a Burmese search and pays with the sandbox wallet.
      const buyer = await openAs(browser(), shopper().token, lang, '/index');
      const bp = buyer.page;
      await (await searchFinds(bp, lang, keyword, goods!.sku_id)).click();
      await bp.waitForURL(`**/sku-${goods!.sku_id}`);
      await bp.waitForLoadState('networkidle');
      await bp.getByRole('button', { name: text(lang, 'goodsDetail.buyNow') }).click();
      await bp.waitForURL(/\/payment\?/);
      const submit = bp.getByRole('button', { name: text(lang, 'checkout.submit') });
      await expect.poll(() => submit.isEnabled(), SLOW).toBe(true);
      await submit.click();
      await bp.waitForURL(/\/pay\?out_trade_no=/);
      const outTradeNo = new URL(bp.url()).searchParams.get('out_trade_no')!;
      await payWithWallet(bp, lang, buyer.errors);
      const [order] = ordersOf(dbPath, outTradeNo);
      expect(order).toMatchObject({ order_status: 1, pay_status: 2 });

      // The shop ships it at its order desk; the buyer confirms receipt.
      await op.goto(`/seller/order?order_id=${order!.order_id}`);
      await op.waitForLoadState('networkidle');
      await shipOnePackage(op, lang);
      await bp.goto(`/member/order_detail?order_id=${order!.order_id}`);
      await bp.waitForLoadState('networkidle');
      await confirmReceipt(bp, lang);
      await expect.poll(() => ordersOf(dbPath, outTradeNo)[0]!.order_status, SLOW).toBe(4);

      // Once the after-sale window has passed, the buyer's next look completes the order and the
      // shop's income settles (the same timers the server runs every minute).
      receivedDaysAgo(order!.order_id, COMPLETE_DAYS + 1);
      const settled = () =>
        read<{ order_status: number; is_settled: number }>(
          'select order_status, is_settled from orders where order_id = ?',
          order!.order_id,
        )[0];
      await expect
        .poll(
          async () => {
            await bp.goto('/member/order_list');
            return settled();
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toEqual({ order_status: 10, is_settled: 1 });
      const balance = () =>
        read<{ balance_money: number }>('select balance_money from shop where site_id = ?', siteId)[0]!.balance_money;
      const income = balance();
      expect(income).toBeGreaterThan(0);
      expect(buyer.errors).toEqual([]);
      await buyer.context.close();

      // The owner adds a KBZPay wallet and withdraws the whole balance.
      await op.goto('/seller/finance?tab=accounts');
      await op.waitForLoadState('networkidle');
      const account = op.getByTestId('account-form');
      await account.getByLabel(text(lang, 'sellerFinance.method')).selectOption('kbzpay');
      await account.getByLabel(text(lang, 'sellerFinance.walletNumber')).fill('09781234567');
      await account.getByLabel(text(lang, 'sellerFinance.holder')).fill('ဒေါ်အေးအေး');
      await account.getByLabel(text(lang, 'sellerFinance.mobile')).fill('09781234567');
      await account.getByRole('button', { name: text(lang, 'sellerFinance.save') }).click();
      await expect.poll(() => op.locator('table').textContent(), SLOW).toContain('09781234567');
      await op.goto('/seller/finance');
      await op.waitForLoadState('networkidle');
      const form = op.getByTestId('withdraw-form');
      await form.getByLabel(text(lang, 'sellerFinance.amount')).fill((income / 100).toFixed(2));
      await form.getByRole('button', { name: text(lang, 'sellerFinance.apply') }).click();
      await expect.poll(balance, SLOW).toBe(0);
      await screenshot(op, 'shop-story-finance-md-mm');

      // The platform's finance staff approve it and record the transfer, in the queue's shop tab.
      const finance = await platformLoginFor(browser(), origin, lang, '/platform/withdraw?owner=shop');
      const fp = finance.page;
      await logInToPlatform(fp, lang, 'finance0');
      await fp.waitForURL((url) => url.pathname === '/platform/withdraw');
      await fp.waitForLoadState('networkidle');
      const row = fp.getByTestId('platform-withdraw').filter({ hasText: shopName });
      await expect.poll(() => row.count(), SLOW).toBe(1);
      await row.getByRole('link', { name: text(lang, 'platform.review') }).click();
      await fp.waitForURL(/\/platform\/withdraw_detail\?id=/);
      await fp.waitForLoadState('networkidle');
      await approveAndTransfer(fp, lang, 'KBZ-STORY-0001');
      expect(finance.errors).toEqual([]);
      await finance.context.close();

      // The owner sees the money sent.
      await op.goto('/seller/finance?tab=withdrawals');
      await op.waitForLoadState('networkidle');
      await expect
        .poll(() => op.locator('tbody').textContent())
        .toContain(message(lang, 'WITHDRAW_STATUS_TRANSFERRED'));
      expect(read<{ status: number }>('select status from member_withdraw where site_id = ?', siteId)).toEqual([
        { status: 2 },
      ]);
      await screenshot(op, 'shop-story-withdrawn-md-mm');
      expect(owner.errors).toEqual([]);
      await owner.context.close();
    },
  );
});
