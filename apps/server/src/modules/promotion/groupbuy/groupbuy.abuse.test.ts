import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  groupbuyDetailEndpoint,
  groupbuyInfoEndpoint,
  groupbuyOfSkuEndpoint,
  groupbuyOrderCalculateEndpoint,
  groupbuyOrderCreateEndpoint,
  groupbuyOrderPaymentEndpoint,
  groupbuyPageEndpoint,
  orderCloseEndpoint,
  orderDetailEndpoint,
  sellerGroupbuyAddEndpoint,
  sellerGroupbuyEditEndpoint,
  sellerGroupbuyEndEndpoint,
} from '@zay/contract';
import { junkIsAnswered } from '../../../test/junk';
import type { TestApp } from '../../../test/test-app';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import {
  addGoods,
  addShop,
  buyer,
  type Buyer,
  orderRow,
  pickupAt,
  pickupShopApp,
  stockOf,
} from '../../trade/checkout/order-test-kit';
import { addGroupbuy, groupbuyStock } from './groupbuy-test-kit';

/** QUALITY §4 for group buy: others' group buys and orders, ended ones, the minimum, client prices, replays, junk. */
let t: TestApp;
let shop: number;
let otherShop: number;
let a: Buyer;
let z: Buyer;
let owner: Staff;
let otherOwner: Staff;
let verifier: Staff;
const nowSec = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  ({ t, shop } = await pickupShopApp('Abuse Group'));
  otherShop = await addShop(t.db.db, 'Abuse Other Shop', { express_enabled: 1 });
  a = await buyer(t, 'gbAbuseA', false);
  z = await buyer(t, 'gbAbuseZ', false);
  owner = await staff(t, shop, 'owner', 'gbAbuseOwner');
  otherOwner = await staff(t, otherShop, 'owner', 'gbAbuseOther');
  verifier = await staff(t, shop, 'verifier', 'gbAbuseVerifier');
});
afterAll(() => t.close());

async function groupbuy(opts: { stock?: number; buyNum?: number; site?: number } = {}) {
  const site = opts.site ?? shop;
  const g = await addGoods(t.db.db, site, { price: 9_000_00, stock: 40 });
  const id = await addGroupbuy(t.db.db, {
    siteId: site,
    ...g,
    price: 1_000_00,
    stock: opts.stock ?? 10,
    buyNum: opts.buyNum ?? 2,
  });
  return { id, ...g };
}

const orderOf = (outTradeNo: string) => orderRow(t.db.db, outTradeNo);

const row = (id: number) => t.db.db.selectFrom('groupbuy').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('group-buy abuse', () => {
  it('another shop’s group buy by id: its staff cannot edit or end it, nothing changes', async () => {
    const g = await groupbuy();
    const before = await row(g.id);
    const now = nowSec();
    const terms = { groupbuy_price: '1', buy_num: 1, quota: 40, start_time: now, end_time: now + 86_400 };
    expect((await otherOwner.call(sellerGroupbuyEditEndpoint, { groupbuy_id: g.id, ...terms })).body.error_code).toBe(
      'GROUPBUY_NOT_FOUND',
    );
    expect((await otherOwner.call(sellerGroupbuyEndEndpoint, { groupbuy_id: g.id })).body.error_code).toBe(
      'GROUPBUY_NOT_FOUND',
    );
    // Nor start one on this shop's SKU, nor may a verifier manage promotions.
    expect((await otherOwner.call(sellerGroupbuyAddEndpoint, { sku_id: g.skuId, ...terms })).body.error_code).toBe(
      'GOODS_NOT_FOUND',
    );
    expect((await verifier.call(sellerGroupbuyEndEndpoint, { groupbuy_id: g.id })).body.error_code).toBe(
      'SELLER_FORBIDDEN',
    );
    expect((await t.call(sellerGroupbuyEndEndpoint, { groupbuy_id: g.id })).body.code).not.toBe(0);
    expect(await row(g.id)).toEqual(before);
  });

  it('another member’s group-buy order by id: not found, and closing it changes nothing', async () => {
    const g = await groupbuy();
    const created = await a.call(groupbuyOrderCreateEndpoint, { groupbuy_id: g.id, num: 2, delivery: pickupAt(shop) });
    const order = await orderOf(created.body.data);
    expect((await z.call(orderDetailEndpoint, { order_id: order.order_id })).body.data).toBeNull();
    expect((await z.call(orderCloseEndpoint, { order_id: order.order_id })).body.code).not.toBe(0);
    expect((await orderOf(created.body.data)).order_status).toBe(0);
    expect(await groupbuyStock(t.db.db, g.id)).toEqual({ stock: 8, sell_num: 2 });
  });

  it('an ended group buy sells nothing, even to a checkout opened before it ended', async () => {
    const g = await groupbuy();
    const body = { groupbuy_id: g.id, num: 2, delivery: pickupAt(shop) };
    expect((await a.call(groupbuyOrderPaymentEndpoint, body)).body.code).toBe(0);
    expect((await owner.call(sellerGroupbuyEndEndpoint, { groupbuy_id: g.id })).body.code).toBe(0);
    expect((await owner.call(sellerGroupbuyEndEndpoint, { groupbuy_id: g.id })).body.error_code).toBe(
      'GROUPBUY_NOT_FOUND',
    );
    expect((await a.call(groupbuyOrderCreateEndpoint, body)).body.error_code).toBe('GROUPBUY_ENDED');
    const past = await groupbuy();
    await t.db.db
      .updateTable('groupbuy')
      .set({ end_time: nowSec() - 1 })
      .where('id', '=', past.id)
      .execute();
    expect((await a.call(groupbuyOrderCreateEndpoint, { ...body, groupbuy_id: past.id })).body.error_code).toBe(
      'GROUPBUY_ENDED',
    );
    expect(await groupbuyStock(t.db.db, g.id)).toEqual({ stock: 10, sell_num: 0 });
    expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 40, sale_num: 0 });
  });

  it('below the minimum is refused at every step, whatever the quantity’s form', async () => {
    const g = await groupbuy({ buyNum: 5 });
    for (const num of [1, 4, '4', 0, -5]) {
      const r = await a.call(groupbuyOrderCreateEndpoint, {
        groupbuy_id: g.id,
        num,
        delivery: pickupAt(shop),
      } as never);
      expect(r.body.code).not.toBe(0);
    }
    expect(
      (await a.call(groupbuyOrderCalculateEndpoint, { groupbuy_id: g.id, num: 4, delivery: pickupAt(shop) })).body
        .error_code,
    ).toBe('GROUPBUY_MIN');
    expect(await groupbuyStock(t.db.db, g.id)).toEqual({ stock: 10, sell_num: 0 });
  });

  it('a client price, another SKU under the group buy’s id or hidden goods: never sold at the group price', async () => {
    const g = await groupbuy();
    const priced = await a.call(groupbuyOrderCreateEndpoint, {
      groupbuy_id: g.id,
      num: 2,
      delivery: pickupAt(shop),
      groupbuy_price: '0.01',
      price: '0.01',
      goods_money: '0.01',
    } as never);
    expect((await orderOf(priced.body.data)).goods_money).toBe(2_000_00);
    const other = await addGoods(t.db.db, shop, { price: 50_000_00, stock: 5 });
    const wrongSku = await a.call(groupbuyOrderCreateEndpoint, {
      groupbuy_id: g.id,
      sku_id: other.skuId,
      num: 2,
      delivery: pickupAt(shop),
    });
    expect(wrongSku.body.error_code).toBe('GROUPBUY_NOT_FOUND');
    expect(await stockOf(t.db.db, other.skuId)).toEqual({ stock: 5, sale_num: 0 });
    await t.db.db.updateTable('goods').set({ goods_state: 0 }).where('goods_id', '=', g.goodsId).execute();
    expect(
      (await a.call(groupbuyOrderCreateEndpoint, { groupbuy_id: g.id, num: 2, delivery: pickupAt(shop) })).body
        .error_code,
    ).toBe('GROUPBUY_NOT_FOUND');
    expect((await t.call(groupbuyDetailEndpoint, { groupbuy_id: g.id })).body.error_code).toBe('GROUPBUY_NOT_FOUND');
    expect((await t.call(groupbuyOfSkuEndpoint, { sku_id: g.skuId })).body.data).toBeNull();
  });

  it('a replayed close returns the quota once; a replayed create takes it twice only as two orders', async () => {
    const g = await groupbuy({ stock: 6 });
    const body = { groupbuy_id: g.id, num: 3, delivery: pickupAt(shop) };
    const created = await Promise.all([1, 2, 3].map(() => a.call(groupbuyOrderCreateEndpoint, body)));
    expect(created.filter((r) => r.body.code === 0)).toHaveLength(2);
    const { order_id } = await orderOf(created.find((r) => r.body.code === 0)!.body.data);
    const closes = await Promise.all(Array.from({ length: 5 }, () => a.call(orderCloseEndpoint, { order_id })));
    expect(closes.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(await groupbuyStock(t.db.db, g.id)).toEqual({ stock: 3, sell_num: 3 });
    expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 37, sale_num: 3 });
  });

  it('without a session the checkout calls refuse', async () => {
    const g = await groupbuy();
    const r = await t.call(groupbuyOrderCreateEndpoint, { groupbuy_id: g.id, num: 2, delivery: pickupAt(shop) });
    expect(r.body.error_code).toBe('TOKEN_NOT_EXIST');
  });

  it('junk bodies to every group-buy call answer an envelope and change nothing', async () => {
    await t.db.db.updateTable('groupbuy').set({ status: -1 }).execute();
    const g = await groupbuy();
    const snapshot = async () => ({
      orders: (await t.db.db.selectFrom('orders').select('order_id').execute()).length,
      groupbuy: await t.db.db.selectFrom('groupbuy').selectAll().orderBy('id').execute(),
      sku: await stockOf(t.db.db, g.skuId),
    });
    const before = await snapshot();
    const calls = [
      groupbuyPageEndpoint,
      groupbuyDetailEndpoint,
      groupbuyInfoEndpoint,
      groupbuyOfSkuEndpoint,
      groupbuyOrderPaymentEndpoint,
      groupbuyOrderCalculateEndpoint,
      groupbuyOrderCreateEndpoint,
    ];
    const fields = ['groupbuy_id', 'sku_id', 'num', 'page', 'page_size', 'goods_id_arr', 'delivery', 'is_balance'];
    await junkIsAnswered(a.call, calls, fields, (body) => Number(body.groupbuy_id) === g.id);
    // The console's calls with junk: refused, nothing made or changed.
    for (const endpoint of [sellerGroupbuyAddEndpoint, sellerGroupbuyEditEndpoint, sellerGroupbuyEndEndpoint]) {
      for (const body of [{}, { groupbuy_id: 'x', quota: -1 }, { sku_id: g.skuId, groupbuy_price: 'abc' }]) {
        const res = await owner.call(endpoint, body as never);
        expect(res.body.code).not.toBe(0);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
