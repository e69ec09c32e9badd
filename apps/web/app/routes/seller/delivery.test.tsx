import {
  regionListEndpoint,
  sellerDeliveryInfoEndpoint,
  sellerInfoEndpoint,
  sellerShopInfoEndpoint,
  type SellerDelivery,
  type SellerShop,
  type SellerStaff,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { SHOP_CLERK } from '~/test/fixtures';
import { fail, FakeApi, ok, visit } from '~/test/route-stub';

const SCRIPT = '<script>alert(1)</script>';
const OWNER: SellerStaff = { ...SHOP_CLERK, role: 'owner', role_name: 'Owner', nickname: 'Ko Ko' };
const cookie = 'zay_seller_token=t';
const STATES = [
  { id: 1, pid: 0, name: 'Yangon Region', level: 1 },
  { id: 2, pid: 0, name: 'Mandalay Region', level: 1 },
];
const CITIES = [{ id: 11, pid: 1, name: 'Yangon West District', level: 2 }];
const DELIVERY: SellerDelivery = {
  express_enabled: 1,
  store_enabled: 1,
  local_enabled: 0,
  local_fee: '1500.00',
  local_min_money: '0.00',
  local_area: [11],
  local_times: [{ start: '09:00', end: '12:00' }],
  local_days: 3,
  templates: [
    {
      template_id: 5,
      template_name: `Standard ${SCRIPT}`,
      fee_type: 1,
      rules: [{ region_ids: [1], first_fee: '2000.00', extra_fee: '500.00' }],
      free_money: '50000.00',
      is_default: 1,
      goods_count: 4,
    },
  ],
  stores: [
    {
      store_id: 8,
      store_name: 'Bahan pickup',
      telephone: '01 555',
      full_address: 'No. 3, Shwegondaing Road',
      open_date: '09:00–18:00',
      verifier_ids: [9],
      status: 1,
      sort: 0,
    },
  ],
  staff: [{ staff_id: 9, nickname: 'Ma Hla', role: 'verifier' }],
};
const SHOP = { site_id: 3, province_id: 1 } as SellerShop;

const api = () =>
  new FakeApi()
    .on(sellerInfoEndpoint, OWNER)
    .on(sellerShopInfoEndpoint, SHOP)
    .on(sellerDeliveryInfoEndpoint, DELIVERY)
    .on(regionListEndpoint, (body) => ok(body.pid === 0 ? STATES : CITIES));

describe('/seller/delivery', () => {
  it('shows the switches, the templates with their regions and fees, and the stores with their verifiers', async () => {
    const page = await visit('/seller/delivery', { api: api(), cookie });
    expect(page.status).toBe(200);
    for (const id of ['delivery-settings', 'delivery-templates', 'delivery-stores', 'template-form', 'store-form'])
      expect(page.html).toContain(`data-testid="${id}"`);
    expect(page.html).toContain('Yangon Region: 2000.00 + 500.00');
    expect(page.html).toContain('50000.00');
    expect(page.html).toContain('Bahan pickup');
    expect(page.html).toContain('Ma Hla');
    expect(page.html).toContain('Yangon West District');
    expect(page.html).toContain('Standard &lt;script&gt;');
    expect(page.html).not.toContain(SCRIPT);
    expect(page.html).toContain('href="/seller/delivery"');
  });

  it('renders in Burmese', async () => {
    const page = await visit('/seller/delivery', { api: api(), cookie, lang: 'md-mm' });
    expect(page.html).toContain('အမြန်ချောပို့ခ ပုံစံများ');
    expect(page.html).toContain('ကိုယ်တိုင်လာယူရမည့် ဆိုင်ခွဲများ');
  });

  it('tells a clerk the API’s refusal, and offers them no delivery menu', async () => {
    const refused = new FakeApi()
      .on(sellerInfoEndpoint, SHOP_CLERK)
      .on(sellerShopInfoEndpoint, () => fail('SELLER_FORBIDDEN', 'Your staff role does not allow this'))
      .on(regionListEndpoint, STATES)
      .on(sellerDeliveryInfoEndpoint, () => fail('SELLER_FORBIDDEN', 'Your staff role does not allow this'));
    const page = await visit('/seller/delivery', { api: refused, cookie });
    expect(page.html).toContain('Your staff role does not allow this');
    expect(page.html).not.toContain('data-testid="delivery-templates"');
    expect(page.html).not.toMatch(/<a[^>]*href="\/seller\/delivery"[^>]*>[^<]*<svg/);
  });
});
