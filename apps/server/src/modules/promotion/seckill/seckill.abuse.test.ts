import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderCloseEndpoint,
  orderDetailEndpoint,
  seckillDetailEndpoint,
  seckillGoodsPageEndpoint,
  seckillOfSkuEndpoint,
  seckillOrderCalculateEndpoint,
  seckillOrderCreateEndpoint,
  seckillOrderPaymentEndpoint,
  seckillSlotsEndpoint,
} from '@zay/contract';
import { junkIsAnswered } from '../../../test/junk';
import type { TestApp } from '../../../test/test-app';
import { addGoods, buyer, type Buyer, orderRow, pickupAt, pickupShopApp, stockOf } from '../../trade/checkout/order-test-kit';
import { addSeckill, addSlot, seckillStock } from './seckill-test-kit';

/** QUALITY §4 for seckill: others' orders, replays, limits, hidden goods, junk input. */
let t: TestApp;
let shop: number;
let slot: number;
let a: Buyer;
let z: Buyer;

beforeAll(async () => {
  ({ t, shop } = await pickupShopApp('Abuse Flash'));
  slot = await addSlot(t.db.db, 'All day', 0, 24);
  a = await buyer(t, 'flashA', false);
  z = await buyer(t, 'flashZ', false);
});
afterAll(() => t.close());

async function seckill(opts: { stock?: number; maxBuy?: number } = {}) {
  const g = await addGoods(t.db.db, shop, { price: 9_000_00, stock: 40 });
  const id = await addSeckill(t.db.db, {
    siteId: shop,
    ...g,
    slots: [slot],
    price: 1_000_00,
    stock: opts.stock ?? 10,
    max_buy: opts.maxBuy ?? 0,
  });
  return { id, ...g };
}

const orderOf = (outTradeNo: string) => orderRow(t.db.db, outTradeNo);

describe('seckill abuse', () => {
  it('another member’s seckill order by id: not found, and closing it changes nothing', async () => {
    const s = await seckill();
    const created = await a.call(seckillOrderCreateEndpoint, { seckill_id: s.id, num: 2, delivery: pickupAt(shop) });
    const order = await orderOf(created.body.data);
    expect((await z.call(orderDetailEndpoint, { order_id: order.order_id })).body.data).toBeNull();
    expect((await z.call(orderCloseEndpoint, { order_id: order.order_id })).body.code).not.toBe(0);
    expect((await orderOf(created.body.data)).order_status).toBe(0);
    expect(await seckillStock(t.db.db, s.id)).toEqual({ stock: 8, sale_num: 2 });
  });

  it('a replayed close returns the stock once', async () => {
    const s = await seckill();
    const created = await a.call(seckillOrderCreateEndpoint, { seckill_id: s.id, num: 3, delivery: pickupAt(shop) });
    const { order_id } = await orderOf(created.body.data);
    const closes = await Promise.all(Array.from({ length: 5 }, () => a.call(orderCloseEndpoint, { order_id })));
    expect(closes.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(await seckillStock(t.db.db, s.id)).toEqual({ stock: 10, sale_num: 0 });
    expect(await stockOf(t.db.db, s.skuId)).toEqual({ stock: 40, sale_num: 0 });
  });

  it('a replayed create within the limit of 1 buys once; one order above the limit buys nothing', async () => {
    const s = await seckill({ maxBuy: 1 });
    const body = { seckill_id: s.id, num: 1, delivery: pickupAt(shop) };
    expect((await a.call(seckillOrderCreateEndpoint, body)).body.code).toBe(0);
    expect((await a.call(seckillOrderCreateEndpoint, body)).body.error_code).toBe('SECKILL_LIMIT');
    expect((await z.call(seckillOrderCreateEndpoint, { ...body, num: 2 })).body.error_code).toBe('SECKILL_LIMIT');
    expect(await seckillStock(t.db.db, s.id)).toEqual({ stock: 9, sale_num: 1 });
  });

  it('another SKU under a seckill’s id, a client price, or hidden goods: never sold at the seckill price', async () => {
    const s = await seckill();
    const other = await addGoods(t.db.db, shop, { price: 50_000_00, stock: 5 });
    const wrongSku = await a.call(seckillOrderCreateEndpoint, {
      seckill_id: s.id,
      sku_id: other.skuId,
      num: 1,
      delivery: pickupAt(shop),
    });
    expect(wrongSku.body.error_code).toBe('SECKILL_NOT_FOUND');
    expect(await stockOf(t.db.db, other.skuId)).toEqual({ stock: 5, sale_num: 0 });
    const priced = await a.call(seckillOrderCreateEndpoint, {
      seckill_id: s.id,
      num: 1,
      delivery: pickupAt(shop),
      seckill_price: '0.01',
      price: '0.01',
    } as never);
    expect((await orderOf(priced.body.data)).goods_money).toBe(1_000_00);
    await t.db.db.updateTable('goods').set({ goods_state: 0 }).where('goods_id', '=', s.goodsId).execute();
    expect(
      (await a.call(seckillOrderCreateEndpoint, { seckill_id: s.id, num: 1, delivery: pickupAt(shop) })).body
        .error_code,
    ).toBe('SECKILL_NOT_FOUND');
    expect((await t.call(seckillDetailEndpoint, { seckill_id: s.id })).body.error_code).toBe('SECKILL_NOT_FOUND');
    expect((await t.call(seckillOfSkuEndpoint, { sku_id: s.skuId })).body.data).toBeNull();
  });

  it('a closed seckill sells nothing even to a checkout opened before', async () => {
    const s = await seckill();
    const body = { seckill_id: s.id, num: 1, delivery: pickupAt(shop) };
    expect((await a.call(seckillOrderPaymentEndpoint, body)).body.code).toBe(0);
    await t.db.db.updateTable('seckill').set({ status: -1 }).where('id', '=', s.id).execute();
    expect((await a.call(seckillOrderCreateEndpoint, body)).body.error_code).toBe('SECKILL_NOT_FOUND');
    expect(await seckillStock(t.db.db, s.id)).toEqual({ stock: 10, sale_num: 0 });
  });

  it('without a session the checkout calls refuse', async () => {
    const s = await seckill();
    const r = await t.call(seckillOrderCreateEndpoint, { seckill_id: s.id, num: 1, delivery: pickupAt(shop) });
    expect(r.body.error_code).toBe('TOKEN_NOT_EXIST');
  });

  it('junk bodies to every seckill call answer an envelope and change nothing', async () => {
    // Only one seckill open, and the junk never names it: no junk body can be a well-formed order.
    await t.db.db.updateTable('seckill').set({ status: -1 }).execute();
    const s = await seckill();
    const snapshot = async () => ({
      orders: (await t.db.db.selectFrom('orders').select('order_id').execute()).length,
      seckill: await t.db.db.selectFrom('seckill').select(['id', 'stock', 'sale_num']).orderBy('id').execute(),
      bought: await t.db.db.selectFrom('seckill_buy').selectAll().execute(),
      sku: await stockOf(t.db.db, s.skuId),
    });
    const before = await snapshot();
    const calls = [
      seckillSlotsEndpoint,
      seckillGoodsPageEndpoint,
      seckillDetailEndpoint,
      seckillOfSkuEndpoint,
      seckillOrderPaymentEndpoint,
      seckillOrderCalculateEndpoint,
      seckillOrderCreateEndpoint,
    ];
    const fields = ['seckill_id', 'sku_id', 'num', 'page', 'page_size', 'delivery', 'member_address', 'is_balance'];
    await junkIsAnswered(a.call, calls, fields, (body) => Number(body.seckill_id) === s.id);
    expect(await snapshot()).toEqual(before);
  });
});
