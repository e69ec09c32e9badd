import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, drawPng, screenshot } from './lib/browser';
import { openAs, ordersOf } from './lib/buying';
import { expectAccessible, SLOW } from './lib/catalogue';
import { logInToPlatform, platformLoginFor, readDb } from './lib/console';
import { text, type Lang } from './lib/locales';
import { addAddress, registerMember } from './lib/member';

/** Issue 17: the platform's staff create a topic with a goods; the storefront lists it; a member buys it at topic price. */
const origin = inject('origin');
const dbPath = inject('dbPath');
const browser = browserForFile();
const LONG = { timeout: 180_000 };
const lang: Lang = 'md-mm';

/** A moment as a date-time input shows it on the market's clock (Yangon, UTC+6:30). */
const marketInput = (unix: number) => new Date((unix + 6.5 * 3600) * 1000).toISOString().slice(0, 16);

type Sku = { sku_id: number; discount_price: number; goods_name: string };
/** A goods of an open shop that delivers, in no seckill or topic yet. */
const freeSku = () =>
  readDb<Sku>(
    dbPath,
    `select s.sku_id, s.discount_price, g.goods_name from goods_sku s
       join goods g on g.goods_id = s.goods_id
       join shop sh on sh.site_id = g.site_id
       join shop_delivery d on d.site_id = g.site_id and d.express_enabled = 1
      where g.sku_id = s.sku_id and g.goods_state = 1 and g.verify_state = 1 and g.is_delete = 0 and sh.shop_status = 1
        and s.stock >= 40 and s.discount_price >= 200000 and g.max_buy = 0 and g.min_buy <= 1 and g.is_virtual = 0
        and s.sku_id not in (select sku_id from seckill) and s.sku_id not in (select sku_id from topic_goods)
      order by g.goods_id limit 1`,
  )[0]!;

const topicGoodsRow = (topicId: number) =>
  readDb<{ id: number; stock: number; sale_num: number; topic_price: number }>(
    dbPath,
    'select id, stock, sale_num, topic_price from topic_goods where topic_id = ?',
    topicId,
  );

/** A topic banner (1210 × 450 PNG) drawn by the browser, as the platform's designer would upload it. */
async function bannerPng(b: Browser): Promise<string> {
  return drawPng(
    b,
    { width: 1210, height: 450 },
    '<body style="margin:0;height:450px;display:grid;place-items:center;font:bold 64px sans-serif;color:#fff;' +
      'background:linear-gradient(120deg,#0f8a5f,#2bb3a3 60%,#e6f7ee)"><div>WINTER FAIR<div style="font-size:28px;' +
      'font-weight:normal;text-align:center">Topic prices on chargers, fans and more</div></div></body>',
    path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zay-topic-')), 'banner.png'),
  );
}

describe('topic activities (Burmese)', () => {
  it(
    'platform staff create a topic with a goods; the storefront lists it; a member buys it at topic price',
    LONG,
    async () => {
      const sku = freeSku();
      const topicPrice = Math.floor((sku.discount_price * 0.8) / 100_00) * 100;
      const now = Math.floor(Date.now() / 1000);

      // The platform console: a new topic with its names, dates, colour and banner.
      const { context, page, errors } = await platformLoginFor(browser(), origin, lang, '/platform/topics');
      await logInToPlatform(page, lang, 'operations0');
      await page.waitForURL((url) => url.pathname === '/platform/topics');
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'topic-platform-list-md-mm');
      await page.getByRole('link', { name: text(lang, 'platformPromo.newTopic') }).click();
      await page.waitForURL((url) => url.pathname === '/platform/topic_edit');
      await page.waitForLoadState('networkidle');
      const form = page.getByTestId('topic-form');
      await form.getByLabel(text(lang, 'platformPromo.nameMm')).fill('ဆောင်းရာသီ အထူးပွဲ');
      await form.getByLabel(text(lang, 'platformPromo.nameZh')).fill('冬季专题');
      await form.getByLabel(text(lang, 'platformPromo.nameEn')).fill('Winter fair');
      await form.getByLabel(text(lang, 'platformPromo.start')).fill(marketInput(now - 3600));
      await form.getByLabel(text(lang, 'platformPromo.end')).fill(marketInput(now + 7 * 86_400));
      await form.locator('input[name=bg_color]').fill('#e6f7ee');
      await form.getByTestId('topic-banner-file').setInputFiles(await bannerPng(browser()));
      await expect.poll(() => form.locator('img').count(), SLOW).toBe(1);
      await form.getByRole('button', { name: text(lang, 'platformPromo.save') }).click();
      await page.waitForURL(/\/platform\/topic_edit\?topic_id=\d+/);
      await page.waitForLoadState('networkidle');
      const topicId = Number(new URL(page.url()).searchParams.get('topic_id'));
      const [topic] = readDb<{ topic_name: string; bg_color: string; topic_adv: string; status: number }>(
        dbPath,
        'select topic_name, bg_color, topic_adv, status from topic where topic_id = ?',
        topicId,
      );
      expect(topic).toMatchObject({ topic_name: 'ဆောင်းရာသီ အထူးပွဲ', bg_color: '#e6f7ee', status: 1 });
      expect(topic!.topic_adv).toMatch(/^upload\/topic\//);

      // Its goods: any shop's SKU at a topic price with a quota of 5.
      const goods = page.getByTestId('topic-goods');
      await goods.getByLabel(text(lang, 'platformPromo.skuId')).fill(String(sku.sku_id));
      await goods.getByLabel(text(lang, 'platformPromo.topicPrice')).fill(String(topicPrice));
      await goods.getByLabel(text(lang, 'platformPromo.quota')).fill('5');
      await goods.getByRole('button', { name: text(lang, 'platformPromo.addGoods') }).click();
      await expect.poll(() => goods.locator('tbody tr').count(), SLOW).toBe(1);
      const [row] = topicGoodsRow(topicId);
      expect(row).toMatchObject({ stock: 5, sale_num: 0, topic_price: topicPrice * 100 });
      await screenshot(page, 'topic-platform-edit-md-mm');
      await expectAccessible(page);

      // The seckill time slots (the seed's, each on, its flash sales counted) and the platform coupons.
      await page.goto('/platform/seckill');
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.getByTestId('slot-table').locator('tbody tr').count()).toBeGreaterThan(0);
      await screenshot(page, 'topic-platform-seckill-slots-md-mm');
      await expectAccessible(page);
      await page.goto('/platform/coupons');
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.getByTestId('seller-coupon-row').count()).toBeGreaterThan(0);
      await screenshot(page, 'topic-platform-coupons-md-mm');
      expect(errors).toEqual([]);
      await context.close();

      // The storefront: the list, the topic's page on its colour, the goods at topic price.
      const token = await registerMember(origin, dbPath);
      await addAddress(origin, token);
      const shop = await openAs(browser(), token, lang, '/promotion/topic');
      const sp = shop.page;
      await sp.waitForLoadState('networkidle');
      const card = sp.locator(`a[href="/promotion/topic-${topicId}"]`);
      await expect.poll(() => card.count()).toBe(1);
      await screenshot(sp, 'topic-list-md-mm');
      await expectAccessible(sp);
      await card.click();
      await sp.waitForURL(new RegExp(`/promotion/topic-${topicId}$`));
      await sp.waitForLoadState('networkidle');
      const topicPage = sp.getByTestId('topic-page');
      await expect
        .poll(() => topicPage.evaluate((el) => getComputedStyle(el).backgroundColor))
        .toBe('rgb(230, 247, 238)');
      await expect.poll(() => sp.getByRole('timer').count()).toBeGreaterThan(0);
      await screenshot(sp, 'topic-page-md-mm');
      await expectAccessible(sp);
      await topicPage.getByRole('link', { name: text(lang, 'topic.buyNow') }).click();
      await sp.waitForURL(new RegExp(`/promotion/topic-goods-${row!.id}$`));
      await sp.waitForLoadState('networkidle');
      await screenshot(sp, 'topic-goods-md-mm');
      await expectAccessible(sp);

      // Buy now → the topic checkout → the order at topic price; the quota goes down by one.
      await sp.getByRole('button', { name: text(lang, 'topic.buyNow') }).click();
      await sp.waitForURL(/\/promotion\/topic_payment\?topic_goods_id=/);
      await sp.waitForLoadState('networkidle');
      const submit = sp.getByRole('button', { name: text(lang, 'checkout.submit') });
      await expect.poll(() => submit.isEnabled(), SLOW).toBe(true);
      await screenshot(sp, 'topic-checkout-md-mm');
      await submit.click();
      await sp.waitForURL(/\/pay\?out_trade_no=/);
      const outTradeNo = new URL(sp.url()).searchParams.get('out_trade_no')!;
      const [order] = ordersOf(dbPath, outTradeNo);
      expect(order).toBeDefined();
      const [bought] = readDb<{ goods_money: number; promotion_type: string; price: number }>(
        dbPath,
        `select o.goods_money, o.promotion_type, og.price from orders o join order_goods og on og.order_id = o.order_id
        where o.out_trade_no = ?`,
        outTradeNo,
      );
      expect(bought).toMatchObject({ goods_money: topicPrice * 100, promotion_type: 'topic', price: topicPrice * 100 });
      expect(topicGoodsRow(topicId)[0]).toMatchObject({ stock: 4, sale_num: 1 });

      // The goods page shows the topic price and leads to the topic goods.
      await sp.goto(`/sku-${sku.sku_id}`);
      await sp.waitForLoadState('networkidle');
      await expect.poll(() => sp.locator(`a[href="/promotion/topic-goods-${row!.id}"]`).count()).toBe(1);
      await screenshot(sp, 'topic-goods-page-strip-md-mm', false);
      expect(shop.errors).toEqual([]);
      await shop.context.close();
    },
  );
});
