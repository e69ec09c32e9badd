import {
  deskOrderListEndpoint,
  platformApplyListEndpoint,
  platformInfoEndpoint,
  platformShopListEndpoint,
  regionListEndpoint,
  sellerInfoEndpoint,
  sellerShopCategoryListEndpoint,
  sellerShopInfoEndpoint,
  type ApplyRow,
  type SellerShop,
  type SellerStaff,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { SHOP_CLERK } from '~/test/fixtures';
import { fail, FakeApi, visit } from '~/test/route-stub';

const SCRIPT = '<script>alert(1)</script>';
const OWNER: SellerStaff = { ...SHOP_CLERK, role: 'owner', role_name: 'Owner', nickname: 'Ko Ko' };
const SHOP: SellerShop = {
  site_id: 3,
  site_name: 'Shwe Mart',
  logo: 'upload/shop.png',
  banner: '',
  telephone: '01 234 567',
  province_id: 1,
  city_id: 2,
  district_id: 3,
  address: 'No. 5, Pyay Road',
  full_address: 'Yangon Kamayut',
  workingtime: '09:00–18:00',
  seo_description: `Phones ${SCRIPT}`,
  seo_keywords: 'phones',
  category_name: 'ဖုန်း',
  shop_status: 0,
  freeze_reason: '',
  goods_on_sale: 0,
};
const cookie = 'zay_seller_token=t';
const owner = () => new FakeApi().on(sellerInfoEndpoint, OWNER).on(regionListEndpoint, [] as never);

describe('/seller/shop', () => {
  it('shows the owner the profile and a closed shop that cannot open without goods', async () => {
    const page = await visit('/seller/shop', { api: owner().on(sellerShopInfoEndpoint, SHOP), cookie });
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-testid="shop-profile"');
    expect(page.html).toContain('value="Shwe Mart"');
    expect(page.html).toContain('Put at least one goods on sale to open the shop.');
    expect(page.html).toMatch(/<button[^>]*disabled=""[^>]*>Open the shop<\/button>/);
    expect(page.html).toContain('Phones &lt;script&gt;');
    expect(page.html).not.toContain(SCRIPT);
    expect(page.html).toContain('href="/seller/categories"');
  });

  it('tells the owner of a frozen shop why, with neither open nor close to press', async () => {
    const frozen = { ...SHOP, shop_status: -1, freeze_reason: `Fake goods ${SCRIPT}`, goods_on_sale: 4 };
    const page = await visit('/seller/shop', { api: owner().on(sellerShopInfoEndpoint, frozen), cookie });
    expect(page.html).toContain('data-testid="shop-frozen-reason"');
    expect(page.html).toContain('The platform has frozen your shop: Fake goods &lt;script&gt;');
    expect(page.html).not.toContain(SCRIPT);
    expect(page.html).not.toContain('Open the shop</button>');
    const mm = await visit('/seller/shop', { api: owner().on(sellerShopInfoEndpoint, frozen), cookie, lang: 'md-mm' });
    expect(mm.html).toContain('ပလက်ဖောင်းက သင့်ဆိုင်ကို ရပ်ဆိုင်းထားသည်');
  });

  it('offers an open shop’s owner to close it and to see its page', async () => {
    const open = { ...SHOP, shop_status: 1, goods_on_sale: 4 };
    const page = await visit('/seller/shop', { api: owner().on(sellerShopInfoEndpoint, open), cookie, lang: 'md-mm' });
    expect(page.html).toContain('ဆိုင်ပိတ်မည်');
    expect(page.html).toContain('href="/shop-3"');
    expect(page.html).toContain('ရောင်းချနေသော ပစ္စည်း 4 ခု');
  });

  it('a clerk is not offered the shop’s pages, and is told why when they go there', async () => {
    const list = { page_count: 1, count: 0, list: [] };
    const clerk = new FakeApi().on(sellerInfoEndpoint, SHOP_CLERK).on(deskOrderListEndpoint, list);
    expect((await visit('/seller', { api: clerk, cookie })).html).not.toContain('href="/seller/shop"');
    clerk.on(sellerShopInfoEndpoint, () => fail('SELLER_FORBIDDEN', 'Your staff role does not allow this'));
    const page = await visit('/seller/shop', { api: clerk, cookie });
    expect(page.html).toContain('The shop could not be loaded');
    expect(page.html).toContain('Your staff role does not allow this');
    expect(page.html).not.toContain('data-testid="shop-profile"');
  });
});

describe('/seller/categories', () => {
  it('lists tops with their children, the hidden ones said, names as text', async () => {
    const api = owner().on(sellerShopCategoryListEndpoint, [
      { category_id: 1, pid: 0, level: 1, category_name: 'Phones', sort: 1, is_show: 1, goods_count: 0 },
      { category_id: 2, pid: 1, level: 2, category_name: SCRIPT.slice(0, 20), sort: 1, is_show: 0, goods_count: 3 },
    ]);
    const page = await visit('/seller/categories', { api, cookie });
    expect(page.html.match(/data-testid="shop-category-row"/g)).toHaveLength(2);
    expect(page.html).toContain('Hidden');
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;');
    expect(page.html).toContain('aria-label="Edit “Phones”"');
    expect(page.html).toContain('Add a category');
    expect(page.html).toContain('<option value="1">Phones</option>');
  });

  it('says when there are none yet', async () => {
    const page = await visit('/seller/categories', { api: owner().on(sellerShopCategoryListEndpoint, []), cookie });
    expect(page.html).toContain('No categories yet');
    expect(page.html).toContain('data-testid="category-form"');
  });
});

const PLATFORM: SellerStaff = { ...OWNER, site_id: 0, shop_name: '', nickname: 'U Myint', role_name: 'Owner' };
const APPLY: ApplyRow = {
  apply_id: 7,
  apply_state: 'pending',
  state_name: 'Waiting for review',
  shop_name: `Mya ${SCRIPT}`.slice(0, 40),
  category_id: 1,
  category_name: 'ဖုန်း',
  contact_name: 'Ma Mya',
  contact_mobile: '09781234567',
  province_id: 1,
  city_id: 2,
  district_id: 3,
  address: 'No. 1',
  full_address: 'Yangon Kamayut',
  description: 'Tea leaves',
  logo: '',
  refuse_reason: '',
  site_id: 0,
  create_time: 1_795_000_000,
  update_time: 1_795_000_000,
  review_time: 0,
  member_id: 12,
  member_name: 'mya-mya',
};

describe('/platform/shops', () => {
  it('shows the waiting applications with approve and refuse, and every shop', async () => {
    const api = new FakeApi()
      .on(platformInfoEndpoint, PLATFORM)
      .on(platformApplyListEndpoint, {
        list: [APPLY],
        count: 1,
        page_count: 1,
        tab_count: { pending: 1, approved: 0, refused: 0, all: 1 },
      })
      .on(platformShopListEndpoint, {
        list: [
          {
            site_id: 3,
            site_name: 'Shwe Mart',
            logo: '',
            category_name: 'ဖုန်း',
            shop_status: 1,
            is_own: 0,
            telephone: '',
            owner_name: 'Ko Ko',
            goods_on_sale: 12,
            create_time: 1_790_000_000,
          },
        ],
        count: 1,
        page_count: 1,
      });
    const page = await visit('/platform/shops?tab=pending', { api, cookie: 'zay_platform_token=t' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Waiting (1)');
    expect(page.html).toContain('Member: mya-mya');
    expect(page.html).toMatch(/aria-label="Approve Mya &lt;script&gt;/);
    expect(page.html).not.toContain(SCRIPT);
    expect(page.html).toContain('data-testid="platform-shops"');
    expect(page.html).toContain('Ko Ko');
    expect(page.html).toContain('href="/platform/shops"');
    expect(api.callsTo(platformShopListEndpoint)[0]!.body).toMatchObject({ page: 1, keyword: '' });
  });

  it('says when the queue is empty, and shows the API’s reason when the shops did not load', async () => {
    const api = new FakeApi()
      .on(platformInfoEndpoint, PLATFORM)
      .on(platformApplyListEndpoint, {
        list: [],
        count: 0,
        page_count: 1,
        tab_count: { pending: 0, approved: 0, refused: 0, all: 0 },
      })
      .on(platformShopListEndpoint, () => fail('SELLER_FORBIDDEN', 'Your staff role does not allow this'));
    const page = await visit('/platform/shops?keyword=mart&shops_page=2', { api, cookie: 'zay_platform_token=t' });
    expect(page.html).toContain('No applications here');
    expect(page.html).toContain('Your staff role does not allow this');
    expect(api.callsTo(platformShopListEndpoint)[0]!.body).toMatchObject({ page: 2, keyword: 'mart' });
  });
});
