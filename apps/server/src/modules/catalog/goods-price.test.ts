import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsPageEndpoint, type BodyOf } from '@zay/contract';
import { ok } from '../../test/call';
import type { TestApp } from '../../test/test-app';
import type { CatalogueFixtures } from '../../test/catalog-fixtures';
import { catalogueApp } from '../../test/catalogue-app';

/**
 * The goods list by price (the default SKU's discount price): bounds and order. Visible default
 * SKUs: shirt 15,000, longyi 25,000, Nokia 35,000, Galaxy 420,000, Huawei 600,000, iPhone 3,000,000.
 */
let t: TestApp;
let f: CatalogueFixtures;

beforeAll(async () => ({ t, f } = await catalogueApp()));
afterAll(() => t.close());

type PageBody = BodyOf<typeof goodsPageEndpoint>;
const page = async (body: PageBody) =>
  ok(await t.call(goodsPageEndpoint, { order: 'discount_price', sort: 'asc', page_size: 0, ...body }));
const names = async (body: PageBody) => (await page(body)).list.map((g) => g.goods_name);

const SHIRT = '100% Cotton_Shirt';
const LONGYI = 'ချည်ထဘီ အနီရောင်';
const NOKIA = 'Nokia 105 ဖုန်း';
const GALAXY = 'Galaxy A15 Phone';
const HUAWEI = '华为智能手机 Nova';
const IPHONE = 'iPhone 15';

describe('price range', () => {
  it.each([
    ['both bounds, inclusive', { min_price: '35000', max_price: '420000.00' }, [NOKIA, GALAXY]],
    ['min equal to max', { min_price: '420000', max_price: '420000' }, [GALAXY]],
    ['a bound one minor unit off', { min_price: '35000.01', max_price: '419999.99' }, []],
    ['min above max', { min_price: '600000', max_price: '35000' }, []],
    ['only min', { min_price: '420000' }, [GALAXY, HUAWEI, IPHONE]],
    ['only max', { max_price: '35000' }, [SHIRT, LONGYI, NOKIA]],
  ])('%s', async (_what, bounds, expected) => {
    const data = await page(bounds);
    expect(data.list.map((g) => g.goods_name)).toEqual(expected);
    expect(data.count).toBe(expected.length);
    expect(await names({ ...bounds, page: 1, page_size: 2 })).toEqual(expected.slice(0, 2));
  });
});

describe('price order with ties', () => {
  // Nokia and the shirt now cost what Galaxy costs: ties are broken by the goods id, newest first.
  let tie: string[];
  beforeAll(async () => {
    const skuIds = [f.goods.nokia.skuId, f.goods.percent.skuId];
    await t.db.db.updateTable('goods_sku').set({ discount_price: 420_000_00 }).where('sku_id', 'in', skuIds).execute();
    const tied = [f.goods.galaxy, f.goods.nokia, f.goods.percent].sort((a, b) => b.goodsId - a.goodsId);
    const byId = new Map([
      [f.goods.galaxy.goodsId, GALAXY],
      [f.goods.nokia.goodsId, NOKIA],
      [f.goods.percent.goodsId, SHIRT],
    ]);
    tie = tied.map((g) => byId.get(g.goodsId)!);
  });

  it('ascending', async () => {
    expect(await names({ sort: 'asc' })).toEqual([LONGYI, ...tie, HUAWEI, IPHONE]);
  });

  it('descending (the tie-breaker stays newest first)', async () => {
    expect(await names({ sort: 'desc' })).toEqual([IPHONE, HUAWEI, ...tie, LONGYI]);
  });

  it.each(['asc', 'desc'])('pages of one through the tie (%s) add up to the whole list', async (sort) => {
    const all = await names({ sort });
    const pages = [];
    for (let p = 1; p <= all.length + 1; p++) pages.push(...(await names({ sort, page: p, page_size: 1 })));
    expect(pages).toEqual(all);
  });

  it('bounds on a tied price keep every tied goods', async () => {
    expect(await names({ min_price: '420000', max_price: '420000', sort: 'desc' })).toEqual(tie);
  });
});
