import {
  sellerGoodsInfoEndpoint,
  sellerGoodsOptionsEndpoint,
  sellerGoodsPageEndpoint,
  sellerInfoEndpoint,
  type GoodsEditInfo,
  type GoodsEditOptions,
  type SellerGoodsRow,
} from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { SHOP_CLERK } from '~/test/fixtures';
import { fail, FakeApi, visit } from '~/test/route-stub';

const OWNER = { ...SHOP_CLERK, role: 'owner' as const, role_name: 'Shop owner' };
const OPTIONS: GoodsEditOptions = {
  categories: [
    { id: 1, name: 'Clothes', children: [{ id: 2, name: 'Shirts', children: [{ id: 3, name: 'Cotton shirts' }] }] },
  ],
  shop_categories: [{ id: 9, name: 'Summer', pid: 0 }],
  brands: [{ id: 4, name: 'Shwe' }],
  review_edits: 0,
  review_new: 0,
};
const ROW: SellerGoodsRow = {
  goods_id: 21,
  goods_name: '<script>alert(1)</script> ချည်ရှပ်',
  goods_image: 'upload/goods/3/a.jpg',
  sku_id: 51,
  price: '10000.00',
  price_max: '15000.00',
  stock: 0,
  sale_num: 4,
  sku_count: 6,
  goods_state: 1,
  verify_state: -2,
  verify_state_remark: 'Blurry photos',
  is_delete: 0,
  shop_category_id: 0,
  create_time: 1_795_000_000,
  modify_time: 1_795_000_000,
};
const COUNTS = { all: 1, on_sale: 0, warehouse: 0, sold_out: 1, review: 0, refused: 1, recycle: 0 };

const visitAs = (path: string, api: FakeApi, lang?: 'en-us' | 'md-mm') =>
  visit(path, { api, cookie: 'zay_seller_token=t', lang });

describe('the console’s goods list', () => {
  it('sends a visitor to the console’s login with the way back', async () => {
    const api = new FakeApi();
    const page = await visit('/seller/goods?tab=warehouse', { api });
    expect(page.headers.get('location')).toBe('/seller/login?redirect=%2Fseller%2Fgoods%3Ftab%3Dwarehouse');
    expect(api.callsTo(sellerGoodsPageEndpoint)).toEqual([]);
  });

  it('lists the tab asked for with counts, sorted and paged by the address; names are text, never markup', async () => {
    const api = new FakeApi()
      .on(sellerInfoEndpoint, OWNER)
      .on(sellerGoodsOptionsEndpoint, OPTIONS)
      .on(sellerGoodsPageEndpoint, { page_count: 3, count: 41, counts: COUNTS, list: [ROW] });
    const page = await visitAs('/seller/goods?tab=refused&keyword=SH-1&sort=price-asc&page=2', api);
    expect(page.status).toBe(200);
    expect(api.callsTo(sellerGoodsPageEndpoint)[0]!.body).toMatchObject({
      tab: 'refused',
      keyword: 'SH-1',
      order: 'price',
      sort: 'asc',
      page: 2,
      page_size: 20,
    });
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; ချည်ရှပ်');
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).toContain('Blurry photos');
    expect(page.html).toContain('Sold out');
    expect(page.html).toContain('6 SKUs');
    expect(page.html).toMatch(/Refused<span[^>]*>1<\/span>/);
    expect(page.html).toContain('href="/seller/goods_edit?goods_id=21"');
    expect(page.html).toContain('href="/seller/goods_import"');
    expect(page.html).toContain('Export CSV');
    expect(page.html).toContain('href="/seller/goods?keyword=SH-1&amp;tab=refused&amp;sort=price-asc&amp;page=3"');
    expect(page.html).toContain('Put on sale');
    expect(page.html).toContain('Summer');
  });

  it('says when nothing matches, and shows the API’s reason when the list does not load', async () => {
    const empty = new FakeApi()
      .on(sellerInfoEndpoint, OWNER)
      .on(sellerGoodsOptionsEndpoint, OPTIONS)
      .on(sellerGoodsPageEndpoint, { page_count: 1, count: 0, counts: COUNTS, list: [] });
    expect((await visitAs('/seller/goods?keyword=zzz', empty)).html).toContain('No goods match your search');
    const refused = new FakeApi()
      .on(sellerInfoEndpoint, OWNER)
      .on(sellerGoodsOptionsEndpoint, OPTIONS)
      .on(sellerGoodsPageEndpoint, () => fail('SELLER_FORBIDDEN', 'Your staff role does not allow this'));
    expect((await visitAs('/seller/goods', refused)).html).toContain('Your staff role does not allow this');
  });

  it('is written in Burmese for a Burmese console', async () => {
    const api = new FakeApi()
      .on(sellerInfoEndpoint, OWNER)
      .on(sellerGoodsOptionsEndpoint, OPTIONS)
      .on(sellerGoodsPageEndpoint, { page_count: 1, count: 1, counts: COUNTS, list: [ROW] });
    const page = await visitAs('/seller/goods', api, 'md-mm');
    expect(page.html).toContain('ကုန်ပစ္စည်း အသစ်ထည့်ရန်');
    expect(page.html).toContain('ရောင်းချမှုမှ ဖြုတ်ရန်');
  });
});

const GOODS: GoodsEditInfo = {
  goods_id: 21,
  modify_time: 1_795_000_001,
  goods_name: 'ချည်ရှပ်',
  introduction: 'အေးမြ',
  goods_content: '<p>ချည်သား</p>',
  keywords: 'shirt',
  translations: {
    'zh-cn': { goods_name: '棉衬衫', introduction: '', goods_content: '' },
    'en-us': { goods_name: '', introduction: '', goods_content: '' },
  },
  category_id: 3,
  category_id_1: 1,
  category_id_2: 2,
  category_id_3: 3,
  shop_category_id: 9,
  brand_id: 4,
  unit: 'ထည်',
  attrs: [{ attr_name: 'Material', attr_value_name: 'Cotton' }],
  specs: [
    {
      spec_id: 1,
      spec_name: 'Colour',
      value: [
        { spec_value_id: 1, spec_value_name: 'Red' },
        { spec_value_id: 2, spec_value_name: 'Blue' },
      ],
    },
  ],
  skus: [
    {
      sku_id: 51,
      spec_value_ids: [1],
      price: '10000.00',
      market_price: '0.00',
      cost_price: '0.00',
      stock: 4,
      sku_no: 'SH-1',
      weight: 200,
      sku_image: '',
      has_orders: 1,
      locks: [{ kind: 'seckill', name: 'Evening rush', fields: ['price', 'stock'] }],
    },
    {
      sku_id: 52,
      spec_value_ids: [2],
      price: '12000.00',
      market_price: '0.00',
      cost_price: '0.00',
      stock: 7,
      sku_no: 'SH-2',
      weight: 200,
      sku_image: '',
      has_orders: 0,
      locks: [],
    },
  ],
  images: ['upload/goods/3/a.jpg', 'upload/goods/3/b.jpg'],
  video_url: '',
  is_virtual: 0,
  is_free_shipping: 1,
  express_template_id: 0,
  min_buy: 0,
  max_buy: 5,
  goods_state: 1,
  verify_state: 1,
  verify_state_remark: '',
  is_delete: 0,
  sale_num: 3,
};

describe('the goods form', () => {
  it('loads the goods with its SKU grid, locking what a running promotion keeps and saying why', async () => {
    const api = new FakeApi()
      .on(sellerInfoEndpoint, OWNER)
      .on(sellerGoodsOptionsEndpoint, OPTIONS)
      .on(sellerGoodsInfoEndpoint, GOODS);
    const page = await visitAs('/seller/goods_edit?goods_id=21', api);
    expect(api.callsTo(sellerGoodsInfoEndpoint)[0]!.body).toMatchObject({ goods_id: 21 });
    expect(page.html).toContain('Edit goods');
    expect(page.html).toContain('value="ချည်ရှပ်"');
    expect(page.html).toContain('Cotton shirts');
    expect(page.html).toMatch(/aria-label="Red Price \(Ks\)"[^>]*disabled/);
    expect(page.html).not.toMatch(/aria-label="Blue Price \(Ks\)"[^>]*disabled/);
    expect(page.html).toContain('price and stock stay as the flash sale “Evening rush” set them');
    expect(page.html).toContain('Main image');
    expect(page.html).toContain('Save and put on sale');
  });

  it('starts a new goods with one SKU row, and shows the API’s reason for another shop’s goods', async () => {
    const api = new FakeApi().on(sellerInfoEndpoint, OWNER).on(sellerGoodsOptionsEndpoint, OPTIONS);
    const page = await visitAs('/seller/goods_edit', api);
    expect(page.html).toContain('Add goods');
    expect(page.html).toContain('aria-label="The goods Price (Ks)"');
    const other = new FakeApi()
      .on(sellerInfoEndpoint, OWNER)
      .on(sellerGoodsOptionsEndpoint, OPTIONS)
      .on(sellerGoodsInfoEndpoint, () => fail('SELLER_GOODS_NOT_FOUND', 'This goods is not in your shop'));
    expect((await visitAs('/seller/goods_edit?goods_id=99', other)).html).toContain('This goods is not in your shop');
  });
});
