import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponReceiveEndpoint, platformCouponReceiveEndpoint } from '@zay/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { callAtOnce } from '../../../test/call';
import { createMember, createMembers } from '../../../test/members';
import { addShop } from '../../trade/checkout/order-test-kit';
import { addType, couponsOf, typeRow } from './coupon-test-kit';

// Receiving holds its limits under parallel calls, on SQLite and on PostgreSQL (ADR 062).
let t: TestApp;
let shop: number;

beforeAll(async () => {
  t = await createTestApp({ ADDONS: 'coupon,platformcoupon' });
  shop = await addShop(t.db.db, 'Race Coupons');
});
afterAll(() => t.close());

describe('receiving races', () => {
  it('500 members receiving a coupon of count 100 at once: exactly 100 coupons', async () => {
    const id = await addType(t.db.db, shop, { count: 100, max_fetch: 1 });
    const members = await createMembers(t.db, 500, 'grab');
    const results = await callAtOnce(t.call, members, couponReceiveEndpoint, { coupon_type_id: id });
    const ok = results.filter((r) => r.body.code === 0);
    expect(ok).toHaveLength(100);
    expect(results.filter((r) => r.body.code !== 0).every((r) => r.body.error_code === 'COUPON_ALL_TAKEN')).toBe(true);
    expect((await typeRow(t.db.db, id)).lead_count).toBe(100);
    const rows = await couponsOf(t.db.db, id);
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((r) => r.member_id)).size).toBe(100);
  }, 120_000);

  it('one member receiving 20 times at once with a limit of 1: one coupon', async () => {
    const id = await addType(t.db.db, shop, { count: 50, max_fetch: 1 });
    const m = await createMember(t.db, 'greedy');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.call(couponReceiveEndpoint, { coupon_type_id: id }, { token: m.token })),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.body.code !== 0).every((r) => r.body.error_code === 'COUPON_LIMIT_REACHED')).toBe(
      true,
    );
    expect(await couponsOf(t.db.db, id)).toHaveLength(1);
    expect((await typeRow(t.db.db, id)).lead_count).toBe(1);
  }, 60_000);

  it('one member with a limit of 3 and many tries on a platform coupon: three coupons', async () => {
    const id = await addType(t.db.db, 0, { count: 50, max_fetch: 3 });
    const m = await createMember(t.db, 'greedy3');
    const results = await Promise.all(
      Array.from({ length: 15 }, () =>
        t.call(platformCouponReceiveEndpoint, { platformcoupon_type_id: id }, { token: m.token }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(3);
    expect(await couponsOf(t.db.db, id)).toHaveLength(3);
    expect((await typeRow(t.db.db, id)).lead_count).toBe(3);
  }, 60_000);
});
