import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue, type CatalogueFixtures } from '../../test/catalog-fixtures';

let t: TestApp;
let f: CatalogueFixtures;

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  f = await seedCatalogue(t.db);
});
afterAll(() => t.close());

const as =
  (who: 'alice' | 'bob') =>
  (path: string, body: Record<string, unknown> = {}) =>
    t.call(path, { ...body, token: f.members[who].token, lang: 'en-us' });
const ok = (res: { status: number; body: any }) => {
  expect(res.body).toMatchObject({ code: 0 });
  return res.body.data;
};
const collectNum = async (goodsId: number) =>
  (await t.db.db.selectFrom('goods').select('collect_num').where('goods_id', '=', goodsId).executeTakeFirstOrThrow())
    .collect_num;

describe('login-gated calls', () => {
  it.each([
    '/api/goodscollect/add',
    '/api/goodscollect/delete',
    '/api/goodscollect/iscollect',
    '/api/goodscollect/page',
    '/api/goodsbrowse/add',
    '/api/goodsbrowse/page',
    '/api/goodsbrowse/delete',
  ])('%s refuses a call without a token, and a bad token', async (path) => {
    const none = await t.call(path, { goods_id: 1, sku_id: 1, id: 1 });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ code: -1, error_code: 'TOKEN_NOT_EXIST' });
    const bad = await t.call(path, { goods_id: 1, sku_id: 1, id: 1, token: 'nope' });
    expect(bad.body).toMatchObject({ code: -10009, error_code: 'TOKEN_ERROR' });
  });
});

describe('goods follows (goodscollect)', () => {
  it('follows, says so, counts once, and unfollows', async () => {
    const alice = as('alice');
    const goodsId = f.goods.nokia.goodsId;
    const added = await alice('/api/goodscollect/add', { goods_id: goodsId });
    expect(added.body).toMatchObject({ code: 0, message: 'Followed successfully', data: { collect_num: 1 } });
    expect(ok(await alice('/api/goodscollect/add', { sku_id: f.goods.nokia.skuId }))).toEqual({ collect_num: 1 });
    expect(ok(await alice('/api/goodscollect/iscollect', { goods_id: goodsId }))).toBe(1);
    expect(ok(await as('bob')('/api/goodscollect/iscollect', { goods_id: goodsId }))).toBe(0);
    const gone = await alice('/api/goodscollect/delete', { goods_id: goodsId });
    expect(gone.body).toMatchObject({ code: 0, message: 'Unfollowed successfully', data: { collect_num: 0 } });
    expect(ok(await alice('/api/goodscollect/delete', { goods_id: goodsId }))).toEqual({ collect_num: 0 });
    expect(ok(await alice('/api/goodscollect/iscollect', { sku_id: f.goods.nokia.skuId }))).toBe(0);
  });

  it('counts one follow from 20 parallel calls, and one unfollow from 20', async () => {
    const bob = as('bob');
    const goodsId = f.goods.huawei.goodsId;
    const adds = await Promise.all(
      Array.from({ length: 20 }, () => bob('/api/goodscollect/add', { goods_id: goodsId })),
    );
    expect(adds.every((r) => r.body.code === 0)).toBe(true);
    expect(await collectNum(goodsId)).toBe(1);
    await Promise.all(Array.from({ length: 20 }, () => bob('/api/goodscollect/delete', { goods_id: goodsId })));
    expect(await collectNum(goodsId)).toBe(0);
  });

  it('refuses unknown and hidden goods', async () => {
    const alice = as('alice');
    expect((await alice('/api/goodscollect/add', { goods_id: 999_999 })).body.error_code).toBe('GOODS_NOT_FOUND');
    expect((await alice('/api/goodscollect/add', { goods_id: f.hidden.closedShop.goodsId })).body.error_code).toBe(
      'GOODS_NOT_FOUND',
    );
    expect((await alice('/api/goodscollect/add', {})).body.code).toBe(-10006);
  });

  it('pages the member’s own follows, newest first, without hidden goods', async () => {
    const alice = as('alice');
    ok(await alice('/api/goodscollect/add', { goods_id: f.goods.galaxy.goodsId }));
    ok(await alice('/api/goodscollect/add', { goods_id: f.goods.iphone.goodsId }));
    await t.db.db
      .insertInto('goods_collect')
      .values({
        member_id: f.members.alice.memberId,
        goods_id: f.hidden.offSale.goodsId,
        sku_id: f.hidden.offSale.skuId,
        site_id: f.shops.mart,
        create_time: 1,
      })
      .execute();
    const data = ok(await alice('/api/goodscollect/page', { page: 1, page_size: 10 }));
    expect(data.count).toBe(2);
    expect(data.list.map((c: any) => c.goods_name).sort()).toEqual(['Galaxy A15 Phone', 'iPhone 15']);
    expect(data.list[0]).toMatchObject({ price: expect.stringMatching(/^\d+\.\d\d$/), collect_id: expect.any(Number) });
    expect(ok(await as('bob')('/api/goodscollect/page', {})).count).toBe(0);
  });
});

describe('footprints (goodsbrowse)', () => {
  it('keeps one footprint per goods, refreshed by a later visit', async () => {
    const bob = as('bob');
    expect(ok(await bob('/api/goodsbrowse/add', { sku_id: f.goods.galaxy.skuIds[0] }))).toBe(1);
    ok(await bob('/api/goodsbrowse/add', { sku_id: f.goods.longyi.skuId, goods_id: f.goods.longyi.goodsId }));
    await t.db.db.updateTable('goods_browse').set({ browse_time: 100 }).execute();
    ok(await bob('/api/goodsbrowse/add', { sku_id: f.goods.galaxy.skuIds[1] }));
    const data = ok(await bob('/api/goodsbrowse/page', {}));
    expect(data.count).toBe(2);
    expect(data.list[0]).toMatchObject({ goods_id: f.goods.galaxy.goodsId, sku_id: f.goods.galaxy.skuIds[1] });
    expect(data.list[1].goods_name).toBe('ချည်ထဘီ အနီရောင်');
  });

  it('refuses unknown or hidden goods, and a goods id that does not own the SKU', async () => {
    const bob = as('bob');
    const hidden = await bob('/api/goodsbrowse/add', { sku_id: f.hidden.unapproved.skuId });
    const mismatched = await bob('/api/goodsbrowse/add', { sku_id: f.goods.nokia.skuId, goods_id: f.goods.iphone.goodsId });
    for (const res of [hidden, mismatched]) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: -1, error_code: 'GOODS_NOT_FOUND' });
    }
  });

  it('deletes only the member’s own footprints by id', async () => {
    const alice = as('alice');
    const bob = as('bob');
    ok(await alice('/api/goodsbrowse/add', { sku_id: f.goods.iphone.skuId }));
    const [aliceRow] = ok(await alice('/api/goodsbrowse/page', {})).list;
    const bobRows = ok(await bob('/api/goodsbrowse/page', {})).list;
    expect(ok(await bob('/api/goodsbrowse/delete', { id: aliceRow.id }))).toBe(0);
    expect(ok(await alice('/api/goodsbrowse/page', {})).count).toBe(1);
    expect(ok(await bob('/api/goodsbrowse/delete', { id: bobRows.map((r: any) => r.id).join(',') }))).toBe(2);
    expect(ok(await bob('/api/goodsbrowse/page', {})).count).toBe(0);
    expect(ok(await alice('/api/goodsbrowse/delete', { id: String(aliceRow.id) }))).toBe(1);
    expect((await alice('/api/goodsbrowse/delete', { id: 'a,b' })).body.code).toBe(-10006);
  });
});
