import {
  orderDetailEndpoint,
  orderExtendTakeDeliveryEndpoint,
  verifyCheckIsVerifierEndpoint,
  verifyEndpoint,
  verifyInfoEndpoint,
  verifyListsEndpoint,
  verifyTypesEndpoint,
  type OrderDetail,
  type VerifyRow,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { orderDetailPath } from '~/features/trade/order/order-paths';
import { fail, visit } from '~/test/route-stub';
import { memberApi, SIGNED_IN } from '../member-test-kit';

/** Issue 14 pages: order detail by kind, the member menu's desk entries, the redemption desk. */
const QR = 'data:image/png;base64,iVBORw0KGgo=';

const ROW: VerifyRow = {
  id: 5,
  site_id: 3,
  site_name: 'Golden Rice',
  verify_code: '123456789012',
  verify_type: 'pickup',
  verify_type_name: 'Order pickup',
  verifier_id: 0,
  verifier_name: '',
  is_verify: 0,
  create_time: 1_790_000_000,
  verify_time: 0,
  relate_id: 9,
  item_array: [{ img: 'upload/g.png', name: 'Rice 5 kg', price: '12000.00', num: 3, remark_array: [] }],
  remark_array: [
    { title: 'Order number', value: 'ZAY0009' },
    { title: 'Pickup store', value: 'Golden Rice Bahan' },
  ],
};

function order(over: Partial<OrderDetail>): OrderDetail {
  return {
    order_id: 9,
    order_no: 'ZAY0009',
    out_trade_no: 'P9',
    site_id: 3,
    site_name: 'Golden Rice',
    order_type: 2,
    order_type_name: 'Store pickup order',
    promotion_type: '',
    promotion_type_name: '',
    order_status: 1,
    order_status_name: 'Awaiting shipment',
    pay_status: 2,
    pay_type: 'balance',
    pay_type_name: 'Balance',
    delivery_type: 'store',
    delivery_type_name: 'Store pickup',
    order_name: 'Rice 5 kg',
    order_money: '36000.00',
    pay_money: '36000.00',
    adjust_money: '0.00',
    goods_num: 3,
    create_time: 1_790_000_000,
    pay_time: 1_790_000_100,
    auto_close_time: 0,
    is_evaluate: 0,
    evaluate_status: 0,
    order_goods: [],
    action: [],
    goods_money: '36000.00',
    delivery_money: '0.00',
    coupon_money: '0.00',
    promotion_money: '0.00',
    balance_money: '0.00',
    invoice_money: '0.00',
    platform_coupon_total_money: '0.00',
    name: 'Aung Aung',
    mobile: '09420000009',
    telephone: '',
    full_address: '',
    address: '',
    buyer_message: '',
    close_time: 0,
    close_cause: '',
    delivery_store_id: 1,
    delivery_store_name: 'Golden Rice Bahan',
    delivery_store_info: JSON.stringify({
      full_address: 'No. 1, Bahan',
      telphone: '01 555', // sic: the API family's spelling
      longitude: '',
      latitude: '',
      open_date: '09:00–18:00',
    }),
    buyer_ask_delivery_time: '',
    is_invoice: 0,
    invoice_type: '',
    invoice_title_type: '',
    invoice_title: '',
    taxpayer_number: '',
    invoice_content: '',
    invoice_full_address: '',
    invoice_email: '',
    is_enable_refund: 0,
    delivery_time: 0,
    sign_time: 0,
    finish_time: 0,
    extend_take_delivery: 0,
    take_delivery_execute_time: 0,
    complete_execute_time: 0,
    delivery_code: '',
    pickup: '',
    virtual_code: '',
    virtualgoods: '',
    virtual_goods: null,
    ...over,
  };
}

describe('order detail by kind', () => {
  it('a paid pickup order shows its code in groups, its QR and the store’s contact', async () => {
    const api = memberApi().on(orderDetailEndpoint, order({ delivery_code: '123456789012', pickup: QR }));
    const page = await visit('/member/order_detail_pickup?order_id=9', { api, cookie: SIGNED_IN });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Store pickup order<\/h1>/);
    expect(page.html).toContain('1234 5678 9012');
    expect(page.html).toContain(`src="${QR}"`);
    expect(page.html).toContain('01 555');
  });

  it('a local-delivery order has its own page and title', async () => {
    const local = order({ order_type: 3, delivery_type: 'local', order_type_name: 'Local delivery order' });
    const page = await visit('/member/order_detail_local_delivery?order_id=9', {
      api: memberApi().on(orderDetailEndpoint, local),
      cookie: SIGNED_IN,
    });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Local delivery order<\/h1>/);
    expect(page.html).toContain('id="order-delivery"');
  });

  it('the order list links each order to its kind’s page', () => {
    expect([1, 2, 3, 4].map((order_type) => orderDetailPath({ order_id: 7, order_type }))).toEqual([
      '/member/order_detail?order_id=7',
      '/member/order_detail_pickup?order_id=7',
      '/member/order_detail_local_delivery?order_id=7',
      '/member/order_detail_virtual?order_id=7',
    ]);
  });

  it('a virtual order shows whether its code was used, and no delivery block', async () => {
    const virtual = order({
      order_type: 4,
      delivery_type: '',
      virtual_code: '555566667777',
      virtualgoods: QR,
      virtual_goods: { is_veirfy: 1, verify_time: 1_790_000_500 },
    });
    const page = await visit('/member/order_detail_virtual?order_id=9', {
      api: memberApi().on(orderDetailEndpoint, virtual),
      cookie: SIGNED_IN,
      lang: 'zh-cn',
    });
    expect(page.html).toContain('已核销');
    expect(page.html).toContain('5555 6666 7777');
    expect(page.html).not.toContain('id="order-delivery"');
  });

  it('a shipped order offers the extension, which posts to order/extendtakedelivery', async () => {
    const shipped = order({
      order_type: 1,
      order_status: 3,
      take_delivery_execute_time: 1_791_000_000,
      action: [{ action: 'extendTakeDelivery', title: 'Extend receipt time', color: '' }],
    });
    const api = memberApi().on(orderDetailEndpoint, shipped).on(orderExtendTakeDeliveryEndpoint, {});
    const page = await visit('/member/order_detail?order_id=9', { api, cookie: SIGNED_IN });
    expect(page.html).toContain('Extend receipt time');
    expect(page.html).toContain('Receipt is confirmed automatically at');
    const posted = await visit('/member/order_detail?order_id=9', {
      api,
      cookie: SIGNED_IN,
      form: { intent: 'extendtakedelivery', order_id: '9' },
    });
    expect(api.callsTo(orderExtendTakeDeliveryEndpoint)[0]?.body).toMatchObject({ order_id: 9 });
    expect(posted.actionData).toMatchObject({ ok: true, message: 'The receipt time has been extended by 3 days' });
  });
});

describe('the redemption desk', () => {
  it('the member menu lists the desk only for a verifier', async () => {
    const plain = await visit('/member/index', { api: memberApi(), cookie: SIGNED_IN });
    expect(plain.html).not.toContain('href="/member/verification"');
    const api = memberApi().on(verifyCheckIsVerifierEndpoint, { verifier_id: 2 });
    const desk = await visit('/member/index', { api, cookie: SIGNED_IN });
    expect(desk.html).toContain('href="/member/verification"');
    expect(desk.html).toContain('href="/member/verification_list"');
  });

  it('the desk asks a non-verifier nothing and says why; a verifier gets the code form', async () => {
    const no = await visit('/member/verification', { api: memberApi(), cookie: SIGNED_IN });
    expect(no.html).toContain('You are not a verifier');
    const api = memberApi().on(verifyCheckIsVerifierEndpoint, { verifier_id: 2 });
    const yes = await visit('/member/verification', { api, cookie: SIGNED_IN, lang: 'md-mm' });
    expect(yes.html).toContain('action="/member/verification_detail"');
    expect(yes.html).toContain('အသုံးပြုကုဒ်ကို ထည့်ပါ');
  });

  it('the detail shows goods and order, and confirming uses the code', async () => {
    const api = memberApi()
      .on(verifyCheckIsVerifierEndpoint, { verifier_id: 2 })
      .on(verifyInfoEndpoint, ROW)
      .on(verifyEndpoint, {});
    const page = await visit('/member/verification_detail?code=123456789012', { api, cookie: SIGNED_IN });
    expect(api.callsTo(verifyInfoEndpoint)[0]?.body).toMatchObject({ verify_code: '123456789012' });
    expect(page.html).toContain('Rice 5 kg');
    expect(page.html).toContain('Golden Rice Bahan');
    expect(page.html).toContain('Confirm use');
    const used = await visit('/member/verification_detail?code=123456789012', {
      api,
      cookie: SIGNED_IN,
      form: { code: '123456789012' },
    });
    expect(api.callsTo(verifyEndpoint)[0]?.body).toMatchObject({ verify_code: '123456789012' });
    expect(used.actionData).toEqual({ ok: true, message: 'Redeemed successfully' });
  });

  it('another shop’s code: the server’s reason, and the way back', async () => {
    const api = memberApi().on(verifyInfoEndpoint, () =>
      fail('VERIFY_NO_RIGHT', 'No verification right for shop Silver Tea!'),
    );
    const page = await visit('/member/verification_detail?code=1', { api, cookie: SIGNED_IN });
    expect(page.html).toContain('No verification right for shop Silver Tea!');
    expect(page.html).not.toContain('Confirm use');
  });

  it('the records: tabs by type and the verifier’s rows; empty says so', async () => {
    const used = { ...ROW, is_verify: 1, verifier_name: 'Ma Hla', verify_time: 1_790_000_900 };
    const api = memberApi()
      .on(verifyTypesEndpoint, { pickup: { name: 'Order pickup' }, virtualgoods: { name: 'Virtual goods' } })
      .on(verifyListsEndpoint, { page_count: 1, count: 1, list: [used] });
    const page = await visit('/member/verification_list?verify_type=pickup', { api, cookie: SIGNED_IN });
    expect(api.callsTo(verifyListsEndpoint)[0]?.body).toMatchObject({ verify_type: 'pickup', page: 1 });
    expect(page.html).toContain('Verifier: Ma Hla');
    expect(page.html).toContain('Virtual goods');
    const empty = memberApi()
      .on(verifyTypesEndpoint, { pickup: { name: 'Order pickup' }, virtualgoods: { name: 'Virtual goods' } })
      .on(verifyListsEndpoint, { page_count: 1, count: 0, list: [] });
    expect((await visit('/member/verification_list', { api: empty, cookie: SIGNED_IN })).html).toContain(
      'No records yet',
    );
  });
});
