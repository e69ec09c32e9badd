import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  shopCategoryTreeEndpoint,
  shopInfoEndpoint,
  shopIsSubscribeEndpoint,
  shopPageEndpoint,
  shopSubscribeEndpoint,
  shopUnsubscribeEndpoint,
} from '@zay/contract';
import { ok } from '../../test/call';
import type { TestApp } from '../../test/test-app';
import type { CatalogueFixtures } from '../../test/catalog-fixtures';
import { catalogueApp } from '../../test/catalogue-app';

let t: TestApp;
let f: CatalogueFixtures;

beforeAll(async () => ({ t, f } = await catalogueApp()));
afterAll(() => t.close());

const as = (who: 'alice' | 'bob') => t.as({ token: f.members[who].token });
const subNum = async (siteId: number) =>
  (await t.db.db.selectFrom('shop').select('sub_num').where('site_id', '=', siteId).executeTakeFirstOrThrow()).sub_num;

describe('shop/info', () => {
  it('answers an open shop', async () => {
    expect(ok(await t.call(shopInfoEndpoint, { site_id: f.shops.mart }))).toMatchObject({
      site_id: f.shops.mart,
      site_name: 'Shwe Mart',
      shop_status: 1,
      is_own: 1,
      category_name: 'ဖုန်း',
    });
  });

  it.each([[{}], [{ site_id: '' }], [{ site_id: 0 }]])('answers REQUEST_SITE_ID for %j', async (body) => {
    const res = await t.call(shopInfoEndpoint, body, { lang: 'en-us' });
    expect(res.body).toMatchObject({
      code: -10007,
      error_code: 'REQUEST_SITE_ID',
      message: 'Missing shop id',
      data: null,
    });
  });

  it('answers SHOP_NOT_FOUND for unknown and closed shops', async () => {
    for (const siteId of [999, f.shops.closed]) {
      const res = await t.call(shopInfoEndpoint, { site_id: siteId });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: -1, error_code: 'SHOP_NOT_FOUND' });
    }
  });
});

describe('shop street (shop/page)', () => {
  it('lists open shops with their four best sellers', async () => {
    const data = ok(await t.call(shopPageEndpoint, {}));
    expect(data).toMatchObject({ count: 2, page_count: 1 });
    expect(data.list.map((s) => s.site_name)).toEqual(['Shwe Mart', 'Golden Lotus 金莲']);
    const mart = data.list[0]!;
    expect(mart).toMatchObject({ logo: '', category_name: 'ဖုန်း', shop_desccredit: 0 });
    expect(mart.goods_list.map((g) => g.goods_name)).toEqual(['iPhone 15', 'Nokia 105 ဖုန်း', 'Galaxy A15 Phone']);
    expect(mart.goods_list[2]).toMatchObject({ price: '450000.00', discount_price: '420000.00' });
  });

  it.each([
    ['sales', 'desc', ['Golden Lotus 金莲', 'Shwe Mart']],
    ['sales', 'asc', ['Shwe Mart', 'Golden Lotus 金莲']],
    ['credit', 'desc', ['Shwe Mart', 'Golden Lotus 金莲']],
  ])('orders by %s %s', async (order, sort, expected) => {
    expect(ok(await t.call(shopPageEndpoint, { order, sort })).list.map((s) => s.site_name)).toEqual(expected);
  });

  it('searches shop names and main business, any case', async () => {
    const names = async (keyword: string) =>
      ok(await t.call(shopPageEndpoint, { keyword })).list.map((s) => s.site_name);
    expect(await names('金莲')).toEqual(['Golden Lotus 金莲']);
    expect(await names('shwe')).toEqual(['Shwe Mart']);
    expect(await names('ဖုန်း')).toEqual(['Shwe Mart']);
    expect(await names('Closed')).toEqual([]);
    expect(await names('%')).toEqual([]);
    expect((await t.call(shopPageEndpoint, { keyword: 'x'.repeat(51) })).body.code).toBe(-10006);
  });

  it('pages', async () => {
    const p2 = ok(await t.call(shopPageEndpoint, { page: 2, page_size: 1 }));
    expect(p2).toMatchObject({ count: 2, page_count: 2 });
    expect(p2.list.map((s) => s.site_name)).toEqual(['Golden Lotus 金莲']);
    expect(ok(await t.call(shopPageEndpoint, { page: 3, page_size: 1 })).list).toEqual([]);
  });
});

describe('shopgoodscategory/tree', () => {
  it('nests the shop’s visible categories', async () => {
    const tree = ok(await t.call(shopCategoryTreeEndpoint, { site_id: f.shops.mart }));
    expect(tree.map((c) => c.category_name)).toEqual(['ဖုန်းများ', 'Accessories']);
    expect(tree[0]!.child_list!.map((c) => c.category_name)).toEqual(['Android']);
    expect(tree[1]!.child_list).toBeUndefined();
    expect(ok(await t.call(shopCategoryTreeEndpoint, { site_id: f.shops.lotus }))).toEqual([]);
  });

  it('needs an open shop', async () => {
    expect((await t.call(shopCategoryTreeEndpoint, {})).body.code).toBe(-10007);
    expect((await t.call(shopCategoryTreeEndpoint, { site_id: f.shops.closed })).body.error_code).toBe(
      'SHOP_NOT_FOUND',
    );
  });
});

describe('shop follows (shopmember)', () => {
  it.each([shopIsSubscribeEndpoint, shopSubscribeEndpoint, shopUnsubscribeEndpoint])('%s needs login', async (path) => {
    const res = await t.call(path, { site_id: f.shops.mart });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: -1, error_code: 'TOKEN_NOT_EXIST' });
  });

  it('follows and unfollows with the success messages, idempotently', async () => {
    const alice = as('alice');
    const site_id = f.shops.lotus;
    expect(ok(await alice(shopIsSubscribeEndpoint, { site_id }))).toBe(0);
    const added = await alice(shopSubscribeEndpoint, { site_id }, { lang: 'zh-cn' });
    expect(added.body).toMatchObject({ code: 0, message: '关注成功', data: { sub_num: 1 } });
    expect(ok(await alice(shopSubscribeEndpoint, { site_id }))).toEqual({ sub_num: 1 });
    expect(ok(await alice(shopIsSubscribeEndpoint, { site_id }))).toBe(1);
    const gone = await alice(shopUnsubscribeEndpoint, { site_id }, { lang: 'en-us' });
    expect(gone.body).toMatchObject({ code: 0, message: 'Unfollowed successfully', data: { sub_num: 0 } });
    expect(ok(await alice(shopUnsubscribeEndpoint, { site_id }))).toEqual({ sub_num: 0 });
    expect(await subNum(site_id)).toBe(0);
  });

  it('20 follows at once raise sub_num by exactly one; 20 unfollows lower it by one', async () => {
    const bob = as('bob');
    const site_id = f.shops.mart;
    const before = await subNum(site_id);
    const adds = await Promise.all(Array.from({ length: 20 }, () => bob(shopSubscribeEndpoint, { site_id })));
    expect(adds.every((r) => r.body.code === 0)).toBe(true);
    expect(await subNum(site_id)).toBe(before + 1);
    await Promise.all(Array.from({ length: 20 }, () => bob(shopUnsubscribeEndpoint, { site_id })));
    expect(await subNum(site_id)).toBe(before);
  });

  it('refuses to follow unknown or closed shops and a missing id', async () => {
    const alice = as('alice');
    expect((await alice(shopSubscribeEndpoint, { site_id: f.shops.closed })).body.error_code).toBe('SHOP_NOT_FOUND');
    expect((await alice(shopSubscribeEndpoint, { site_id: 12345 })).body.error_code).toBe('SHOP_NOT_FOUND');
    expect((await alice(shopSubscribeEndpoint, {})).body.code).toBe(-10007);
  });
});
