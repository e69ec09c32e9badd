import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browseAddEndpoint,
  browseDeleteEndpoint,
  browsePageEndpoint,
  collectAddEndpoint,
  collectDeleteEndpoint,
  collectPageEndpoint,
  isCollectEndpoint,
  type Endpoint,
} from '@zay/contract';
import { ok } from '../../test/call';
import type { TestApp } from '../../test/test-app';
import type { CatalogueFixtures } from '../../test/catalog-fixtures';
import { catalogueApp } from '../../test/catalogue-app';

let t: TestApp;
let f: CatalogueFixtures;

beforeAll(async () => ({ t, f } = await catalogueApp()));
afterAll(() => t.close());

const as = (who: 'alice' | 'bob') => t.as({ token: f.members[who].token, lang: 'en-us' });
const collectNum = async (goodsId: number) =>
  (await t.db.db.selectFrom('goods').select('collect_num').where('goods_id', '=', goodsId).executeTakeFirstOrThrow())
    .collect_num;

describe('login-gated calls', () => {
  it.each<Endpoint>([
    collectAddEndpoint,
    collectDeleteEndpoint,
    isCollectEndpoint,
    collectPageEndpoint,
    browseAddEndpoint,
    browsePageEndpoint,
    browseDeleteEndpoint,
  ])('$path refuses a call without a token, and a bad token', async (endpoint) => {
    const none = await t.call(endpoint, { goods_id: 1, sku_id: 1, id: 1 });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ code: -1, error_code: 'TOKEN_NOT_EXIST' });
    const bad = await t.call(endpoint, { goods_id: 1, sku_id: 1, id: 1 }, { token: 'nope' });
    expect(bad.body).toMatchObject({ code: -10009, error_code: 'TOKEN_ERROR' });
  });
});

describe('goods follows (goodscollect)', () => {
  it('follows, says so, counts once, and unfollows', async () => {
    const alice = as('alice');
    const goodsId = f.goods.nokia.goodsId;
    const added = await alice(collectAddEndpoint, { goods_id: goodsId });
    expect(added.body).toMatchObject({ code: 0, message: 'Followed successfully', data: { collect_num: 1 } });
    expect(ok(await alice(collectAddEndpoint, { sku_id: f.goods.nokia.skuId }))).toEqual({ collect_num: 1 });
    expect(ok(await alice(isCollectEndpoint, { goods_id: goodsId }))).toBe(1);
    expect(ok(await as('bob')(isCollectEndpoint, { goods_id: goodsId }))).toBe(0);
    const gone = await alice(collectDeleteEndpoint, { goods_id: goodsId });
    expect(gone.body).toMatchObject({ code: 0, message: 'Unfollowed successfully', data: { collect_num: 0 } });
    expect(ok(await alice(collectDeleteEndpoint, { goods_id: goodsId }))).toEqual({ collect_num: 0 });
    expect(ok(await alice(isCollectEndpoint, { sku_id: f.goods.nokia.skuId }))).toBe(0);
  });

  it('counts one follow from 20 parallel calls, and one unfollow from 20', async () => {
    const bob = as('bob');
    const goodsId = f.goods.huawei.goodsId;
    const adds = await Promise.all(Array.from({ length: 20 }, () => bob(collectAddEndpoint, { goods_id: goodsId })));
    expect(adds.every((r) => r.body.code === 0)).toBe(true);
    expect(await collectNum(goodsId)).toBe(1);
    await Promise.all(Array.from({ length: 20 }, () => bob(collectDeleteEndpoint, { goods_id: goodsId })));
    expect(await collectNum(goodsId)).toBe(0);
  });

  it('refuses unknown and hidden goods', async () => {
    const alice = as('alice');
    expect((await alice(collectAddEndpoint, { goods_id: 999_999 })).body.error_code).toBe('GOODS_NOT_FOUND');
    expect((await alice(collectAddEndpoint, { goods_id: f.hidden.closedShop.goodsId })).body.error_code).toBe(
      'GOODS_NOT_FOUND',
    );
    expect((await alice(collectAddEndpoint, {})).body.code).toBe(-10006);
  });

  it('pages the member’s own follows, newest first, without hidden goods', async () => {
    const alice = as('alice');
    ok(await alice(collectAddEndpoint, { goods_id: f.goods.galaxy.goodsId }));
    ok(await alice(collectAddEndpoint, { goods_id: f.goods.iphone.goodsId }));
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
    const data = ok(await alice(collectPageEndpoint, { page: 1, page_size: 10 }));
    expect(data.count).toBe(2);
    expect(data.list.map((c) => c.goods_name).sort()).toEqual(['Galaxy A15 Phone', 'iPhone 15']);
    expect(data.list[0]).toMatchObject({ price: expect.stringMatching(/^\d+\.\d\d$/), collect_id: expect.any(Number) });
    expect(ok(await as('bob')(collectPageEndpoint, {})).count).toBe(0);
  });
});

describe('footprints (goodsbrowse)', () => {
  it('keeps one footprint per goods, refreshed by a later visit', async () => {
    const bob = as('bob');
    expect(ok(await bob(browseAddEndpoint, { sku_id: f.goods.galaxy.skuIds[0]! }))).toBe(1);
    ok(await bob(browseAddEndpoint, { sku_id: f.goods.longyi.skuId, goods_id: f.goods.longyi.goodsId }));
    await t.db.db.updateTable('goods_browse').set({ browse_time: 100 }).execute();
    ok(await bob(browseAddEndpoint, { sku_id: f.goods.galaxy.skuIds[1]! }));
    const data = ok(await bob(browsePageEndpoint, {}));
    expect(data.count).toBe(2);
    expect(data.list[0]).toMatchObject({ goods_id: f.goods.galaxy.goodsId, sku_id: f.goods.galaxy.skuIds[1] });
    expect(data.list[1]!.goods_name).toBe('ချည်ထဘီ အနီရောင်');
  });

  it('refuses unknown or hidden goods, and a goods id that does not own the SKU', async () => {
    const bob = as('bob');
    const hidden = await bob(browseAddEndpoint, { sku_id: f.hidden.unapproved.skuId });
    const mismatched = await bob(browseAddEndpoint, { sku_id: f.goods.nokia.skuId, goods_id: f.goods.iphone.goodsId });
    for (const res of [hidden, mismatched]) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: -1, error_code: 'GOODS_NOT_FOUND' });
    }
  });

  it('deletes only the member’s own footprints by id', async () => {
    const alice = as('alice');
    const bob = as('bob');
    ok(await alice(browseAddEndpoint, { sku_id: f.goods.iphone.skuId }));
    const aliceRow = ok(await alice(browsePageEndpoint, {})).list[0]!;
    const bobRows = ok(await bob(browsePageEndpoint, {})).list;
    expect(ok(await bob(browseDeleteEndpoint, { id: aliceRow.id }))).toBe(0);
    expect(ok(await alice(browsePageEndpoint, {})).count).toBe(1);
    expect(ok(await bob(browseDeleteEndpoint, { id: bobRows.map((r) => r.id).join(',') }))).toBe(2);
    expect(ok(await bob(browsePageEndpoint, {})).count).toBe(0);
    expect(ok(await alice(browseDeleteEndpoint, { id: String(aliceRow.id) }))).toBe(1);
    expect((await alice(browseDeleteEndpoint, { id: 'a,b' })).body.code).toBe(-10006);
  });
});
