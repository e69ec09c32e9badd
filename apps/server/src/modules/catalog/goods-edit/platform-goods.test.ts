import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goodsDetailEndpoint,
  goodsPageEndpoint,
  platformActionLogEndpoint,
  platformGoodsPageEndpoint,
  platformGoodsTakedownEndpoint,
  platformGoodsVerifyEndpoint,
  platformSettingsEndpoint,
  platformSettingsSaveEndpoint,
  sellerGoodsBatchEndpoint,
  sellerGoodsPageEndpoint,
  type PlatformGoodsPageBody,
} from '@zay/contract';
import { bodyOf, goodsKit, info, save, shirtBody, type GoodsKit } from './goods-edit-test-kit';

/** `/platform/goods` (issue 31, ADR 099): every shop's goods, the review queue, refusals and take-downs the shop reads. */
let k: GoodsKit;
let ids: { a: number; b: number; review: number };
beforeAll(async () => {
  k = await goodsKit();
  const a = (await save(k.ownerA, shirtBody(k.f.c3, { goods_name: 'ပလက်ဖောင်း လုံချည် A' }))).data!.goods_id;
  const b = (await save(k.ownerB, shirtBody(k.f.c3, { goods_name: 'Platform longyi B' }))).data!.goods_id;
  // With the switch on (through the settings page), a new goods waits in the queue.
  await switchReview({ new_goods: 1, edits: 0 });
  const review = (await save(k.ownerA, shirtBody(k.f.c3, { goods_name: 'စောင့်ဆိုင်း ထမီ' }))).data!;
  expect(review.verify_state).toBe(0);
  await switchReview({ new_goods: 0, edits: 0 });
  ids = { a, b, review: review.goods_id };
});
afterAll(() => k.t.close());

async function switchReview(value: { new_goods: 0 | 1; edits: 0 | 1 }) {
  const res = await k.platform.call(platformSettingsSaveEndpoint, { group: 'goods_review', value });
  expect(res.body.code, res.body.message).toBe(0);
}
const page = async (body: PlatformGoodsPageBody, lang: 'md-mm' | 'zh-cn' | 'en-us' = 'en-us') => {
  const res = await k.t.call(platformGoodsPageEndpoint, body, { token: k.platform.token, lang });
  expect(res.body.code, res.body.message).toBe(0);
  return res.body.data;
};
const REASON_REQUIRED = 'Write the reason the shop will read';
const idsOf = (p: { list: { goods_id: number }[] }) => p.list.map((g) => g.goods_id);
const storefront = async (keyword: string) =>
  (await k.t.call(goodsPageEndpoint, { keyword, page: 1, page_size: 20 })).body.data.list.map((g) => g.goods_id);

describe('the platform’s goods list', () => {
  it('lists every shop’s goods newest first, with the shop, category and the queue’s count', async () => {
    const all = await page({ page_size: 100 });
    expect(idsOf(all).slice(0, 3)).toEqual([ids.review, ids.b, ids.a]);
    expect(all.waiting).toBe(1);
    expect(all.review).toEqual({ new_goods: 0, edits: 0 });
    const row = all.list.find((g) => g.goods_id === ids.b)!;
    expect(row).toMatchObject({ site_id: k.shopB, shop_name: 'Shop B', category_name: 'Android', verify_state: 1 });
    expect(row.price).toBe('10000.00');
    expect(row.stock).toBe(60);
    expect((await page({ page_size: 100 }, 'md-mm')).list.find((g) => g.goods_id === ids.b)!.category_name).toBe(
      'အန်းဒရွိုက်',
    );
  });

  it('searches by goods or shop name and filters by state, shop and category, paging', async () => {
    expect(idsOf(await page({ keyword: 'လုံချည်' }))).toEqual([ids.a]);
    expect(idsOf(await page({ keyword: 'Shop B' }))).toEqual([ids.b]);
    expect(idsOf(await page({ state: 'waiting' }))).toEqual([ids.review]);
    expect(idsOf(await page({ state: 'approved', site_id: k.shopA }))).toEqual([ids.a]);
    expect(idsOf(await page({ state: 'on_sale', site_id: k.shopB }))).toEqual([ids.b]);
    expect(idsOf(await page({ site_id: k.shopA, category_id: k.f.c1 }))).toEqual([ids.review, ids.a]);
    expect(idsOf(await page({ site_id: k.shopA, category_id: k.f.c1 + 10_000 }))).toEqual([]);
    const first = await page({ site_id: k.shopA, page_size: 1 });
    expect(first).toMatchObject({ count: 2, page_count: 2 });
    expect(idsOf(await page({ site_id: k.shopA, page_size: 1, page: 2 }))).toEqual([ids.a]);
  });

  it('refuses bad filters', async () => {
    for (const body of [{ state: 'gone' }, { page_size: 500 }, { site_id: -1 }, { keyword: 'x'.repeat(80) }]) {
      const res = await k.platform.call(platformGoodsPageEndpoint, body as never);
      expect(res.body.code, JSON.stringify(body)).not.toBe(0);
    }
  });
});

describe('review and take-down', () => {
  it('approves from the queue; refusing needs a reason, which the shop reads in its list', async () => {
    const noReason = await k.platform.call(platformGoodsVerifyEndpoint, { goods_id: ids.review, pass: 0 });
    expect(noReason.body).toMatchObject({ error_code: 'PARAMETER_ERROR', message: REASON_REQUIRED });
    const blank = await k.platform.call(platformGoodsVerifyEndpoint, { goods_id: ids.review, pass: 0, reason: '  ' });
    expect(blank.body).toMatchObject({ error_code: 'PARAMETER_ERROR', message: REASON_REQUIRED });
    const refused = await k.platform.call(platformGoodsVerifyEndpoint, {
      goods_id: ids.review,
      pass: 0,
      reason: 'ဓာတ်ပုံ မရှင်းပါ',
    });
    expect(refused.body.data).toMatchObject({ verify_state: -2 });
    const shop = (await k.ownerA.call(sellerGoodsPageEndpoint, { tab: 'refused' })).body.data;
    expect(shop.list.map((g) => [g.goods_id, g.verify_state_remark])).toEqual([[ids.review, 'ဓာတ်ပုံ မရှင်းပါ']]);
    expect((await page({ state: 'refused' })).waiting).toBe(0);
    // The shop edits it; it waits again, and the platform approves it onto the storefront.
    expect((await save(k.ownerA, bodyOf(await info(k.ownerA, ids.review)))).data!.verify_state).toBe(0);
    expect(await storefront('စောင့်ဆိုင်း')).toEqual([]);
    expect((await k.platform.call(platformGoodsVerifyEndpoint, { goods_id: ids.review, pass: 1 })).body.code).toBe(0);
    expect(await storefront('စောင့်ဆိုင်း')).toEqual([ids.review]);
  });

  it('takes a goods down with a reason: gone from the storefront at once, the reason in the shop’s list, logged', async () => {
    expect(await storefront('လုံချည်')).toEqual([ids.a]);
    // The goods page (cached per process) shows it before and is gone right after.
    const skuId = (await info(k.ownerA, ids.a)).skus[0]!.sku_id;
    const detail = async () => (await k.t.call(goodsDetailEndpoint, { sku_id: skuId })).body;
    expect((await detail()).data.goods_sku_detail).toMatchObject({ goods_state: 1, verify_state: 1 });

    const res = await k.platform.call(platformGoodsTakedownEndpoint, { goods_id: ids.a, reason: 'အတုပစ္စည်း ဖြစ်နိုင်သည်' });
    expect(res.body.code, res.body.message).toBe(0);
    expect(res.body.message).toBe('Goods taken down; the shop sees the reason');
    expect(res.body.data).toMatchObject({ goods_id: ids.a, goods_state: 0, verify_state: -3 });
    expect(await storefront('လုံချည်')).toEqual([]);
    expect((await detail()).error_code).toBe('GOODS_NOT_FOUND');
    expect(idsOf(await page({ state: 'taken_down' }))).toEqual([ids.a]);

    const shop = (await k.ownerA.call(sellerGoodsPageEndpoint, { keyword: 'လုံချည်' })).body.data.list[0]!;
    expect(shop).toMatchObject({ verify_state: -3, verify_state_remark: 'အတုပစ္စည်း ဖြစ်နိုင်သည်', goods_state: 0 });

    const log = (await k.platform.call(platformActionLogEndpoint, { action: 'goods.take_down' })).body.data.list;
    expect(log.map((l) => l.target)).toEqual([String(ids.a)]);
    expect(JSON.parse(log[0]!.after)).toMatchObject({ verify_state: -3, reason: 'အတုပစ္စည်း ဖြစ်နိုင်သည်' });
  });

  it('the shop cannot put a taken-down goods back on sale; an edit sends it to review even with the switches off', async () => {
    const batch = (await k.ownerA.call(sellerGoodsBatchEndpoint, { action: 'on_sale', goods_ids: [ids.a] })).body.data;
    expect(batch.done).toEqual([]);
    expect(batch.refused.map((r) => r.error_code)).toEqual(['GOODS_TAKEN_DOWN']);
    const edited = (await save(k.ownerA, bodyOf(await info(k.ownerA, ids.a), { goods_state: 1 }))).data!;
    expect(edited).toMatchObject({ verify_state: 0, goods_state: 1 });
    expect(await storefront('လုံချည်')).toEqual([]);
    expect(idsOf(await page({ state: 'waiting' }))).toEqual([ids.a]);
    expect((await k.platform.call(platformGoodsVerifyEndpoint, { goods_id: ids.a, pass: 1 })).body.code).toBe(0);
    expect(await storefront('လုံချည်')).toEqual([ids.a]);
  });

  it('refuses a take-down without a reason, of a missing goods, or by a shop', async () => {
    const blank = await k.platform.call(platformGoodsTakedownEndpoint, { goods_id: ids.b, reason: ' ' });
    expect(blank.body).toMatchObject({ error_code: 'PARAMETER_ERROR', message: REASON_REQUIRED });
    const long = await k.platform.call(platformGoodsTakedownEndpoint, { goods_id: ids.b, reason: 'x'.repeat(201) });
    expect(long.body.error_code).toBe('PARAMETER_ERROR');
    expect(long.body.message).toContain('200');
    const missing = await k.platform.call(platformGoodsTakedownEndpoint, { goods_id: 9_999_999, reason: 'No' });
    expect(missing.body.error_code).toBe('GOODS_NOT_FOUND');
    const shop = await k.ownerB.call(platformGoodsTakedownEndpoint, { goods_id: ids.a, reason: 'Rival' });
    expect(shop.body.code).not.toBe(0);
    expect((await info(k.ownerA, ids.a)).verify_state).toBe(1);
    expect(await storefront('Platform longyi')).toEqual([ids.b]);
  });

  it('the review switches are a settings group the platform reads and saves', async () => {
    expect((await k.platform.call(platformSettingsEndpoint, {})).body.data.goods_review).toEqual({
      new_goods: 0,
      edits: 0,
    });
    await switchReview({ new_goods: 0, edits: 1 });
    expect((await page({})).review).toEqual({ new_goods: 0, edits: 1 });
    expect((await save(k.ownerB, bodyOf(await info(k.ownerB, ids.b)))).data!.verify_state).toBe(0);
    await switchReview({ new_goods: 0, edits: 0 });
  });
});
