import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  couponReceiveEndpoint,
  couponTypePageEndpoint,
  sellerCouponAddEndpoint,
  sellerCouponCloseEndpoint,
  sellerCouponEditEndpoint,
  sellerCouponInfoEndpoint,
  sellerCouponPageEndpoint,
} from '@zay/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { addShop, buyer } from '../../trade/checkout/order-test-kit';
import { couponsOf, DAY, nowSec } from './coupon-test-kit';

let t: TestApp;
let shop: number;

beforeAll(async () => {
  t = await createTestApp({ ADDONS: 'coupon,platformcoupon' });
  shop = await addShop(t.db.db, 'Console Shop');
});
afterAll(() => t.close());

describe("a shop owner's coupon types", () => {
  it('create, list, edit, receive, end: received coupons keep their terms', async () => {
    const owner = await staff(t, shop, 'owner', 'console-owner');
    const end = nowSec() + 10 * DAY;
    const created = await owner.call(sellerCouponAddEndpoint, {
      coupon_name: '10% off',
      type: 'discount',
      discount: '9',
      discount_limit: '5000',
      at_least: '0',
      validity_type: 0,
      end_time: end,
      count: 20,
      max_fetch: 2,
    });
    expect(created.body.code).toBe(0);
    const id = created.body.data!.coupon_type_id;
    expect((await owner.call(sellerCouponInfoEndpoint, { coupon_type_id: id })).body.data).toMatchObject({
      coupon_name: '10% off',
      type: 'discount',
      discount: '9',
      discount_limit: '5000.00',
      money: '0.00',
      end_time: end,
      count: 20,
      lead_count: 0,
      used_count: 0,
      status: 1,
    });

    const b = await buyer(t, 'console-buyer', false);
    expect((await b.call(couponReceiveEndpoint, { coupon_type_id: id })).body.code).toBe(0);
    const edited = await owner.call(sellerCouponEditEndpoint, {
      coupon_type_id: id,
      coupon_name: '15% off',
      type: 'discount',
      discount: '8.5',
      validity_type: 1,
      fixed_term: 3,
      count: 30,
      max_fetch: 2,
    });
    expect(edited.body.code).toBe(0);
    const listed = (await owner.call(sellerCouponPageEndpoint, {})).body.data!.list;
    expect(listed[0]).toMatchObject({
      coupon_type_id: id,
      coupon_name: '15% off',
      discount: '8.5',
      lead_count: 1,
      count: 30,
    });
    const [first] = await couponsOf(t.db.db, id);
    expect(first).toMatchObject({ coupon_name: '10% off', discount_rate: 9000, end_time: end });

    expect((await owner.call(sellerCouponCloseEndpoint, { coupon_type_id: id })).body.code).toBe(0);
    const centre = (await t.call(couponTypePageEndpoint, { site_id: shop })).body.data!.list;
    expect(centre.map((x) => x.coupon_type_id)).not.toContain(id);
    expect((await b.call(couponReceiveEndpoint, { coupon_type_id: id })).body.error_code).toBe('COUPON_EXPIRED');
    expect((await owner.call(sellerCouponInfoEndpoint, { coupon_type_id: id })).body.data!.status).toBe(-1);
  });

  it('a fixed end in the past is refused', async () => {
    const owner = await staff(t, shop, 'owner', 'console-owner2');
    const res = await owner.call(sellerCouponAddEndpoint, {
      coupon_name: 'late',
      type: 'reward',
      money: '100',
      validity_type: 0,
      end_time: nowSec() - 60,
      count: 1,
    });
    expect(res.body.error_code).toBe('COUPON_END_TIME_INVALID');
  });
});
