import {
  platformBrandListEndpoint,
  platformCategoryTreeEndpoint,
  platformInfoEndpoint,
  platformMemberDetailEndpoint,
  platformMemberLedgerEndpoint,
  platformMemberListEndpoint,
  platformMemberOrdersEndpoint,
  type ConsoleCategory,
  type ConsoleMember,
  type ConsoleMemberDetail,
  type SellerStaff,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { fail, FakeApi, visit } from '~/test/route-stub';

const cookie = 'zay_platform_token=t';
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

const category = (c: Partial<ConsoleCategory>): ConsoleCategory => ({
  category_id: 1,
  pid: 0,
  level: 1,
  name_mm: 'ဖုန်း',
  name_zh: '手机',
  name_en: 'Phones',
  short_name: '',
  image: '',
  image_adv: '',
  sort: 1,
  is_show: 1,
  commission_rate: null,
  goods_count: 3,
  ...c,
});
const TREE = [
  category({}),
  category({ category_id: 2, pid: 1, level: 2, name_mm: 'စမတ်ဖုန်း', name_en: 'Smartphones', commission_rate: 550 }),
  category({ category_id: 3, pid: 2, level: 3, name_mm: 'အန်းဒရွိုက်', name_en: 'Android', is_show: 0 }),
];

describe('the category tree', () => {
  it('shows every level with its names, rate and goods, and the form for `?edit=`', async () => {
    const api = new FakeApi().on(platformInfoEndpoint, STAFF).on(platformCategoryTreeEndpoint, { list: TREE });
    const page = await visit('/platform/categories?edit=2', { api, cookie });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Categories<\/h1>/);
    expect(page.html).toContain('Smartphones');
    expect(page.html).toContain('5.5%');
    expect(page.html).toMatch(/Shop(&#x27;|')s rate/);
    expect(page.html).toContain('data-testid="category-form"');
    expect(page.html).toMatch(/value="စမတ်ဖုန်း"/);
    // Smartphones may not go under itself or Android; Phones is a choice; a level-3 is not (it would make a fourth).
    const select = page.html.slice(page.html.indexOf('name="pid"'), page.html.indexOf('</select>'));
    expect(select).toContain('ဖုန်း');
    expect(select).not.toContain('အန်းဒရွိုက်');
    expect(page.html).toContain('href="/platform/categories"');
    expect(page.html).toContain('aria-label="Platform console menu"');
  });

  it('shows an empty tree, a missing category and the API’s reason', async () => {
    const empty = new FakeApi().on(platformInfoEndpoint, STAFF).on(platformCategoryTreeEndpoint, { list: [] });
    expect((await visit('/platform/categories', { api: empty, cookie })).html).toContain('No categories yet');
    const api = new FakeApi().on(platformInfoEndpoint, STAFF).on(platformCategoryTreeEndpoint, { list: TREE });
    expect((await visit('/platform/categories?edit=99', { api, cookie })).html).toContain('This no longer exists');
    const failing = new FakeApi()
      .on(platformInfoEndpoint, STAFF)
      .on(platformCategoryTreeEndpoint, () => fail('SELLER_FORBIDDEN', 'You may not do this'));
    expect((await visit('/platform/categories', { api: failing, cookie })).html).toContain('You may not do this');
    const visitor = await visit('/platform/categories', { api: new FakeApi() });
    expect(visitor.headers.get('location')).toBe('/platform/login?redirect=%2Fplatform%2Fcategories');
  });
});

describe('the brands', () => {
  it('asks for the search and page of the address and lists the brands', async () => {
    const api = new FakeApi().on(platformInfoEndpoint, STAFF).on(platformBrandListEndpoint, {
      page_count: 1,
      count: 1,
      list: [
        {
          brand_id: 4,
          brand_name: 'Samsung',
          brand_initial: 'S',
          image_url: '',
          banner: '',
          brand_desc: '',
          is_recommend: 1,
          sort: 2,
          goods_count: 12,
        },
      ],
    });
    const page = await visit('/platform/brands?search=sam&page=2&edit=4', { api, cookie });
    expect(api.callsTo(platformBrandListEndpoint)[0]!.body).toMatchObject({ search: 'sam', page: 2, page_size: 20 });
    expect(page.html).toContain('Samsung');
    expect(page.html).toContain('1 brand');
    expect(page.html).toContain('data-testid="brand-form"');
    const empty = new FakeApi()
      .on(platformInfoEndpoint, STAFF)
      .on(platformBrandListEndpoint, { page_count: 0, count: 0, list: [] });
    expect((await visit('/platform/brands', { api: empty, cookie })).html).toContain('No brands here');
  });
});

const MEMBER: ConsoleMember = {
  member_id: 7,
  username: 'aungaung',
  nickname: 'Aung Aung',
  mobile: '09791112223',
  headimg: '',
  status: 0,
  balance: '1500.50',
  balance_money: '0.00',
  point: 40,
  growth: 0,
  member_level_name: 'Silver',
  reg_time: 1_795_000_000,
  last_login_time: 0,
};
const DETAIL: ConsoleMemberDetail = {
  member: { ...MEMBER, email: '' },
  addresses: [],
  sessions: [{ id: 3, create_time: 1_795_000_000, expire_time: 1_795_086_400, revoked: 1 }],
};

describe('the members', () => {
  it('lists members of a status with the search of the address', async () => {
    const api = new FakeApi()
      .on(platformInfoEndpoint, STAFF)
      .on(platformMemberListEndpoint, { page_count: 1, count: 1, list: [MEMBER] });
    const page = await visit('/platform/members?status=frozen&search=aung', { api, cookie });
    expect(api.callsTo(platformMemberListEndpoint)[0]!.body).toMatchObject({
      status: 'frozen',
      search: 'aung',
      page: 1,
    });
    expect(page.html).toContain('href="/platform/member?id=7"');
    expect(page.html).toContain('1,500.50 Ks');
    expect(page.html).toMatch(/aria-current="page"[^>]*>Frozen/);
    const empty = new FakeApi()
      .on(platformInfoEndpoint, STAFF)
      .on(platformMemberListEndpoint, { page_count: 0, count: 0, list: [] });
    expect((await visit('/platform/members?status=weird', { api: empty, cookie })).html).toContain('No members here');
    expect(empty.callsTo(platformMemberListEndpoint)[0]!.body).toMatchObject({ status: 'all' });
  });

  it('shows a member with freeze and adjust for an administrator, reading only for customer service', async () => {
    const api = new FakeApi()
      .on(platformInfoEndpoint, STAFF)
      .on(platformMemberDetailEndpoint, DETAIL)
      .on(platformMemberLedgerEndpoint, { page_count: 1, count: 0, list: [] });
    const page = await visit('/platform/member?id=7', { api, cookie });
    expect(page.html).toContain('Aung Aung');
    expect(page.html).toContain('This member is frozen');
    expect(page.html).toContain('Unfreeze the member');
    expect(page.html).toContain('data-testid="member-adjust"');
    expect(page.html).toContain('Nothing recorded yet');
    expect(api.callsTo(platformMemberLedgerEndpoint)[0]!.body).toMatchObject({ member_id: 7, ledger: 'money' });

    const service = new FakeApi()
      .on(platformInfoEndpoint, { ...STAFF, role: 'service', role_name: 'Customer service' })
      .on(platformMemberDetailEndpoint, DETAIL)
      .on(platformMemberOrdersEndpoint, () => fail('SYSTEM_BUSY', 'Orders are busy'));
    const read = await visit('/platform/member?id=7&tab=orders', { api: service, cookie });
    expect(read.html).not.toContain('data-testid="member-adjust"');
    expect(read.html).not.toContain('data-testid="member-freeze"');
    expect(read.html).toContain('Your role may only read here.');
    expect(read.html).toContain('Orders are busy');

    const logins = await visit('/platform/member?id=7&tab=logins', { api, cookie });
    expect(logins.html).toContain('data-testid="member-sessions"');
    expect(logins.html).toContain('Ended');
  });

  it('says a missing member is not found, without asking for its records', async () => {
    const api = new FakeApi()
      .on(platformInfoEndpoint, STAFF)
      .on(platformMemberDetailEndpoint, () => fail('MEMBER_NOT_FOUND', 'This member does not exist'))
      .on(platformMemberLedgerEndpoint, { page_count: 1, count: 0, list: [] });
    const page = await visit('/platform/member?id=99', { api, cookie });
    expect(page.html).toContain('Member not found');
    expect(page.html).toContain('This member does not exist');
    const bad = new FakeApi().on(platformInfoEndpoint, STAFF);
    expect((await visit('/platform/member?id=abc', { api: bad, cookie })).html).toContain('Member not found');
    expect(bad.callsTo(platformMemberDetailEndpoint)).toEqual([]);
  });
});
