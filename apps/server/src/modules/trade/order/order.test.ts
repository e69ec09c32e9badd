import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartAddEndpoint,
  cartListEndpoint,
  deliveryStoreText,
  memberAccountEndpoint,
  orderCloseEndpoint,
  orderCreateEndpoint,
  orderDetailEndpoint,
  orderListsEndpoint,
  orderNumEndpoint,
  orderPayEndpoint,
  orderTakeDeliveryEndpoint,
  payInfoEndpoint,
  payPayEndpoint,
} from '@zay/contract';
import { offContract } from '../../../test/call';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedFixtures } from '../../../test/fixtures';
import {
  addGoods,
  addShop,
  buyer,
  giveBalance,
  giveCoupon,
  PAY_PASSWORD,
  setPayPassword,
  stockOf,
  type Buyer,
} from '../checkout/order-test-kit';
import { closeDueOrders } from './order-close.service';

let t: TestApp;
let shopA: number;
let shopB: number;
let skuA: number;
let skuB: number;

const PICKUP_A = {
  open_date: '09:00–18:00',
  full_address: 'No. 12, Hledan Road',
  longitude: '96.1297',
  latitude: '16.8259',
  telephone: '09420000001',
};

beforeAll(async () => {
  t = await createTestApp({ ORDER_AUTO_CLOSE_MINUTES: '30', ORDER_CLOSE_SWEEP_SECONDS: '0' });
  await seedFixtures(t.db);
  shopA = await addShop(t.db.db, 'Order Shop A', { express_enabled: 1, express_fee: 500_00, store_enabled: 1 });
  shopB = await addShop(t.db.db, 'Order Shop B', { express_enabled: 1, express_fee: 0 });
  await t.db.db
    .insertInto('shop_store')
    .values({ site_id: shopA, store_name: 'Pickup A', status: 1, ...PICKUP_A })
    .execute();
  skuA = (await addGoods(t.db.db, shopA, { name: 'Longyi', price: 8000_00, stock: 100 })).skuId;
  skuB = (await addGoods(t.db.db, shopB, { name: 'Tea', price: 2500_00, stock: 100 })).skuId;
});
afterAll(() => t.close());

async function create(b: Buyer, body: object = { sku_id: skuA, num: 1 }) {
  const res = await b.call(orderCreateEndpoint, body);
  expect(res.body.code).toBe(0);
  return t.db.db
    .selectFrom('orders')
    .select(['order_id', 'out_trade_no'])
    .where('out_trade_no', '=', res.body.data)
    .orderBy('order_id')
    .execute();
}
const setStatus = (orderId: number, order_status: number, pay_status = 2) =>
  t.db.db.updateTable('orders').set({ order_status, pay_status }).where('order_id', '=', orderId).execute();

describe('order/lists, order/detail, order/num', () => {
  it('lists by tab with paging, names and actions; counts per tab', async () => {
    const b = await buyer(t, 'list1');
    const [o1] = await create(b);
    const [o2] = await create(b, { sku_id: skuB, num: 2 });
    const [o3] = await create(b);
    await setStatus(o2!.order_id, 3);
    await setStatus(o3!.order_id, 1);
    const all = (await b.call(orderListsEndpoint, { page: 1, page_size: 2 })).body.data;
    expect(all).toMatchObject({ count: 3, page_count: 2 });
    expect(all.list.map((o: { order_id: number }) => o.order_id)).toEqual([o3!.order_id, o2!.order_id]);
    const waitpay = (await b.call(orderListsEndpoint, { order_status: 'waitpay' })).body.data.list;
    expect(waitpay).toHaveLength(1);
    expect(waitpay[0]).toMatchObject({
      order_id: o1!.order_id,
      order_status: 0,
      order_status_name: 'Awaiting payment',
      order_type_name: 'Normal order',
      delivery_type_name: 'Express delivery',
      pay_money: '8500.00',
      site_name: 'Order Shop A',
      action: [
        { action: 'orderClose', title: 'Cancel order' },
        { action: 'orderPay', title: 'Pay' },
      ],
    });
    expect(waitpay[0]!.order_goods[0]).toMatchObject({
      sku_name: 'Longyi',
      price: '8000.00',
      num: 1,
      delivery_status_name: 'Awaiting payment',
    });
    const confirm = (await b.call(orderListsEndpoint, { order_status: 'waitconfirm' })).body.data.list;
    expect(confirm[0]).toMatchObject({
      order_status_name: 'Shipped',
      action: [{ action: 'memberTakeDelivery' }, { action: 'trace' }, { action: 'extendTakeDelivery' }],
    });
    expect((await b.call(orderListsEndpoint, { order_status: 'waitsend' })).body.data.count).toBe(1);
    expect((await b.call(orderNumEndpoint)).body.data).toEqual({
      waitpay: 1,
      waitsend: 1,
      waitconfirm: 1,
      waitrate: 0,
      refunding: 0,
    });
    expect((await b.call(orderListsEndpoint, offContract({ order_status: 'bogus' }))).body.code).toBe(-10006);
    const zh = await t.call(orderListsEndpoint, { order_status: 'waitpay' }, { token: b.token, lang: 'zh-cn' });
    expect(zh.body.data.list[0]!.order_status_name).toBe('待付款');
  });

  it('shows the detail of the member’s own order only', async () => {
    const b = await buyer(t, 'detail1');
    const other = await buyer(t, 'detail2');
    const [o] = await create(b, { sku_id: skuA, num: 1, buyer_message: { [shopA]: 'gift wrap' } });
    const d = (await b.call(orderDetailEndpoint, { order_id: o!.order_id })).body.data;
    expect(d).toMatchObject({
      order_id: o!.order_id,
      promotion_type: '',
      promotion_type_name: '',
      goods_money: '8000.00',
      delivery_money: '500.00',
      platform_coupon_total_money: '0.00',
      name: 'Aung Aung',
      mobile: '09420000009',
      buyer_message: 'gift wrap',
      out_trade_no: o!.out_trade_no,
      is_enable_refund: 0,
    });
    expect(d.order_goods[0]).toMatchObject({ refund_action: [], complain_action: [] });
    const theirs = await other.call(orderDetailEndpoint, { order_id: o!.order_id });
    expect(theirs.body).toMatchObject({ code: -1, error_code: 'ORDER_NOT_MEMBER', data: null });
    for (const path of [orderCloseEndpoint, orderTakeDeliveryEndpoint])
      expect((await other.call(path, { order_id: o!.order_id })).body.error_code).toBe('ORDER_NOT_FOUND');
    expect((await other.call(orderPayEndpoint, { order_ids: String(o!.order_id) })).body.error_code).toBe(
      'ORDER_STATE_CHANGED',
    );
  });

  it('pickup orders: ready for pickup waits for the buyer, who confirms', async () => {
    const b = await buyer(t, 'pickup1');
    const [o] = await create(b, { sku_id: skuA, num: 1, delivery: { [shopA]: { delivery_type: 'store' } } });
    await setStatus(o!.order_id, 2);
    const list = (await b.call(orderListsEndpoint, { order_status: 'waitconfirm' })).body.data.list;
    expect(list[0]).toMatchObject({
      order_type: 2,
      order_status_name: 'Awaiting pickup',
      delivery_type_name: 'Store pickup',
    });
    expect((await b.call(orderTakeDeliveryEndpoint, { order_id: o!.order_id })).body.code).toBe(0);
    const d = (await b.call(orderDetailEndpoint, { order_id: o!.order_id })).body.data;
    expect(d).toMatchObject({ order_status: 4, order_status_name: 'Picked up', delivery_store_name: 'Pickup A' });
    // The store as the API family's clients parse it, and as Zay's web decodes it (ADR 048).
    const { telephone, ...place } = PICKUP_A;
    const store = { ...place, telphone: telephone };
    expect(JSON.parse(d.delivery_store_info)).toEqual(store);
    expect(deliveryStoreText.decode(d.delivery_store_info)).toEqual(store);
    expect(d.action).toEqual([{ action: 'memberOrderEvaluation', title: 'Review', color: '' }]);
  });
});

describe('order/close, order/takedelivery, order/pay', () => {
  it('closing gives back stock, coupon and balance, once', async () => {
    const b = await buyer(t, 'close1');
    await setPayPassword(t.db.db, b.id);
    await giveBalance(t.db.db, b.id, 1000_00);
    const coupon = await giveCoupon(t.db.db, b.id, { site_id: shopA, money: 300_00 });
    const before = await stockOf(t.db.db, skuA);
    const [o] = await create(b, {
      sku_id: skuA,
      num: 3,
      coupon: { [shopA]: { coupon_id: coupon } },
      is_balance: 1,
      pay_password: PAY_PASSWORD,
    });
    expect(await stockOf(t.db.db, skuA)).toEqual({ stock: before.stock - 3, sale_num: before.sale_num + 3 });
    const res = await b.call(orderCloseEndpoint, { order_id: o!.order_id });
    expect(res.body).toMatchObject({ code: 0, message: 'Cancelled successfully' });
    expect(await stockOf(t.db.db, skuA)).toEqual(before);
    const c = await t.db.db
      .selectFrom('coupon')
      .select(['state', 'use_order_id'])
      .where('coupon_id', '=', coupon)
      .executeTakeFirstOrThrow();
    expect(c).toEqual({ state: 1, use_order_id: 0 });
    expect((await b.call(memberAccountEndpoint)).body.data.balance).toBe('1000.00');
    expect((await b.call(orderCloseEndpoint, { order_id: o!.order_id })).body.error_code).toBe('ORDER_STATE_CHANGED');
    expect(await stockOf(t.db.db, skuA)).toEqual(before);
    const d = (await b.call(orderDetailEndpoint, { order_id: o!.order_id })).body.data;
    expect(d).toMatchObject({
      order_status: -1,
      order_status_name: 'Closed',
      close_cause: 'Cancelled by the buyer',
      action: [],
    });
    // A closed order's goods lines are closed too, not "Awaiting shipment" (issue 20 §3).
    expect(d.order_goods.map((g: { delivery_status_name: string }) => g.delivery_status_name)).toEqual(['Closed']);
    const listed = (await b.call(orderListsEndpoint, { page: 1, page_size: 10 })).body.data.list;
    const line = listed.find((l) => l.order_id === o!.order_id)!.order_goods[0]!;
    expect(line.delivery_status_name).toBe('Closed');
    const pay = await t.db.db
      .selectFrom('pay')
      .select('pay_status')
      .where('out_trade_no', '=', o!.out_trade_no)
      .executeTakeFirstOrThrow();
    expect(pay.pay_status).toBe(-1);
  });

  it('a paid order cannot be closed; a shipped one can be received', async () => {
    const b = await buyer(t, 'recv1');
    const [o] = await create(b);
    const unpaid = (await b.call(orderDetailEndpoint, { order_id: o!.order_id })).body.data;
    expect(unpaid.order_goods[0]!.delivery_status_name).toBe('Awaiting payment');
    await setStatus(o!.order_id, 1);
    const paid = (await b.call(orderDetailEndpoint, { order_id: o!.order_id })).body.data;
    expect(paid.order_goods[0]!.delivery_status_name).toBe('Awaiting shipment');
    expect((await b.call(orderCloseEndpoint, { order_id: o!.order_id })).body.error_code).toBe('ORDER_STATE_CHANGED');
    expect((await b.call(orderTakeDeliveryEndpoint, { order_id: o!.order_id })).body.error_code).toBe(
      'ORDER_STATE_CHANGED',
    );
    await setStatus(o!.order_id, 3);
    const received = await b.call(orderTakeDeliveryEndpoint, { order_id: o!.order_id });
    expect(received.body).toMatchObject({ code: 0, message: 'Receipt confirmed' });
    expect((await b.call(orderDetailEndpoint, { order_id: o!.order_id })).body.data.order_status_name).toBe('Received');
    expect((await b.call(orderNumEndpoint)).body.data.waitrate).toBe(1);
  });

  it('order/pay moves the unpaid orders left from a closed payment to a new one', async () => {
    const b = await buyer(t, 'repay1');
    const made = await create(b, { cart_ids: await cart(b) });
    expect(made).toHaveLength(2);
    const inShop = (site: number) =>
      t.db.db
        .selectFrom('orders')
        .select(['order_id', 'out_trade_no'])
        .where('out_trade_no', '=', made[0]!.out_trade_no)
        .where('site_id', '=', site)
        .executeTakeFirstOrThrow();
    const orders = [await inShop(shopA), await inShop(shopB)];
    await b.call(orderCloseEndpoint, { order_id: orders[0]!.order_id });
    const old = orders[1]!.out_trade_no;
    expect((await b.call(payPayEndpoint, { out_trade_no: old, pay_type: 'wechatpay' })).body.error_code).toBe(
      'PAY_CLOSED',
    );
    const res = await b.call(orderPayEndpoint, { order_ids: String(orders[1]!.order_id) });
    expect(res.body.data).toMatch(/^\d{20}$/);
    const info = (await b.call(payInfoEndpoint, { out_trade_no: res.body.data })).body.data;
    expect(info).toMatchObject({
      pay_money: '2500.00',
      pay_status: 0,
      order_list: [{ order_id: orders[1]!.order_id }],
    });
    expect((await b.call(orderPayEndpoint, { order_ids: String(orders[0]!.order_id) })).body.error_code).toBe(
      'ORDER_STATE_CHANGED',
    );
  });
});

async function cart(b: Buyer) {
  await b.call(cartAddEndpoint, { sku_id: skuA, num: 1 });
  await b.call(cartAddEndpoint, { sku_id: skuB, num: 1 });
  return (await b.call(cartListEndpoint)).body.data.map((l) => l.cart_id).join(',');
}

describe('closing unpaid orders by time', () => {
  it('the sweep closes due orders in batches and returns their stock; reads close them too', async () => {
    const b = await buyer(t, 'due1');
    const before = await stockOf(t.db.db, skuB);
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await create(b, { sku_id: skuB, num: 2 }))[0]!);
    const [keep] = await create(b, { sku_id: skuB, num: 1 });
    const past = Math.floor(Date.now() / 1000) - 1;
    const ids = made.map((o) => o.order_id);
    await t.db.db.updateTable('orders').set({ auto_close_time: past }).where('order_id', 'in', ids).execute();
    expect(await closeDueOrders(t.ctx(), { batch: 2 })).toBe(5);
    expect(await stockOf(t.db.db, skuB)).toEqual({ stock: before.stock - 1, sale_num: before.sale_num + 1 });
    const closed = await t.db.db
      .selectFrom('orders')
      .select(['order_status', 'close_cause'])
      .where('order_id', 'in', ids)
      .execute();
    expect(closed.every((o) => o.order_status === -1 && o.close_cause === 'timeout')).toBe(true);

    await t.db.db.updateTable('orders').set({ auto_close_time: past }).where('order_id', '=', keep!.order_id).execute();
    const d = (await b.call(orderDetailEndpoint, { order_id: keep!.order_id })).body.data;
    expect(d).toMatchObject({ order_status: -1, close_cause: 'Closed because it was not paid in time' });
    expect(await stockOf(t.db.db, skuB)).toEqual(before);
  });

  it('the timer closes due orders by itself', async () => {
    const timed = await createTestApp({ ORDER_CLOSE_SWEEP_SECONDS: '1' });
    try {
      await seedFixtures(timed.db);
      const shop = await addShop(timed.db.db, 'Timer Shop', { express_enabled: 1 });
      const g = await addGoods(timed.db.db, shop, { price: 100_00, stock: 5 });
      const b = await buyer(timed, 'timer1');
      await b.call(orderCreateEndpoint, { sku_id: g.skuId, num: 5 });
      await timed.db.db.updateTable('orders').set({ auto_close_time: 1 }).execute();
      await new Promise((r) => setTimeout(r, 1600));
      expect((await stockOf(timed.db.db, g.skuId)).stock).toBe(5);
    } finally {
      await timed.close();
    }
  });
});
