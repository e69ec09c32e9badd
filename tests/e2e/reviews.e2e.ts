import Database from 'better-sqlite3';
import { message } from '@zay/contract';
import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';
import { browserForFile, screenshot } from './lib/browser';
import { openAs } from './lib/buying';
import { expectAccessible, SLOW } from './lib/catalogue';
import { orderOfTwoGoods, photos, readDb, reviewButton, reviewOnGoodsPage } from './lib/console';
import { text, type Lang } from './lib/locales';
import { DEMO_PASSWORD, memberForFile } from './lib/member';

const origin = inject('origin');
const dbPath = inject('dbPath');
const LONG = { timeout: 150_000 };
const browser = browserForFile();
const shopper = memberForFile({ address: true });

function write(sql: string, ...params: unknown[]) {
  const db = new Database(dbPath);
  try {
    return db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}
const read = <T>(sql: string, ...params: unknown[]) => readDb<T>(dbPath, sql, ...params);

/**
 * One order of two goods of one shop, bought through the API and then marked received as the
 * receipt call does (status 4, open for review): the shop's shipping desk is another part.
 */
async function receivedOrder() {
  const { outTradeNo, siteId, skuIds } = await orderOfTwoGoods(origin, dbPath, shopper().token);
  const [order] = read<{ order_id: number }>('select order_id from orders where out_trade_no = ?', outTradeNo);
  write(
    `update orders set order_status = 4, pay_status = 2, is_evaluate = 1, evaluate_status = 0, sign_time = ?
      where order_id = ?`,
    Math.floor(Date.now() / 1000),
    order!.order_id,
  );
  return { orderId: order!.order_id, siteId, skuIds };
}

describe('reviews', () => {
  it(
    'a member reviews two goods with two pictures, follows up, and the goods page shows it with the shop’s reply',
    LONG,
    async () => {
      const lang: Lang = 'md-mm';
      const { orderId, siteId, skuIds } = await receivedOrder();
      const { page, errors } = await openAs(
        browser(),
        shopper().token,
        lang,
        '/member/order_list?order_status=waitrate',
      );

      // The order list's review button leads to /evaluate.
      await reviewButton(page, orderId, message(lang, 'ORDER_ACTION_EVALUATE')).click();
      await page.waitForURL(`**/evaluate?order_id=${orderId}`);
      await page.waitForLoadState('networkidle');
      const blocks = page.locator('form li:has(textarea)');
      await expect.poll(() => blocks.count(), SLOW).toBe(2);

      // Goods 1: 4 stars by keyboard, text, two pictures; goods 2: 3 stars, text.
      const first = blocks.nth(0);
      await first.getByRole('radio', { name: text(lang, 'evaluate.starN', { n: 5 }) }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect
        .poll(() => first.getByRole('radio', { name: text(lang, 'evaluate.starN', { n: 4 }) }).isChecked())
        .toBe(true);
      await first.locator('textarea').fill('လက်ဖက်ခြောက် လတ်ဆတ်ပြီး ပို့ဆောင်မှု မြန်ပါသည်။ <b>ကောင်း</b>');
      await first.locator('input[type=file]').setInputFiles(await photos(browser()));
      await expect.poll(() => first.getByRole('progressbar').count(), SLOW).toBe(0);
      await expect.poll(() => first.getByText(text(lang, 'evaluate.picturesHint', { max: 6, n: 4 })).count()).toBe(1);
      const second = blocks.nth(1);
      await second.getByRole('radio', { name: text(lang, 'evaluate.starN', { n: 3 }) }).check({ force: true });
      await second.locator('textarea').fill('အရောင် အနည်းငယ် ကွဲပါသည်။');
      await page.getByLabel(text(lang, 'evaluate.anonymous')).check();
      await screenshot(page, 'reviews-evaluate-md-mm');
      await expectAccessible(page);

      await page.getByRole('button', { name: text(lang, 'evaluate.submit') }).click();
      await page.waitForURL('**/member/order_list');
      await expect.poll(() => page.getByText(text(lang, 'evaluate.success')).count(), SLOW).toBeGreaterThan(0);
      await screenshot(page, 'reviews-order-list-md-mm', false);
      const rows = read<{ images: string; scores: number; is_anonymous: number }>(
        'select images, scores, is_anonymous from goods_evaluate where order_id = ? order by order_goods_id',
        orderId,
      );
      expect(rows.map((r) => [r.images.split(',').filter(Boolean).length, r.scores, r.is_anonymous])).toEqual([
        [2, 4, 1],
        [0, 3, 1],
      ]);

      // The follow-up: the list's button now says so.
      await page.goto('/member/order_list?order_status=waitrate');
      await reviewButton(page, orderId, message(lang, 'ORDER_ACTION_EVALUATE_AGAIN')).click();
      await page.waitForURL(`**/evaluate?order_id=${orderId}`);
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { name: text(lang, 'evaluate.followUpTitle') }).waitFor();
      expect(await page.getByRole('radio').count()).toBe(0);
      await blocks.nth(0).locator('textarea').fill('တစ်လ သောက်ပြီးနောက်လည်း အရသာ ကောင်းဆဲပါ။');
      await blocks.nth(1).locator('textarea').fill('လျှော်ပြီးနောက် အရောင် မပျက်ပါ။');
      await screenshot(page, 'reviews-follow-up-md-mm');
      await page.getByRole('button', { name: text(lang, 'evaluate.submitAgain') }).click();
      await page.waitForURL('**/member/order_list');

      // The shop answers through its console call.
      const [staff] = read<{ username: string }>(
        'select username from servicer where site_id = ? and status = 1',
        siteId,
      );
      const login = await api<{ token: string }>(origin, '/seller/api/login', {
        username: staff!.username,
        password: DEMO_PASSWORD,
      });
      const reviews = await api<{ list: { evaluate_id: number; order_id: number; images: string }[] }>(
        origin,
        '/seller/api/evaluate/page',
        { token: login.token, unreplied: 1, page_size: 50 },
      );
      const withPictures = reviews.list.find((r) => r.order_id === orderId && r.images !== '')!;
      await api(origin, '/seller/api/evaluate/reply', {
        token: login.token,
        evaluate_id: withPictures.evaluate_id,
        content: 'ဝယ်ယူအားပေးမှုအတွက် ကျေးဇူးတင်ပါသည်။',
      });

      // The goods page: pictures, follow-up, reply.
      const list = await reviewOnGoodsPage(page, skuIds[0]!, 'လက်ဖက်ခြောက် လတ်ဆတ်ပြီး');
      await expect.poll(() => list.getByText('<b>ကောင်း</b>').count()).toBe(1);
      await expect.poll(() => list.getByText('တစ်လ သောက်ပြီးနောက်').count()).toBe(1);
      await expect.poll(() => list.getByText('ဝယ်ယူအားပေးမှုအတွက်').count()).toBe(1);
      expect(await list.locator('a[aria-haspopup=dialog]').count()).toBe(2);
      await list.scrollIntoViewIfNeeded();
      await screenshot(page, 'reviews-goods-page-md-mm', false);
      await list.locator('a[aria-haspopup=dialog]').first().click();
      const viewer = page.getByRole('dialog');
      await viewer.waitFor();
      await screenshot(page, 'reviews-picture-md-mm', false);
      await page.keyboard.press('Escape');
      await expect.poll(() => viewer.count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );
});
