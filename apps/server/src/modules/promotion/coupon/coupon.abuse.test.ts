import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  couponReceiveEndpoint,
  memberCouponPageEndpoint,
  orderCreateEndpoint,
  sellerCouponAddEndpoint,
  sellerCouponCloseEndpoint,
  sellerCouponEditEndpoint,
  sellerCouponInfoEndpoint,
  sellerCouponPageEndpoint,
} from '@zay/contract';
import { offContract } from '../../../test/call';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedFixtures } from '../../../test/fixtures';
import { staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { addGoods, addPickupShop, addShop, buyer } from '../../trade/checkout/order-test-kit';
import { addType, couponsOf, nowSec, typeRow } from './coupon-test-kit';

// QUALITY.md §4 for coupons: other members' and shops' objects, replays, limits, bad input.
let t: TestApp;
let shop: number;
let other: number;

beforeAll(async () => {
  t = await createTestApp({ ADDONS: 'coupon,platformcoupon' });
  await seedFixtures(t.db);
  shop = await addPickupShop(t.db.db, 'Abuse');
  other = await addShop(t.db.db, 'Other Shop');
});
afterAll(() => t.close());

const allCoupons = async () => (await t.db.db.selectFrom('coupon').select('coupon_id').execute()).length;

describe('receiving what may not be received', () => {
  it("an ended, a closed, a closed shop's and a deleted type: refused, nothing written", async () => {
    const b = await buyer(t, 'abuser1', false);
    const ended = await addType(t.db.db, shop, { end_time: nowSec() - 1 });
    const closed = await addType(t.db.db, shop, { status: -1 });
    const shut = await addShop(t.db.db, 'Shut Shop');
    const inShut = await addType(t.db.db, shut);
    await t.db.db.updateTable('shop').set({ shop_status: 0 }).where('site_id', '=', shut).execute();
    const deleted = await addType(t.db.db, shop);
    await t.db.db.deleteFrom('coupon_type').where('coupon_type_id', '=', deleted).execute();
    const before = await allCoupons();
    const answers = await Promise.all(
      [ended, closed, inShut, deleted].map(
        async (id) => (await b.call(couponReceiveEndpoint, { coupon_type_id: id })).body,
      ),
    );
    expect(answers.map((a) => a.error_code)).toEqual([
      'COUPON_EXPIRED',
      'COUPON_EXPIRED',
      'COUPON_NOT_FOUND',
      'COUPON_NOT_FOUND',
    ]);
    expect(await allCoupons()).toBe(before);
    expect((await typeRow(t.db.db, ended)).lead_count).toBe(0);
    expect(await t.db.db.selectFrom('coupon_fetch').selectAll().where('member_id', '=', b.id).execute()).toEqual([]);
  });

  it('bad ids and bodies change nothing', async () => {
    const b = await buyer(t, 'abuser2', false);
    const before = await allCoupons();
    for (const body of [
      {},
      { coupon_type_id: 'x' },
      { coupon_type_id: -1 },
      { coupon_type_id: 0 },
      { coupon_type_id: [1] },
      { coupon_type_id: '1 OR 1=1' },
      { coupon_type_id: 1e20 },
    ]) {
      const res = await b.call(couponReceiveEndpoint, offContract(body));
      expect(res.status).toBe(200);
      expect(res.body.code).not.toBe(0);
    }
    expect(await allCoupons()).toBe(before);
  });

  it('a receipt refused for the total leaves no per-member count behind (the transaction rolls back)', async () => {
    const b = await buyer(t, 'abuser3', false);
    const full = await addType(t.db.db, shop, { count: 1, lead_count: 0, max_fetch: 1 });
    await t.db.db.updateTable('coupon_type').set({ lead_count: 1 }).where('coupon_type_id', '=', full).execute();
    expect((await b.call(couponReceiveEndpoint, { coupon_type_id: full })).body.error_code).toBe('COUPON_ALL_TAKEN');
    await t.db.db.updateTable('coupon_type').set({ count: 2 }).where('coupon_type_id', '=', full).execute();
    expect((await b.call(couponReceiveEndpoint, { coupon_type_id: full })).body.code).toBe(0);
  });
});

describe("another member's coupon", () => {
  it('is not in my pages and cannot be used at my checkout', async () => {
    const owner = await buyer(t, 'owner-m', false);
    const thief = await buyer(t, 'thief-m', false);
    const id = await addType(t.db.db, shop);
    await owner.call(couponReceiveEndpoint, { coupon_type_id: id });
    const [coupon] = await couponsOf(t.db.db, id);
    expect((await thief.call(memberCouponPageEndpoint, { state: 1 })).body.data!.list).toEqual([]);

    const g = await addGoods(t.db.db, shop, { price: 5000_00, stock: 5 });
    const res = await thief.call(orderCreateEndpoint, {
      sku_id: g.skuId,
      num: 1,
      delivery: { [shop]: { delivery_type: 'store' } },
      coupon: { [shop]: { coupon_id: coupon!.coupon_id } },
    });
    if (res.body.code === 0) {
      const o = await t.db.db
        .selectFrom('orders')
        .select('coupon_money')
        .where('member_id', '=', thief.id)
        .executeTakeFirstOrThrow();
      expect(o.coupon_money).toBe(0);
    }
    expect((await couponsOf(t.db.db, id))[0]).toMatchObject({ member_id: owner.id, state: 1, use_order_id: 0 });
  });
});

describe("the console's coupon types", () => {
  const form = {
    coupon_name: '3,000 Ks off',
    type: 'reward' as const,
    money: '3000',
    at_least: '30000',
    validity_type: 1,
    fixed_term: 7,
    count: 10,
    max_fetch: 1,
  };

  it('only owners manage them; a clerk is refused', async () => {
    const clerk = await staff(t, shop, 'clerk', 'coupon-clerk');
    expect((await clerk.call(sellerCouponPageEndpoint, {})).body.error_code).toBe('SELLER_FORBIDDEN');
    expect((await clerk.call(sellerCouponAddEndpoint, form)).body.error_code).toBe('SELLER_FORBIDDEN');
  });

  it("another shop's type is not found by id for info, edit and close", async () => {
    const mine = await staff(t, shop, 'owner', 'coupon-owner-a');
    const theirs = await addType(t.db.db, other, { coupon_name: 'Theirs' });
    for (const res of [
      await mine.call(sellerCouponInfoEndpoint, { coupon_type_id: theirs }),
      await mine.call(sellerCouponEditEndpoint, { ...form, coupon_type_id: theirs }),
      await mine.call(sellerCouponCloseEndpoint, { coupon_type_id: theirs }),
    ])
      expect(res.body.error_code).toBe('COUPON_NOT_FOUND');
    expect(await typeRow(t.db.db, theirs)).toMatchObject({ coupon_name: 'Theirs', status: 1 });
    expect((await mine.call(sellerCouponPageEndpoint, {})).body.data!.list.map((x) => x.coupon_name)).not.toContain(
      'Theirs',
    );
  });

  it("a shop id in the body is ignored: a type is always the staff member's shop's", async () => {
    const mine = await staff(t, shop, 'owner', 'coupon-owner-b');
    const res = await mine.call(sellerCouponAddEndpoint, offContract({ ...form, site_id: 0 }));
    expect(res.body.code).toBe(0);
    expect((await typeRow(t.db.db, res.body.data!.coupon_type_id)).site_id).toBe(shop);
  });

  it('bad terms are refused and change nothing; closing twice is harmless; a closed type cannot be edited', async () => {
    const mine = await staff(t, shop, 'owner', 'coupon-owner-c');
    const bad = [
      { ...form, coupon_name: '' },
      { ...form, money: '0' },
      { ...form, type: 'discount' as const, discount: '12' },
      { ...form, validity_type: 0, end_time: 0 },
      { ...form, fixed_term: 0 },
      { ...form, count: 0 },
      { ...form, max_fetch: -1 },
      { ...form, at_least: '100' },
    ];
    const before = (await t.db.db.selectFrom('coupon_type').select('coupon_type_id').execute()).length;
    for (const body of bad) expect((await mine.call(sellerCouponAddEndpoint, body)).body.code).not.toBe(0);
    expect((await t.db.db.selectFrom('coupon_type').select('coupon_type_id').execute()).length).toBe(before);

    const id = (await mine.call(sellerCouponAddEndpoint, form)).body.data!.coupon_type_id;
    expect((await mine.call(sellerCouponCloseEndpoint, { coupon_type_id: id })).body.code).toBe(0);
    expect((await mine.call(sellerCouponCloseEndpoint, { coupon_type_id: id })).body.code).toBe(0);
    expect((await mine.call(sellerCouponEditEndpoint, { ...form, coupon_type_id: id })).body.error_code).toBe(
      'COUPON_TYPE_CLOSED',
    );
    expect((await typeRow(t.db.db, id)).status).toBe(-1);
  });

  it('the total cannot go below what was taken', async () => {
    const mine = await staff(t, shop, 'owner', 'coupon-owner-d');
    const id = await addType(t.db.db, shop, { count: 10, lead_count: 6 });
    expect((await mine.call(sellerCouponEditEndpoint, { ...form, coupon_type_id: id, count: 5 })).body.error_code).toBe(
      'COUPON_COUNT_BELOW_TAKEN',
    );
    expect((await typeRow(t.db.db, id)).count).toBe(10);
  });

  it("the platform's owner makes platform coupons, money off only", async () => {
    const platform = await staff(t, 0, 'owner', 'coupon-owner-0');
    expect(
      (await platform.call(sellerCouponAddEndpoint, { ...form, type: 'discount', discount: '9' })).body.code,
    ).not.toBe(0);
    const res = await platform.call(sellerCouponAddEndpoint, form);
    expect((await typeRow(t.db.db, res.body.data!.coupon_type_id)).site_id).toBe(0);
  });
});
