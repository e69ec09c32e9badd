import AxeBuilder from '@axe-core/playwright';
import { formatKs } from '@zay/contract';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { api } from './api';
import { newContext, watchErrors } from './browser';
import type { Lang } from './locales';
import { signIn } from './member';

/** Shared by the catalogue journeys: what they look up in the API and the database of the e2e server. */
const origin = () => inject('origin');

export interface ListItem {
  sku_id: number;
  goods_name: string;
  sku_image: string;
  site_id: number;
  goods_spec_format: string;
}
export interface PageOf<T> {
  list: T[];
  count: number;
}
export interface SkuInfo {
  sku_id: number;
  price: string;
  discount_price: string;
  promotion_type: number;
  start_time: number;
  end_time: number;
  stock: number;
  goods_spec_format: string;
}

/** A follow button's name: its label, then the follower count in brackets. */
export const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\(`);
export const SLOW = { timeout: 15_000 };

export const goodsPage = (body: object) => api<PageOf<ListItem>>(origin(), '/api/goodssku/page', body);

/** The first goods of the default list (an open shop's, on sale). */
export const firstGoods = async () => (await goodsPage({ page: 1, page_size: 1 })).list[0]!;

/** What the goods page shows as the price: the promotion price while one runs. */
export function shownPrice(sku: SkuInfo): string {
  const now = Date.now() / 1000;
  const running = sku.promotion_type > 0 && sku.start_time <= now && sku.end_time > now;
  return formatKs(running ? sku.discount_price : sku.price).replace(' Ks', '');
}

/** A goods with two SKUs whose price and stock both differ, both in stock. */
export async function findSpecPair(): Promise<{ from: SkuInfo; to: SkuInfo }> {
  const { list } = await goodsPage({ page: 1, page_size: 100 });
  for (const item of list.filter((g) => g.goods_spec_format.includes('spec_value_id'))) {
    const from = await api<SkuInfo>(origin(), '/api/goodssku/info', { sku_id: item.sku_id });
    const values = (JSON.parse(from.goods_spec_format) as { value: { sku_id: number; selected: number }[] }[]).flatMap(
      (s) => s.value,
    );
    for (const v of values.filter((x) => x.sku_id && !x.selected)) {
      const to = await api<SkuInfo>(origin(), '/api/goodssku/info', { sku_id: v.sku_id });
      if (shownPrice(to) !== shownPrice(from) && to.stock !== from.stock && to.stock > 0 && from.stock > 0)
        return { from, to };
    }
  }
  throw new Error('the demo seed has no goods whose SKUs differ in price and stock');
}

/** A Burmese run of 3+ code points from a real goods name that the search puts on its first page. */
export async function findBurmeseKeyword(): Promise<{ keyword: string; skuId: number }> {
  const { list } = await goodsPage({ page: 1, page_size: 100 });
  for (const item of list) {
    const runs = (item.goods_name.match(/[\u1000-\u109F]+/gu) ?? []).filter((r) => [...r].length >= 3);
    for (const keyword of runs.sort((a, b) => b.length - a.length)) {
      const found = await goodsPage({ keyword, page: 1, page_size: 20 });
      if (keyword !== item.goods_name && found.list.some((g) => g.sku_id === item.sku_id))
        return { keyword, skuId: item.sku_id };
    }
  }
  throw new Error('no Burmese goods name in the demo seed');
}

/** A SKU's click counter, read where the server keeps it. */
export function clicksOf(skuId: number): number {
  const db = new Database(inject('dbPath'), { readonly: true });
  try {
    return (db.prepare('select click_num from goods_sku where sku_id = ?').get(skuId) as { click_num: number })
      .click_num;
  } finally {
    db.close();
  }
}

/** A fresh browser context in a language (and logged in when given a token) on a page. */
export async function openPage(browser: Browser, lang: Lang, path: string, token?: string) {
  const context = await newContext(browser, origin(), { lang });
  if (token) await signIn(context, origin(), token);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const response = await page.goto(path);
  return { context, page, errors, response };
}

/** QUALITY §2: no serious or critical axe violation. */
export async function expectAccessible(page: Page) {
  await page.waitForLoadState('networkidle');
  // Axe reads colours as they are painted: a toast still fading in is measured at its half-way
  // contrast (a busy machine caught it so). Wait for moving things to settle; endless ones (a
  // spinner) are left to run.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 5_000 },
    )
    .catch(() => {});
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.length} e.g. ${v.nodes[0]?.target.join(' ')}`),
    page.url(),
  ).toEqual([]);
}
