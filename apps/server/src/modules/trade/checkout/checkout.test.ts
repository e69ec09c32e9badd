import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressPageEndpoint,
  cartListEndpoint,
  orderCalculateEndpoint,
  orderCreateEndpoint,
  orderPaymentEndpoint,
  type BodyOf,
} from '@zay/contract';
import { offContract } from '../../../test/call';
import type { TestApp } from '../../../test/test-app';
import { addGoods, addToCart, buyer, checkoutApp, checkoutShops, stockOf } from './order-test-kit';

let t: TestApp;
let s: Awaited<ReturnType<typeof checkoutShops>>;

beforeAll(async () => ({ t, s } = await checkoutApp()));
afterAll(() => t.close());

describe('ordercreate/payment and calculate', () => {
  it('computes a direct purchase with the default address and delivery, ignoring a sent price', async () => {
    const b = await buyer(t, 'pay1');
    const res = await b.call(
      orderPaymentEndpoint,
      offContract({ sku_id: s.a1.skuId, num: 2, price: '0.01', goods_money: '1.00' }),
    );
    expect(res.body.code).toBe(0);
    const d = res.body.data;
    expect(d).toMatchObject({
      goods_money: '50000.00',
      delivery_money: '3000.00',
      order_money: '53000.00',
      pay_money: '53000.00',
      balance_money: '0.00',
      goods_num: 2,
      error_code: '',
      member_account: { balance: '0.00', is_pay_password: 0 },
      member_address: { name: 'Aung Aung', is_default: 1 },
    });
    const shop = d.shop_goods_list[s.shopA]!;
    expect(shop.express_type.map((e: { name: string }) => e.name)).toEqual(['express', 'store', 'local']);
    expect(shop.express_type[0]!.title).toBe('Express delivery');
    expect(shop.delivery).toEqual({ delivery_type: 'express', store_id: 0, delivery_time: '' });
    expect(shop.store_list[0]).toMatchObject({ store_id: s.storeA, store_name: 'Shop A Kamayut' });
    expect(shop.local_delivery_times.length).toBeGreaterThan(0);
  });

  it('prices pickup at 0, local delivery at its fee, and express free from the threshold', async () => {
    const b = await buyer(t, 'pay2');
    const base = { sku_id: s.a1.skuId, num: 1 };
    const pickup = await b.call(orderCalculateEndpoint, {
      ...base,
      delivery: JSON.stringify({ [s.shopA]: { delivery_type: 'store', store_id: s.storeA } }),
    });
    expect(pickup.body.data).toMatchObject({ delivery_money: '0.00', order_money: '25000.00' });
    const slot = pickup.body.data.shop_goods_list[s.shopA]!.local_delivery_times[0]!.value;
    const local = await b.call(orderCalculateEndpoint, {
      ...base,
      delivery: { [s.shopA]: { delivery_type: 'local', delivery_time: slot } },
    });
    expect(local.body.data).toMatchObject({ delivery_money: '1500.00', order_money: '26500.00' });
    expect(local.body.data.shop_goods_list[s.shopA]!.delivery.delivery_time).toBe(slot);
    const free = await b.call(orderCalculateEndpoint, { sku_id: s.a1.skuId, num: 4 });
    expect(free.body.data).toMatchObject({ goods_money: '100000.00', delivery_money: '0.00' });
  });

  it('refuses choices the shop does not offer, with their messages', async () => {
    const b = await buyer(t, 'pay3');
    const call = (sku: number, delivery: BodyOf<typeof orderCalculateEndpoint>['delivery']) =>
      b.call(orderCalculateEndpoint, { sku_id: sku, num: 1, delivery });
    expect((await call(s.empty1.skuId, { [s.shopEmptyPickup]: { delivery_type: 'store' } })).body.message).toBe(
      'Stores have no pickup stores, please choose another delivery method',
    );
    expect((await call(s.a1.skuId, { [s.shopA]: { delivery_type: 'store', store_id: 99999 } })).body.error_code).toBe(
      'PICKUP_STORE_INVALID',
    );
    expect(
      (await call(s.a1.skuId, { [s.shopA]: { delivery_type: 'local', delivery_time: '2000-01-01 09:00-10:00' } })).body
        .error_code,
    ).toBe('DELIVERY_TIME_INVALID');
    expect((await call(s.b1.skuId, { [s.shopB]: { delivery_type: 'local' } })).body.error_code).toBe(
      'DELIVERY_TYPE_UNAVAILABLE',
    );
  });

  it('reports a shop without delivery and a missing address, and create refuses them', async () => {
    const b = await buyer(t, 'pay4', false);
    const none = await b.call(orderPaymentEndpoint, { sku_id: s.none1.skuId, num: 1 });
    expect(none.body.data).toMatchObject({
      error_code: 'DELIVERY_NOT_CONFIGURED',
      error_message: 'The store has not set the delivery method',
    });
    expect((await b.call(orderCreateEndpoint, { sku_id: s.none1.skuId, num: 1 })).body.message).toBe(
      'The store has not set the delivery method',
    );
    const noAddress = await b.call(orderPaymentEndpoint, { sku_id: s.b1.skuId, num: 1 });
    expect(noAddress.body.data).toMatchObject({ error_code: 'SHIPPING_ADDRESS_REQUIRED', member_address: null });
    expect((await b.call(orderCreateEndpoint, { sku_id: s.b1.skuId, num: 1 })).body.message).toBe(
      'A shipping address must be chosen',
    );
    // Pickup needs no address.
    const pickup = { sku_id: s.a1.skuId, num: 1, delivery: { [s.shopA]: { delivery_type: 'store' } } };
    expect((await b.call(orderCreateEndpoint, pickup)).body.code).toBe(0);
  });

  it('needs goods data, and refuses quantities of 0', async () => {
    const b = await buyer(t, 'pay5');
    expect((await b.call(orderPaymentEndpoint, {})).body.message).toBe('Failed to get order creation data');
    expect((await b.call(orderPaymentEndpoint, { sku_id: 99999, num: 1 })).body.error_code).toBe(
      'ORDER_CREATE_DATA_MISSING',
    );
    expect((await b.call(orderCreateEndpoint, { sku_id: s.a1.skuId, num: 0 })).body.message).toBe(
      'Quantity cannot be 0',
    );
  });
});

describe('ordercreate/create', () => {
  it('makes one order per shop under one out_trade_no, takes stock, removes the cart lines', async () => {
    const b = await buyer(t, 'create1');
    const before = [await stockOf(t.db.db, s.a1.skuId), await stockOf(t.db.db, s.b1.skuId)];
    const cartIds = [await addToCart(b, s.a1.skuId, 2), await addToCart(b, s.b1.skuId, 3)];
    const res = await b.call(orderCreateEndpoint, {
      cart_ids: cartIds.join(','),
      buyer_message: JSON.stringify({ [s.shopB]: 'ring the bell' }),
    });
    expect(res.body.code).toBe(0);
    const outTradeNo = res.body.data;
    expect(outTradeNo).toMatch(/^\d{20}$/);
    const orders = await t.db.db
      .selectFrom('orders')
      .selectAll()
      .where('out_trade_no', '=', outTradeNo)
      .orderBy('site_id')
      .execute();
    expect(orders.map((o) => [o.site_id, o.goods_money, o.delivery_money, o.pay_money, o.order_status])).toEqual([
      [s.shopA, 50_000_00, 3000_00, 53_000_00, 0],
      [s.shopB, 37_501_50, 2000_00, 39_501_50, 0],
    ]);
    expect(orders[1]!.buyer_message).toBe('ring the bell');
    expect(orders[0]!.full_address).toContain('Kamayut');
    expect(orders[0]!.auto_close_time).toBeGreaterThan(orders[0]!.create_time);
    const pay = await t.db.db
      .selectFrom('pay')
      .selectAll()
      .where('out_trade_no', '=', outTradeNo)
      .executeTakeFirstOrThrow();
    expect(pay).toMatchObject({ pay_money: 92_501_50, pay_status: 0, member_id: b.id });
    expect(await stockOf(t.db.db, s.a1.skuId)).toEqual({
      stock: before[0]!.stock - 2,
      sale_num: before[0]!.sale_num + 2,
    });
    expect(await stockOf(t.db.db, s.b1.skuId)).toEqual({
      stock: before[1]!.stock - 3,
      sale_num: before[1]!.sale_num + 3,
    });
    expect((await b.call(cartListEndpoint)).body.data).toEqual([]);
    const goods = await t.db.db
      .selectFrom('order_goods')
      .selectAll()
      .where('order_id', '=', orders[1]!.order_id)
      .execute();
    expect(goods).toMatchObject([
      { sku_id: s.b1.skuId, num: 3, price: 12_500_50, goods_money: 37_501_50, real_goods_money: 37_501_50 },
    ]);
  });

  it('refuses another member’s cart line and address by id, changing nothing', async () => {
    const owner = await buyer(t, 'owner1');
    const thief = await buyer(t, 'thief1');
    const cartId = await addToCart(owner, s.b1.skuId, 1);
    const stock = await stockOf(t.db.db, s.b1.skuId);
    expect((await thief.call(orderCreateEndpoint, { cart_ids: String(cartId) })).body.error_code).toBe(
      'ORDER_CREATE_DATA_MISSING',
    );
    const ownerAddress = (await owner.call(addressPageEndpoint)).body.data.list[0]!;
    const other = await thief.call(orderCreateEndpoint, {
      sku_id: s.b1.skuId,
      num: 1,
      member_address: ownerAddress.id,
    });
    expect(other.body.error_code).toBe('ADDRESS_NOT_FOUND');
    expect(await stockOf(t.db.db, s.b1.skuId)).toEqual(stock);
    expect((await owner.call(cartListEndpoint)).body.data).toHaveLength(1);
  });

  it('refuses more than the stock and leaves everything as it was', async () => {
    const b = await buyer(t, 'stock1');
    const g = await addGoods(t.db.db, s.shopB, { price: 100_00, stock: 3 });
    const res = await b.call(orderPaymentEndpoint, { sku_id: g.skuId, num: 4 });
    expect(res.body.data.error_code).toBe('OUT_OF_STOCK');
    expect((await b.call(orderCreateEndpoint, { sku_id: g.skuId, num: 4 })).body.message).toBe('Out of stock');
    expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 3, sale_num: 0 });
    expect(await t.db.db.selectFrom('orders').select('order_id').where('member_id', '=', b.id).execute()).toEqual([]);
  });
});
