import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test/test-app';
import { setConfig } from './modules/site/config/config.service';
import {
  addGoods,
  addToCart,
  buyer,
  checkoutApp,
  checkoutShops,
  giveBalance,
} from './modules/trade/checkout/order-test-kit';
import { CLIENT, clientPost } from './test/family-client';

/**
 * Issue 13 "Checkout and payment", called the way an existing client of this API family calls
 * Zay: from its own origin (listed in CORS_ORIGINS), `token` in the body, no cookie, per-shop
 * choices as JSON strings keyed by site_id.
 */
const ORIGIN = 'https://zay.test';
let t: TestApp;
let s: Awaited<ReturnType<typeof checkoutShops>>;

beforeAll(async () => {
  ({ t, s } = await checkoutApp({
    CORS_ORIGINS: CLIENT,
    PUBLIC_ORIGIN: ORIGIN,
    WALLET_PROVIDER: 'sandbox',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    WALLET_SANDBOX_SECRET: 'sandbox-secret-for-tests-0123456789',
  }));
});
afterAll(() => t.close());

/** A member of the client's with a default address: `post` calls as the client does (token in the body). */
async function clientBuyer(name: string) {
  const b = await buyer(t, name);
  const post = async (url: string, body: object = {}) => ({
    body: await clientPost(t, url, { ...body, token: b.token }),
  });
  return { ...b, post };
}

describe('ordercreate/payment and calculate', () => {
  it('answer shops keyed by site_id, is_virtual, balance_total and discount_price per line', async () => {
    const b = await clientBuyer('family-pay');
    await giveBalance(t.db.db, b.id, 1234_50);
    const cart_ids = [await addToCart(b, s.a1.skuId, 1), await addToCart(b, s.b1.skuId, 2)].join(',');
    for (const url of ['/api/ordercreate/payment', '/api/ordercreate/calculate']) {
      const { code, data } = (await b.post(url, { cart_ids })).body;
      expect(code).toBe(0);
      expect(Array.isArray(data.shop_goods_list)).toBe(false);
      expect(Object.keys(data.shop_goods_list)).toEqual([String(s.shopA), String(s.shopB)]);
      expect(data.shop_goods_list[s.shopB]).toMatchObject({ site_id: s.shopB, site_name: 'Shop B' });
      expect(data.shop_goods_list[s.shopB].goods_list[0]).toMatchObject({
        sku_id: s.b1.skuId,
        price: '12500.50',
        discount_price: '12500.50',
        num: 2,
      });
      expect(data.is_virtual).toBe(0);
      expect(data.member_account).toEqual({
        balance: '1234.50',
        balance_money: '0.00',
        balance_total: '1234.50',
        is_pay_password: 0,
      });
    }
  });

  it('take delivery, buyer_message and coupon as JSON strings keyed by site_id', async () => {
    const b = await clientBuyer('family-choices');
    const body = {
      sku_id: s.a1.skuId,
      num: 1,
      delivery: JSON.stringify({ [s.shopA]: { delivery_type: 'store', store_id: s.storeA, delivery_time: '' } }),
      buyer_message: JSON.stringify({ [s.shopA]: 'ring first' }),
      coupon: JSON.stringify({ [s.shopA]: { coupon_id: 0 } }),
    };
    const { data } = (await b.post('/api/ordercreate/calculate', body)).body;
    expect(data.shop_goods_list[s.shopA]).toMatchObject({
      delivery: { delivery_type: 'store', store_id: s.storeA },
      buyer_message: 'ring first',
      coupon_id: 0,
      delivery_money: '0.00',
    });
  });

  it('is_virtual is 1 when every line is virtual goods', async () => {
    const b = await clientBuyer('family-virtual');
    const g = await addGoods(t.db.db, s.shopB, { price: 500_00, stock: 5 });
    await t.db.db.updateTable('goods').set({ is_virtual: 1 }).where('goods_id', '=', g.goodsId).execute();
    const { data } = (await b.post('/api/ordercreate/payment', { sku_id: g.skuId, num: 1 })).body;
    expect(data.is_virtual).toBe(1);
  });
});

describe('order/lists and order/detail', () => {
  it('carry adjust_money, "0.00" unless a shop adjusted the price', async () => {
    const b = await clientBuyer('family-adjust');
    const created = (await b.post('/api/ordercreate/create', { sku_id: s.b1.skuId, num: 1 })).body;
    expect(created.code).toBe(0);
    const list = async () => (await b.post('/api/order/lists', { page: 1, page_size: 10 })).body.data.list;
    const [order] = await list();
    expect(order.adjust_money).toBe('0.00');
    await t.db.db.updateTable('orders').set({ adjust_money: -500_00 }).where('order_id', '=', order.order_id).execute();
    expect((await list())[0].adjust_money).toBe('-500.00');
    const detail = (await b.post('/api/order/detail', { order_id: order.order_id })).body.data;
    expect(detail.adjust_money).toBe('-500.00');
  });
});

describe('payment types under the family keys', () => {
  /** The sandbox wallet's page, confirmed, as the wallet app would (notify → paid). */
  async function confirmInSandbox(url: string) {
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const form = new URLSearchParams(path.split('?')[1]);
    form.set('action', 'confirm');
    await t.app.inject({
      method: 'POST',
      url: path.split('?')[0]!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
  }

  it('pay/type lists alipay and wechatpay beside offlinepay and balance, named by the configuration', async () => {
    const { data } = await clientPost(t, '/api/pay/type', {});
    expect(data.pay_type.split(',').sort()).toEqual(['alipay', 'balance', 'wechatpay']);
    expect(data.wallets).toEqual([
      { pay_type: 'wechatpay', name: 'WavePay', logo: '' },
      { pay_type: 'alipay', name: 'KBZPay', logo: '' },
    ]);
    await setConfig(t.db.db, 'pay_config', {
      offlinepay: { enabled: 1, bank_name: 'KBZ', account_bank: 'Yangon', account_number: '1', account_name: 'Zay' },
      alipay: { enabled: 1, name: 'AYA Pay', logo: 'upload/pay/aya.png' },
    });
    try {
      const after = (await clientPost(t, '/api/pay/type', {})).data;
      expect(after.pay_type).toBe('offlinepay,balance,wechatpay,alipay');
      expect(after.wallets[1]).toEqual({ pay_type: 'alipay', name: 'AYA Pay', logo: 'upload/pay/aya.png' });
    } finally {
      await setConfig(t.db.db, 'pay_config', {});
    }
  });

  it('pay/pay takes both wallets, the sandbox plays both, and orders name the wallet', async () => {
    const b = await clientBuyer('family-wallets');
    for (const pay_type of ['alipay', 'wechatpay']) {
      const out = (await b.post('/api/ordercreate/create', { sku_id: s.b1.skuId, num: 1 })).body.data as string;
      const { code, data } = (await b.post('/api/pay/pay', { out_trade_no: out, pay_type })).body;
      expect(code).toBe(0);
      expect(data).toMatchObject({ pay_type, type: pay_type === 'alipay' ? 'redirect' : 'qrcode' });
      await confirmInSandbox(data.redirect_url ?? data.pay_url);
      expect((await b.post('/api/pay/info', { out_trade_no: out })).body.data).toMatchObject({
        pay_status: 2,
        pay_type,
      });
    }
    const { list } = (await b.post('/api/order/lists', { page: 1, page_size: 10 })).body.data;
    expect(list.map((o: { pay_type: string; pay_type_name: string }) => [o.pay_type, o.pay_type_name])).toEqual([
      ['wechatpay', 'WavePay'],
      ['alipay', 'KBZPay'],
    ]);
  });

  it('pay/pay answers the wallet page absolute on PUBLIC_ORIGIN, also as data.data, for both wallet keys (issue 32 §4)', async () => {
    const b = await clientBuyer('family-wallet-data');
    for (const pay_type of ['alipay', 'wechatpay']) {
      const out = (await b.post('/api/ordercreate/create', { sku_id: s.b1.skuId, num: 1 })).body.data as string;
      const { code, data } = (await b.post('/api/pay/pay', { out_trade_no: out, pay_type })).body;
      expect(code).toBe(0);
      // The client opens data.data as it is: an absolute URL of Zay's.
      expect(data.data).toMatch(new RegExp(`^${ORIGIN}/sandbox-wallet/pay\\?`));
      expect(data.data).toBe(pay_type === 'alipay' ? data.redirect_url : data.pay_url);
      await confirmInSandbox(data.data);
      expect((await b.post('/api/pay/status', { out_trade_no: out })).body.data.pay_status).toBe(2);
    }
  });
});
