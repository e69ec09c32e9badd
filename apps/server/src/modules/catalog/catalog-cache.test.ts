import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsAftersaleEndpoint, goodsDetailEndpoint, goodsPageEndpoint } from '@zay/contract';
import type { TestApp } from '../../test/test-app';
import type { CatalogueFixtures } from '../../test/catalog-fixtures';
import { catalogueApp } from '../../test/catalogue-app';

/** docs/decisions/007-catalogue-cache.md: anonymous catalogue answers are kept CATALOG_CACHE_MS. */
let t: TestApp;
let f: CatalogueFixtures;

beforeAll(async () => ({ t, f } = await catalogueApp({ CATALOG_CACHE_MS: '400' })));
afterAll(() => t.close());

const rename = (goodsId: number, name: string) =>
  t.db.db.updateTable('goods').set({ goods_name: name }).where('goods_id', '=', goodsId).execute();

describe('the catalogue answer cache', () => {
  it('answers the goods page from the cache within its life, then afresh', async () => {
    const { goodsId, skuId } = f.goods.nokia;
    const first = await t.call(goodsDetailEndpoint, { sku_id: skuId }, { lang: 'en-us' });
    await rename(goodsId, 'Nokia renamed');
    const cached = await t.call(goodsDetailEndpoint, { sku_id: skuId }, { lang: 'en-us' });
    expect(cached.body.data).toEqual(first.body.data);
    expect(first.body.message).toBe('Operation successful');
    // Each language has its own entry: goods are translated (ADR 097).
    const other = await t.call(goodsDetailEndpoint, { sku_id: skuId }, { lang: 'zh-cn' });
    expect(other.body).toMatchObject({ code: 0, message: '操作成功', timestamp: expect.any(Number) });
    expect(other.body.data.goods_sku_detail.goods_name).toBe('Nokia renamed');
    await new Promise((r) => setTimeout(r, 450));
    const fresh = await t.call(goodsDetailEndpoint, { sku_id: skuId });
    expect(fresh.body.data.goods_sku_detail.goods_name).toBe('Nokia renamed');
  });

  it('keys lists by the whole question and never caches failures', async () => {
    const a = await t.call(goodsPageEndpoint, { keyword: 'phone', page_size: 1 });
    const b = await t.call(goodsPageEndpoint, { keyword: 'phone', page_size: 2 });
    expect(a.body.data.list).toHaveLength(1);
    expect(b.body.data.list).toHaveLength(2);
    const cached = await t.call(goodsPageEndpoint, { keyword: 'phone', page_size: 1 });
    expect(cached.body).toEqual({ ...a.body, timestamp: expect.any(Number) });
    expect(cached.headers['content-type']).toMatch(/^application\/json/);
    const missing = await t.call(goodsDetailEndpoint, { sku_id: 987_654 });
    expect(missing.body.error_code).toBe('GOODS_NOT_FOUND');
  });

  it('keeps the after-sale promises once per language', async () => {
    const texts = async (lang: 'en-us' | 'zh-cn' | 'md-mm') =>
      (await t.call(goodsAftersaleEndpoint, {}, { lang })).body.data.map((p: { text: string }) => p.text)[0];
    expect(await texts('en-us')).toBe('Ships within 2 hours of payment');
    expect(await texts('zh-cn')).toBe('付款后2小时内发货');
    expect(await texts('md-mm')).toBe('ငွေပေးချေပြီး 2 နာရီအတွင်း ပို့ဆောင်ပေးပါသည်');
    expect(await texts('en-us')).toBe('Ships within 2 hours of payment');
  });
});
