import {
  DASHBOARD_DAYS,
  platformDashboardEndpoint,
  platformInfoEndpoint,
  platformStaffListEndpoint,
  type PlatformDashboard,
  type SellerStaff,
  type ShopStaffRow,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { fail, FakeApi, visit } from '~/test/route-stub';

const SCRIPT = '<script>alert(1)</script>';
const cookie = 'zay_platform_token=t';
const ADMIN: SellerStaff = {
  staff_id: 2,
  site_id: 0,
  username: 'admin',
  nickname: 'U Myint',
  role: 'owner',
  role_name: 'Administrator',
  shop_name: 'Zay',
  logo: '',
};
const row = (staff_id: number, username: string, nickname: string, role: ShopStaffRow['role'], status = 1) => ({
  staff_id,
  username,
  nickname,
  role,
  role_name: role,
  status,
  create_time: 1_700_000_000,
});
const STAFF: ShopStaffRow[] = [
  row(2, 'admin', 'U Myint', 'owner'),
  row(5, 'dawhla', `Daw Hla ${SCRIPT}`, 'finance', 0),
  row(6, 'kokyaw', 'Ko Kyaw', 'operations'),
];

describe('/platform/staff', () => {
  it('lists the platform’s staff; the administrator’s own row has no actions, the others all of them', async () => {
    const api = new FakeApi().on(platformInfoEndpoint, ADMIN).on(platformStaffListEndpoint, STAFF);
    const page = await visit('/platform/staff', { api, cookie });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Platform staff');
    expect(page.html).toContain('3 accounts');
    expect(page.html).toContain('Your own account');
    expect(page.html.match(/data-testid="staff-row"/g)).toHaveLength(3);
    expect(page.html.match(/>Reset password</g)).toHaveLength(2);
    expect(page.html).toMatch(/<button[^>]*>Enable<\/button>/);
    expect(page.html).toContain('Daw Hla &lt;script&gt;');
    expect(page.html).not.toContain(SCRIPT);
    expect(page.html).toContain('href="/platform/staff"');
  });

  it('searches by name or username, and says when nobody matches, in Burmese', async () => {
    const api = new FakeApi().on(platformInfoEndpoint, ADMIN).on(platformStaffListEndpoint, STAFF);
    const page = await visit('/platform/staff?keyword=KYAW', { api, cookie });
    expect(page.html.match(/data-testid="staff-row"/g)).toHaveLength(1);
    expect(page.html).toContain('Ko Kyaw');
    expect(page.html).toContain('value="KYAW"');
    const none = await visit('/platform/staff?keyword=nobody', { api, cookie, lang: 'md-mm' });
    expect(none.html).toContain('ကိုက်ညီသော ဝန်ထမ်း မရှိပါ');
  });

  it('shows the API’s refusal for a role without the staff accounts, and no entry in its menu', async () => {
    const api = new FakeApi()
      .on(platformInfoEndpoint, { ...ADMIN, role: 'finance' })
      .on(platformStaffListEndpoint, () => fail('SELLER_FORBIDDEN', 'Your role may not do this', -1));
    const page = await visit('/platform/staff', { api, cookie });
    expect(page.html).toContain('The staff list could not be loaded');
    expect(page.html).toContain('Your role may not do this');
    expect(page.html).not.toContain('href="/platform/staff"');
  });
});

const DAYS = Array.from({ length: DASHBOARD_DAYS }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  orders: i,
  sales: `${i * 1000}.50`,
  members: i % 3,
  shops: i === 29 ? 2 : 0,
}));
const DASHBOARD: PlatformDashboard = {
  days: DAYS,
  month: { orders: 435, sales: '435015.00', members: 29, shops: 2 },
  queues: { shop_applications: 2, goods_review: 0, member_withdrawals: 1, shop_withdrawals: 4, complaints: 3 },
};

describe('/platform, the dashboard', () => {
  it('renders today’s and the month’s figures, the queues and the table on the server; the charts wait for the browser', async () => {
    const api = new FakeApi().on(platformInfoEndpoint, ADMIN).on(platformDashboardEndpoint, DASHBOARD);
    const page = await visit('/platform', { api, cookie });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/data-testid="dashboard-today"[^]*?Orders[^]*?>29</);
    expect(page.html).toContain('29,000.50 Ks');
    expect(page.html).toContain('435,015.00 Ks');
    expect(page.html).toContain('href="/platform/withdraw?owner=shop&amp;tab=pending"');
    expect(page.html).toMatch(/Shop withdrawals(<!-- -->)?<span[^>]*>4</);
    expect(page.html.match(/<tr/g)!.length).toBe(DASHBOARD_DAYS + 1);
    expect(page.html).toContain('Drawing the chart');
    expect(page.html).not.toContain('data-testid="dashboard-chart"');
    // The withdrawals card counts the members' and the shops' waiting withdrawals.
    expect(page.html).toMatch(/href="\/platform\/withdraw"[^]*?>5 waiting for you/);
  });

  it('shows a role only its queues, and the API’s reason when the figures fail', async () => {
    const service = new FakeApi()
      .on(platformInfoEndpoint, { ...ADMIN, role: 'service' })
      .on(platformDashboardEndpoint, {
        ...DASHBOARD,
        queues: {
          shop_applications: null,
          goods_review: null,
          member_withdrawals: null,
          shop_withdrawals: null,
          complaints: 3,
        },
      });
    const page = await visit('/platform', { api: service, cookie, lang: 'md-mm' });
    expect(page.html).toContain('တိုင်ကြားချက်များ');
    expect(page.html).not.toContain('ဆိုင်ဖွင့် လျှောက်လွှာများ');
    const failing = new FakeApi()
      .on(platformInfoEndpoint, ADMIN)
      .on(platformDashboardEndpoint, () => fail('SYSTEM_BUSY', 'The system is busy', -1));
    const failed = await visit('/platform', { api: failing, cookie });
    expect(failed.html).toContain('The figures could not be loaded');
    expect(failed.html).toContain('The system is busy');
  });
});
