import {
  platformApplyListEndpoint,
  platformInfoEndpoint,
  platformShopDetailEndpoint,
  platformShopListEndpoint,
  type PlatformShopFull,
  type PlatformShopRow,
  type SellerStaff,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { fail, FakeApi, visit } from '~/test/route-stub';

/** `/platform/shops` and `/platform/shop?id=` (issue 31, ADR 103). */
const cookie = 'zay_platform_token=t';
const SCRIPT = '<script>alert(1)</script>';
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
const ROW: PlatformShopRow = {
  site_id: 7,
  site_name: 'Shwe Mart',
  logo: '',
  category_name: 'ဖုန်း',
  shop_status: -1,
  is_own: 0,
  telephone: '01 234 567',
  owner_name: 'Ko Ko',
  goods_on_sale: 4,
  create_time: 1_750_000_000,
};
const DETAIL: PlatformShopFull = {
  ...ROW,
  full_address: 'Yangon Kamayut',
  freeze_reason: `Fake goods ${SCRIPT}`,
  freeze_time: 1_760_000_000,
  owner_username: 'koko',
  owner_mobile: '09781234567',
  staff_count: 3,
  goods_count: 9,
  order_count: 12,
  open_order_count: 2,
  completed_order_count: 8,
  sales: '120000.00',
  commission: { own: 550, category: 700, platform: 500, effective: 550 },
  settlement: { income: '120000.00', refunded: '0.00', commission: '6600.00', balance: '113400.00' },
};
const applications = { list: [], count: 0, page_count: 0, tab_count: { pending: 0, approved: 0, refused: 0, all: 0 } };
const platform = () => new FakeApi().on(platformInfoEndpoint, STAFF).on(platformApplyListEndpoint, applications);

describe('/platform/shops', () => {
  it('lists every shop with its state, links to its detail, and passes the filters to the API', async () => {
    const api = platform().on(platformShopListEndpoint, { list: [ROW], count: 1, page_count: 1 });
    const page = await visit('/platform/shops?state=frozen&own=0&keyword=shwe', { api, cookie });
    expect(page.status).toBe(200);
    expect(api.callsTo(platformShopListEndpoint)[0]!.body).toMatchObject({
      state: 'frozen',
      is_own: 0,
      keyword: 'shwe',
    });
    expect(page.html).toContain('href="/platform/shop?id=7"');
    expect(page.html).toMatch(/data-testid="shop-state"[^>]*>Frozen</);
    expect(page.html).toMatch(/<option value="frozen" selected="">Frozen<\/option>/);
  });

  it('reads an unknown state as all, and shows the API’s reason', async () => {
    const api = platform().on(platformShopListEndpoint, () => fail('SELLER_FORBIDDEN', 'You may not do this'));
    const page = await visit('/platform/shops?state=<x>', { api, cookie, lang: 'md-mm' });
    expect(api.callsTo(platformShopListEndpoint)[0]!.body).toMatchObject({ state: 'all' });
    expect(page.html).toContain('You may not do this');
  });
});

describe('/platform/shop', () => {
  it('shows the owner, counts, settlement, the freeze reason and the commission rates', async () => {
    const api = platform().on(platformShopDetailEndpoint, DETAIL);
    const page = await visit('/platform/shop?id=7', { api, cookie });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Shwe Mart<\/h1>/);
    expect(page.html).toContain('koko');
    expect(page.html).toContain('9 in all, 4 on sale');
    expect(page.html).toContain('Frozen: Fake goods &lt;script&gt;');
    expect(page.html).not.toContain(SCRIPT);
    expect(page.html).toContain('Orders placed now pay 5.5%');
    expect(page.html).toContain('value="5.5"');
    expect(page.html).toContain('>Unfreeze</button>');
    expect(page.html).toContain('data-testid="shop-settlement"');
  });

  it('in Burmese, and a missing shop with the API’s reason', async () => {
    const mm = await visit('/platform/shop?id=7', {
      api: platform().on(platformShopDetailEndpoint, DETAIL),
      cookie,
      lang: 'md-mm',
    });
    expect(mm.html).toContain('ကော်မရှင်နှုန်း');
    const gone = platform().on(platformShopDetailEndpoint, () => fail('SHOP_NOT_FOUND', 'This shop does not exist'));
    const page = await visit('/platform/shop?id=99', { api: gone, cookie });
    expect(page.html).toContain('Shop not found');
    expect(page.html).toContain('This shop does not exist');
    const visitor = await visit('/platform/shop?id=7', { api: new FakeApi() });
    expect(visitor.headers.get('location')).toBe('/platform/login?redirect=%2Fplatform%2Fshop%3Fid%3D7');
  });
});
