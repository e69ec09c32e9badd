import {
  memberAccountEndpoint,
  payInfoEndpoint,
  payTypeEndpoint,
  rechargeInfoEndpoint,
  rechargeOrderPageEndpoint,
  rechargePageEndpoint,
  type RechargePackageInfo,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { fail, FakeApi, visit } from '~/test/route-stub';
import { memberApi, SIGNED_IN } from '../member-test-kit';

/** Issue 16: the recharge pages and the payment page of a recharge (ADR 061). */

const PKG: RechargePackageInfo = {
  recharge_id: 3,
  recharge_name: 'Top up 30,000 Ks',
  cover_img: '',
  face_value: '30000.00',
  buy_price: '29500.00',
  point: 300,
  growth: 30,
  coupon_id: '',
  sale_num: 4,
  create_time: 1_790_000_000,
  status: 1,
};

describe('recharge pages', () => {
  it('lists the packages with the balance and the way to the records', async () => {
    const api = memberApi()
      .on(memberAccountEndpoint, { balance: '250.00', balance_money: '3000.00', is_pay_password: 1 })
      .on(rechargePageEndpoint, { count: 1, page_count: 1, list: [PKG] });
    const page = await visit('/member/recharge_list', { api, cookie: SIGNED_IN });
    expect(page.status).toBe(200);
    expect(page.html).toContain('3,250.00');
    expect(page.html).toContain('Top up 30,000 Ks');
    expect(page.html).toContain('href="/member/recharge_detail?id=3"');
    expect(page.html).toContain('href="/member/recharge_order"');
  });

  it('asks a visitor to log in', async () => {
    const page = await visit('/member/recharge_list', { api: new FakeApi() });
    expect(page.headers.get('location')).toMatch(/^\/login/);
  });

  it('shows a package’s price against its face value and the bonus, or why it is not available', async () => {
    const page = await visit('/member/recharge_detail?id=3', {
      api: memberApi().on(rechargeInfoEndpoint, PKG),
      cookie: SIGNED_IN,
    });
    expect(page.html).toContain('29,500.00');
    expect(page.html).toContain('30,000.00 Ks goes to your balance once paid.');
    expect(page.html).toContain('Extra: 300 points');
    expect(page.html).toContain('Recharge now');
    const gone = memberApi().on(rechargeInfoEndpoint, () =>
      fail('RECHARGE_NOT_FOUND', 'This recharge package is not available'),
    );
    expect((await visit('/member/recharge_detail?id=9', { api: gone, cookie: SIGNED_IN })).html).toContain(
      'This recharge package is not available',
    );
    const api = memberApi();
    await visit('/member/recharge_detail?id=x', { api, cookie: SIGNED_IN });
    expect(api.callsTo(rechargeInfoEndpoint)).toEqual([]);
  });

  it('lists the paid recharges, and says when there are none', async () => {
    const order = {
      ...PKG,
      order_id: 8,
      order_no: '20261124000000000008',
      out_trade_no: '20261124000000000009',
      pay_time: 1_790_000_100,
      pay_type_name: 'WavePay',
    };
    const api = memberApi().on(rechargeOrderPageEndpoint, { count: 1, page_count: 1, list: [order] });
    const page = await visit('/member/recharge_order', { api, cookie: SIGNED_IN });
    expect(page.html).toContain('Order number: 20261124000000000008');
    expect(page.html).toContain('WavePay');
    const none = memberApi().on(rechargeOrderPageEndpoint, { count: 0, page_count: 0, list: [] });
    expect((await visit('/member/recharge_order', { api: none, cookie: SIGNED_IN })).html).toContain(
      'No recharges yet',
    );
  });

  it('offers only the wallets on a recharge’s payment page', async () => {
    const api = memberApi()
      .on(payInfoEndpoint, {
        out_trade_no: '20261124000000000009',
        pay_money: '29500.00',
        pay_status: 0,
        pay_type: '',
        pay_type_name: '',
        pay_detail: 'Top up 30,000 Ks',
        create_time: 1_790_000_000,
        pay_time: 0,
        expire_time: 0,
        order_id: 0,
        order_type: 0,
        order_list: [],
        offline_proof: null,
      })
      .on(payTypeEndpoint, {
        pay_type: 'balance,offlinepay,wechatpay,alipay',
        wallets: [
          { pay_type: 'wechatpay', name: 'WavePay', logo: '' },
          { pay_type: 'alipay', name: 'KBZPay', logo: '' },
        ],
      })
      .on(memberAccountEndpoint, { balance: '250.00', balance_money: '0.00', is_pay_password: 1 });
    const page = await visit('/pay?out_trade_no=20261124000000000009', { api, cookie: SIGNED_IN });
    expect(page.html).toContain('Top-up: Top up 30,000 Ks');
    expect(page.html).toContain('WavePay');
    expect(page.html).toContain('value="wechatpay"');
    expect(page.html).not.toMatch(/value="balance"|value="offlinepay"/);
  });
});
