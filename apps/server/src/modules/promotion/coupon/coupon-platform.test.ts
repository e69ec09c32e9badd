import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  platformCouponAddEndpoint,
  platformCouponCloseEndpoint,
  platformCouponEditEndpoint,
  platformCouponInfoEndpoint,
  platformCouponPageEndpoint,
  platformCouponTypePageEndpoint,
  sellerCouponAddEndpoint,
} from '@zay/contract';
import { ok } from '../../../test/call';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { addShop, buyer } from '../../trade/checkout/order-test-kit';
import { DAY, nowSec } from './coupon-test-kit';

// The platform console's platform coupon types (ADR 072): the platform's staff create, edit and
// end them under /platform/api/coupon/*; a shop's staff and members are refused.

let t: TestApp;
let shop: number;

beforeAll(async () => {
  t = await createTestApp({ ADDONS: 'coupon,platformcoupon' });
  shop = await addShop(t.db.db, 'Platform Coupon Shop');
});
afterAll(() => t.close());

const form = (name: string) => ({
  coupon_name: name,
  type: 'reward' as const,
  money: '1000',
  at_least: '10000',
  validity_type: 0,
  end_time: nowSec() + 10 * DAY,
  count: 50,
  max_fetch: 1,
});

it('platform staff create, list, edit and end platform coupon types; the centre offers them', async () => {
  const platform = await staff(t, 0, 'operations', 'pc-platform');
  const { coupon_type_id: id } = ok(await platform.call(platformCouponAddEndpoint, form('Platform 1000')));
  const type = ok(await platform.call(platformCouponInfoEndpoint, { coupon_type_id: id }));
  expect(type).toMatchObject({ coupon_name: 'Platform 1000', money: '1000.00', count: 50, status: 1 });
  expect(ok(await platform.call(platformCouponPageEndpoint, {})).list.map((r) => r.coupon_type_id)).toContain(id);
  ok(await platform.call(platformCouponEditEndpoint, { ...form('Platform 1500'), money: '1500', coupon_type_id: id }));
  const centre = ok(await t.call(platformCouponTypePageEndpoint, { page_size: 50 }));
  expect(centre.list.find((r) => r.platformcoupon_type_id === id)).toMatchObject({
    platformcoupon_name: 'Platform 1500',
    money: '1500.00',
  });
  ok(await platform.call(platformCouponCloseEndpoint, { coupon_type_id: id }));
  expect(ok(await platform.call(platformCouponInfoEndpoint, { coupon_type_id: id })).status).toBe(-1);
});

it('a shop’s coupon type is not the platform’s; a shop’s staff and members are refused; nothing changes', async () => {
  const owner = await staff(t, shop, 'owner', 'pc-owner');
  const own = ok(await owner.call(sellerCouponAddEndpoint, form('Shop 1000'))).coupon_type_id;
  const platform = await staff(t, 0, 'operations', 'pc-platform2');
  expect((await platform.call(platformCouponInfoEndpoint, { coupon_type_id: own })).body.error_code).toBe(
    'COUPON_NOT_FOUND',
  );
  expect((await platform.call(platformCouponCloseEndpoint, { coupon_type_id: own })).body.error_code).toBe(
    'COUPON_NOT_FOUND',
  );
  const member = await buyer(t, 'pc-member', false);
  for (const [call, code] of [
    [owner.call, 'PLATFORM_STAFF_ONLY'],
    [member.call, 'TOKEN_ERROR'],
  ] as const) {
    expect((await call(platformCouponPageEndpoint, {})).body.error_code).toBe(code);
    expect((await call(platformCouponAddEndpoint, form('stolen'))).body.error_code).toBe(code);
    expect((await call(platformCouponCloseEndpoint, { coupon_type_id: own })).body.error_code).toBe(code);
  }
  const types = await t.db.db.selectFrom('coupon_type').select(['coupon_name', 'status']).execute();
  expect(types.filter((r) => r.coupon_name === 'stolen')).toEqual([]);
  expect(types.find((r) => r.coupon_name === 'Shop 1000')).toMatchObject({ status: 1 });
});
