import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { message } from '@zay/contract';
import { expect, inject } from 'vitest';
import { api } from './api';
import { drawPng, newContext, watchErrors } from './browser';
import { text, type Lang } from './locales';
import { signIn } from './member';

/** Reads the e2e server's database, as the shop's back office would see it. */
function read<T>(dbPath: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export interface BuyableSku {
  sku_id: number;
  site_id: number;
  stock: number;
}

/**
 * SKUs that a shopper can put in the cart and order by express: on sale, open shop that
 * delivers, plenty of stock, no purchase limits; one per shop, `count` shops.
 */
export function buyableSkus(dbPath: string, count: number, skip = 0): BuyableSku[] {
  const rows = read<BuyableSku>(
    dbPath,
    `select s.sku_id, g.site_id, s.stock from goods_sku s
       join goods g on g.goods_id = s.goods_id
       join shop sh on sh.site_id = g.site_id
       join shop_delivery d on d.site_id = g.site_id and d.express_enabled = 1
      where g.goods_state = 1 and g.verify_state = 1 and g.is_delete = 0 and sh.shop_status = 1
        and s.stock between 40 and 400 and g.max_buy = 0 and g.min_buy <= 1 and g.is_virtual = 0
      order by g.site_id, s.sku_id`,
  );
  const perShop = new Map<number, BuyableSku[]>();
  for (const r of rows) perShop.set(r.site_id, [...(perShop.get(r.site_id) ?? []), r]);
  return [...perShop.values()].slice(0, count).map((list) => list[Math.min(skip, list.length - 1)]!);
}

export const stockOf = (dbPath: string, skuId: number) =>
  read<{ stock: number }>(dbPath, 'select stock from goods_sku where sku_id = ?', skuId)[0]!.stock;

export const payRow = (dbPath: string, outTradeNo: string) =>
  read<{ pay_status: number; pay_type: string; offline_imgs: string }>(
    dbPath,
    'select pay_status, pay_type, offline_imgs from pay where out_trade_no = ?',
    outTradeNo,
  )[0];

export const ordersOf = (dbPath: string, outTradeNo: string) =>
  read<{ order_id: number; order_no: string; order_status: number; pay_status: number }>(
    dbPath,
    'select order_id, order_no, order_status, pay_status from orders where out_trade_no = ? order by order_id',
    outTradeNo,
  );

/** One of each SKU put in the member's cart, then ordered from the cart through the API; answers the out_trade_no. */
export async function orderFromCart(origin: string, token: string, skuIds: number[]) {
  for (const sku_id of skuIds) await api(origin, '/api/cart/add', { token, sku_id, num: 1 });
  const lines = await api<{ cart_id: number; sku_id: number }[]>(origin, '/api/cart/goodslists', { token });
  const cartIds = lines.filter((l) => skuIds.includes(l.sku_id)).map((l) => l.cart_id);
  return api<string>(origin, '/api/ordercreate/create', { token, cart_ids: cartIds.join(',') });
}

/** A real PNG picture of a transfer receipt, drawn by the browser. */
export async function receiptPng(browser: Browser): Promise<string> {
  return drawPng(
    browser,
    { width: 480, height: 320 },
    '<body style="margin:0;font:24px sans-serif;background:#eef4ff;padding:32px">' +
      '<h1 style="font-size:28px">KBZ Bank transfer</h1><p>To: Zay Marketplace Co., Ltd.</p><p>Status: successful</p></body>',
    path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zay-proof-')), 'receipt.png'),
  );
}

/** A signed-in shopper's page in `lang` at `path`, collecting console errors; actions wait 15 s at most. */
export async function openAs(browser: Browser, token: string, lang: Lang, path: string) {
  const origin = inject('origin');
  const context = await newContext(browser, origin, { lang });
  context.setDefaultTimeout(15_000);
  await signIn(context, origin, token);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(path);
  return { context, page, errors };
}

/** A row of the cart table, found by its goods link. */
export const cartRow = (page: Page, skuId: number) =>
  page.locator('tr', { has: page.locator(`a[href="/sku-${skuId}"]`) });

/** An order placed through the API for one SKU (the member's default address, express delivery). */
export const orderOf = (token: string, sku: BuyableSku, num = 1) =>
  api<string>(inject('origin'), '/api/ordercreate/create', { token, sku_id: sku.sku_id, num });

/**
 * Pays on `/pay` with KBZPay through the sandbox wallet and waits for the success page. The
 * wallet's own page is not ours (its missing favicon is its business): `errors` counts from the result on.
 */
export async function payWithWallet(page: Page, lang: Lang, errors: string[]) {
  await page.getByText('KBZPay').click();
  await page.getByRole('button', { name: text(lang, 'pay.payNow') }).click();
  await page.waitForURL(/\/sandbox-wallet\/pay/);
  expect(errors).toEqual([]);
  await page.locator('button[value=confirm]').click();
  await page.waitForURL(/\/result\?out_trade_no=/);
  errors.length = 0;
  await page.getByRole('heading', { name: text(lang, 'pay.result_success') }).waitFor();
}

/** On an order's page: confirms receipt (asked first) and waits for the server's word that it is done. */
export async function confirmReceipt(page: Page, lang: Lang) {
  await page.getByRole('button', { name: message(lang, 'ORDER_ACTION_TAKE_DELIVERY') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: text(lang, 'order.action_takeDelivery') })
    .click();
  await page.getByText(message(lang, 'RECEIPT_CONFIRMED')).waitFor();
}
