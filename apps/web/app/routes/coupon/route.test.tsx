import {
  couponTypePageEndpoint,
  memberCouponPageEndpoint,
  memberInfoEndpoint,
  memberPlatformCouponPageEndpoint,
  platformCouponTypePageEndpoint,
  type CouponType,
  type MemberCoupon,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { MEMBER } from '~/test/fixtures';
import { fail, FakeApi, visit } from '~/test/route-stub';

const type = (id: number, more: Partial<CouponType> = {}): CouponType => ({
  coupon_type_id: id,
  type: 'reward',
  site_id: 3,
  coupon_name: `Coupon ${id}`,
  money: '2000.00',
  discount: '0',
  discount_limit: '0.00',
  max_fetch: 1,
  at_least: '20000.00',
  end_time: 1_800_000_000,
  image: '',
  validity_type: 0,
  fixed_term: 0,
  status: 1,
  is_show: 1,
  goods_type: 1,
  count: 100,
  lead_count: 40,
  site_name: 'Shwe Shop',
  received: 0,
  ...more,
});

describe('/coupon', () => {
  it('lists store coupons with value, threshold, shop, validity and how many are left', async () => {
    const api = new FakeApi().on(couponTypePageEndpoint, {
      list: [
        type(1),
        type(2, {
          type: 'discount',
          money: '0.00',
          discount: '8.5',
          validity_type: 1,
          fixed_term: 7,
          at_least: '0.00',
          received: 1,
        }),
      ],
      count: 2,
      page_count: 1,
    });
    const page = await visit('/coupon?site_id=3', { api });
    expect(page.status).toBe(200);
    expect(page.html.match(/data-testid="coupon-card"/g)).toHaveLength(2);
    expect(page.html).toContain('2,000 Ks');
    expect(page.html).toContain('On orders of 20,000 Ks or more');
    expect(page.html).toContain('Shop: Shwe Shop');
    expect(page.html).toContain('60 left');
    expect(page.html).toContain('15% off');
    expect(page.html).toContain('Valid for 7 days from receipt');
    expect(page.html).toContain('href="/shop_list?site_id=3"');
    expect(api.callsTo(couponTypePageEndpoint)[0]?.body).toMatchObject({ site_id: 3, page: 1, page_size: 9 });
  });

  it('shows the platform tab empty, or the server message when the addon is off', async () => {
    const empty = new FakeApi().on(platformCouponTypePageEndpoint, { list: [], count: 0, page_count: 1 });
    expect((await visit('/coupon?tab=platform', { api: empty })).html).toContain('No coupons yet');
    const off = new FakeApi().on(couponTypePageEndpoint, () =>
      fail('COUPON_PLUGIN_NOT_INSTALLED', 'The coupon plugin is not installed'),
    );
    expect((await visit('/coupon', { api: off })).html).toContain('The coupon plugin is not installed');
  });
});

const held = (id: number, state: number): MemberCoupon => ({
  coupon_id: id,
  coupon_type_id: 1,
  coupon_name: `Held ${id}`,
  type: 'reward',
  site_id: 3,
  site_name: 'Shwe Shop',
  coupon_code: 'AB',
  member_id: 1,
  username: 'u',
  discount_limit: '0.00',
  at_least: '0.00',
  money: '500.00',
  discount: '0',
  state,
  get_type: 2,
  fetch_time: 1,
  use_time: 0,
  end_time: 1_800_000_000,
  use_order_id: state === 2 ? 9 : 0,
  order_no: state === 2 ? '2026000009' : '',
  goods_type: 1,
  validity_type: 0,
  fixed_term: 0,
});

describe('/member/my_coupon', () => {
  it('shows used store coupons with their order', async () => {
    const api = new FakeApi()
      .on(memberInfoEndpoint, MEMBER)
      .on(memberCouponPageEndpoint, { list: [held(1, 2)], count: 1, page_count: 1 });
    const page = await visit('/member/my_coupon?state=2', { api, cookie: 'zay_token=t' });
    expect(page.html).toContain('Used on order 2026000009');
    expect(page.html).toContain('No minimum spend');
    expect(api.callsTo(memberCouponPageEndpoint)[0]?.body).toMatchObject({ state: 2, page_size: 9 });
  });

  it('shows the platform tab empty with a way to the centre', async () => {
    const api = new FakeApi()
      .on(memberInfoEndpoint, MEMBER)
      .on(memberPlatformCouponPageEndpoint, { list: [], count: 0, page_count: 1 });
    const page = await visit('/member/my_coupon?source=platform&state=3', { api, cookie: 'zay_token=t' });
    expect(page.html).toContain('You have no expired coupons');
    expect(page.html).toContain('href="/coupon"');
  });
});
