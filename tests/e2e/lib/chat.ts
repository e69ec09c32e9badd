import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { api } from './api';
import { newContext, watchErrors } from './browser';
import { addAddress, DEMO_PASSWORD, registerMember, signIn } from './member';
import { text, type Lang } from './locales';

/** Shared by the chat journeys: logins of both sides, demo data they need, waits on locators. */
const origin = () => inject('origin');
const dbPath = () => inject('dbPath');
export const PASSWORD = DEMO_PASSWORD;

interface Goods {
  sku_id: number;
  site_id: number;
  sku_name: string;
}

/** A goods on sale and in stock whose shop has a servicer account, and that account's username. */
export async function goodsWithServicer(skip = 0): Promise<{ goods: Goods; servicer: string }> {
  const { list } = await api<{ list: Goods[] }>(origin(), '/api/goodssku/page', { page: 1, page_size: 50 });
  const db = new Database(dbPath(), { readonly: true });
  try {
    const found = list
      .map((goods) => {
        // A SKU sold out (the seed has some) cannot be ordered.
        const stock = db.prepare('select stock from goods_sku where sku_id = ?').get(goods.sku_id) as { stock: number };
        if (stock.stock < 1) return null;
        const row = db
          .prepare('select username from servicer where site_id = ? and status = 1 order by servicer_id limit 1')
          .get(goods.site_id) as { username: string } | undefined;
        return row ? { goods, servicer: row.username } : null;
      })
      .filter((x) => x !== null);
    // Distinct shops, so the journeys do not share a servicer's list.
    const shops = [...new Map(found.map((f) => [f.goods.site_id, f])).values()];
    if (!shops[skip]) throw new Error('the demo seed has too few shops with servicers');
    return shops[skip];
  } finally {
    db.close();
  }
}

/** An unpaid order of the member's with a shop that ships by express and has a servicer. */
export async function placeOrder(token: string) {
  const address = await addAddress(origin(), token);
  for (let skip = 0; skip < 6; skip++) {
    const { goods, servicer } = await goodsWithServicer(skip);
    const body = { token, sku_id: goods.sku_id, num: 1, member_address: address };
    const payment = await api<{ shop_goods_list: Record<number, { express_type: { name: string }[] }> }>(
      origin(),
      '/api/ordercreate/payment',
      body,
    );
    if (!payment.shop_goods_list[goods.site_id]?.express_type.some((t) => t.name === 'express')) continue;
    const delivery = JSON.stringify({ [goods.site_id]: { delivery_type: 'express' } });
    await api(origin(), '/api/ordercreate/create', { ...body, delivery });
    const { list } = await api<{ list: { order_id: number; order_no: string }[] }>(origin(), '/api/order/lists', {
      token,
      page: 1,
      page_size: 1,
    });
    return { goods, servicer, orderId: list[0]!.order_id, orderNo: list[0]!.order_no };
  }
  throw new Error('no demo shop with a servicer ships by express');
}

/** A fresh member (clean chat history) logged in to a browser context in `lang`. */
export async function buyer(browser: Browser, lang: Lang, existingToken?: string) {
  const token = existingToken ?? (await registerMember(origin(), dbPath()));
  const info = await api<{ member_id: number; username: string }>(origin(), '/api/member/info', { token });
  const context = await newContext(browser, origin(), { lang });
  context.setDefaultTimeout(10_000);
  await signIn(context, origin(), token);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page), memberId: info.member_id, token };
}

/** A servicer logged in to the workbench through its login page. */
export async function servicer(browser: Browser, lang: Lang, username: string) {
  const context = await newContext(browser, origin(), { lang });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto('/servicer');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/servicer/login');
  await page.getByLabel(text(lang, 'servicer.username'), { exact: true }).fill(username);
  await page.getByLabel(text(lang, 'servicer.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: text(lang, 'servicer.submit') }).click();
  await page.waitForURL(/\/servicer$/);
  await expect.poll(() => page.locator('[data-socket]').getAttribute('data-socket')).toBe('open');
  return { context, page, errors };
}

/** Keeps the page's sockets reachable, so a test can cut one as a dropped network would. */
export function keepSockets() {
  const Native = window.WebSocket;
  const sockets: WebSocket[] = [];
  (window as unknown as { chatSockets: WebSocket[] }).chatSockets = sockets;
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      sockets.push(this);
    }
  };
}

/** A real PNG (a red square), built here so the upload goes through the server's decoder. */
export function redPng(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([209, 47, 51]))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

// vitest's expect knows no locators: these wait the way Playwright's assertions would.
export const visible = (l: Locator) => l.first().waitFor({ state: 'visible' });
export const gone = (l: Locator) => expect.poll(() => l.count()).toBe(0);
export const countOf = (l: Locator, n: number) => expect.poll(() => l.count()).toBe(n);
export const attrOf = (l: Locator, name: string) => expect.poll(() => l.getAttribute(name));
export const textOf = (l: Locator) => expect.poll(async () => (await l.innerText()).trim());
export const valueOf = (l: Locator) => expect.poll(() => l.inputValue());

export const dialog = (page: Page) => page.getByRole('dialog');
export const messages = (page: Page) => page.getByTestId('chat-messages').locator('li[data-from]');
export const input = (page: Page, lang: Lang) => page.getByRole('textbox', { name: text(lang, 'chat.input') });

/** The shop card's "contact customer service" on the goods page. */
export const contactButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: text(lang, 'goodsDetail.contactService'), exact: true });

/** Buttons do nothing until the page has hydrated; the chat host listens from then on. */
export async function goHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

export async function openFromGoods(page: Page, lang: Lang, skuId: number) {
  await goHydrated(page, `/sku-${skuId}`);
  await contactButton(page, lang).click();
  await visible(dialog(page));
}

/** The bind answered: the shop's service state is known (online or not). */
export async function serviceState(page: Page) {
  const status = page.locator('[data-service]');
  await expect.poll(() => status.getAttribute('data-service')).not.toBe('connecting');
  return status.getAttribute('data-service');
}

/** Business refusals (no servicer online for a bind, refused sends) come back as HTTP 4xx by design. */
export const realErrors = (errors: string[]) => errors.filter((e) => !/status of 40\d/.test(e));
