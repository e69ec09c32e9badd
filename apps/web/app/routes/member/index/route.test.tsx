import {
  browsePageEndpoint,
  cartCountEndpoint,
  collectPageEndpoint,
  couponNumEndpoint,
  memberInfoEndpoint,
  memberShopPageEndpoint,
  orderListsEndpoint,
  orderNumEndpoint,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { MEMBER } from '~/test/fixtures';
import { FakeApi, visit } from '~/test/route-stub';

const page = (list: unknown[], count = list.length) => ({ list, count, page_count: 1 }) as never;

function memberApi() {
  return new FakeApi()
    .on(memberInfoEndpoint, {
      ...MEMBER,
      nickname: 'Thida <b>',
      point: 35,
      growth: 12,
      balance: '1000.25',
      balance_money: '500.25',
    })
    .on(couponNumEndpoint, 4)
    .on(orderNumEndpoint, { waitpay: 2, waitsend: 0, waitconfirm: 1, waitrate: 0, refunding: 0 })
    .on(orderListsEndpoint, page([]))
    .on(browsePageEndpoint, page([]))
    .on(collectPageEndpoint, page([], 7))
    .on(memberShopPageEndpoint, page([], 3));
}

describe('/member/index', () => {
  it('shows the member, balance, points, coupons, follows and order counts, asked for in one go', async () => {
    const api = memberApi();
    const res = await visit('/member/index', { api, cookie: 'zay_token=t' });
    expect(res.status).toBe(200);
    expect(res.html).toContain('Thida &lt;b&gt;');
    expect(res.html).toContain('1,500.50');
    expect(res.html).toMatch(/>35<\/span><span[^>]*>Points/);
    expect(res.html).toMatch(/>4<\/span><span[^>]*>Coupons/);
    expect(res.html).toMatch(/>7<\/span><span[^>]*>Followed goods/);
    expect(res.html).toMatch(/>3<\/span><span[^>]*>Followed shops/);
    expect(res.html).toContain('href="/member/order_list?order_status=waitpay"');
    expect(res.html).toMatch(/>2<\/span><\/span><span[^>]*>To pay/);
    expect(api.callsTo(orderListsEndpoint)[0]?.body).toMatchObject({ page: 1, page_size: 3 });
    expect(api.callsTo(browsePageEndpoint)[0]?.body).toMatchObject({ page_size: 6 });
  });

  it('asks for the member and the cart count once, though the root, the member layout and the page all need them', async () => {
    const api = memberApi().on(cartCountEndpoint, 2);
    await visit('/member/index', { api, cookie: 'zay_token=t' });
    expect(api.callsTo(memberInfoEndpoint)).toHaveLength(1);
    expect(api.callsTo(cartCountEndpoint)).toHaveLength(1);
  });

  it('invites a member without orders to go shopping', async () => {
    const res = await visit('/member/index', { api: memberApi(), cookie: 'zay_token=t' });
    expect(res.html).toContain('You have not bought much yet');
    expect(res.html).toContain('Go shopping');
  });

  it('still renders when a part fails, and says so', async () => {
    const api = memberApi().on(couponNumEndpoint, () => ({ code: -1, message: 'coupons down', data: null }));
    const res = await visit('/member/index', { api, cookie: 'zay_token=t' });
    expect(res.status).toBe(200);
    expect(res.html).toContain('Followed goods');
  });
});
