import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addonsEndpoint,
  orderCloseEndpoint,
  seckillDetailEndpoint,
  seckillGoodsPageEndpoint,
  seckillOfSkuEndpoint,
  seckillOrderCalculateEndpoint,
  seckillOrderCreateEndpoint,
  seckillOrderPaymentEndpoint,
  seckillSlotsEndpoint,
} from '@zay/contract';
import { testClock } from '../../../test/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  addGoods,
  buyer,
  type Buyer,
  giveCoupon,
  pickupAt,
  pickupShopApp,
  stockOf,
} from '../../trade/checkout/order-test-kit';
import { addSeckill, addSlot, seckillStock, YANGON_TEN } from './seckill-test-kit';
import { admissionsOpen, admitted, SECKILL_CREATING } from './seckill.service';

const clock = testClock(YANGON_TEN);
let t: TestApp;
let shop: number;
let slots: { night: number; morning: number; afternoon: number };
let b: Buyer;

beforeAll(async () => {
  ({ t, shop } = await pickupShopApp('Flash', {}, { clock }));
  slots = {
    night: await addSlot(t.db.db, '00:00', 0, 8),
    morning: await addSlot(t.db.db, '08:00', 8, 12),
    afternoon: await addSlot(t.db.db, '12:00', 12, 24),
  };
  b = await buyer(t, 'flashbuyer', false);
});
afterAll(() => t.close());

const day = (ms: number) => Math.floor(ms / 1000);

async function seckillIn(slotIds: number[], opts: { stock?: number; maxBuy?: number; price?: number } = {}) {
  const g = await addGoods(t.db.db, shop, { price: 10_000_00, stock: 50 });
  const id = await addSeckill(t.db.db, {
    siteId: shop,
    ...g,
    slots: slotIds,
    price: opts.price ?? 6_000_00,
    stock: opts.stock ?? 10,
    max_buy: opts.maxBuy ?? 0,
    start_time: day(YANGON_TEN) - 86_400,
    end_time: day(YANGON_TEN) + 86_400,
  });
  return { id, ...g };
}

describe('seckill lists', () => {
  it('lists today’s slots holding a seckill, with ended/running/coming on the market clock', async () => {
    await seckillIn([slots.night, slots.morning, slots.afternoon]);
    const { data } = (await t.call(seckillSlotsEndpoint, {})).body;
    expect(data.time).toBe(day(YANGON_TEN));
    expect(data.list.map((s) => [s.name, s.status, s.seckill_start_time_show, s.seckill_end_time_show])).toEqual([
      ['00:00', 2, '00:00:00', '08:00:00'],
      ['08:00', 1, '08:00:00', '12:00:00'],
      ['12:00', 0, '12:00:00', '23:59:59'],
    ]);
    // The running slot ends at 12:00 Yangon, two hours from now.
    expect(data.list[1]!.end_time - data.time).toBe(2 * 3600);
  });

  it('a slot’s goods: seckill price, struck price, seckill stock and discount rate', async () => {
    const s = await seckillIn([slots.morning], { stock: 7 });
    const { data } = (await t.call(seckillGoodsPageEndpoint, { seckill_id: slots.morning, page_size: 0 })).body;
    const card = data.list.find((g) => g.id === s.id)!;
    expect(card).toMatchObject({
      seckill_price: '6000.00',
      price: '10000.00',
      stock: 7,
      sale_num: 0,
      discount_rate: 60,
    });
    expect(card.status).toBe(1);
  });

  it('detail answers the running slot’s times, and unknown or closed seckills are not found', async () => {
    const s = await seckillIn([slots.morning]);
    const { data } = (await t.call(seckillDetailEndpoint, { seckill_id: s.id })).body;
    expect(data.goods_sku_detail.slot_end_time - data.goods_sku_detail.time).toBe(2 * 3600);
    expect(data.shop_info.site_name).toBe('Flash Shop');
    expect((await t.call(seckillDetailEndpoint, { seckill_id: 999_999 })).body.error_code).toBe('SECKILL_NOT_FOUND');
    await t.db.db.updateTable('seckill').set({ status: -1 }).where('id', '=', s.id).execute();
    expect((await t.call(seckillDetailEndpoint, { seckill_id: s.id })).body.error_code).toBe('SECKILL_NOT_FOUND');
  });

  it('the goods page finds the SKU’s seckill running now, and none for one in a coming slot', async () => {
    const now = await seckillIn([slots.morning]);
    const later = await seckillIn([slots.afternoon]);
    expect((await t.call(seckillOfSkuEndpoint, { sku_id: now.skuId })).body.data).toMatchObject({
      id: now.id,
      seckill_price: '6000.00',
    });
    expect((await t.call(seckillOfSkuEndpoint, { sku_id: later.skuId })).body.data).toBeNull();
  });
});

describe('seckill checkout', () => {
  it('payment and calculate price the seckill; create takes both stocks; closing returns both', async () => {
    const s = await seckillIn([slots.morning], { stock: 5 });
    const body = { seckill_id: s.id, sku_id: s.skuId, num: 2, delivery: pickupAt(shop) };
    const pay = (await b.call(seckillOrderPaymentEndpoint, body)).body.data;
    expect(pay).toMatchObject({ goods_money: '12000.00', order_money: '12000.00', error_code: '' });
    expect((await b.call(seckillOrderCalculateEndpoint, body)).body.data.pay_money).toBe('12000.00');
    const created = await b.call(seckillOrderCreateEndpoint, body);
    expect(created.body.code).toBe(0);
    expect(await seckillStock(t.db.db, s.id)).toEqual({ stock: 3, sale_num: 2 });
    expect(await stockOf(t.db.db, s.skuId)).toEqual({ stock: 48, sale_num: 2 });
    const order = await t.db.db
      .selectFrom('orders')
      .select(['order_id', 'promotion_type', 'goods_money'])
      .where('out_trade_no', '=', created.body.data)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ promotion_type: 'seckill', goods_money: 12_000_00 });
    expect((await b.call(orderCloseEndpoint, { order_id: order.order_id })).body.code).toBe(0);
    expect(await seckillStock(t.db.db, s.id)).toEqual({ stock: 5, sale_num: 0 });
    expect(await stockOf(t.db.db, s.skuId)).toEqual({ stock: 50, sale_num: 0 });
  });

  it('a platform coupon takes off the seckill price and comes back on close; a store coupon does not apply', async () => {
    const s = await seckillIn([slots.morning], { stock: 5 });
    // In term on the test's clock.
    const term = { start_time: day(YANGON_TEN) - 3600, end_time: day(YANGON_TEN) + 86_400 };
    const platform = await giveCoupon(t.db.db, b.id, { site_id: 0, money: 1_000_00, coupon_name: 'P1000', ...term });
    const store = await giveCoupon(t.db.db, b.id, { site_id: shop, money: 500_00, ...term });
    const body = { seckill_id: s.id, num: 1, delivery: pickupAt(shop) };
    const pay = (await b.call(seckillOrderPaymentEndpoint, body)).body.data;
    expect(pay.platform_coupon_list.map((c) => c.coupon_id)).toEqual([platform]);
    expect(pay.shop_goods_list[shop]!.coupon_list).toEqual([]);
    const withStore = await b.call(seckillOrderCreateEndpoint, { ...body, coupon: { [shop]: { coupon_id: store } } });
    expect(withStore.body.error_code).toBe('COUPON_UNAVAILABLE');
    const created = await b.call(seckillOrderCreateEndpoint, { ...body, platform_coupon_id: platform });
    expect(created.body.code).toBe(0);
    const order = await t.db.db
      .selectFrom('orders')
      .select(['order_id', 'order_money'])
      .where('out_trade_no', '=', created.body.data)
      .executeTakeFirstOrThrow();
    expect(order.order_money).toBe(5_000_00);
    const state = async () =>
      (await t.db.db.selectFrom('coupon').select('state').where('coupon_id', '=', platform).executeTakeFirstOrThrow())
        .state;
    expect(await state()).toBe(2);
    expect((await b.call(orderCloseEndpoint, { order_id: order.order_id })).body.code).toBe(0);
    expect(await state()).toBe(1);
  });

  it('outside its slot: not open; more than its stock: short; the daily limit counts what was bought', async () => {
    const later = await seckillIn([slots.afternoon]);
    const r1 = await b.call(seckillOrderCreateEndpoint, { seckill_id: later.id, num: 1, delivery: pickupAt(shop) });
    expect(r1.body.error_code).toBe('SECKILL_NOT_OPEN');
    const s = await seckillIn([slots.morning], { stock: 3, maxBuy: 2 });
    const r2 = await b.call(seckillOrderCreateEndpoint, { seckill_id: s.id, num: 4, delivery: pickupAt(shop) });
    expect(r2.body.error_code).toBe('SECKILL_STOCK_SHORT');
    expect(
      (await b.call(seckillOrderCreateEndpoint, { seckill_id: s.id, num: 1, delivery: pickupAt(shop) })).body.code,
    ).toBe(0);
    const r3 = await b.call(seckillOrderCreateEndpoint, { seckill_id: s.id, num: 2, delivery: pickupAt(shop) });
    expect(r3.body).toMatchObject({
      error_code: 'SECKILL_LIMIT',
      message: 'Each member may buy 2 of this item a day; you have bought 1',
    });
  });

  it('the slot ends while the page is open: the order is refused', async () => {
    const s = await seckillIn([slots.morning]);
    clock.advance(2 * 3600);
    try {
      const r = await b.call(seckillOrderCreateEndpoint, { seckill_id: s.id, num: 1, delivery: pickupAt(shop) });
      expect(r.body.error_code).toBe('SECKILL_NOT_OPEN');
    } finally {
      clock.advance(-2 * 3600);
    }
  });

  it('a sold-out seckill is refused from the in-process mark without reading the database', async () => {
    const s = await seckillIn([slots.morning], { stock: 1 });
    expect(
      (await b.call(seckillOrderCreateEndpoint, { seckill_id: s.id, num: 1, delivery: pickupAt(shop) })).body.code,
    ).toBe(0);
    const other = await buyer(t, 'lateflash', false);
    const late = await other.call(seckillOrderCreateEndpoint, { seckill_id: s.id, num: 1, delivery: pickupAt(shop) });
    expect(late.body.error_code).toBe('OUT_OF_STOCK');
    // Stock put back behind the service's back is not seen while the mark holds: no query was made.
    await t.db.db.updateTable('seckill').set({ stock: 5 }).where('id', '=', s.id).execute();
    const again = await other.call(seckillOrderCreateEndpoint, { seckill_id: s.id, num: 1, delivery: pickupAt(shop) });
    expect(again.body.error_code).toBe('OUT_OF_STOCK');
  });

  it('a sold-out seckill is refused before the sign-in check; one on sale still asks for it (ADR 076)', async () => {
    const s = await seckillIn([slots.morning], { stock: 1 });
    const onSale = await t.post('/seckill/api/ordercreate/create', { seckill_id: s.id, num: 1 });
    expect(onSale.body.error_code).toBe('TOKEN_NOT_EXIST');
    expect(
      (await b.call(seckillOrderCreateEndpoint, { seckill_id: s.id, num: 1, delivery: pickupAt(shop) })).body.code,
    ).toBe(0);
    // The next buyer finds none left and marks it; from then on nobody's session is looked up.
    const other = await buyer(t, 'markflash', false);
    expect((await other.call(seckillOrderCreateEndpoint, { seckill_id: s.id, num: 1 })).body.error_code).toBe(
      'OUT_OF_STOCK',
    );
    for (const body of [
      { seckill_id: s.id, num: 1 },
      { seckill_id: String(s.id), token: 'not-a-token' },
    ]) {
      const r = await t.post('/seckill/api/ordercreate/create', body);
      expect(r.status).toBe(200);
      expect(r.body.error_code).toBe('OUT_OF_STOCK');
    }
    // Only the create call answers from the mark; the checkout page still asks for a session.
    const payment = await t.post('/seckill/api/ordercreate/payment', { seckill_id: s.id, num: 1 });
    expect(payment.body.error_code).toBe('TOKEN_NOT_EXIST');
  });
});

describe('admission (ADR 076)', () => {
  it('creates at most SECKILL_CREATING orders of one seckill at once, the rest in turn, none refused', async () => {
    let now = 0;
    let most = 0;
    const order: number[] = [];
    const job = (i: number) => async () => {
      most = Math.max(most, ++now);
      await new Promise((r) => setTimeout(r, 1));
      now--;
      order.push(i);
      if (i % 7 === 0) throw new Error(`job ${i}`);
      return i;
    };
    const other = admitted(t.app.db, 999_999, async () => 'other seckill');
    const runs = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => admitted(t.app.db, 999_998, job(i))));
    expect(most).toBe(SECKILL_CREATING);
    expect(runs.filter((r) => r.status === 'fulfilled')).toHaveLength(200 - Math.ceil(200 / 7));
    expect(order).toHaveLength(200);
    expect(await other).toBe('other seckill');
    // A seckill's queue lives only while orders of it are being created (random ids cannot pile queues up).
    expect(admissionsOpen()).toBe(0);
  });
});

describe('addon', () => {
  it('addonisexit reports seckill 1 when installed', async () => {
    expect((await t.call(addonsEndpoint)).body.data.seckill).toBe(1);
  });

  it('without the addon every seckill call answers “plugin not installed” and addonisexit 0', async () => {
    const off = await createTestApp({ ADDONS: 'coupon' });
    try {
      const r = await off.post('/seckill/api/seckill/lists', {});
      expect(r.body.error_code).toBe('SECKILL_PLUGIN_NOT_INSTALLED');
      const create = await off.post('/seckill/api/ordercreate/create', { seckill_id: 1, num: 1 });
      expect(create.body.error_code).toBe('SECKILL_PLUGIN_NOT_INSTALLED');
      expect((await off.call(addonsEndpoint)).body.data.seckill).toBe(0);
    } finally {
      await off.close();
    }
  });
});
