import {
  deskOrderDetailEndpoint,
  deskOrderListEndpoint,
  sellerInfoEndpoint,
  deskConfirmProofEndpoint,
  shopRefundDetailEndpoint,
  type DeskOrderDetail,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { formatDateTime, marketMoment } from '~/lib/format-time';
import { SHOP_CLERK } from '~/test/fixtures';
import { fail, FakeApi, visit } from '~/test/route-stub';
import { marketDayStart } from './orders.server';

const ORDER: DeskOrderDetail = {
  order_id: 41,
  order_no: 'ZAY2026112400041',
  out_trade_no: '202611240041',
  site_id: 3,
  site_name: 'Shwe Mart',
  member_id: 9,
  buyer_name: 'Aung Aung',
  order_type: 1,
  order_type_name: 'Express order',
  promotion_type: '',
  promotion_type_name: '',
  order_status: 0,
  order_status_name: 'Awaiting confirmation',
  pay_status: 1,
  pay_type_name: 'Bank transfer',
  delivery_type: 'express',
  delivery_type_name: 'Express delivery',
  name: 'Aung Aung',
  mobile: '09420000009',
  goods_num: 1,
  order_money: '11000.00',
  adjust_money: '0.00',
  pay_money: '11000.00',
  create_time: 1_795_000_000,
  pay_time: 0,
  proof_time: 1_795_000_100,
  proof_expire_time: 1_795_086_500,
  order_goods: [
    {
      order_goods_id: 5,
      goods_id: 2,
      sku_id: 3,
      sku_name: 'Longyi, blue',
      sku_image: 'upload/g.png',
      price: '10000.00',
      num: 1,
      goods_money: '10000.00',
      delivery_status: 0,
      package_id: 0,
      refund_status: 0,
    },
  ],
  desk_action: ['confirmProof', 'rejectProof'],
  goods_money: '10000.00',
  delivery_money: '1000.00',
  promotion_money: '0.00',
  coupon_money: '0.00',
  platform_coupon_money: '0.00',
  invoice_money: '0.00',
  balance_money: '0.00',
  full_address: 'Yangon Kamayut',
  address: 'No. 5, Pyay Road',
  buyer_message: '',
  buyer_ask_delivery_time: '',
  delivery_store_name: '',
  delivery_time: 0,
  close_time: 0,
  proof: {
    imgs: ['upload/payproof/9/202611/abcdefghijkl.png'],
    desc: 'KBZ transfer',
    time: 1_795_000_100,
    expire_time: 1_795_172_900,
  },
  package_list: [],
  log: [],
};

describe('the shop console', () => {
  it('sends a visitor to its own login with the way back, without asking the API', async () => {
    const api = new FakeApi();
    const page = await visit('/seller?tab=waitproof', { api });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/seller/login?redirect=%2Fseller%3Ftab%3Dwaitproof');
    expect(api.callsTo(sellerInfoEndpoint)).toEqual([]);
  });

  it('sends a refused console session to the login too', async () => {
    const api = new FakeApi().on(sellerInfoEndpoint, () => fail('TOKEN_ERROR', 'again', -10009));
    const page = await visit('/seller', { api, cookie: 'zay_seller_token=old' });
    expect(page.headers.get('location')).toBe('/seller/login?redirect=%2Fseller');
  });

  it('lists the shop’s orders with the search of the address, in the console’s chrome', async () => {
    const api = new FakeApi()
      .on(sellerInfoEndpoint, SHOP_CLERK)
      .on(deskOrderListEndpoint, { page_count: 1, count: 1, list: [ORDER] });
    const page = await visit('/seller?tab=waitproof&buyer=aung&from=2026-11-24', { api, cookie: 'zay_seller_token=t' });
    expect(page.status).toBe(200);
    expect(api.callsTo(deskOrderListEndpoint)[0]!.body).toMatchObject({
      tab: 'waitproof',
      buyer: 'aung',
      start_time: marketDayStart('2026-11-24'),
      end_time: 0,
    });
    expect(page.html).toContain('Shwe Mart');
    expect(page.html).toContain('Ma Thida (Order clerk)');
    expect(page.html).toContain('ZAY2026112400041');
    expect(page.html).toContain('Transfers to confirm');
    // The proof's age and the end of the shop's window (ADR 087).
    expect(page.html).toMatch(/data-testid="proof-wait"[^]*Proof sent \d+ h ago/);
    expect(page.html).toContain(`Confirm by ${formatDateTime(1_795_086_500)}`);
  });

  it('offers the settlement ledger to a shop’s staff but not to the platform’s, whom it refuses', async () => {
    const list = { page_count: 1, count: 0, list: [] };
    const shop = new FakeApi().on(sellerInfoEndpoint, SHOP_CLERK).on(deskOrderListEndpoint, list);
    expect((await visit('/seller', { api: shop, cookie: 'zay_seller_token=t' })).html).toContain(
      'href="/seller/settlement"',
    );
    const platformStaff = { ...SHOP_CLERK, site_id: 0, shop_name: '' };
    const platform = new FakeApi().on(sellerInfoEndpoint, platformStaff).on(deskOrderListEndpoint, list);
    const page = await visit('/seller', { api: platform, cookie: 'zay_seller_token=t' });
    expect(page.html).toContain('href="/seller/seckill"');
    expect(page.html).not.toContain('href="/seller/settlement"');
  });

  it('shows an order’s transfer proof large with the way to confirm or reject it', async () => {
    const api = new FakeApi().on(sellerInfoEndpoint, SHOP_CLERK).on(deskOrderDetailEndpoint, ORDER);
    const page = await visit('/seller/order?order_id=41', { api, cookie: 'zay_seller_token=t' });
    expect(page.html).toContain('src="/upload/payproof/9/202611/abcdefghijkl.png"');
    expect(page.html).toContain('Confirm transfer received');
    expect(page.html).toContain('Reject proof');
    expect(page.html).not.toContain('Ship in packages');
  });

  it('confirms a transfer posted without script: asks in place first, then confirms and reloads (ADR 095)', async () => {
    const api = new FakeApi()
      .on(sellerInfoEndpoint, SHOP_CLERK)
      .on(deskOrderDetailEndpoint, ORDER)
      .on(deskConfirmProofEndpoint, {});
    const cookie = 'zay_seller_token=t';
    const asked = await visit('/seller/order?order_id=41', {
      api,
      cookie,
      form: { intent: 'confirm-proof', order_id: '41' },
    });
    expect(asked.html).toContain('role="alertdialog"');
    expect(asked.html).toContain('name="sure" value="1"');
    expect(api.callsTo(deskConfirmProofEndpoint)).toEqual([]);
    const sure = { intent: 'confirm-proof', order_id: '41', sure: '1' };
    const done = await visit('/seller/order?order_id=41', { api, cookie, form: sure });
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/seller/order?order_id=41');
    expect(api.callsTo(deskConfirmProofEndpoint)[0]?.body).toMatchObject({ order_id: 41 });
  });

  it('renders the confirm-transfer button as a form that posts before script runs', async () => {
    const api = new FakeApi().on(sellerInfoEndpoint, SHOP_CLERK).on(deskOrderDetailEndpoint, ORDER);
    const page = await visit('/seller/order?order_id=41', { api, cookie: 'zay_seller_token=t' });
    expect(page.html).toMatch(
      /<form method="post"><input type="hidden" name="intent" value="confirm-proof"\/><input type="hidden" name="order_id" value="41"\/><button type="submit"/,
    );
  });

  it('offers shipping with the Myanmar couriers for a paid express order, and dispatch for local delivery', async () => {
    const paid = { ...ORDER, order_status: 1, pay_status: 2, proof: null, desk_action: ['ship' as const] };
    const api = new FakeApi().on(sellerInfoEndpoint, SHOP_CLERK).on(deskOrderDetailEndpoint, paid);
    const page = await visit('/seller/order?order_id=41', { api, cookie: 'zay_seller_token=t' });
    expect(page.html).toContain('Ship in packages');
    for (const courier of ['Myanma Post (EMS)', 'Royal Express', 'Ninja Van', 'J&amp;T Express'])
      expect(page.html).toContain(courier);
    expect(page.html).not.toContain('Confirm transfer received');

    const local = { ...paid, order_type: 3, desk_action: ['dispatch' as const] };
    const api2 = new FakeApi().on(sellerInfoEndpoint, SHOP_CLERK).on(deskOrderDetailEndpoint, local);
    const page2 = await visit('/seller/order?order_id=41', { api: api2, cookie: 'zay_seller_token=t' });
    expect(page2.html).toContain('Hand to the courier');
    expect(page2.html).not.toContain('Ship in packages');
  });

  it('shows customer service the order without any control', async () => {
    const service = { ...SHOP_CLERK, role: 'service' as const, role_name: 'Customer service' };
    const api = new FakeApi()
      .on(sellerInfoEndpoint, service)
      .on(deskOrderDetailEndpoint, { ...ORDER, desk_action: [] });
    const page = await visit('/seller/order?order_id=41', { api, cookie: 'zay_seller_token=t' });
    expect(page.html).toContain('ZAY2026112400041');
    expect(page.html).not.toContain('Confirm transfer received');
    expect(page.html).toContain('src="/upload/payproof/9/202611/abcdefghijkl.png"');
  });

  it('answers another shop’s order as not found', async () => {
    const api = new FakeApi()
      .on(sellerInfoEndpoint, SHOP_CLERK)
      .on(deskOrderDetailEndpoint, () => fail('ORDER_NOT_FOUND', 'This order does not exist'));
    const page = await visit('/seller/order?order_id=99', { api, cookie: 'zay_seller_token=t' });
    expect(page.html).toContain('This order does not exist');
  });

  it('counts a market day from midnight in Yangon', () => {
    expect(marketDayStart('2026-11-24')).toBe(Date.UTC(2026, 10, 23, 17, 30) / 1000);
    expect(marketDayStart('24/11/2026')).toBe(0);
    // A date-time input's value (a tracking event's time) is read on the same clock.
    expect(marketMoment('2026-11-24T09:30')).toBe(Date.UTC(2026, 10, 24, 3, 0) / 1000);
    expect(marketMoment('')).toBe(0);
  });
});

describe('an after-sale case', () => {
  it('is not found for a malformed id (no call) or goods the API refuses, like another shop’s', async () => {
    const api = new FakeApi()
      .on(sellerInfoEndpoint, SHOP_CLERK)
      .on(shopRefundDetailEndpoint, () => fail('REFUND_NOT_FOUND', 'not found'));
    const cookie = 'zay_seller_token=t';
    expect((await visit('/seller/refund?order_goods_id=abc', { api, cookie })).status).toBe(404);
    expect(api.callsTo(shopRefundDetailEndpoint)).toEqual([]);
    expect((await visit('/seller/refund?order_goods_id=31', { api, cookie })).status).toBe(404);
    expect(api.callsTo(shopRefundDetailEndpoint)[0]!.body).toMatchObject({ order_goods_id: 31 });
  });
});
