import {
  deskOrderListEndpoint,
  platformInfoEndpoint,
  sellerInfoEndpoint,
  servicerInfoEndpoint,
  type SellerStaff,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { fail, FakeApi, visit } from '~/test/route-stub';

const PLATFORM_STAFF: SellerStaff = {
  staff_id: 2,
  site_id: 0,
  username: 'owner0',
  nickname: 'U Myint',
  role: 'owner',
  role_name: 'Owner',
  shop_name: 'Zay',
  logo: '',
};

describe('the platform console shell', () => {
  it('sends a visitor to its own login with the way back, without asking the API', async () => {
    const api = new FakeApi();
    const page = await visit('/platform', { api });
    expect(page.headers.get('location')).toBe('/platform/login?redirect=%2Fplatform');
    expect(api.callsTo(platformInfoEndpoint)).toEqual([]);
  });

  it('shows the login form in the console chrome, and a refused token is a visitor again', async () => {
    const api = new FakeApi().on(platformInfoEndpoint, () => fail('PLATFORM_STAFF_ONLY', 'shop staff', -1));
    const page = await visit('/platform/login?redirect=%2Fplatform%2Fwithdraw', {
      api,
      cookie: 'zay_platform_token=t',
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Platform console login');
    expect(page.html).toContain('Staff account');
    expect(page.html).not.toContain('Platform console menu');
  });

  it('shows the staff member, the side menu and the work areas once logged in', async () => {
    const api = new FakeApi().on(platformInfoEndpoint, PLATFORM_STAFF);
    const page = await visit('/platform', { api, cookie: 'zay_platform_token=t' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('U Myint (Owner)');
    expect(page.html).toContain('aria-label="Platform console menu"');
    expect(page.html).toContain('href="/platform/withdraw"');
    expect(page.html).toContain('Welcome, U Myint');
    // A logged-in platform member is sent on from the login page.
    const login = await visit('/platform/login', { api, cookie: 'zay_platform_token=t' });
    expect(login.headers.get('location')).toBe('/platform');
  });

  it('gives the shop console and the workbench the same chrome', async () => {
    const seller = await visit('/seller/login', { api: new FakeApi() });
    expect(seller.html).toContain('Shop console login');
    const servicer = await visit('/servicer/login', {
      api: new FakeApi().on(servicerInfoEndpoint, () => fail('TOKEN_ERROR')),
    });
    expect(servicer.html).toContain('Customer service login');
    const desk = new FakeApi()
      .on(sellerInfoEndpoint, { ...PLATFORM_STAFF, site_id: 3, shop_name: 'Shwe Mart' })
      .on(deskOrderListEndpoint, { page_count: 0, count: 0, list: [] });
    const shop = await visit('/seller', { api: desk, cookie: 'zay_seller_token=t' });
    expect(shop.html).toContain('Shwe Mart');
    expect(shop.html).toContain('aria-label="Console menu"');
    expect(shop.html).toContain('href="/servicer"');
  });
});
