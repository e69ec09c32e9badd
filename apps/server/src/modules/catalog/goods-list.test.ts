import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsBrandsEndpoint, goodsPageEndpoint, type BodyOf } from '@zay/contract';
import { offContract, ok } from '../../test/call';
import type { TestApp } from '../../test/test-app';
import type { CatalogueFixtures } from '../../test/catalog-fixtures';
import { catalogueApp } from '../../test/catalogue-app';

let t: TestApp;
let f: CatalogueFixtures;

beforeAll(async () => ({ t, f } = await catalogueApp()));
afterAll(() => t.close());

type PageBody = BodyOf<typeof goodsPageEndpoint>;
const page = async (body: PageBody) => ok(await t.call(goodsPageEndpoint, body));
const names = async (body: PageBody) => (await page(body)).list.map((g) => g.goods_name);

describe('goodssku/page', () => {
  it('lists one row per visible goods with its default SKU, in the default order', async () => {
    const data = await page({ page: 1, page_size: 20 });
    expect(data).toMatchObject({ count: 6, page_count: 1 });
    expect(data.list.map((g) => g.goods_name)).toEqual([
      'iPhone 15',
      '100% Cotton_Shirt',
      'Nokia 105 ဖုန်း',
      '华为智能手机 Nova',
      'ချည်ထဘီ အနီရောင်',
      'Galaxy A15 Phone',
    ]);
    const galaxy = data.list.find((g) => g.goods_id === f.goods.galaxy.goodsId);
    expect(galaxy).toEqual({
      goods_id: f.goods.galaxy.goodsId,
      sku_id: f.goods.galaxy.skuId,
      sku_name: 'Galaxy A15 Phone 128GB',
      goods_name: 'Galaxy A15 Phone',
      price: '450000.00',
      market_price: '455000.00',
      discount_price: '420000.00',
      stock: 10,
      sale_num: 50,
      sku_image: `upload/g${f.goods.galaxy.goodsId}.png`,
      goods_image: '',
      site_id: f.shops.mart,
      site_name: 'Shwe Mart',
      website_id: 0,
      is_own: 1,
      is_free_shipping: 1,
      introduction: '',
      promotion_type: 1,
      goods_spec_format: expect.stringContaining('128GB'),
      is_virtual: 0,
    });
  });

  it('never lists goods that are off sale, unapproved, deleted or in a closed shop', async () => {
    const all = await page({ page_size: 0 });
    const ids = all.list.map((g) => g.goods_id);
    for (const h of Object.values(f.hidden)) expect(ids).not.toContain(h.goodsId);
    expect(await names({ keyword: 'Galaxy' })).toEqual(['Galaxy A15 Phone']);
    expect(await names({ site_id: f.shops.closed })).toEqual([]);
    expect(
      await names({
        goods_id_arr: Object.values(f.hidden)
          .map((h) => h.goodsId)
          .join(','),
      }),
    ).toEqual([]);
  });

  it.each([
    [
      'sale_num',
      'desc',
      ['ချည်ထဘီ အနီရောင်', 'iPhone 15', 'Nokia 105 ဖုန်း', 'Galaxy A15 Phone', '华为智能手机 Nova', '100% Cotton_Shirt'],
    ],
    [
      'sale_num',
      'asc',
      ['100% Cotton_Shirt', '华为智能手机 Nova', 'Galaxy A15 Phone', 'Nokia 105 ဖုန်း', 'iPhone 15', 'ချည်ထဘီ အနီရောင်'],
    ],
    [
      'discount_price',
      'asc',
      ['100% Cotton_Shirt', 'ချည်ထဘီ အနီရောင်', 'Nokia 105 ဖုန်း', 'Galaxy A15 Phone', '华为智能手机 Nova', 'iPhone 15'],
    ],
    [
      'discount_price',
      'desc',
      ['iPhone 15', '华为智能手机 Nova', 'Galaxy A15 Phone', 'Nokia 105 ဖုန်း', 'ချည်ထဘီ အနီရောင်', '100% Cotton_Shirt'],
    ],
    [
      'create_time',
      'desc',
      ['ချည်ထဘီ အနီရောင်', 'iPhone 15', '华为智能手机 Nova', 'Nokia 105 ဖုန်း', 'Galaxy A15 Phone', '100% Cotton_Shirt'],
    ],
    [
      'create_time',
      'ASC',
      ['100% Cotton_Shirt', 'Galaxy A15 Phone', 'Nokia 105 ဖုန်း', '华为智能手机 Nova', 'iPhone 15', 'ချည်ထဘီ အနီရောင်'],
    ],
  ])('orders by %s %s', async (order, sort, expected) => {
    expect(await names({ order, sort, page_size: 0 })).toEqual(expected);
  });

  it('treats an unknown order as the default order', async () => {
    expect(await names({ order: 'drop table', page_size: 0 })).toEqual(await names({ page_size: 0 }));
  });

  it.each([
    ['category level 1', (x: CatalogueFixtures) => ({ category_id: x.categories.phones, category_level: 1 }), 4],
    ['category level 2', (x: CatalogueFixtures) => ({ category_id: x.categories.smart, category_level: 2 }), 3],
    ['category level 3', (x: CatalogueFixtures) => ({ category_id: x.categories.android, category_level: 3 }), 2],
    ['category without level', (x: CatalogueFixtures) => ({ category_id: x.categories.smart }), 3],
    ['brand', (x: CatalogueFixtures) => ({ brand_id: x.brands.samsung }), 1],
    ['free shipping', () => ({ is_free_shipping: 1 }), 2],
    ['own shop', () => ({ is_own: '1' }), 2],
    ['shop', (x: CatalogueFixtures) => ({ site_id: x.shops.lotus }), 3],
    [
      'shop category (parent)',
      (x: CatalogueFixtures) => ({ site_id: x.shops.mart, shop_category_id: x.shopCategories.scPhones }),
      1,
    ],
    ['shop category (child)', (x: CatalogueFixtures) => ({ shop_category_id: x.shopCategories.scAndroid }), 1],
    ['price range', () => ({ min_price: '30000', max_price: '450000.00' }), 2],
    ['min price only', () => ({ min_price: 600000 }), 2],
    [
      'goods ids (array)',
      (x: CatalogueFixtures) => ({ goods_id_arr: [x.goods.galaxy.goodsId, x.goods.nokia.goodsId] }),
      2,
    ],
    [
      'unset filters as the clients send them',
      () => ({ brand_id: 0, category_id: '', min_price: '', max_price: null, is_own: 0, coupon: 0, attr: '' }),
      6,
    ],
    [
      'several at once',
      (x: CatalogueFixtures) => ({
        category_id: x.categories.phones,
        category_level: 1,
        is_free_shipping: 1,
        max_price: '100000',
      }),
      1,
    ],
  ])('filters by %s', async (_name, body, count) => {
    const data = await page({ ...body(f), page_size: 0 });
    expect(data.count).toBe(count);
    expect(data.list).toHaveLength(count);
  });

  it('checks filter results, not just counts', async () => {
    expect(await names({ min_price: '30000', max_price: '450000.00' })).toEqual(['Nokia 105 ဖုန်း', 'Galaxy A15 Phone']);
    expect(await names({ shop_category_id: f.shopCategories.scPhones })).toEqual(['Galaxy A15 Phone']);
  });

  it('pages: sizes, the last page, beyond the end, and page_size 0 for all', async () => {
    const p1 = await page({ page: 1, page_size: 4 });
    const p2 = await page({ page: 2, page_size: 4 });
    expect(p1).toMatchObject({ count: 6, page_count: 2 });
    expect(p1.list).toHaveLength(4);
    expect(p2.list).toHaveLength(2);
    expect(new Set([...p1.list, ...p2.list].map((g) => g.goods_id)).size).toBe(6);
    expect(await page({ page: 9, page_size: 4 })).toEqual({ count: 6, page_count: 2, list: [] });
    expect(await page({ page_size: 0 })).toMatchObject({ count: 6, page_count: 1 });
    expect((await page({})).list).toHaveLength(6);
    expect(await page({ keyword: 'nothing-like-this' })).toEqual({ count: 0, page_count: 1, list: [] });
  });

  it.each([
    [{ page: 0 }],
    [{ page_size: 101 }],
    [{ order: 5 }],
    [{ min_price: '1.234' }],
    [{ brand_id: -1 }],
    [{ category_level: 4 }],
    [{ goods_id_arr: '1,x' }],
    [{ is_own: 2 }],
  ])('refuses %j', async (body) => {
    const res = await t.call(goodsPageEndpoint, offContract(body));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: -10006, error_code: 'PARAMETER_ERROR', data: null });
  });
});

describe('keyword search', () => {
  it.each([
    ['a Burmese substring of a name', 'ထဘီ', ['ချည်ထဘီ အနီရောင်']],
    ['a Burmese word from the keywords', 'စမတ်ဖုန်း', ['Galaxy A15 Phone']],
    ['a Chinese substring of a name', '智能手机', ['华为智能手机 Nova', 'Galaxy A15 Phone']],
    ['a Chinese word of two characters', '笼基', ['ချည်ထဘီ အနီရောင်']],
    ['an English word, any case', 'galaxy', ['Galaxy A15 Phone']],
    ['an English word inside a Burmese-named goods keywords', 'longyi', ['ချည်ထဘီ အနီရောင်']],
    ['a shop name', 'Shwe Mart', ['iPhone 15', 'Nokia 105 ဖုန်း', 'Galaxy A15 Phone']],
    ['a Chinese shop name', '金莲', ['100% Cotton_Shirt', '华为智能手机 Nova', 'ချည်ထဘီ အနီရောင်']],
    ['several words, all required', 'nova phone', ['华为智能手机 Nova']],
    ['a long word and a short one', 'Nokia 10', ['Nokia 105 ဖုန်း']],
    ['one short term (scan)', 'A1', ['Galaxy A15 Phone']],
    ['LIKE wildcards as text', '100%', ['100% Cotton_Shirt']],
    ['an underscore as text', 'n_S', ['100% Cotton_Shirt']],
    ['FTS syntax as text', '"phone" OR', []],
  ])('finds %s', async (_what, keyword, expected) => {
    const found = await names({ keyword, order: 'sale_num', page_size: 0 });
    expect(found.sort()).toEqual([...expected].sort());
  });

  it('ranks the closer match first by default', async () => {
    const [first] = await names({ keyword: 'iPhone 15' });
    expect(first).toBe('iPhone 15');
  });

  it('trims the keyword and combines it with filters and sorts', async () => {
    expect(await names({ keyword: '  phone  ', site_id: f.shops.mart, order: 'discount_price', sort: 'asc' })).toEqual([
      'Galaxy A15 Phone',
      'iPhone 15',
    ]);
    expect(await names({ keyword: 'ဖုန်း', site_id: f.shops.mart, order: 'discount_price', sort: 'desc' })).toEqual([
      'iPhone 15',
      'Galaxy A15 Phone',
      'Nokia 105 ဖုန်း',
    ]);
  });

  it('refuses a keyword of 51 characters with KEYWORD_TOO_LONG, accepts 50 (in code points)', async () => {
    const res = await t.call(goodsPageEndpoint, { keyword: 'x'.repeat(51) }, { lang: 'en-us' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: -10006, message: 'The search keyword may have at most 50 characters' });
    ok(await t.call(goodsPageEndpoint, { keyword: 'ထ'.repeat(50) }));
    ok(await t.call(goodsPageEndpoint, { keyword: '😀'.repeat(50) }));
  });
});

describe('goodssku/brands (issue 20 §11)', () => {
  const brands = async (body: BodyOf<typeof goodsBrandsEndpoint>) =>
    ok(await t.call(goodsBrandsEndpoint, body)).map((b) => [b.brand_name, b.goods_count]);

  it('offers the brands present in the results, with counts, not every brand', async () => {
    expect(await brands({})).toEqual([
      ['Samsung', 1],
      ['Apple', 1],
    ]);
    expect(await brands({ keyword: 'Galaxy' })).toEqual([['Samsung', 1]]);
    expect(await brands({ category_id: f.categories.clothing, category_level: 1 })).toEqual([]);
  });

  it('ignores the chosen brand and the paging, so another brand stays one click away', async () => {
    expect(await brands({ brand_id: f.brands.apple, page: 3, page_size: 1, order: 'sale_num' })).toEqual(
      await brands({}),
    );
    // The chosen brand stays named even when nothing else matches.
    expect(await brands({ keyword: 'Galaxy', brand_id: f.brands.apple })).toEqual([
      ['Samsung', 1],
      ['Apple', 0],
    ]);
  });
});
