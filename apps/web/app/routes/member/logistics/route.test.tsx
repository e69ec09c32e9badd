import { memberInfoEndpoint, orderPackageEndpoint, type OrderPackage } from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { MEMBER } from '~/test/fixtures';
import { fail, FakeApi, visit } from '~/test/route-stub';
import { memberApi } from '../member-test-kit';

const pkg = (id: number, name: string, list: OrderPackage['trace']['list']): OrderPackage => ({
  id,
  order_id: 41,
  order_goods_id_array: '5',
  goods_id_array: '2',
  package_name: name,
  delivery_type: 1,
  express_company_id: 2,
  express_company_name: 'Royal Express',
  express_company_image: '',
  delivery_no: `RE-000${id}`,
  delivery_time: 1_795_000_000,
  courier_name: '',
  courier_phone: '',
  member_id: 9,
  member_name: 'buyer',
  type: 'manual',
  goods_list: [{ sku_id: 3, num: 2, sku_name: 'Longyi, blue', sku_image: 'upload/g.png' }],
  trace: {
    success: list.length > 0,
    reason: list.length > 0 ? '' : 'Sorry, there are no logistics records yet',
    status: list.length > 0 ? 2 : 0,
    status_name: '',
    shipper_code: '',
    logistic_code: '',
    list,
  },
});

describe('the logistics page', () => {
  it('shows a tab per package, the first open: courier, waybill, goods and tracking newest first', async () => {
    const api = memberApi().on(orderPackageEndpoint, [
      pkg(1, 'Package 1', [
        { datetime: '2026-11-24 09:00:00', time: 1, remark: 'Picked up in Yangon' },
        { datetime: '2026-11-24 15:00:00', time: 2, remark: 'Arrived in Mandalay' },
      ]),
      pkg(2, 'Package 2', []),
    ]);
    const page = await visit('/member/logistics?order_id=41', { api, cookie: 'zay_token=t' });
    expect(page.status).toBe(200);
    expect(api.callsTo(orderPackageEndpoint)[0]!.body).toMatchObject({ order_id: 41 });
    expect(page.html).toContain('Package 2');
    expect(page.html).toContain('RE-0001');
    expect(page.html).toContain('Longyi, blue x 2');
    expect(page.html.indexOf('Arrived in Mandalay')).toBeLessThan(page.html.indexOf('Picked up in Yangon'));
  });

  it('links the courier’s own tracking page where it has one (issue 35 §10)', async () => {
    const dhl = {
      ...pkg(1, 'Package 1', []),
      express_company_id: 9,
      express_company_name: 'DHL Express',
      delivery_no: '1234 567',
    };
    const page = await visit('/member/logistics?order_id=41', {
      api: memberApi().on(orderPackageEndpoint, [dhl]),
      cookie: 'zay_token=t',
    });
    expect(page.html).toContain(
      'href="https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&amp;tracking-id=1234%20567"',
    );
    const royal = await visit('/member/logistics?order_id=41', {
      api: memberApi().on(orderPackageEndpoint, [pkg(1, 'Package 1', [])]),
      cookie: 'zay_token=t',
    });
    expect(royal.html).not.toContain('logistics-track');
  });

  it('says so when the order has no packages', async () => {
    const api = new FakeApi()
      .on(memberInfoEndpoint, MEMBER)
      .on(orderPackageEndpoint, () => fail('ORDER_PACKAGE_NONE', 'No package information was found for this order'));
    const page = await visit('/member/logistics?order_id=41', { api, cookie: 'zay_token=t' });
    expect(page.html).toContain('No logistics records');
    expect(page.html).toContain('No package information was found for this order');
    expect(page.html).toContain('href="/member/order_detail?order_id=41"');
  });
});
