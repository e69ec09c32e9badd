import type { DbHandle } from '../db/database';
import { insertRow as insert } from './insert-row';

const config = (key: string, value: unknown) => ({ config_key: key, value: JSON.stringify(value), update_time: 0 });

/**
 * A small marketplace for API tests: two open shops and a closed one, a 3-level category
 * branch, goods (one off sale, one in the closed shop), adverts, nav, links, floors, help,
 * regions and the site settings.
 */
export async function seedFixtures(handle: DbHandle) {
  const db = handle.db;
  await db
    .insertInto('config')
    .values([
      config('site_info', {
        title: 'Zay Test',
        logo: 'upload/logo.png',
        desc: 'test',
        keywords: 'k',
        web_status: 1,
        close_reason: 'maintenance',
        web_qrcode: '',
        web_phone: '09 1',
        web_email: 'a@b.c',
      }),
      config('category_config', { category: 2, img: 1 }),
      config('hot_search_words', { words: 'phone,ထဘီ,茶叶' }),
      config('servicer', { type: 'system', third: '' }),
      config('shop_service', { list: [{ id: 1, service_name: '7-day return', desc: 'd', icon: '' }] }),
    ])
    .execute();

  const yangon = await insert(
    db,
    'region',
    { pid: 0, name: 'Yangon Region', name_zh: '仰光省', name_mm: 'ရန်ကုန်တိုင်းဒေသကြီး', level: 1, sort: 1 },
    'id',
  );
  const west = await insert(
    db,
    'region',
    { pid: yangon, name: 'Yangon West', name_zh: '仰光西', name_mm: 'ရန်ကုန်အနောက်ပိုင်း', level: 2, sort: 1 },
    'id',
  );
  await insert(
    db,
    'region',
    { pid: west, name: 'Kamayut', name_zh: '甘马育', name_mm: 'ကမာရွတ်', level: 3, sort: 1 },
    'id',
  );
  const website = await insert(
    db,
    'website',
    { site_area_id: yangon, site_area_name: 'Yangon', title: 'Zay Yangon', status: 1 },
    'site_id',
  );

  const shop = (name: string, status: number) =>
    insert(db, 'shop', { site_name: name, website_id: website, shop_status: status, logo: 'upload/s.png' }, 'site_id');
  const open1 = await shop('Shwe Mart', 1);
  const closed = await shop('Closed Shop', 0);

  const c1 = await insert(
    db,
    'goods_category',
    { pid: 0, level: 1, category_name: '手机', category_name1: 'Phones', category_name2: 'ဖုန်း', is_show: 1, sort: 1 },
    'category_id',
  );
  const c2 = await insert(
    db,
    'goods_category',
    {
      pid: c1,
      level: 2,
      category_name: '智能手机',
      category_name1: 'Smartphones',
      category_name2: 'စမတ်ဖုန်း',
      category_id_1: c1,
      is_show: 1,
    },
    'category_id',
  );
  const c3 = await insert(
    db,
    'goods_category',
    {
      pid: c2,
      level: 3,
      category_name: '安卓',
      category_name1: 'Android',
      category_name2: 'အန်းဒရွိုက်',
      category_id_1: c1,
      category_id_2: c2,
      is_show: 1,
    },
    'category_id',
  );
  await insert(
    db,
    'goods_category',
    { pid: c1, level: 2, category_name: '隐藏', category_name1: 'Hidden', category_name2: 'ဝှက်', is_show: 0 },
    'category_id',
  );
  const brand = await insert(db, 'goods_brand', { brand_name: 'Samsung', image_url: 'upload/b.png' }, 'brand_id');

  const goods = async (name: string, siteId: number, state: number) => {
    const goodsId = await insert(
      db,
      'goods',
      {
        goods_name: name,
        site_id: siteId,
        goods_state: state,
        verify_state: 1,
        category_id: c3,
        category_id_1: c1,
        category_id_2: c2,
        category_id_3: c3,
        brand_id: brand,
        price: 45000000,
      },
      'goods_id',
    );
    const skuId = await insert(
      db,
      'goods_sku',
      {
        goods_id: goodsId,
        site_id: siteId,
        sku_name: `${name} 128GB`,
        price: 45000000,
        market_price: 50000000,
        discount_price: 45000000,
        stock: 10,
        sku_image: 'upload/g.png',
      },
      'sku_id',
    );
    await db.updateTable('goods').set({ sku_id: skuId }).where('goods_id', '=', goodsId).execute();
    return goodsId;
  };
  const visible = await goods('Galaxy A15', open1, 1);
  const offSale = await goods('Old phone', open1, 0);
  const inClosedShop = await goods('Hidden phone', closed, 1);

  const home = await insert(
    db,
    'adv_position',
    { keyword: 'NS_PC_INDEX', ap_name: 'Home', ap_width: 1210, ap_height: 450, is_use: 1 },
    'ap_id',
  );
  await insert(
    db,
    'adv',
    {
      ap_id: home,
      adv_title: 'Sale',
      adv_url: '{"url":"/list"}',
      adv_image: 'upload/a2.png',
      slide_sort: 2,
      state: 1,
    },
    'adv_id',
  );
  await insert(
    db,
    'adv',
    {
      ap_id: home,
      adv_title: 'New',
      adv_url: '{"url":"/brand"}',
      adv_image: 'upload/a1.png',
      slide_sort: 1,
      state: 1,
    },
    'adv_id',
  );
  await insert(
    db,
    'adv',
    { ap_id: home, adv_title: 'Off', adv_url: '{"url":"/"}', adv_image: 'upload/a3.png', slide_sort: 3, state: 0 },
    'adv_id',
  );
  for (let i = 1; i <= 3; i++) {
    await insert(db, 'nav', { nav_title: `Nav ${i}`, nav_url: `{"url":"/n${i}"}`, sort: 4 - i, is_show: 1 }, 'id');
    await insert(
      db,
      'friendly_link',
      { link_title: `Link ${i}`, link_url: `https://example.com/${i}`, link_sort: i, is_show: 1, is_blank: 1 },
      'id',
    );
  }
  await insert(db, 'nav', { nav_title: 'Hidden', nav_url: '{"url":"/h"}', is_show: 0 }, 'id');
  await insert(
    db,
    'floor',
    {
      title: 'Phones',
      block_name: 'floor-style-1',
      block_title: 'Phones',
      state: 1,
      sort: 1,
      value: JSON.stringify({
        title: { type: 'text', value: { text: 'ဖုန်း', color: '#333' } },
        goodsList: { type: 'goods', value: { goodsIds: [inClosedShop, visible, offSale] } },
        brandList: { type: 'brand', value: { brandIds: [brand] } },
        categoryList: { type: 'category', value: { categoryIds: [c2] } },
      }),
    },
    'id',
  );
  const help = await insert(db, 'help_class', { class_name: 'Shopping guide', sort: 1 }, 'class_id');
  await insert(db, 'help', { class_id: help, title: 'How to buy', sort: 2 }, 'id');
  await insert(db, 'help', { class_id: help, title: 'How to register', sort: 1 }, 'id');
  await insert(db, 'help_class', { class_name: 'Empty class', sort: 2 }, 'class_id');
  return { yangon, west, website, open1, closed, c1, c2, c3, brand, visible, offSale, inClosedShop };
}
