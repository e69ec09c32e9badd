import {
  complainDetailEndpoint,
  refundDataEndpoint,
  refundDetailEndpoint,
  refundListEndpoint,
  type RefundDetail,
  type RefundGoods,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { fail, visit } from '~/test/route-stub';
import { memberApi, SIGNED_IN } from '../member-test-kit';

/** Issue 15 pages: the buyer's after-sale. */

const GOODS: RefundGoods = {
  order_goods_id: 31,
  order_id: 12,
  order_no: '20261124000000000012',
  site_id: 2,
  site_name: 'Golden Shop',
  member_id: 1,
  sku_id: 77,
  sku_name: 'Longyi, cotton',
  sku_image: 'upload/longyi.png',
  price: '15000.00',
  num: 1,
  goods_money: '15000.00',
  real_goods_money: '14000.00',
  delivery_status: 1,
  refund_no: 'R20261124000000000031',
  refund_status: 4,
  refund_status_name: 'Waiting for the buyer to return the goods',
  refund_type: 2,
  refund_type_name: 'Return and refund',
  refund_apply_money: '14000.00',
  refund_real_money: '0.00',
  refund_delivery_money: '0.00',
  refund_reason: 'wrong_item',
  refund_reason_name: 'Ordered by mistake / too many / do not like it',
  refund_remark: '',
  refund_refuse_reason: '',
  refund_delivery_name: '',
  refund_delivery_no: '',
  refund_delivery_remark: '',
  refund_money_type: 1,
  refund_action_time: 1_790_000_000,
  refund_time: 0,
  refund_action: [
    { action: 'orderRefundDelivery', title: 'Enter the return parcel', color: '' },
    { action: 'orderRefundCancel', title: 'Revoke', color: '' },
  ],
};

const DETAIL: RefundDetail = {
  ...GOODS,
  complain_action: 0,
  refund_log_list: [
    {
      action_way: 1,
      action_way_name: 'Buyer',
      action: 'apply',
      action_name: 'Applied for a refund',
      detail: '14000.00',
      action_time: 1_790_000_000,
    },
    {
      action_way: 2,
      action_way_name: 'Shop',
      action: 'agree',
      action_name: 'Agreed to the refund',
      detail: '',
      action_time: 1_790_000_600,
    },
  ],
  shop_address: 'Golden Shop · No. 5, Pyay Road, Yangon · 09 777 000 111',
  refund_parts: [],
  auto_execute_time: 0,
};

describe('after-sale pages', () => {
  it('the list shows each goods with its refund number, amount and status, and links to its detail', async () => {
    const api = memberApi().on(refundListEndpoint, { count: 1, page_count: 1, list: [GOODS] });
    const page = await visit('/member/activist', { api, cookie: SIGNED_IN });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Refund no. R20261124000000000031');
    expect(page.html).toContain('14,000.00');
    expect(page.html).toContain('href="/member/refund_detail?order_goods_id=31"');
    // One state per row (issue 35 §11): the refund's own, not a second "in progress" beside it.
    expect(page.html).toContain('Waiting for the buyer to return the goods');
    expect(page.html).not.toContain('Refund in progress');
    expect(page.html.match(/Waiting for the buyer to return the goods/g)).toHaveLength(1);
    const empty = await visit('/member/activist', {
      api: memberApi().on(refundListEndpoint, { count: 0, page_count: 1, list: [] }),
      cookie: SIGNED_IN,
    });
    expect(empty.html).toContain('No after-sale requests yet');
  });

  it('the detail shows the return address, the parcel form and the record, newest first', async () => {
    const page = await visit('/member/refund_detail?order_goods_id=31', {
      api: memberApi().on(refundDetailEndpoint, DETAIL),
      cookie: SIGNED_IN,
    });
    expect(page.html).toContain('Return address: Golden Shop · No. 5, Pyay Road, Yangon');
    expect(page.html).toContain('Enter the return parcel');
    expect(page.html.indexOf('Agreed to the refund')).toBeLessThan(page.html.indexOf('Applied for a refund'));
    expect(page.html).toContain('14,000.00 Ks');
  });

  it('another member’s goods (or a missing one) says the refund information could not be got', async () => {
    const page = await visit('/member/refund_detail?order_goods_id=32', {
      api: memberApi().on(refundDetailEndpoint, () => fail('ORDER_GOODS_EMPTY')),
      cookie: SIGNED_IN,
    });
    expect(page.html).toContain('Could not get the refund information for these goods');
    const apply = await visit('/member/refund?order_goods_id=32', {
      api: memberApi().on(refundDataEndpoint, () => fail('ORDER_GOODS_EMPTY')),
      cookie: SIGNED_IN,
    });
    expect(apply.html).toContain('Could not get the refund information for these goods');
  });

  it('the apply page offers only the types the server allows and the server’s amount', async () => {
    const page = await visit('/member/refund?order_goods_id=31', {
      api: memberApi().on(refundDataEndpoint, {
        order_goods_info: { ...GOODS, refund_status: 0, refund_action: [], refund_log_list: [] },
        refund_money: '14000.00',
        refund_type: [1],
        refund_reason_type: ['Not shipped at the agreed time', 'Other'],
        refund_reasons: [
          { key: 'late_delivery', name: 'Not shipped at the agreed time', refund_type: [1, 2] },
          { key: 'other', name: 'Other', refund_type: [1, 2] },
        ],
        refund_delivery_money: '0.00',
      }),
      cookie: SIGNED_IN,
    });
    expect(page.html).toContain('Refund, no return');
    expect(page.html).not.toContain('Return and refund');
    expect(page.html).toContain('Not shipped at the agreed time');
  });

  it('the apply page lists the reasons of the goods’ state that fit the chosen type (ADR 100)', async () => {
    const page = await visit('/member/refund?order_goods_id=31', {
      api: memberApi().on(refundDataEndpoint, {
        order_goods_info: { ...GOODS, delivery_status: 2, refund_status: 0, refund_action: [], refund_log_list: [] },
        refund_money: '14000.00',
        refund_type: [1, 2],
        refund_reason_type: ['Arrived damaged', 'Faulty / does not work', 'Changed my mind', 'Other'],
        refund_reasons: [
          { key: 'damaged', name: 'Arrived damaged', refund_type: [1, 2] },
          { key: 'faulty', name: 'Faulty / does not work', refund_type: [1, 2] },
          { key: 'changed_mind', name: 'Changed my mind', refund_type: [2] },
          { key: 'other', name: 'Other', refund_type: [1, 2] },
        ],
        refund_delivery_money: '0.00',
      }),
      cookie: SIGNED_IN,
    });
    // Refund only is chosen first: "changed my mind" is a return's reason only.
    expect(page.html).toContain('value="damaged"');
    expect(page.html).toContain('value="faulty"');
    expect(page.html).toContain('value="other"');
    expect(page.html).not.toContain('value="changed_mind"');
    expect(page.html).not.toContain('Changed my mind');
  });

  it('platform rights before a refusal say a complaint comes after the shop refused', async () => {
    const page = await visit('/member/complain?order_goods_id=31', {
      api: memberApi().on(complainDetailEndpoint, {
        order_goods_info: GOODS,
        refund_money: '14000.00',
        refund_reason_type: ['Other'],
        refund_reasons: [{ key: 'other', name: 'Other', refund_type: [1, 2] }],
        complain_info: null,
        complain_allowed: 0,
      }),
      cookie: SIGNED_IN,
    });
    expect(page.html).toContain('You can ask the platform once the shop has refused your refund.');
  });
});
