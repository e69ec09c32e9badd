import { message } from '@zay/contract';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, screenshot } from './lib/browser';
import { confirmReceipt, openAs } from './lib/buying';
import { expectAccessible } from './lib/catalogue';
import { text, type Lang } from './lib/locales';
import { addAddress, logIn } from './lib/member';

/*
 * Issue 14, in Burmese: a pickup order paid → its page shows the pickup code and QR → the shop's
 * verifier redeems it at the desk → the order shows picked up; a voucher (virtual goods) code
 * redeemed the same way, its page showing it used.
 */
const origin = inject('origin');
const dbPath = inject('dbPath');
const lang: Lang = 'md-mm';
const LONG = { timeout: 120_000 };
const browser = browserForFile();
let buyer: string;
let verifier: string;

function read<T>(sql: string, ...params: unknown[]): T {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

/** The demo verifier's shop: a goods for pickup and a voucher, the cheapest of each. */
function deskShop() {
  const { site_id } = read<{ site_id: number }>(
    `select v.site_id from verifier v join member m on m.member_id = v.member_id where m.username = 'verifier'`,
  );
  const sku = (virtual: number) =>
    read<{ sku_id: number }>(
      `select s.sku_id from goods_sku s join goods g on g.goods_id = s.goods_id
        where g.site_id = ? and g.is_virtual = ? and g.goods_state = 1 and s.stock > 5
          and g.min_buy <= 1 order by s.price limit 1`,
      site_id,
      virtual,
    ).sku_id;
  return { site_id, goods: sku(0), voucher: sku(1) };
}

/** buyer2 orders and pays from the balance (payment password 123456) through the API. */
async function paidOrder(body: object) {
  const outTradeNo = await api<string>(origin, '/api/ordercreate/create', { token: buyer, ...body });
  await api(origin, '/api/pay/pay', {
    token: buyer,
    out_trade_no: outTradeNo,
    pay_type: 'balance',
    pay_password: '123456',
  });
  return read<{ order_id: number }>('select order_id from orders where out_trade_no = ?', outTradeNo).order_id;
}

/** The verifier enters the code at the desk, checks the goods and confirms; lands on the records. */
async function redeem(code: string, shot: string, goodsName: string) {
  const { context, page, errors } = await openAs(browser(), verifier, lang, '/member/index');
  await page.getByRole('link', { name: text(lang, 'pages.member_verification'), exact: true }).click();
  await page.waitForURL('**/member/verification');
  await expectAccessible(page);
  await screenshot(page, `${shot}-desk-md-mm`);
  await page.getByLabel(text(lang, 'verify.codeLabel')).fill(code.replace(/(.{4})(?=.)/g, '$1 '));
  await page.getByRole('button', { name: text(lang, 'verify.submit') }).click();
  await page.waitForURL(/\/member\/verification_detail\?code=/);
  await page.getByText(goodsName).first().waitFor();
  await expectAccessible(page);
  await screenshot(page, `${shot}-desk-detail-md-mm`);
  await page.getByRole('button', { name: text(lang, 'verify.confirmUse') }).click();
  await page.getByText(message(lang, 'VERIFY_SUCCESS')).waitFor();
  await page.waitForURL('**/member/verification_list');
  const record = page.locator(`tbody[data-verify-code="${code}"]`);
  await record.waitFor();
  await expect.poll(() => record.textContent()).toContain(goodsName);
  await screenshot(page, `${shot}-desk-records-md-mm`);
  expect(errors).toEqual([]);
  await context.close();
}

const codeOn = async (page: Page) => ((await page.getByTestId('order-code').textContent()) ?? '').replace(/\s/g, '');

/**
 * Credits buyer2's balance as the platform's adjustment would (ledger row and balance in one
 * transaction): other journeys spend it, and this one pays from it.
 */
function topUp(username: string, minor: number) {
  const db = new Database(dbPath);
  try {
    db.transaction(() => {
      const m = db.prepare('select member_id, balance from member where username = ?').get(username) as {
        member_id: number;
        balance: number;
      };
      const after = m.balance + minor;
      db.prepare('update member set balance = ? where member_id = ?').run(after, m.member_id);
      db.prepare(
        `insert into member_balance_log (member_id, amount, balance_after, type, remark, create_time)
         values (?, ?, ?, 'gift', 'e2e top-up', ?)`,
      ).run(m.member_id, minor, after, Math.floor(Date.now() / 1000));
    })();
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  topUp('buyer2', 200_000_00);
  buyer = await logIn(origin, dbPath, 'buyer2');
  verifier = await logIn(origin, dbPath, 'verifier');
});

describe('the redemption desk', () => {
  it('a paid pickup order shows its code and QR; the verifier redeems it; the order is picked up', LONG, async () => {
    const shop = deskShop();
    const orderId = await paidOrder({
      sku_id: shop.goods,
      num: 1,
      delivery: { [shop.site_id]: { delivery_type: 'store' } },
    });
    const { context, page, errors } = await openAs(browser(), buyer, lang, '/member/order_list');
    await page.locator(`a[href="/member/order_detail_pickup?order_id=${orderId}"]`).click();
    await page.waitForURL(`**/member/order_detail_pickup?order_id=${orderId}`);
    const code = await codeOn(page);
    expect(code).toMatch(/^\d{12}$/);
    await expect.poll(() => page.getByRole('img', { name: text(lang, 'orderKind.qrAlt', { code }) }).count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'redemption-pickup-order-md-mm');

    await redeem(
      code,
      'redemption-pickup',
      read<{ sku_name: string }>('select sku_name from goods_sku where sku_id = ?', shop.goods).sku_name,
    );

    await page.reload();
    await page.getByRole('heading', { name: message(lang, 'ORDER_STATUS_PICKED_UP') }).waitFor();
    await screenshot(page, 'redemption-pickup-picked-up-md-mm');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a voucher’s code is redeemed at the desk; its page shows it used', LONG, async () => {
    const shop = deskShop();
    const orderId = await paidOrder({ sku_id: shop.voucher, num: 1 });
    const { context, page, errors } = await openAs(
      browser(),
      buyer,
      lang,
      `/member/order_detail_virtual?order_id=${orderId}`,
    );
    const code = await codeOn(page);
    expect(code).toMatch(/^\d{12}$/);
    await expect.poll(() => page.getByTestId('code-status').textContent()).toBe(text(lang, 'orderKind.notVerified'));
    await screenshot(page, 'redemption-voucher-order-md-mm');

    await redeem(
      code,
      'redemption-voucher',
      read<{ sku_name: string }>('select sku_name from goods_sku where sku_id = ?', shop.voucher).sku_name,
    );

    await page.reload();
    await expect.poll(() => page.getByTestId('code-status').textContent()).toBe(text(lang, 'orderKind.verified'));
    await page.getByRole('heading', { name: message(lang, 'ORDER_STATUS_RECEIVED') }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'redemption-voucher-used-md-mm');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a member who verifies for no shop sees no desk in the menu', LONG, async () => {
    const { context, page } = await openAs(browser(), buyer, lang, '/member/index');
    await page
      .getByRole('link', { name: text(lang, 'pages.member_order_list') })
      .first()
      .waitFor();
    expect(await page.locator('a[href="/member/verification"]').count()).toBe(0);
    await context.close();
  });
});

/** The shop ships (the shop console's part, written here as it would): status 3, shipped now. */
function ship(orderId: number) {
  const db = new Database(dbPath);
  try {
    db.prepare('update orders set order_status = 3, delivery_time = ? where order_id = ?').run(
      Math.floor(Date.now() / 1000),
      orderId,
    );
  } finally {
    db.close();
  }
}

describe('receipt', () => {
  it('the buyer extends the receipt time once, then confirms receipt, each after a question', LONG, async () => {
    const { sku_id } = read<{ sku_id: number }>(
      `select s.sku_id from goods_sku s join goods g on g.goods_id = s.goods_id
         join shop_delivery d on d.site_id = g.site_id and d.express_enabled = 1
        where g.is_virtual = 0 and g.goods_state = 1 and s.stock > 5 and g.min_buy <= 1 order by s.price limit 1`,
    );
    await addAddress(origin, buyer);
    const orderId = await paidOrder({ sku_id, num: 1 });
    ship(orderId);
    const { context, page, errors } = await openAs(browser(), buyer, lang, `/member/order_detail?order_id=${orderId}`);
    const status = page.locator('#order-status');
    await expect.poll(() => status.textContent()).toBe(message(lang, 'ORDER_STATUS_SHIPPED'));
    // "… at {time}": the note's words after the time, and the note itself before and after the extension.
    const words = text(lang, 'orderKind.autoReceive', { time: '\u0000' }).split('\u0000')[1]!.trim();
    const note = page.getByText(words, { exact: false });
    const before = await note.textContent();

    await page.getByRole('button', { name: text(lang, 'orderKind.action_extend') }).click();
    const ask = page.getByRole('alertdialog');
    await ask.getByText(text(lang, 'orderKind.extendText')).waitFor();
    await screenshot(page, 'receipt-extend-question-md-mm', false);
    await ask.getByRole('button', { name: text(lang, 'orderKind.extendConfirm') }).click();
    await page.getByText(message(lang, 'ORDER_EXTEND_SUCCESS')).waitFor();
    await expect.poll(() => page.getByRole('button', { name: text(lang, 'orderKind.action_extend') }).count()).toBe(0);
    await expect.poll(() => note.textContent()).not.toBe(before);
    await screenshot(page, 'receipt-extended-md-mm');

    await confirmReceipt(page, lang);
    await expect.poll(() => status.textContent()).toBe(message(lang, 'ORDER_STATUS_RECEIVED'));
    await expectAccessible(page);
    await screenshot(page, 'receipt-received-md-mm');
    expect(errors).toEqual([]);
    await context.close();
  });
});
