import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addonsEndpoint,
  couponNumEndpoint,
  couponReceiveEndpoint,
  couponReceivedNumEndpoint,
  couponTypePageEndpoint,
  goodsCouponListEndpoint,
  memberCouponPageEndpoint,
  memberPlatformCouponPageEndpoint,
  orderCreateEndpoint,
  orderPaymentEndpoint,
  platformCouponReceiveEndpoint,
  platformCouponTypePageEndpoint,
  storeCouponNumEndpoint,
} from '@zay/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedFixtures } from '../../../test/fixtures';
import { addGoods, addPickupShop, addShop, buyer, pickupAt } from '../../trade/checkout/order-test-kit';
import { addType, couponsOf, DAY, nowSec, typeRow } from './coupon-test-kit';

let t: TestApp;
let shop: number;
let closedShop: number;

beforeAll(async () => {
  t = await createTestApp({ ADDONS: 'coupon,platformcoupon' });
  await seedFixtures(t.db);
  shop = await addPickupShop(t.db.db, 'Coupon');
  closedShop = await addShop(t.db.db, 'Closed Shop');
  await t.db.db.updateTable('shop').set({ shop_status: 0 }).where('site_id', '=', closedShop).execute();
});
afterAll(() => t.close());

describe('coupon centre', () => {
  it('lists store types on offer in open shops with how many are left; platform types apart', async () => {
    const open = await addType(t.db.db, shop, { count: 5, lead_count: 2, at_least: 20_000_00 });
    const ended = await addType(t.db.db, shop, { end_time: nowSec() - 10 });
    const closed = await addType(t.db.db, shop, { status: -1 });
    const inClosedShop = await addType(t.db.db, closedShop);
    const platform = await addType(t.db.db, 0, {
      coupon_name: 'Zay 500 off',
      money: 500_00,
      validity_type: 1,
      fixed_term: 7,
    });

    const page = (await t.call(couponTypePageEndpoint, { page_size: 100 })).body.data!;
    const ids = page.list.map((x) => x.coupon_type_id);
    expect(ids).toContain(open);
    for (const gone of [ended, closed, inClosedShop, platform]) expect(ids).not.toContain(gone);
    expect(page.list.find((x) => x.coupon_type_id === open)).toMatchObject({
      site_name: 'Coupon Shop',
      money: '1000.00',
      at_least: '20000.00',
      count: 5,
      lead_count: 2,
      status: 1,
      received: 0,
    });

    const plat = (await t.call(platformCouponTypePageEndpoint, { page_size: 100 })).body.data!;
    expect(plat.list.map((x) => x.platformcoupon_type_id)).toEqual([platform]);
    expect(plat.list[0]).toMatchObject({
      platformcoupon_name: 'Zay 500 off',
      validity_type: 1,
      fixed_term: 7,
      use_scenario: 1,
    });
  });

  it('can_receive leaves out types all taken; site_id and coupon_type_id_arr filter', async () => {
    const full = await addType(t.db.db, shop, { count: 3, lead_count: 3 });
    const left = await addType(t.db.db, shop);
    const all = (await t.call(couponTypePageEndpoint, { page_size: 100, site_id: shop })).body.data!.list;
    expect(all.map((x) => x.coupon_type_id)).toEqual(expect.arrayContaining([full, left]));
    const some = (await t.call(couponTypePageEndpoint, { can_receive: 1, coupon_type_id_arr: `${full},${left}` })).body
      .data!;
    expect(some.list.map((x) => x.coupon_type_id)).toEqual([left]);
  });

  it('the goods page lists its shop types, the largest first', async () => {
    const s = await addShop(t.db.db, 'Goods Page Shop');
    const g = await addGoods(t.db.db, s, { price: 10_000_00, stock: 5 });
    const small = await addType(t.db.db, s, { money: 100_00 });
    const big = await addType(t.db.db, s, { money: 900_00 });
    const discount = await addType(t.db.db, s, { type: 'discount', money: 0, discount_rate: 8500 });
    const list = (await t.call(goodsCouponListEndpoint, { site_id: s, goods_id: g.goodsId })).body.data!;
    expect(list.map((x) => x.coupon_type_id)).toEqual([big, small, discount]);
    expect(list[2]).toMatchObject({ type: 'discount', discount: '8.5', goods_type: 1 });
    expect(list[0]).not.toHaveProperty('count');
  });
});

describe('receiving', () => {
  it('a fixed-date coupon: one coupon, the taken count rises, then "limit reached"', async () => {
    const b = await buyer(t, 'receiver1', false);
    const end = nowSec() + 3 * DAY;
    const id = await addType(t.db.db, shop, { end_time: end, at_least: 5000_00 });
    const res = await b.call(couponReceiveEndpoint, { coupon_type_id: id });
    expect(res.body).toMatchObject({ code: 0, message: 'Received', data: { is_exist: 1 } });
    expect((await typeRow(t.db.db, id)).lead_count).toBe(1);
    const [c] = await couponsOf(t.db.db, id);
    expect(c).toMatchObject({
      member_id: b.id,
      site_id: shop,
      state: 1,
      end_time: end,
      money: 1000_00,
      at_least: 5000_00,
    });
    expect(c!.coupon_code).toMatch(/^[0-9A-F]{16}$/);

    const again = await b.call(couponReceiveEndpoint, { coupon_type_id: id });
    expect(again.body).toMatchObject({ code: -1, error_code: 'COUPON_LIMIT_REACHED' });
    expect((await typeRow(t.db.db, id)).lead_count).toBe(1);
    expect((await b.call(couponReceivedNumEndpoint, { coupon_type_id: id })).body.data).toBe(1);

    const listed = (await b.call(couponTypePageEndpoint, { coupon_type_id_arr: String(id) })).body.data!.list;
    expect(listed[0]!.received).toBe(1);
  });

  it('an N-days coupon ends N days after receipt; max_fetch 0 has no limit', async () => {
    const b = await buyer(t, 'receiver2', false);
    const id = await addType(t.db.db, shop, { validity_type: 1, fixed_term: 5, end_time: 0, max_fetch: 0 });
    const before = nowSec();
    for (let i = 0; i < 3; i++) expect((await b.call(couponReceiveEndpoint, { coupon_type_id: id })).body.code).toBe(0);
    const rows = await couponsOf(t.db.db, id);
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(r.end_time - r.fetch_time).toBe(5 * DAY);
      expect(r.fetch_time).toBeGreaterThanOrEqual(before);
    }
  });

  it('answers the family texts: all taken, expired, not found', async () => {
    const b = await buyer(t, 'receiver3', false);
    const zh = t.as({ token: b.token, lang: 'zh-cn' });
    const full = await addType(t.db.db, shop, { count: 1, lead_count: 1 });
    expect((await zh(couponReceiveEndpoint, { coupon_type_id: full })).body).toMatchObject({
      error_code: 'COUPON_ALL_TAKEN',
      message: '来迟了该优惠券已被领取完了',
    });
    const ended = await addType(t.db.db, shop, { end_time: nowSec() - 1 });
    expect((await zh(couponReceiveEndpoint, { coupon_type_id: ended })).body.message).toBe('该优惠券已过期');
    expect((await zh(couponReceiveEndpoint, { coupon_type_id: 99_999_999 })).body.message).toBe('未查找到该优惠券');
    expect((await couponsOf(t.db.db, full)).length + (await couponsOf(t.db.db, ended)).length).toBe(0);
  });

  it('a visitor must log in', async () => {
    const id = await addType(t.db.db, shop);
    const res = await t.call(couponReceiveEndpoint, { coupon_type_id: id });
    expect(res.body.error_code).toBe('TOKEN_NOT_EXIST');
  });

  it('a platform coupon is received by its own call only', async () => {
    const b = await buyer(t, 'receiver4', false);
    const plat = await addType(t.db.db, 0, { money: 300_00 });
    expect((await b.call(couponReceiveEndpoint, { coupon_type_id: plat })).body.error_code).toBe('COUPON_NOT_FOUND');
    expect((await b.call(platformCouponReceiveEndpoint, { platformcoupon_type_id: plat })).body.code).toBe(0);
    const store = await addType(t.db.db, shop);
    expect((await b.call(platformCouponReceiveEndpoint, { platformcoupon_type_id: store })).body.error_code).toBe(
      'COUPON_NOT_FOUND',
    );
  });
});

describe('my coupons', () => {
  it('pages by state: unused, used by an order (its number), expired; store and platform apart', async () => {
    const b = await buyer(t, 'holder', false);
    const g = await addGoods(t.db.db, shop, { price: 10_000_00, stock: 10 });
    const a = await addType(t.db.db, shop, { coupon_name: 'A' });
    const used = await addType(t.db.db, shop, { coupon_name: 'Used' });
    const old = await addType(t.db.db, shop, { coupon_name: 'Old', validity_type: 1, fixed_term: 1 });
    const plat = await addType(t.db.db, 0, { coupon_name: 'Plat', money: 200_00 });
    for (const id of [a, used, old]) await b.call(couponReceiveEndpoint, { coupon_type_id: id });
    await b.call(platformCouponReceiveEndpoint, { platformcoupon_type_id: plat });
    // "Old" reached its end: it is expired though no timer ran.
    await t.db.db
      .updateTable('coupon')
      .set({ end_time: nowSec() - 1 })
      .where('coupon_type_id', '=', old)
      .execute();

    // The received coupon is what the checkout offers, and using it takes its money off.
    const [usedCoupon] = await couponsOf(t.db.db, used);
    const pickup = pickupAt(shop);
    const offer = (await b.call(orderPaymentEndpoint, { sku_id: g.skuId, num: 1, delivery: pickup })).body.data!;
    expect(offer.shop_goods_list[String(shop)]!.coupon_list.map((x) => x.coupon_id)).toContain(usedCoupon!.coupon_id);
    expect(offer.platform_coupon_list.map((x) => x.coupon_type_id)).toContain(plat);
    const created = await b.call(orderCreateEndpoint, {
      sku_id: g.skuId,
      num: 1,
      delivery: pickup,
      coupon: { [shop]: { coupon_id: usedCoupon!.coupon_id } },
    });
    expect(created.body.code).toBe(0);
    const order = await t.db.db
      .selectFrom('orders')
      .select(['order_no', 'coupon_money', 'order_money'])
      .where('member_id', '=', b.id)
      .executeTakeFirstOrThrow();
    expect(order.coupon_money).toBe(1000_00);

    const page = async (state: 1 | 2 | 3) =>
      (await b.call(memberCouponPageEndpoint, { state })).body.data!.list.map((x) => [x.coupon_name, x.state]);
    expect(await page(1)).toEqual([['A', 1]]);
    expect(await page(2)).toEqual([['Used', 2]]);
    expect(await page(3)).toEqual([['Old', 3]]);
    const usedRow = (await b.call(memberCouponPageEndpoint, { state: 2 })).body.data!.list[0]!;
    expect(usedRow).toMatchObject({ order_no: order.order_no, site_name: 'Coupon Shop', username: 'holder' });
    const platPage = (await b.call(memberPlatformCouponPageEndpoint, { state: 1 })).body.data!;
    expect(platPage.list.map((x) => x.platformcoupon_name)).toEqual(['Plat']);
    expect((await b.call(storeCouponNumEndpoint, { state: 1 })).body.data).toBe(1);
    expect((await b.call(couponNumEndpoint, { state: 1 })).body.data).toBe(2);
  });

  it('needs login', async () => {
    expect((await t.call(memberCouponPageEndpoint, {})).body.error_code).toBe('TOKEN_NOT_EXIST');
  });
});

describe('addons', () => {
  it('addonisexit says 1 for both coupon addons when installed', async () => {
    expect((await t.call(addonsEndpoint)).body.data).toMatchObject({ coupon: 1, platformcoupon: 1 });
  });

  it('an addon left out answers "plugin not installed" and addonisexit 0', async () => {
    const off = await createTestApp({ ADDONS: 'seckill' });
    try {
      expect((await off.call(addonsEndpoint)).body.data).toMatchObject({ coupon: 0, platformcoupon: 0 });
      const res = await off.call(couponTypePageEndpoint, {}, { lang: 'zh-cn' });
      expect(res.body).toMatchObject({
        code: -1,
        error_code: 'COUPON_PLUGIN_NOT_INSTALLED',
        message: '优惠券插件未安装',
      });
      expect((await off.call(platformCouponTypePageEndpoint)).body.error_code).toBe(
        'PLATFORMCOUPON_PLUGIN_NOT_INSTALLED',
      );
    } finally {
      await off.close();
    }
  });
});
