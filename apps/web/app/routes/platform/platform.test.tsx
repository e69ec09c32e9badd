import {
  deskOrderListEndpoint,
  platformComplainListEndpoint,
  platformContentListEndpoint,
  platformDashboardEndpoint,
  platformInfoEndpoint,
  platformTopicListEndpoint,
  platformWithdrawDetailEndpoint,
  platformWithdrawListEndpoint,
  sellerInfoEndpoint,
  servicerInfoEndpoint,
  type PlatformWithdrawDetail,
  type PlatformWithdrawRow,
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
    const api = new FakeApi().on(platformInfoEndpoint, PLATFORM_STAFF).on(platformDashboardEndpoint, {
      days: [{ day: '2026-12-02', orders: 0, sales: '0.00', members: 0, shops: 0 }],
      month: { orders: 0, sales: '0.00', members: 0, shops: 0 },
      queues: { shop_applications: 0, goods_review: 0, member_withdrawals: 3, shop_withdrawals: 1, complaints: 0 },
    });
    const page = await visit('/platform', { api, cookie: 'zay_platform_token=t' });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/href="\/platform\/withdraw"[^]*?data-testid="platform-waiting"[^>]*>4 waiting for you/);
    expect(page.html).toContain('U Myint (Owner)');
    expect(page.html).toContain('aria-label="Platform console menu"');
    expect(page.html).toContain('href="/platform/withdraw"');
    expect(page.html).toContain('Welcome, U Myint');
    // A logged-in platform member is sent on from the login page.
    const login = await visit('/platform/login', { api, cookie: 'zay_platform_token=t' });
    expect(login.headers.get('location')).toBe('/platform');
  });

  it('shows a role only the work areas it may open (ADR 087)', async () => {
    const as = (role: SellerStaff['role']) =>
      visit('/platform', {
        api: new FakeApi().on(platformInfoEndpoint, { ...PLATFORM_STAFF, role }),
        cookie: 'zay_platform_token=t',
      });
    const finance = await as('finance');
    expect(finance.html).toContain('href="/platform/withdraw"');
    expect(finance.html).toContain('href="/platform/complain"');
    expect(finance.html).not.toContain('href="/platform/topics"');
    const operations = await as('operations');
    expect(operations.html).not.toContain('href="/platform/withdraw"');
    expect(operations.html).toContain('href="/platform/topics"');
    expect(operations.html).toContain('href="/platform/help"');
    // The later pages' areas follow the same grants: the action log is the administrator's alone.
    const areas = ['categories', 'brands', 'members', 'shops', 'settings', 'log'] as const;
    const opens = async (role: SellerStaff['role']) => {
      const html = (await as(role)).html;
      return areas.filter((a) => html.includes(`href="/platform/${a}"`));
    };
    expect(await opens('owner')).toEqual([...areas]);
    expect(await opens('operations')).toEqual(['categories', 'brands', 'members', 'shops', 'settings']);
    expect(await opens('finance')).toEqual(['members', 'settings']);
    expect(await opens('service')).toEqual(['members']);
    expect(await opens('clerk')).toEqual([]);
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

const ROW: PlatformWithdrawRow = {
  id: 12,
  withdraw_no: 'W2026112400012',
  member_id: 9,
  username: 'aung',
  nickname: 'Aung Aung',
  site_id: 0,
  site_name: '',
  realname: 'Aung Aung',
  account_number: '09781234567',
  apply_money: '5000.00',
  money: '4950.00',
  apply_time: 1_795_000_000,
  status: 0,
  status_name: 'Pending review',
  transfer_type: 'kbzpay',
  transfer_type_name: 'KBZPay',
};

const DETAIL: PlatformWithdrawDetail = {
  ...ROW,
  mobile: '09781234567',
  bank_name: '',
  rate: 1,
  service_money: '50.00',
  audit_time: 0,
  payment_time: 0,
  refuse_reason: '',
  certificate_remark: '',
  transfer_method: '',
  transfer_reference: '',
  reviewer: '',
};

describe('the withdrawal review', () => {
  const cookie = 'zay_platform_token=t';
  const counts = { all: 3, pending: 1, approved: 1, transferred: 1, refused: 0 };

  it('lists a tab’s withdrawals with the search of the address and each tab’s count', async () => {
    const api = new FakeApi()
      .on(platformInfoEndpoint, PLATFORM_STAFF)
      .on(platformWithdrawListEndpoint, { page_count: 1, count: 1, list: [ROW], tab_count: counts });
    const page = await visit('/platform/withdraw?tab=pending&search=aung&page=x', { api, cookie });
    expect(page.status).toBe(200);
    expect(api.callsTo(platformWithdrawListEndpoint)[0]!.body).toMatchObject({
      tab: 'pending',
      search: 'aung',
      page: 1,
    });
    expect(page.html).toContain('W2026112400012');
    expect(page.html).toContain('href="/platform/withdraw_detail?id=12"');
    expect(page.html).toContain('Awaiting transfer');
    expect(page.html).toMatch(/aria-current="page"[^>]*>Pending review/);
  });

  it('shows an empty tab as such, and the API’s reason when it fails', async () => {
    const empty = new FakeApi()
      .on(platformInfoEndpoint, PLATFORM_STAFF)
      .on(platformWithdrawListEndpoint, { page_count: 0, count: 0, list: [], tab_count: counts });
    expect((await visit('/platform/withdraw?tab=refused', { api: empty, cookie })).html).toContain(
      'No withdrawals here',
    );
    const failing = new FakeApi()
      .on(platformInfoEndpoint, PLATFORM_STAFF)
      .on(platformWithdrawListEndpoint, () => fail('SYSTEM_BUSY', 'The system is busy'));
    expect((await visit('/platform/withdraw', { api: failing, cookie })).html).toContain('The system is busy');
  });

  it('shows a pending withdrawal with approve and refuse, an approved one with the transfer form', async () => {
    const pending = new FakeApi().on(platformInfoEndpoint, PLATFORM_STAFF).on(platformWithdrawDetailEndpoint, DETAIL);
    const page = await visit('/platform/withdraw_detail?id=12', { api: pending, cookie });
    expect(page.html).toContain('Review this request');
    expect(page.html).toContain('>Approve<');
    expect(page.html).toContain('4,950');
    const approved = new FakeApi().on(platformInfoEndpoint, PLATFORM_STAFF).on(platformWithdrawDetailEndpoint, {
      ...DETAIL,
      status: 1,
      status_name: 'Awaiting transfer',
      audit_time: 1_795_000_100,
    });
    const page2 = await visit('/platform/withdraw_detail?id=12', { api: approved, cookie });
    expect(page2.html).toContain('data-testid="transfer-form"');
    expect(page2.html).toContain('value="KBZPay"');
  });

  it('shows a transferred withdrawal as a record without actions, and a bad id as not found', async () => {
    const done = new FakeApi().on(platformInfoEndpoint, PLATFORM_STAFF).on(platformWithdrawDetailEndpoint, {
      ...DETAIL,
      status: 2,
      status_name: 'Transferred',
      transfer_method: 'KBZPay',
      transfer_reference: 'KBZ-778899',
      payment_time: 1_795_000_200,
      reviewer: 'U Myint',
    });
    const page = await visit('/platform/withdraw_detail?id=12', { api: done, cookie });
    expect(page.html).toContain('KBZ-778899');
    expect(page.html).toContain('U Myint');
    expect(page.html).not.toContain('data-testid="withdraw-actions"');
    const api = new FakeApi().on(platformInfoEndpoint, PLATFORM_STAFF);
    const bad = await visit('/platform/withdraw_detail?id=abc', { api, cookie });
    expect(bad.html).toContain('Withdrawal not found');
    expect(api.callsTo(platformWithdrawDetailEndpoint)).toEqual([]);
  });
});

describe('the complaints queue', () => {
  it('shows an empty tab in the consoles’ empty panel, and the API’s reason when it fails', async () => {
    const api = new FakeApi()
      .on(platformInfoEndpoint, PLATFORM_STAFF)
      .on(platformComplainListEndpoint, { page_count: 1, count: 0, list: [] });
    const page = await visit('/platform/complain', { api, cookie: 'zay_platform_token=t' });
    expect(page.html).toMatch(/<section[^>]*>.*<h1[^>]*>Nothing here<\/h1>/s);
    expect(api.callsTo(platformComplainListEndpoint)[0]!.body).toMatchObject({ page: 1 });

    const failing = new FakeApi()
      .on(platformInfoEndpoint, PLATFORM_STAFF)
      .on(platformComplainListEndpoint, () => fail('SYSTEM_BUSY', 'Busy, try again'));
    expect((await visit('/platform/complain', { api: failing, cookie: 'zay_platform_token=t' })).html).toContain(
      'Busy, try again',
    );
  });
});

describe('the notice and topic lists', () => {
  const cookie = 'zay_platform_token=t';

  it('asks for the page of the address and shows an empty list as such', async () => {
    const api = new FakeApi()
      .on(platformInfoEndpoint, PLATFORM_STAFF)
      .on(platformContentListEndpoint, { page_count: 0, count: 0, list: [] });
    const page = await visit('/platform/notice?page=3', { api, cookie });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Notices<\/h1>/);
    expect(page.html).toContain('No notices yet.');
    expect(api.callsTo(platformContentListEndpoint)[0]!.body).toMatchObject({ kind: 'notice', page: 3, page_size: 20 });
  });

  it('shows the API’s reason when the list fails, and sends a visitor to the login first', async () => {
    const failing = new FakeApi()
      .on(platformInfoEndpoint, PLATFORM_STAFF)
      .on(platformTopicListEndpoint, () => fail('SYSTEM_BUSY', 'Topics are busy'));
    const page = await visit('/platform/topics?page=x', { api: failing, cookie });
    expect(page.html).toMatch(/<h1[^>]*>Topic activities<\/h1>/);
    expect(page.html).toContain('Topics are busy');
    expect(failing.callsTo(platformTopicListEndpoint)[0]!.body).toMatchObject({ page: 1, page_size: 20 });
    const api = new FakeApi();
    const visitor = await visit('/platform/topics', { api });
    expect(visitor.headers.get('location')).toBe('/platform/login?redirect=%2Fplatform%2Ftopics');
    expect(api.callsTo(platformTopicListEndpoint)).toEqual([]);
  });
});
