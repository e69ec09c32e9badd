import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCloseEndpoint, orderCreateEndpoint } from '@zay/contract';
import type { TestApp } from '../../../test/test-app';
import { callAtOnce } from '../../../test/call';
import { createMembers } from '../../../test/members';
import {
  addGoods,
  balanceOf,
  buyer,
  giveBalance,
  giveCoupon,
  orderLinesOf,
  PAY_PASSWORD,
  pickupAt,
  pickupShopApp,
  setPayPassword,
  stockOf,
} from './order-test-kit';
import { SandboxWallet } from '../../payment/wallet/sandbox-wallet';

const SECRET = 'race-secret-0123456789abcdef';
let t: TestApp;
let shop: number;

beforeAll(async () => {
  // Pickup only: the buyers need no address.
  ({ t, shop } = await pickupShopApp('Race', { WALLET_SANDBOX_SECRET: SECRET }));
});
afterAll(() => t.close());

const countOrders = async (skuId: number) => (await orderLinesOf(t.db.db, skuId)).length;

describe('races', () => {
  it('200 parallel buyers against a stock of 20: exactly 20 orders, stock 0', async () => {
    const g = await addGoods(t.db.db, shop, { price: 5000_00, stock: 20 });
    const members = await createMembers(t.db, 200, 'racer');
    const results = await callAtOnce(
      t.call,
      members,
      orderCreateEndpoint,
      { sku_id: g.skuId, num: 1, delivery: pickupAt(shop) },
      { lang: 'en-us' },
    );
    const ok = results.filter((r) => r.body.code === 0);
    expect(ok).toHaveLength(20);
    expect(results.filter((r) => r.body.code !== 0).every((r) => r.body.message === 'Out of stock')).toBe(true);
    expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 0, sale_num: 20 });
    expect(await countOrders(g.skuId)).toBe(20);
    expect(new Set(ok.map((r) => r.body.data)).size).toBe(20);
  });

  it('one coupon used in parallel: used once', async () => {
    const g = await addGoods(t.db.db, shop, { price: 5000_00, stock: 100 });
    const b = await buyer(t, 'couponracer', false);
    const coupon = await giveCoupon(t.db.db, b.id, { site_id: shop, money: 1000_00 });
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        b.call(orderCreateEndpoint, {
          sku_id: g.skuId,
          num: 1,
          delivery: pickupAt(shop),
          coupon: { [shop]: { coupon_id: coupon } },
        }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(await countOrders(g.skuId)).toBe(1);
    expect((await stockOf(t.db.db, g.skuId)).stock).toBe(99);
    const used = await t.db.db
      .selectFrom('coupon')
      .select(['state', 'use_order_id'])
      .where('coupon_id', '=', coupon)
      .executeTakeFirstOrThrow();
    expect(used.state).toBe(2);
  });

  it('parallel balance use cannot overdraw', async () => {
    const g = await addGoods(t.db.db, shop, { price: 3000_00, stock: 100 });
    const b = await buyer(t, 'balanceracer', false);
    await setPayPassword(t.db.db, b.id);
    await giveBalance(t.db.db, b.id, 10_000_00);
    const body = {
      sku_id: g.skuId,
      num: 1,
      delivery: pickupAt(shop),
      is_balance: 1 as const,
      pay_password: PAY_PASSWORD,
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => b.call(orderCreateEndpoint, body)));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(3);
    expect(results.filter((r) => r.body.code !== 0).every((r) => r.body.error_code === 'BALANCE_NOT_ENOUGH')).toBe(
      true,
    );
    expect(await balanceOf(t.db.db, b.id)).toBe(1000_00);
    const ledger = await t.db.db
      .selectFrom('member_balance_log')
      .select('amount')
      .where('member_id', '=', b.id)
      .execute();
    expect(ledger.reduce((a, r) => a + r.amount, 0)).toBe(1000_00);
    expect((await stockOf(t.db.db, g.skuId)).stock).toBe(97);
  });

  it('closing an order ten times at once returns its stock once', async () => {
    const g = await addGoods(t.db.db, shop, { price: 100_00, stock: 10 });
    const b = await buyer(t, 'closeracer', false);
    const out = (await b.call(orderCreateEndpoint, { sku_id: g.skuId, num: 4, delivery: pickupAt(shop) })).body.data;
    const [o] = await t.db.db.selectFrom('orders').select('order_id').where('out_trade_no', '=', out).execute();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => b.call(orderCloseEndpoint, { order_id: o!.order_id })),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 10, sale_num: 0 });
  });

  it('a payment racing a close: either paid or closed (money parked for review, ADR 020), never both', async () => {
    const wallet = new SandboxWallet(SECRET);
    const g = await addGoods(t.db.db, shop, { price: 700_00, stock: 50 });
    const b = await buyer(t, 'payracer', false);
    for (let i = 0; i < 10; i++) {
      const out = (await b.call(orderCreateEndpoint, { sku_id: g.skuId, num: 1, delivery: pickupAt(shop) })).body.data;
      const [o] = await t.db.db.selectFrom('orders').select('order_id').where('out_trade_no', '=', out).execute();
      const body = JSON.stringify({
        notify_id: `race-${i}-${out}`,
        out_trade_no: out,
        trade_no: 'T',
        amount: '700.00',
        status: 'SUCCESS',
      });
      const sig = wallet.sign(body, Math.floor(Date.now() / 1000));
      await Promise.all([
        b.call(orderCloseEndpoint, { order_id: o!.order_id }),
        t.app.inject({
          method: 'POST',
          url: '/api/pay/notify/sandbox',
          headers: { 'content-type': 'application/json', 'x-wallet-signature': sig },
          payload: body,
        }),
      ]);
      const order = await t.db.db
        .selectFrom('orders')
        .select(['order_status', 'pay_status'])
        .where('order_id', '=', o!.order_id)
        .executeTakeFirstOrThrow();
      expect([
        JSON.stringify({ order_status: 1, pay_status: 2 }),
        JSON.stringify({ order_status: -1, pay_status: 0 }),
      ]).toContain(JSON.stringify(order));
    }
    const closed = await t.db.db
      .selectFrom('orders')
      .select('order_id')
      .where('member_id', '=', b.id)
      .where('order_status', '=', -1)
      .execute();
    expect(await balanceOf(t.db.db, b.id)).toBe(0);
    const parked = await t.db.db.selectFrom('pay_notify').select('id').where('result', '=', 'parked').execute();
    expect(parked.length).toBe(closed.length);
    const s = await stockOf(t.db.db, g.skuId);
    expect(s.stock + s.sale_num).toBe(50);
    expect(s.sale_num).toBe(10 - closed.length);
  });
});
