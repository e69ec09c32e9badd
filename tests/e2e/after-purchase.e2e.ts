import { message } from '@zay/contract';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, screenshot } from './lib/browser';
import { confirmReceipt, openAs, ordersOf } from './lib/buying';
import { expectAccessible, SLOW } from './lib/catalogue';
import {
  clerkOf,
  confirmProof,
  orderWithProof,
  photos,
  readDb,
  reviewButton,
  reviewOnGoodsPage,
  shipTwoPackages,
  shopConsole,
} from './lib/console';
import { text, type Lang } from './lib/locales';
import { memberForFile } from './lib/member';

/**
 * Issue 14's proof, in Burmese: a bank transfer with a proof, confirmed and shipped in two
 * packages by the shop's clerk in /seller, followed and received by the buyer, reviewed with two
 * pictures and followed up, answered by the clerk in /seller/reviews, shown on the goods page.
 */
const origin = inject('origin');
const dbPath = inject('dbPath');
const lang: Lang = 'md-mm';
const LONG = { timeout: 240_000 };
const REVIEW = 'ပစ္စည်း အရည်အသွေး ကောင်းပြီး ထုပ်ပိုးမှု သေသပ်ပါသည်။';
const FOLLOW_UP = 'နှစ်ပတ် သုံးပြီးနောက်လည်း ကောင်းဆဲပါ။';
const REPLY = 'ဝယ်ယူအားပေးမှုအတွက် ကျေးဇူးအထူးတင်ပါသည်။';
const REPLY_AGAIN = 'ဆက်လက် အားပေးပါရန် မေတ္တာရပ်ခံပါသည်။';
const browser = browserForFile();
const shopper = memberForFile({ address: true });

const consolePage = (siteId: number) => shopConsole(browser(), origin, lang, clerkOf(dbPath, siteId));

describe('after the purchase', () => {
  it('proof → confirmed → two packages → received → reviewed and followed up → the shop answers', LONG, async () => {
    const { outTradeNo, siteId, skuIds } = await orderWithProof(browser(), origin, dbPath, shopper().token);
    const order = ordersOf(dbPath, outTradeNo)[0]!;

    // The clerk confirms the transfer and ships the two goods in two packages.
    const clerk = await consolePage(siteId);
    await clerk.page.goto(`/seller/order?order_id=${order.order_id}`);
    await clerk.page.waitForLoadState('networkidle');
    await confirmProof(clerk.page, lang);
    await shipTwoPackages(clerk.page, lang);
    expect(ordersOf(dbPath, outTradeNo)[0]).toMatchObject({ order_status: 3, pay_status: 2 });

    // The buyer follows both packages, then confirms receipt on the order's page.
    const buyer = await openAs(browser(), shopper().token, lang, `/member/logistics?order_id=${order.order_id}`);
    const { page } = buyer;
    await expect.poll(() => page.getByRole('tab').count()).toBe(2);
    expect(await page.getByTestId('logistics-waybill').textContent()).toBe('RE-E2E-0001');
    await page.goto(`/member/order_detail?order_id=${order.order_id}`);
    await page.waitForLoadState('networkidle');
    await confirmReceipt(page, lang);
    await expect.poll(() => ordersOf(dbPath, outTradeNo)[0]!.order_status, SLOW).toBe(4);

    // The review: five stars and two pictures for the first goods, four stars for the second.
    await page.goto('/member/order_list?order_status=waitrate');
    await page.waitForLoadState('networkidle');
    await reviewButton(page, order.order_id, message(lang, 'ORDER_ACTION_EVALUATE')).click();
    await page.waitForURL(`**/evaluate?order_id=${order.order_id}`);
    await page.waitForLoadState('networkidle');
    const blocks = page.locator('form li:has(textarea)');
    await expect.poll(() => blocks.count(), SLOW).toBe(2);
    await blocks
      .nth(0)
      .getByRole('radio', { name: text(lang, 'evaluate.starN', { n: 5 }) })
      .check({ force: true });
    await blocks.nth(0).locator('textarea').fill(REVIEW);
    await blocks
      .nth(0)
      .locator('input[type=file]')
      .setInputFiles(await photos(browser()));
    await expect.poll(() => blocks.nth(0).getByRole('progressbar').count(), SLOW).toBe(0);
    await expect.poll(() => blocks.nth(0).locator('img').count(), SLOW).toBeGreaterThanOrEqual(2);
    await blocks
      .nth(1)
      .getByRole('radio', { name: text(lang, 'evaluate.starN', { n: 4 }) })
      .check({ force: true });
    await blocks.nth(1).locator('textarea').fill('အရောင် လှပါသည်။');
    await page.getByRole('button', { name: text(lang, 'evaluate.submit') }).click();
    await page.waitForURL('**/member/order_list');

    // The follow-up.
    await page.goto('/member/order_list?order_status=waitrate');
    await page.waitForLoadState('networkidle');
    await reviewButton(page, order.order_id, message(lang, 'ORDER_ACTION_EVALUATE_AGAIN')).click();
    await page.waitForURL(`**/evaluate?order_id=${order.order_id}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { name: text(lang, 'evaluate.followUpTitle') }).waitFor();
    await blocks.nth(0).locator('textarea').fill(FOLLOW_UP);
    await blocks.nth(1).locator('textarea').fill('လျှော်ပြီးနောက် အရောင် မပျက်ပါ။');
    await page.getByRole('button', { name: text(lang, 'evaluate.submitAgain') }).click();
    await page.waitForURL('**/member/order_list');
    const rows = readDb<{ images: string; again_content: string }>(
      dbPath,
      'select images, again_content from goods_evaluate where order_id = ? order by order_goods_id',
      order.order_id,
    );
    expect(rows[0]!.images.split(',').filter(Boolean)).toHaveLength(2);
    expect(rows[0]!.again_content).toBe(FOLLOW_UP);

    // The clerk answers in /seller/reviews: the review first, then its follow-up.
    await clerk.page.getByRole('link', { name: text(lang, 'seller.menuReviews') }).click();
    await clerk.page.waitForURL('**/seller/reviews');
    await clerk.page.waitForLoadState('networkidle');
    const card = clerk.page.getByTestId('seller-review').filter({ hasText: REVIEW });
    await card.waitFor();
    await expect.poll(() => card.locator('img').count()).toBe(3); // the goods, the two pictures
    await expect.poll(() => card.getByTestId('seller-review-follow-up').textContent()).toContain(FOLLOW_UP);
    await screenshot(clerk.page, 'seller-reviews-md-mm');
    await expectAccessible(clerk.page);
    await card.getByLabel(text(lang, 'seller.replyReview')).fill(REPLY);
    await card.getByRole('button', { name: text(lang, 'seller.replySubmit') }).click();
    await expect.poll(() => card.textContent(), SLOW).toContain(REPLY);
    await card.getByLabel(text(lang, 'seller.replyFollowUp')).fill(REPLY_AGAIN);
    await card.getByRole('button', { name: text(lang, 'seller.replySubmit') }).click();
    await expect.poll(() => card.getByTestId('seller-review-follow-up').textContent(), SLOW).toContain(REPLY_AGAIN);
    expect(await card.getByRole('button', { name: text(lang, 'seller.replySubmit') }).count()).toBe(0);
    await screenshot(clerk.page, 'seller-reviews-replied-md-mm');
    expect(clerk.errors).toEqual([]);
    await clerk.context.close();

    // The goods page: the review, the follow-up, both replies.
    const list = await reviewOnGoodsPage(page, skuIds[0]!, REVIEW);
    await expect.poll(() => list.getByText(FOLLOW_UP).count()).toBe(1);
    await expect.poll(() => list.getByText(REPLY).count()).toBe(1);
    await expect.poll(() => list.getByText(REPLY_AGAIN).count()).toBe(1);
    expect(await list.locator('a[aria-haspopup=dialog]').count()).toBe(2);
    await list.scrollIntoViewIfNeeded();
    await screenshot(page, 'after-purchase-goods-page-md-mm', false);
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();
  });
});
