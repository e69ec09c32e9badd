import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandPageEndpoint,
  categoryInfoEndpoint,
  categoryRelevanceEndpoint,
  evaluateCountEndpoint,
  evaluatePageEndpoint,
  goodsAftersaleEndpoint,
  goodsDetailEndpoint,
  goodsPageEndpoint,
  goodsQrcodeEndpoint,
  goodsRecommendEndpoint,
  goodsSkuInfoEndpoint,
  manjianInfoEndpoint,
  modifyClicksEndpoint,
  type BodyOf,
} from '@zay/contract';
import { offContract, ok, type Answer } from '../../test/call';
import type { TestApp } from '../../test/test-app';
import type { CatalogueFixtures } from '../../test/catalog-fixtures';
import { catalogueApp } from '../../test/catalogue-app';

let t: TestApp;
let f: CatalogueFixtures;

beforeAll(async () => ({ t, f } = await catalogueApp({ PUBLIC_ORIGIN: 'https://zay.test' })));
afterAll(() => t.close());

const notFound = (res: Answer<unknown>, errorCode = 'GOODS_NOT_FOUND') => {
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ code: -1, data: null, error_code: errorCode });
};
const hiddenSkus = () => Object.values(f.hidden).map((h) => h.skuId);

describe('goodssku/detail', () => {
  it('answers the SKU with its goods and the shop card', async () => {
    const data = ok(await t.call(goodsDetailEndpoint, { sku_id: f.goods.galaxy.skuId }));
    expect(data.goods_sku_detail).toMatchObject({
      goods_id: f.goods.galaxy.goodsId,
      sku_id: f.goods.galaxy.skuId,
      goods_name: 'Galaxy A15 Phone',
      sku_name: 'Galaxy A15 Phone 128GB',
      price: '450000.00',
      discount_price: '420000.00',
      promotion_type: 1,
      stock: 10,
      site_id: f.shops.mart,
      category_id_1: f.categories.phones,
      category_id_3: f.categories.android,
      evaluate: 4,
      purchased_num: 0,
    });
    expect(data.goods_sku_detail.goods_promotion.map((p) => p.promotion_type)).toEqual(['discount', 'manjian']);
    expect(JSON.parse(data.goods_sku_detail.goods_attr_format)[0].attr_value_name).toBe('Samsung');
    expect(data.shop_info).toMatchObject({ site_id: f.shops.mart, site_name: 'Shwe Mart', is_own: 1, sub_num: 0 });
  });

  it('sanitizes the description on the server', async () => {
    const { goods_content } = ok(await t.call(goodsDetailEndpoint, { sku_id: f.goods.galaxy.skuId })).goods_sku_detail;
    expect(goods_content).toBe('<p>Great phone</p><img>');
  });

  it('links every spec value to its SKU', async () => {
    const [first, second] = f.goods.galaxy.skuIds;
    const specs = JSON.parse(
      ok(await t.call(goodsDetailEndpoint, { sku_id: second! })).goods_sku_detail.goods_spec_format,
    );
    expect(specs[0].value.map((v: any) => [v.spec_value_name, v.sku_id, v.selected, v.disabled])).toEqual([
      ['128GB', first, 0, 0],
      ['256GB', second, 1, 0],
      ['512GB', 0, 0, 1],
    ]);
  });

  it('answers GOODS_NOT_FOUND for unknown and hidden goods', async () => {
    notFound(await t.call(goodsDetailEndpoint, { sku_id: 999_999 }));
    for (const skuId of hiddenSkus()) notFound(await t.call(goodsDetailEndpoint, { sku_id: skuId }));
    const res = await t.call(goodsDetailEndpoint, offContract({}));
    expect(res.body).toMatchObject({ code: -10006 });
  });
});

describe('goodssku/info, goodsqrcode, recommend', () => {
  it('info answers the live price and stock of the chosen SKU', async () => {
    const data = ok(await t.call(goodsSkuInfoEndpoint, { sku_id: f.goods.galaxy.skuIds[1]! }));
    expect(data).toMatchObject({ sku_name: 'Galaxy A15 Phone 256GB', price: '520000.00', stock: 0 });
    await t.db.db.updateTable('goods_sku').set({ stock: 3 }).where('sku_id', '=', f.goods.galaxy.skuIds[1]!).execute();
    expect(ok(await t.call(goodsSkuInfoEndpoint, { sku_id: f.goods.galaxy.skuIds[1]! })).stock).toBe(3);
    notFound(await t.call(goodsSkuInfoEndpoint, { sku_id: f.hidden.offSale.skuId }));
  });

  it('every call counts sales the same way: the goods’ sales, whichever SKU is asked for (issue 20 §4)', async () => {
    const [first, second] = f.goods.galaxy.skuIds;
    const goodsBefore = await t.db.db
      .selectFrom('goods')
      .select('sale_num')
      .where('goods_id', '=', f.goods.galaxy.goodsId)
      .executeTakeFirstOrThrow();
    const skusBefore = await t.db.db
      .selectFrom('goods_sku')
      .select(['sku_id', 'sale_num'])
      .where('sku_id', 'in', [first!, second!])
      .execute();
    await t.db.db.updateTable('goods_sku').set({ sale_num: 150 }).where('sku_id', '=', first!).execute();
    await t.db.db.updateTable('goods_sku').set({ sale_num: 342 }).where('sku_id', '=', second!).execute();
    await t.db.db.updateTable('goods').set({ sale_num: 492 }).where('goods_id', '=', f.goods.galaxy.goodsId).execute();
    const detail = ok(await t.call(goodsDetailEndpoint, { sku_id: first! })).goods_sku_detail;
    const info = [first!, second!].map(async (sku_id) => ok(await t.call(goodsSkuInfoEndpoint, { sku_id })).sale_num);
    const listed = ok(await t.call(goodsPageEndpoint, { keyword: 'Galaxy', page_size: 10 })).list;
    expect(detail.sale_num).toBe(492);
    expect(await Promise.all(info)).toEqual([492, 492]);
    expect(listed.find((g) => g.goods_id === f.goods.galaxy.goodsId)!.sale_num).toBe(492);
    await t.db.db.updateTable('goods').set(goodsBefore).where('goods_id', '=', f.goods.galaxy.goodsId).execute();
    for (const { sku_id, sale_num } of skusBefore)
      await t.db.db.updateTable('goods_sku').set({ sale_num }).where('sku_id', '=', sku_id).execute();
  });

  it('goodsqrcode is a PNG of the goods page address', async () => {
    const data = ok(await t.call(goodsQrcodeEndpoint, { sku_id: f.goods.nokia.skuId }));
    expect(data.url).toBe(`https://zay.test/sku-${f.goods.nokia.skuId}`);
    expect(data.img).toMatch(/^https:\/\/zay\.test\/upload\/qrcode\/[\w-]+\.png$/);
    notFound(await t.call(goodsQrcodeEndpoint, { sku_id: f.hidden.closedShop.skuId }));
  });

  it('recommend lists best sellers of the same category without the goods itself', async () => {
    const data = ok(await t.call(goodsRecommendEndpoint, { sku_id: f.goods.galaxy.skuId, page_size: 10 }));
    expect(data.list.map((g) => g.goods_name)).toEqual(['华为智能手机 Nova']);
    expect(data.count).toBe(data.list.length);
    const first = ok(await t.call(goodsRecommendEndpoint, { sku_id: f.goods.galaxy.skuId, page_size: 1 }));
    expect(first).toMatchObject({ count: data.count, list: [data.list[0]] });
    const all = ok(await t.call(goodsRecommendEndpoint, { page_size: 3 }));
    expect(all.list.map((g) => g.goods_name)).toEqual(['ချည်ထဘီ အနီရောင်', 'iPhone 15', 'Nokia 105 ဖုန်း']);
    const byCategory = ok(await t.call(goodsRecommendEndpoint, { category_id: f.categories.phones }));
    expect(byCategory.count).toBe(4);
  });
});

describe('manjian, aftersale, modifyclicks', () => {
  it('manjian/info answers the running full reduction for the goods, tiers lowest first', async () => {
    const data = ok(await t.call(manjianInfoEndpoint, { goods_id: f.goods.galaxy.goodsId }))!;
    expect(data).toMatchObject({ manjian_id: f.promotions.martAll, manjian_type: 1, site_id: f.shops.mart });
    expect(data.rule_json).toEqual([
      { money: '500000.00', discount_money: '20000.00', free_shipping: 0, point: 10, coupon_id: 0 },
      { money: '1000000.00', discount_money: '50000.00', free_shipping: 1, point: 0, coupon_id: 0 },
    ]);
    expect(ok(await t.call(manjianInfoEndpoint, { sku_id: f.goods.longyi.skuId }))!.manjian_id).toBe(
      f.promotions.lotusLongyi,
    );
  });

  it('manjian/info answers null where none runs or the goods is hidden', async () => {
    expect(ok(await t.call(manjianInfoEndpoint, { goods_id: f.goods.huawei.goodsId }))).toBeNull();
    expect(ok(await t.call(manjianInfoEndpoint, { goods_id: f.hidden.offSale.goodsId }))).toBeNull();
    expect((await t.call(manjianInfoEndpoint, offContract({}))).body.code).toBe(-10006);
  });

  it.each([
    ['en-us', 'Ships within 2 hours of payment'],
    ['zh-cn', '付款后2小时内发货'],
    ['md-mm', 'ငွေပေးချေပြီး 2 နာရီအတွင်း ပို့ဆောင်ပေးပါသည်'],
  ] as const)('goods/aftersale answers the promises in %s', async (lang, first) => {
    const data = ok(await t.call(goodsAftersaleEndpoint, {}, { lang }));
    expect(data.map((p) => p.key)).toEqual(['ship_within', 'no_reason_return', 'package_postage']);
    expect(data[0]!.text).toBe(first);
    expect(data[1]!.text).toContain('7');
  });

  it('goods/modifyclicks counts on the goods and the SKU', async () => {
    const skuId = f.goods.iphone.skuId;
    expect(ok(await t.call(modifyClicksEndpoint, { sku_id: skuId }))).toEqual({ click_num: 1 });
    expect(ok(await t.call(modifyClicksEndpoint, { sku_id: skuId }))).toEqual({ click_num: 2 });
    const sku = await t.db.db
      .selectFrom('goods_sku')
      .select('click_num')
      .where('sku_id', '=', skuId)
      .executeTakeFirstOrThrow();
    expect(sku.click_num).toBe(2);
    notFound(await t.call(modifyClicksEndpoint, { sku_id: f.hidden.deleted.skuId }));
  });
});

describe('brands and categories', () => {
  it('goodsbrand/page pages brands in their order; is_recommend narrows', async () => {
    const data = ok(await t.call(brandPageEndpoint, { page: 1, page_size: 2 }));
    expect(data).toMatchObject({ count: 3, page_count: 2 });
    expect(data.list.map((b) => b.brand_name)).toEqual(['Apple', 'Samsung']);
    expect(ok(await t.call(brandPageEndpoint, { is_recommend: 1 })).list.map((b) => b.brand_name)).toEqual(['Samsung']);
  });

  it('goodscategory/info answers a visible category, else CATEGORY_NOT_FOUND', async () => {
    expect(ok(await t.call(categoryInfoEndpoint, { category_id: f.categories.smart }))).toMatchObject({
      category_name1: 'Smartphones',
      category_name2: 'စမတ်ဖုန်း',
      level: 2,
    });
    notFound(await t.call(categoryInfoEndpoint, { category_id: 999 }), 'CATEGORY_NOT_FOUND');
  });

  it('goodscategory/relevanceinfo answers the breadcrumb, children and related categories', async () => {
    const data = ok(await t.call(categoryRelevanceEndpoint, { category_id: f.categories.android }));
    expect(data.category_info.category_name1).toBe('Android');
    expect(data.parent_list.map((c) => c.category_name1)).toEqual(['Phones', 'Smartphones']);
    expect(data.child_list).toEqual([]);
    expect(data.sibling_list.map((c) => c.category_name1)).toEqual(['iPhone']);
    const smart = ok(await t.call(categoryRelevanceEndpoint, { category_id: f.categories.smart }));
    expect(smart.parent_list.map((c) => c.category_name1)).toEqual(['Phones']);
    expect(smart.child_list.map((c) => c.category_name1)).toEqual(['Android', 'iPhone']);
    expect(smart.sibling_list.map((c) => c.category_name1)).toEqual(['Feature phones']);
    const top = ok(await t.call(categoryRelevanceEndpoint, { category_id: f.categories.phones }));
    expect(top.parent_list).toEqual([]);
    expect(top.sibling_list.map((c) => c.category_name1)).toEqual(['Clothing']);
  });
});

describe('goodsevaluate', () => {
  const page = (body: Omit<BodyOf<typeof evaluatePageEndpoint>, 'goods_id'>) =>
    t.call(evaluatePageEndpoint, { goods_id: f.goods.galaxy.goodsId, ...body }).then(ok);

  it('lists approved reviews newest first with images and replies', async () => {
    const data = await page({});
    expect(data).toMatchObject({ count: 4, page_count: 1 });
    expect(data.list.map((r) => r.content)).toEqual(['bad', 'so-so', 'OK', 'ကောင်းပါတယ်']);
    const good = data.list[3];
    expect(good).toMatchObject({ images: 'upload/r1.png,upload/r2.png', explain_first: 'Thank you!', scores: 5 });
    expect(data.list[2]).toMatchObject({ again_content: 'Still good' });
  });

  it('masks anonymous reviewers and leaves out their avatar', async () => {
    const anonymous = (await page({ explain_type: 'bad' })).list[0]!;
    expect(anonymous).toMatchObject({ is_anonymous: 1, member_headimg: '' });
    expect(anonymous.member_name).toBe('မေ***င်');
  });

  it.each([
    ['all', 4],
    ['', 4],
    ['good', 2],
    ['middle', 1],
    ['bad', 1],
    ['image', 1],
  ] as const)('filters %j', async (explain_type, count) => {
    expect((await page({ explain_type })).count).toBe(count);
  });

  it('pages and refuses unknown filters', async () => {
    expect(await page({ page: 2, page_size: 3 })).toMatchObject({ count: 4, page_count: 2 });
    expect((await page({ page: 2, page_size: 3 })).list).toHaveLength(1);
    expect((await t.call(evaluatePageEndpoint, offContract({ goods_id: 1, explain_type: 'worst' }))).body.code).toBe(
      -10006,
    );
  });

  it('count answers reviews per filter', async () => {
    expect(ok(await t.call(evaluateCountEndpoint, { goods_id: f.goods.galaxy.goodsId }))).toEqual({
      total: 4,
      good: 2,
      middle: 1,
      bad: 1,
      image: 1,
    });
    expect(ok(await t.call(evaluateCountEndpoint, { goods_id: f.goods.nokia.goodsId }))).toEqual({
      total: 0,
      good: 0,
      middle: 0,
      bad: 0,
      image: 0,
    });
  });
});
