import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberAccountEndpoint,
  orderCalculateEndpoint,
  orderCreateEndpoint,
  payStatusEndpoint,
  setPayPasswordEndpoint,
} from '@zay/contract';
import type { TestApp } from '../../../test/test-app';
import { setConfig } from '../../site/config/config.service';
import {
  addGoods,
  addShop,
  addToCart,
  buyer,
  checkoutApp,
  checkoutShops,
  express,
  giveBalance,
  giveCoupon,
  PAY_PASSWORD,
} from './order-test-kit';

let t: TestApp;
let s: Awaited<ReturnType<typeof checkoutShops>>;

beforeAll(async () => ({ t, s } = await checkoutApp()));
afterAll(() => t.close());

describe('coupons, full reduction, invoice and balance', () => {
  it('applies a store coupon, a platform coupon split over shops, and uses them up', async () => {
    const b = await buyer(t, 'coupon1');
    const store = await giveCoupon(t.db.db, b.id, { site_id: s.shopA, money: 5000_00, at_least: 40_000_00 });
    const platform = await giveCoupon(t.db.db, b.id, {
      site_id: 0,
      type: 'discount',
      discount_rate: 9000,
      discount_limit: 100_000_00,
    });
    const body = {
      cart_ids: [await addToCart(b, s.a1.skuId, 2), await addToCart(b, s.b1.skuId, 2)].join(','),
      coupon: { [s.shopA]: { coupon_id: store } },
      platform_coupon_id: platform,
    };
    const calc = (await b.call(orderCalculateEndpoint, body)).body.data;
    const shop = (id: number) => calc.shop_goods_list[id];
    const [sa, sb] = [shop(s.shopA)!, shop(s.shopB)!];
    expect(sa.coupon_list.map((c: { coupon_id: number }) => c.coupon_id)).toEqual([store]);
    expect(calc.platform_coupon_list[0]).toMatchObject({ coupon_id: platform, discount: '9', type: 'discount' });
    // A: 50,000 − 5,000 = 45,000; B: 25,001; platform 10 % of 70,001.00 = 7,000.10 split 45,000 : 25,001.
    expect(sa).toMatchObject({ coupon_money: '5000.00', coupon_id: store });
    expect(calc.platform_coupon_money).toBe('7000.10');
    expect(Number(sa.platform_coupon_money) + Number(sb.platform_coupon_money)).toBeCloseTo(7000.1, 2);
    expect(calc.goods_money).toBe('75001.00');
    expect(calc.order_money).toBe('68000.90'); // 75,001 − 5,000 − 7,000.10 + 3,000 + 2,000 − 0
    expect((await b.call(orderCreateEndpoint, body)).body.code).toBe(0);
    const coupons = await t.db.db
      .selectFrom('coupon')
      .select(['coupon_id', 'state'])
      .where('member_id', '=', b.id)
      .orderBy('coupon_id')
      .execute();
    expect(coupons.map((c) => c.state)).toEqual([2, 2]);
    const again = await b.call(orderCalculateEndpoint, {
      sku_id: s.a1.skuId,
      num: 2,
      coupon: { [s.shopA]: { coupon_id: store } },
    });
    expect(again.body.error_code).toBe('COUPON_UNAVAILABLE');
  });

  it('refuses another member’s coupon and one below its threshold', async () => {
    const b = await buyer(t, 'coupon2');
    const other = await buyer(t, 'coupon3');
    const theirs = await giveCoupon(t.db.db, other.id, { site_id: s.shopA, money: 100_00 });
    const high = await giveCoupon(t.db.db, b.id, { site_id: s.shopA, money: 100_00, at_least: 1_000_000_00 });
    for (const id of [theirs, high]) {
      const res = await b.call(orderCalculateEndpoint, {
        sku_id: s.a1.skuId,
        num: 1,
        coupon: { [s.shopA]: { coupon_id: id } },
      });
      expect(res.body.message).toBe('This coupon cannot be used for this order');
    }
  });

  it('applies the shop’s full reduction tier, with free shipping', async () => {
    const b = await buyer(t, 'manjian1');
    const shop = await addShop(t.db.db, 'Manjian Shop', express(1000_00));
    const g = await addGoods(t.db.db, shop, { price: 3000_00, stock: 20 });
    const now = Math.floor(Date.now() / 1000);
    const rules = [
      { money: 5000_00, discount_money: 500_00, free_shipping: 0 },
      { money: 9000_00, discount_money: 1200_00, free_shipping: 1 },
    ];
    await t.db.db
      .insertInto('promotion_manjian')
      .values({
        site_id: shop,
        manjian_name: 'Spend more',
        manjian_type: 1,
        rule_json: JSON.stringify(rules),
        start_time: now - 60,
        end_time: now + 3600,
        status: 1,
      })
      .execute();
    const two = (await b.call(orderCalculateEndpoint, { sku_id: g.skuId, num: 2 })).body.data;
    expect(two).toMatchObject({ promotion_money: '500.00', delivery_money: '1000.00', order_money: '6500.00' });
    const three = (await b.call(orderCalculateEndpoint, { sku_id: g.skuId, num: 3 })).body.data;
    expect(three).toMatchObject({ promotion_money: '1200.00', delivery_money: '0.00', order_money: '7800.00' });
    expect(three.shop_goods_list[shop]!.manjian).toMatchObject({ manjian_name: 'Spend more', free_shipping: 1 });
  });

  it('charges the invoice rate and postage, and needs every invoice field', async () => {
    const b = await buyer(t, 'invoice1');
    const cfg = {
      is_open: 1,
      invoice_rate_bp: 300,
      paper_money: 500_00,
      invoice_content: ['office_supplies', 'digital'],
    };
    await setConfig(t.db.db, 'order_invoice', cfg);
    const invoice = {
      is_invoice: 1,
      invoice_type: 'paper',
      invoice_title_type: 'personal',
      invoice_title: 'Aung Aung',
      invoice_content: 'digital',
      invoice_full_address: 'No. 5, Yangon',
    };
    const d = (await b.call(orderCalculateEndpoint, { sku_id: s.b1.skuId, num: 1, invoice: JSON.stringify(invoice) }))
      .body.data;
    // 3 % of 12,500.50 = 375.015 → 375.02, plus 500 postage.
    expect(d).toMatchObject({
      invoice_money: '875.02',
      is_invoice: 1,
      invoice_config: { invoice_rate: '3.00', paper_money: '500.00' },
    });
    const missing = await b.call(orderCreateEndpoint, {
      sku_id: s.b1.skuId,
      num: 1,
      invoice: { ...invoice, invoice_full_address: '' },
    });
    expect(missing.body.message).toBe('Please enter the mailing address for the invoice');
    await setConfig(t.db.db, 'order_invoice', { ...cfg, is_open: 0 });
    const off = await b.call(orderCalculateEndpoint, { sku_id: s.b1.skuId, num: 1, invoice });
    expect(off.body.message).toBe('Invoices are not offered at the moment');
    await setConfig(t.db.db, 'order_invoice', { ...cfg, invoice_rate_bp: 0, paper_money: 0 });
  });

  it('uses the balance with the payment password; paid at once when it covers everything', async () => {
    const b = await buyer(t, 'balance1');
    await giveBalance(t.db.db, b.id, 20_000_00);
    const partial = { sku_id: s.a1.skuId, num: 1, is_balance: 1 as const };
    const calc = (await b.call(orderCalculateEndpoint, partial)).body.data;
    expect(calc).toMatchObject({
      balance_money: '20000.00',
      pay_money: '8000.00',
      member_account: { balance: '20000.00', is_pay_password: 0 },
    });
    expect((await b.call(orderCreateEndpoint, partial)).body.message).toBe('Set up payment password first');
    expect((await b.call(setPayPasswordEndpoint, { pay_password: '12345' })).body.message).toBe(
      'The payment password must be 6 digits',
    );
    const set = await b.call(setPayPasswordEndpoint, { pay_password: PAY_PASSWORD });
    expect(set.body).toMatchObject({ code: 0, message: 'The payment password has been saved' });
    expect(
      (await b.call(setPayPasswordEndpoint, { pay_password: '654321', old_pay_password: '000000' })).body.error_code,
    ).toBe('PAY_PASSWORD_ERROR');
    expect((await b.call(orderCreateEndpoint, { ...partial, pay_password: '000000' })).body.message).toBe(
      'The payment password is wrong',
    );
    const out = (await b.call(orderCreateEndpoint, { ...partial, pay_password: PAY_PASSWORD })).body.data;
    const order = await t.db.db
      .selectFrom('orders')
      .selectAll()
      .where('out_trade_no', '=', out)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ balance_money: 20_000_00, pay_money: 8000_00, order_status: 0 });
    expect((await b.call(memberAccountEndpoint)).body.data).toEqual({
      balance: '0.00',
      balance_money: '0.00',
      is_pay_password: 1,
    });
    const log = await t.db.db
      .selectFrom('member_balance_log')
      .select(['amount', 'balance_after', 'type'])
      .where('member_id', '=', b.id)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { amount: 20_000_00, balance_after: 20_000_00, type: 'gift' },
      { amount: -20_000_00, balance_after: 0, type: 'order_pay' },
    ]);

    await giveBalance(t.db.db, b.id, 100_000_00);
    const full = (
      await b.call(orderCreateEndpoint, { sku_id: s.b1.skuId, num: 1, is_balance: 1, pay_password: PAY_PASSWORD })
    ).body.data;
    const paid = await t.db.db
      .selectFrom('orders')
      .selectAll()
      .where('out_trade_no', '=', full)
      .executeTakeFirstOrThrow();
    expect(paid).toMatchObject({
      order_status: 1,
      pay_status: 2,
      pay_type: 'balance',
      pay_money: 0,
      auto_close_time: 0,
    });
    expect((await b.call(payStatusEndpoint, { out_trade_no: full })).body.data.pay_status).toBe(2);
  });
});
