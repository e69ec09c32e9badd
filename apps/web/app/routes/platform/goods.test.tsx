import {
  platformCategoryTreeEndpoint,
  platformGoodsPageEndpoint,
  platformInfoEndpoint,
  type ConsoleCategory,
  type PlatformGoodsPage,
  type PlatformGoodsRow,
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
const CATEGORY: ConsoleCategory = {
  category_id: 7,
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
};
const row = (g: Partial<PlatformGoodsRow>): PlatformGoodsRow => ({
  goods_id: 11,
  goods_name: 'Longyi',
  goods_image: '',
  site_id: 4,
  shop_name: 'Shwe Mart',
  category_id: 7,
  category_name: 'Phones',
  price: '10000.00',
  stock: 5,
  sale_num: 2,
  goods_state: 1,
  verify_state: 0,
  verify_state_remark: '',
  create_time: 1_700_000_000,
  modify_time: 1_700_000_000,
  ...g,
});
const PAGE = (list: PlatformGoodsRow[], more: Partial<PlatformGoodsPage> = {}): PlatformGoodsPage => ({
  page_count: 1,
  count: list.length,
  list,
  waiting: 3,
  review: { new_goods: 1, edits: 0 },
  ...more,
});
const api = (answer: Parameters<FakeApi['on']>[1]) =>
  new FakeApi()
    .on(platformInfoEndpoint, STAFF)
    .on(platformCategoryTreeEndpoint, { list: [CATEGORY] })
    .on(platformGoodsPageEndpoint, answer as never);

describe('/platform/goods', () => {
  it('opens on the review queue with its count, the switches, and approve and refuse for each waiting goods', async () => {
    const fake = api(PAGE([row({})]));
    const page = await visit('/platform/goods', { api: fake, cookie });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Goods<\/h1>/);
    expect(page.html).toContain('Review queue (3)');
    expect(page.html).toContain('Review new goods: on');
    expect(page.html).toContain('href="/platform/settings#settings-goods_review"');
    expect(page.html).toContain('aria-label="Approve Longyi"');
    expect(page.html).toContain('aria-label="Refuse Longyi"');
    expect(page.html).not.toContain('aria-label="Take down Longyi"');
    expect(page.html).toContain('href="/platform/goods"');
    expect(fake.callsTo(platformGoodsPageEndpoint)[0]!.body).toMatchObject({ state: 'waiting', page: 1 });
  });

  it('passes the filters of the all-goods tab; approved goods can be taken down; reasons are shown', async () => {
    const fake = api(
      PAGE([
        row({ verify_state: 1 }),
        row({ goods_id: 12, goods_name: 'Tea', verify_state: -3, goods_state: 0, verify_state_remark: 'Fake brand' }),
      ]),
    );
    const page = await visit('/platform/goods?tab=all&state=on_sale&keyword=Shwe&site_id=4&category_id=7', {
      api: fake,
      cookie,
    });
    expect(fake.callsTo(platformGoodsPageEndpoint)[0]!.body).toMatchObject({
      state: 'on_sale',
      keyword: 'Shwe',
      site_id: 4,
      category_id: 7,
    });
    expect(page.html).toContain('aria-label="Take down Longyi"');
    expect(page.html).toContain('Fake brand');
    expect(page.html).toContain('Taken down');
    expect(page.html).toContain('Only shop #4.');
    expect(page.html).toContain('aria-current="page"');
  });

  it('shows an empty queue and the API’s reason; a visitor goes to the login', async () => {
    const empty = await visit('/platform/goods', { api: api(PAGE([], { waiting: 0 })), cookie });
    expect(empty.html).toContain('Nothing waits for review');
    const failing = await visit('/platform/goods', {
      api: api(() => fail('SELLER_FORBIDDEN', 'You may not do this')),
      cookie,
    });
    expect(failing.html).toContain('You may not do this');
    const visitor = await visit('/platform/goods', { api: new FakeApi() });
    expect(visitor.headers.get('location')).toBe('/platform/login?redirect=%2Fplatform%2Fgoods');
  });

  it('is Burmese when the language is Burmese', async () => {
    const page = await visit('/platform/goods', { api: api(PAGE([row({})])), cookie, lang: 'md-mm' });
    expect(page.html).toContain('စစ်ဆေးရန် စောင့်ဆိုင်းစာရင်း (3)');
  });
});
