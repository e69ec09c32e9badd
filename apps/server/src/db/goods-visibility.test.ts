import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browseAddEndpoint,
  browsePageEndpoint,
  cartAddEndpoint,
  cartCountEndpoint,
  chatSayEndpoint,
  collectAddEndpoint,
  collectPageEndpoint,
  floorsEndpoint,
  goodsDetailEndpoint,
  goodsPageEndpoint,
  orderCalculateEndpoint,
  type BodyOf,
  type FloorGoods,
} from '@zay/contract';
import type { CatalogueFixtures } from '../test/catalog-fixtures';
import { catalogueApp } from '../test/catalogue-app';
import type { Caller } from '../test/call';
import type { TestApp } from '../test/test-app';

/**
 * "Goods a shopper may see" is one rule (ADR 038): a goods whose shop closes disappears from
 * every path at once. The same calls are made with the shop open (each path shows the goods, so
 * the test can fail) and closed (none does).
 */
let t: TestApp;
let f: CatalogueFixtures;
let alice: Caller;

beforeAll(async () => {
  ({ t, f } = await catalogueApp());
  alice = t.as({ token: f.members.alice.token, lang: 'en-us' });
});
afterAll(() => t.close());

const setShop = (shop_status: number) =>
  t.db.db.updateTable('shop').set({ shop_status }).where('site_id', '=', f.shops.closed).execute();

async function addFloor(goodsIds: number[]) {
  const value = { goodsList: { type: 'goods', value: { goodsIds } } };
  const row = { title: 'Floor', block_name: 'floor-style-1', state: 1, sort: 1, value: JSON.stringify(value) };
  await t.db.db.insertInto('floor').values(row).execute();
}

/** Whether each path shows the goods (or lets the shopper act on it). */
async function pathsShowing(goodsId: number, skuId: number) {
  const ids = (list: { goods_id: number }[]) => list.map((g) => g.goods_id);
  const page = async (body: BodyOf<typeof goodsPageEndpoint>) =>
    ids((await t.call(goodsPageEndpoint, { ...body, page_size: 50 })).body.data.list);
  const floors = (await t.call(floorsEndpoint)).body.data;
  return {
    list: (await page({ site_id: f.shops.closed })).includes(goodsId),
    search: (await page({ keyword: 'Closed-shop Galaxy' })).includes(goodsId),
    detail: (await t.call(goodsDetailEndpoint, { sku_id: skuId })).body.code === 0,
    cartAdd: (await alice(cartAddEndpoint, { sku_id: skuId, num: 1 })).body.code === 0,
    cartCount: (await alice(cartCountEndpoint)).body.data > 0,
    checkout: (await alice(orderCalculateEndpoint, { sku_id: skuId, num: 1 })).body.error_code !== 'GOODS_NOT_FOUND',
    chatCard:
      (await alice(chatSayEndpoint, { site_id: f.shops.closed, content_type: 1, goods_id: skuId })).body.code === 0,
    floors: ids(floors[0]!.value.goodsList!.value.list as FloorGoods[]).includes(goodsId),
    follow: (await alice(collectAddEndpoint, { goods_id: goodsId })).body.code === 0,
    follows: ids((await alice(collectPageEndpoint)).body.data.list).includes(goodsId),
    footprint: (await alice(browseAddEndpoint, { sku_id: skuId })).body.code === 0,
    footprints: ids((await alice(browsePageEndpoint)).body.data.list).includes(goodsId),
  };
}

describe('a goods of a closed shop', () => {
  it('is invisible on every path, and visible on all of them while its shop is open', async () => {
    const { goodsId, skuId } = f.hidden.closedShop;
    await addFloor([goodsId]);
    await setShop(1);
    // A chat message first, so the shop's chat face is cached open when the goods card is sent.
    expect((await alice(chatSayEndpoint, { site_id: f.shops.closed, content_type: 0, message: 'hi' })).body.code).toBe(
      0,
    );
    const open = await pathsShowing(goodsId, skuId);
    expect(Object.entries(open).filter(([, shown]) => !shown)).toEqual([]);

    await setShop(0);
    const closed = await pathsShowing(goodsId, skuId);
    expect(Object.entries(closed).filter(([, shown]) => shown)).toEqual([]);
  });
});
