import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundlingListsEndpoint,
  collectAddEndpoint,
  evaluateCountEndpoint,
  goodsCouponListEndpoint,
  goodsDetailEndpoint,
  goodsSkuInfoEndpoint,
  groupbuyOfSkuEndpoint,
  manjianInfoEndpoint,
  pcGoodsPageEndpoint,
  seckillOfSkuEndpoint,
  shopSubscribeEndpoint,
  topicOfSkuEndpoint,
} from '@zay/contract';
import { offContract, ok } from '../../../test/call';
import type { CatalogueFixtures } from '../../../test/catalog-fixtures';
import { catalogueApp } from '../../../test/catalogue-app';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
let f: CatalogueFixtures;

// A fresh database per app: PostgreSQL's migrations take a while on a busy machine.
beforeAll(async () => ({ t, f } = await catalogueApp({ PUBLIC_ORIGIN: 'https://zay.test' })), 60_000);
afterAll(() => t.close());

describe('pc/goodsPage (ADR 106)', () => {
  it('answers what the separate calls answer, in one read', async () => {
    const sku_id = f.goods.galaxy.skuId;
    const goods_id = f.goods.galaxy.goodsId;
    const before = Math.floor(Date.now() / 1000);
    const page = ok(await t.call(pcGoodsPageEndpoint, { sku_id }));
    expect(page.time).toBeGreaterThanOrEqual(before - 1);
    expect(page.detail).toEqual(ok(await t.call(goodsDetailEndpoint, { sku_id })));
    // The detail is read afresh: its price and stock are the live ones.
    const live = ok(await t.call(goodsSkuInfoEndpoint, { sku_id }));
    expect(page.detail.goods_sku_detail).toMatchObject({ price: live.price, stock: live.stock });
    expect(page.manjian).toEqual(ok(await t.call(manjianInfoEndpoint, { sku_id })));
    expect(page.manjian).not.toBeNull();
    expect(page.evaluate_count).toEqual(ok(await t.call(evaluateCountEndpoint, { goods_id })));
    expect(page.seckill).toEqual(ok(await t.call(seckillOfSkuEndpoint, { sku_id })));
    expect(page.groupbuy).toEqual(ok(await t.call(groupbuyOfSkuEndpoint, { sku_id })));
    expect(page.topic).toEqual(ok(await t.call(topicOfSkuEndpoint, { sku_id })));
    expect(page.bundling).toEqual(ok(await t.call(bundlingListsEndpoint, { sku_id })));
    expect(page.coupons).toEqual(ok(await t.call(goodsCouponListEndpoint, { site_id: f.shops.mart, goods_id })));
    expect(page).toMatchObject({ collected: 0, following: 0 });
  });

  it("answers the member's own follows of the goods and its shop", async () => {
    const { token } = f.members.alice;
    const sku_id = f.goods.galaxy.skuId;
    const as = t.as({ token });
    expect(ok(await as(pcGoodsPageEndpoint, { sku_id }))).toMatchObject({ collected: 0, following: 0 });
    ok(await as(collectAddEndpoint, { sku_id }));
    ok(await as(shopSubscribeEndpoint, { site_id: f.shops.mart }));
    expect(ok(await as(pcGoodsPageEndpoint, { sku_id }))).toMatchObject({ collected: 1, following: 1 });
    // Another member's follows are not theirs; a visitor has none.
    expect(ok(await t.as({ token: f.members.bob.token })(pcGoodsPageEndpoint, { sku_id }))).toMatchObject({
      collected: 0,
      following: 0,
    });
    expect(ok(await t.call(pcGoodsPageEndpoint, { sku_id }))).toMatchObject({ collected: 0, following: 0 });
  });

  it('answers GOODS_NOT_FOUND (HTTP 200) for unknown and hidden goods', async () => {
    for (const sku_id of [999_999, ...Object.values(f.hidden).map((h) => h.skuId)]) {
      const res = await t.call(pcGoodsPageEndpoint, { sku_id });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: -1, data: null, error_code: 'GOODS_NOT_FOUND' });
    }
  });

  it('refuses bad ids with PARAMETER_ERROR', async () => {
    for (const sku_id of ['x', -1, 1.5, '<script>alert(1)</script>', null]) {
      const res = await t.call(pcGoodsPageEndpoint, offContract({ sku_id }));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: -10006, error_code: 'PARAMETER_ERROR' });
    }
  });
});

describe('pc/goodsPage without the promotion addons', () => {
  let bare: Awaited<ReturnType<typeof catalogueApp>>;
  beforeAll(async () => (bare = await catalogueApp({ ADDONS: '' })), 60_000);
  afterAll(() => bare.t.close());

  it("answers no seckill, group buy, topic, package or coupon, as those calls' addons are off", async () => {
    const page = ok(await bare.t.call(pcGoodsPageEndpoint, { sku_id: bare.f.goods.galaxy.skuId }));
    expect(page).toMatchObject({ seckill: null, groupbuy: null, topic: null, bundling: [], coupons: [] });
    expect(page.detail.goods_sku_detail.sku_id).toBe(bare.f.goods.galaxy.skuId);
  });
});
