import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from './modules/site/config/config.service';
import { seedCatalogue, type CatalogueFixtures } from './test/catalog-fixtures';
import { seedFixtures } from './test/fixtures';
import { createTestApp, type TestApp } from './test/test-app';
import { CLIENT, clientPost } from './test/family-client';

/**
 * Issue 13 "Shapes on pages that otherwise work", called the way an existing client of this API
 * family calls Zay: from its own origin (listed in CORS_ORIGINS), `token` in the body, no cookie.
 */
let t: TestApp;
let f: CatalogueFixtures;
let site: Awaited<ReturnType<typeof seedFixtures>>;

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: CLIENT, ADDONS: 'manjian' });
  site = await seedFixtures(t.db);
  f = await seedCatalogue(t.db);
});
afterAll(() => t.close());

/** The answer's data after checking the envelope and the CORS header the client needs. */
async function data(path: string, body: object = {}) {
  const envelope = await clientPost(t, path, body);
  expect(envelope).toMatchObject({ code: 0 });
  return envelope.data;
}

describe('home page', () => {
  it('pc/floors answers every slot a floor style declares, empty where nothing is stored', async () => {
    const [floor] = await data('/api/pc/floors');
    expect(floor.block_name).toBe('floor-style-1');
    expect(floor.value.bottomImg).toEqual({ type: 'img', value: { url: '', link: { url: '' } } });
    expect(floor.value.leftImg.value.url).toBe('');
    expect(floor.value.title.value.text).toBe('ဖုန်း');
    expect(floor.value.goodsList.value.list.map((g: { goods_id: number }) => g.goods_id)).toEqual([site.visible]);
  });

  it('pc/floatLayer gives its link as a JSON string like nav_url', async () => {
    await setConfig(t.db.db, 'float_layer', {
      is_show: 1,
      title: 'Coupons',
      url: { url: '/coupon' },
      img_url: 'upload/float.png',
      number: '2',
    });
    const layer = await data('/api/pc/floatLayer');
    expect(JSON.parse(layer.url)).toEqual({ url: '/coupon' });
    expect(layer).toMatchObject({ is_show: 1, title: 'Coupons', number: '2' });
  });

  it('website/wapqrcode and goodssku/goodsqrcode give path.h5.img and path.h5.url', async () => {
    for (const [path, body] of [
      ['/api/website/wapqrcode', {}],
      ['/api/goodssku/goodsqrcode', { sku_id: f.goods.galaxy.skuId }],
    ] as const) {
      const qr = await data(path, body);
      // A picture Zay serves, not a data: URI (issue 32 §2; family-images.test.ts fetches it).
      expect(qr.path.h5.img).toMatch(/^\/upload\/qrcode\/[\w-]+\.png$/);
      expect(qr.path.h5).toEqual({ url: qr.url, img: qr.img });
    }
  });

  it("address/city answers [{id, title}] in the request language (and Zay's pid, the state)", async () => {
    expect(await data('/api/address/city', { lang: 'zh-cn' })).toEqual([
      { id: site.west, title: '仰光西', pid: site.yangon },
    ]);
  });
});

describe('goods and list pages', () => {
  it('manjian/info gives rule_json', async () => {
    const info = await data('/manjian/api/manjian/info', { goods_id: f.goods.galaxy.goodsId });
    expect(info.manjian_id).toBe(f.promotions.martAll);
    expect(info.rule_json).toEqual([
      expect.objectContaining({ money: '500000.00', discount_money: '20000.00', point: 10 }),
      expect.objectContaining({ money: '1000000.00', discount_money: '50000.00', free_shipping: 1 }),
    ]);
  });

  it('goodscategory/info gives category_full_name, the path from level 1', async () => {
    const info = await data('/api/goodscategory/info', { category_id: f.categories.android });
    expect(info.category_full_name).toBe('手机/智能手机/安卓');
    expect((await data('/api/goodscategory/info', { category_id: f.categories.phones })).category_full_name).toBe(
      '手机',
    );
  });

  it('goodscategory/relevanceinfo gives brand_list, brand_initial_list and attribute_list; goods_attr_format the same ids', async () => {
    const db = t.db.db;
    await db.updateTable('goods_brand').set({ brand_initial: 'S' }).where('brand_id', '=', f.brands.samsung).execute();
    await db.updateTable('goods_brand').set({ brand_initial: 'A' }).where('brand_id', '=', f.brands.apple).execute();
    const stored = [
      { attr_id: 7, attr_value_id: 70, attr_name: 'Storage', attr_value_name: '128GB' },
      { attr_name: 'Brand', attr_value_name: 'Apple' },
    ];
    await db
      .updateTable('goods')
      .set({ goods_attr_format: JSON.stringify(stored) })
      .where('goods_id', '=', f.goods.iphone.goodsId)
      .execute();
    const info = await data('/api/goodscategory/relevanceinfo', { category_id: f.categories.smart });
    expect(info.category_info.category_id).toBe(f.categories.smart);
    expect(info.brand_list.map((b: { brand_name: string }) => b.brand_name).sort()).toEqual(['Apple', 'Samsung']);
    expect(info.brand_list[0]).toEqual({
      brand_id: expect.any(Number),
      brand_name: expect.any(String),
      brand_initial: expect.any(String),
      image_url: expect.any(String),
    });
    expect(info.brand_initial_list).toEqual(['A', 'S']);
    expect(info.attribute_list).toContainEqual({
      attr_id: 7,
      attr_name: 'Storage',
      child: [{ attr_value_id: 70, attr_value_name: '128GB' }],
    });
    const brand = info.attribute_list.find((a: { attr_name: string }) => a.attr_name === 'Brand');
    expect(brand.child.map((v: { attr_value_name: string }) => v.attr_value_name).sort()).toEqual(['Apple', 'Samsung']);

    const detail = await data('/api/goodssku/detail', { sku_id: f.goods.galaxy.skuId });
    expect(JSON.parse(detail.goods_sku_detail.goods_attr_format)).toEqual([
      {
        attr_id: brand.attr_id,
        attr_value_id: brand.child.find((v: { attr_value_name: string }) => v.attr_value_name === 'Samsung')
          .attr_value_id,
        attr_name: 'Brand',
        attr_value_name: 'Samsung',
      },
    ]);
  });

  it('goodssku/lists answers visible goods by id, in the order asked', async () => {
    const ids = [f.goods.longyi.goodsId, f.hidden.offSale.goodsId, f.goods.galaxy.goodsId];
    const list = await data('/api/goodssku/lists', { goods_id_arr: ids.join(',') });
    expect(list.map((g: { goods_id: number }) => g.goods_id)).toEqual([f.goods.longyi.goodsId, f.goods.galaxy.goodsId]);
    expect(list[1]).toMatchObject({ sku_id: f.goods.galaxy.skuId, discount_price: '420000.00' });
    const res = await t.post('/api/goodssku/lists', {});
    expect(res.body).toMatchObject({ code: -10006, error_code: 'PARAMETER_ERROR' });
  });
});

describe('member centre (token in the body)', () => {
  it('goodscollect/page items carry sku_price', async () => {
    const token = f.members.alice.token;
    await data('/api/goodscollect/add', { token, sku_id: f.goods.galaxy.skuId });
    const page = await data('/api/goodscollect/page', { token, page: 1, page_size: 10 });
    expect(page.list[0]).toMatchObject({ sku_id: f.goods.galaxy.skuId, sku_price: '420000.00' });
  });

  it('shopmember/membershoppages lists the open shops the member follows, paged', async () => {
    const token = f.members.bob.token;
    await data('/api/shopmember/add', { token, site_id: f.shops.mart });
    await data('/api/shopmember/add', { token, site_id: f.shops.lotus });
    await t.db.db.updateTable('shop_member').set({ create_time: 1 }).where('site_id', '=', f.shops.mart).execute();
    const page = await data('/api/shopmember/membershoppages', { token, page: 1, page_size: 1 });
    expect(page).toMatchObject({ count: 2, page_count: 2 });
    expect(page.list[0]).toMatchObject({ site_id: f.shops.lotus, site_name: 'Golden Lotus 金莲', sub_num: 1 });
    expect(page.list[0].subscribe_time).toBeGreaterThan(1);
    await t.db.db.updateTable('shop').set({ shop_status: 0 }).where('site_id', '=', f.shops.lotus).execute();
    try {
      expect((await data('/api/shopmember/membershoppages', { token })).count).toBe(1);
    } finally {
      await t.db.db.updateTable('shop').set({ shop_status: 1 }).where('site_id', '=', f.shops.lotus).execute();
    }
  });

  it('member/info and member/detail carry the accounts and the level', async () => {
    const { memberId, token } = f.members.alice;
    await t.db.db
      .updateTable('member')
      .set({ point: 12, growth: 30, balance: 1_500_00 })
      .where('member_id', '=', memberId)
      .execute();
    // Below the first level's growth the member is at the default level (ADR 055), named in the request's language.
    const level = await t.db.db
      .selectFrom('member_level')
      .select(['level_id', 'level_name_en'])
      .where('is_default', '=', 1)
      .executeTakeFirstOrThrow();
    for (const path of ['/api/member/info', '/api/member/detail']) {
      expect(await data(path, { token, lang: 'en-us' })).toMatchObject({
        member_id: memberId,
        point: 12,
        balance: '1500.00',
        balance_money: '0.00',
        growth: 30,
        member_level: level.level_id,
        member_level_name: level.level_name_en,
      });
    }
  });

  it('memberaccount/info honours account_type', async () => {
    const { memberId, token } = f.members.bob;
    await t.db.db
      .updateTable('member')
      .set({ point: 7, balance: 2_000_00 })
      .where('member_id', '=', memberId)
      .execute();
    expect(await data('/api/memberaccount/info', { token, account_type: 'point' })).toEqual({
      point: 7,
      is_pay_password: 0,
    });
    expect(await data('/api/memberaccount/info', { token, account_type: 'balance' })).toEqual({
      balance: '2000.00',
      is_pay_password: 0,
    });
    const both = { balance: '2000.00', balance_money: '0.00', is_pay_password: 0 };
    expect(await data('/api/memberaccount/info', { token, account_type: 'balance,balance_money' })).toEqual(both);
    expect(await data('/api/memberaccount/info', { token })).toEqual(both);
    const res = await t.post('/api/memberaccount/info', { token, account_type: 'growth' });
    expect(res.body).toMatchObject({ code: -10006, error_code: 'PARAMETER_ERROR' });
  });
});
