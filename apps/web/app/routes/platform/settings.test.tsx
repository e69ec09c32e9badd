import {
  DEFAULT_SITE_INFO,
  EMPTY_CHROME,
  layoutEndpoint,
  platformActionLogEndpoint,
  platformInfoEndpoint,
  platformSettingsEndpoint,
  type ActionLogRow,
  type SellerStaff,
  type Settings,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { fail, FakeApi, visit } from '~/test/route-stub';

const STAFF: SellerStaff = {
  staff_id: 2,
  site_id: 0,
  username: 'owner0',
  nickname: 'U Myint',
  role: 'owner',
  role_name: 'Owner',
  shop_name: 'Zay',
  logo: '',
};
const COOKIE = 'zay_platform_token=t';

const SETTINGS: Settings = {
  site: {
    title: 'Zay',
    logo: 'upload/site/logo.png',
    desc: 'ဈေးဝယ်',
    keywords: 'zay',
    web_phone: '09 777',
    web_email: 'help@zay.com.mm',
    web_qrcode: '',
    ship_within_hours: 2,
    translations: {
      'zh-cn': { title: '', desc: '', keywords: '' },
      'en-us': { title: 'Zay Mart', desc: '', keywords: '' },
    },
  },
  status: { web_status: 0, close_reason: 'Stocktaking' },
  addons: { installed: ['coupon', 'city'] },
  withdrawal: { is_use: 1, min: 1000_00, rate: 150, is_auto_audit: 0, transfer_type: ['bank', 'kbzpay'] },
  levels: {
    levels: [
      {
        level_id: 1,
        level_name: '普通会员',
        level_name_en: 'Member',
        level_name_mm: 'အဖွဲ့ဝင်',
        growth: 0,
        remark: '',
        remark_en: 'Birthday coupon',
        remark_mm: '',
      },
    ],
  },
};

const platformApi = () => new FakeApi().on(platformInfoEndpoint, STAFF);

describe('/platform/settings', () => {
  it('shows each group the staff member may change, with its values, and a section index', async () => {
    const api = platformApi().on(platformSettingsEndpoint, SETTINGS);
    const page = await visit('/platform/settings', { api, cookie: COOKIE });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1');
    expect(page.html).toContain('Site settings');
    expect(page.html).toContain('aria-label="Settings sections"');
    for (const g of ['site', 'status', 'addons', 'withdrawal', 'levels'])
      expect(page.html).toContain(`data-testid="settings-${g}"`);
    // Groups not answered (no permission) are not shown.
    expect(page.html).not.toContain('data-testid="settings-payment"');
    expect(page.html).toContain('value="Zay Mart"');
    expect(page.html).toContain('The site is closed');
    expect(page.html).toContain('Stocktaking');
    // Money in Ks and the fee in percent, from minor units and hundredths of a percent.
    expect(page.html).toMatch(/name="withdraw_min"[^>]*value="1000.00"|value="1000.00"[^>]*name="withdraw_min"/);
    expect(page.html).toMatch(/name="withdraw_rate"[^>]*value="1.50"|value="1.50"[^>]*name="withdraw_rate"/);
    expect(page.html).toContain('Birthday coupon');
    expect(page.html).toMatch(/<input type="checkbox"[^>]*checked=""[^>]*\/>City sites/);
    expect(page.html).toMatch(/<input type="checkbox"[^>]*\/>Flash sale/);
    expect(page.html).not.toMatch(/<input type="checkbox"[^>]*checked=""[^>]*\/>Flash sale/);
    expect(page.html).toContain('href="/platform/settings"');
  });

  it('reads in Burmese', async () => {
    const api = platformApi().on(platformSettingsEndpoint, SETTINGS);
    const page = await visit('/platform/settings', { api, cookie: COOKIE, lang: 'md-mm' });
    expect(page.html).toContain('ဆိုက် ဆက်တင်များ');
    expect(page.html).toContain('အဖွဲ့ဝင် အဆင့်များ');
    expect(page.html).toContain('သိမ်းမည်');
  });

  it('says so when the role may change nothing, and when the settings did not load', async () => {
    const none = await visit('/platform/settings', {
      api: platformApi().on(platformSettingsEndpoint, {}),
      cookie: COOKIE,
    });
    expect(none.html).toContain('Your staff role may not change any settings');
    const failed = await visit('/platform/settings', {
      api: platformApi().on(platformSettingsEndpoint, () => fail('SERVER_ERROR', 'The server had a problem')),
      cookie: COOKIE,
    });
    expect(failed.html).toContain('The settings could not be loaded');
    expect(failed.html).toContain('The server had a problem');
  });

  it('sends a visitor to the platform login', async () => {
    const page = await visit('/platform/settings', { api: new FakeApi() });
    expect(page.headers.get('location')).toBe('/platform/login?redirect=%2Fplatform%2Fsettings');
  });
});

const ROW: ActionLogRow = {
  id: 7,
  staff_id: 2,
  staff_name: 'owner0',
  action: 'settings.status',
  target: '',
  ip: '10.0.0.9',
  before: JSON.stringify({ web_status: 1, close_reason: '' }),
  after: JSON.stringify({ web_status: 0, close_reason: 'Stocktaking' }),
  create_time: 1_790_000_000,
};

describe('/platform/log', () => {
  it('lists who did what, when and from where, with the changes folded', async () => {
    const api = platformApi().on(platformActionLogEndpoint, { page_count: 1, count: 1, list: [ROW] });
    const page = await visit('/platform/log', { api, cookie: COOKIE });
    expect(page.html).toContain('Action log');
    expect(page.html).toContain('1 action');
    expect(page.html).toContain('Settings: Open or closed');
    expect(page.html).toContain('owner0');
    expect(page.html).toContain('10.0.0.9');
    expect(page.html).toContain('2 changes');
    expect(page.html).toContain('close_reason');
    expect(page.html).toContain('Stocktaking');
  });

  it('passes the search to the API: keyword, action and the days as the marketplace’s clock', async () => {
    const api = platformApi().on(platformActionLogEndpoint, { page_count: 0, count: 0, list: [] });
    const page = await visit(
      '/platform/log?keyword=owner&action=settings.status&from=2026-11-24&to=2026-11-24&page=2',
      {
        api,
        cookie: COOKIE,
      },
    );
    expect(page.html).toContain('No actions found');
    const [call] = api.callsTo(platformActionLogEndpoint);
    // Myanmar is UTC+6:30: the day starts at 17:30 UTC the day before.
    expect(call!.body).toMatchObject({
      keyword: 'owner',
      action: 'settings.status',
      page: 2,
      start_time: Date.UTC(2026, 10, 23, 17, 30) / 1000,
      end_time: Date.UTC(2026, 10, 24, 17, 30) / 1000 - 1,
    });
    const bad = await visit("/platform/log?action=x';drop&from=yesterday", { api, cookie: COOKIE });
    expect(bad.status).toBe(200);
    expect(api.callsTo(platformActionLogEndpoint).at(-1)!.body).toMatchObject({ action: '' });
    expect(api.callsTo(platformActionLogEndpoint).at(-1)!.body).not.toHaveProperty('start_time');
  });

  it('shows the API’s reason when the log did not load', async () => {
    const api = platformApi().on(platformActionLogEndpoint, () =>
      fail('SELLER_FORBIDDEN', 'Your staff role does not allow this'),
    );
    const page = await visit('/platform/log', { api, cookie: COOKIE });
    expect(page.html).toContain('Your staff role does not allow this');
  });
});

describe('a closed site', () => {
  const closed = () =>
    new FakeApi()
      .on(layoutEndpoint, { ...EMPTY_CHROME, site: { ...DEFAULT_SITE_INFO, web_status: 0, close_reason: 'Back soon' } })
      .on(platformInfoEndpoint, STAFF)
      .on(platformSettingsEndpoint, SETTINGS);

  it('sends every storefront page to /closed, and the consoles stay open', async () => {
    expect((await visit('/index', { api: closed() })).headers.get('location')).toBe('/closed');
    expect((await visit('/member/index', { api: closed() })).headers.get('location')).toBe('/closed');
    const shut = await visit('/closed', { api: closed() });
    expect(shut.html).toContain('Back soon');
    const console = await visit('/platform/settings', { api: closed(), cookie: COOKIE });
    expect(console.status).toBe(200);
    expect(console.html).toContain('data-testid="settings-status"');
    expect((await visit('/seller/login', { api: closed() })).status).toBe(200);
  });
});
