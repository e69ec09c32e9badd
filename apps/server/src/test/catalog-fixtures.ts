import type { Insertable } from 'kysely';
import type { DbHandle } from '../db/database';
import type { Database } from '../db/schema';
import { insertRow as insert } from './insert-row';
import { createContext } from '../lib/context';
import { issueToken } from '../modules/member/auth/token.service';

type Db = DbHandle['db'];
type GoodsRow = Insertable<Database['goods']>;
type SkuRow = Insertable<Database['goods_sku']>;

const NOW = Math.floor(Date.now() / 1000);
const DAY = 86_400;

/** A goods with its SKUs; the first SKU is the default. Prices in minor units. */
async function goods(db: Db, row: GoodsRow, skus: Partial<SkuRow>[]) {
  const goodsId = await insert(db, 'goods', { goods_state: 1, verify_state: 1, ...row }, 'goods_id');
  const skuIds: number[] = [];
  for (const sku of skus) {
    const price = sku.price ?? row.price ?? 0;
    skuIds.push(
      await insert(
        db,
        'goods_sku',
        {
          goods_id: goodsId,
          site_id: row.site_id,
          sku_name: row.goods_name,
          price,
          market_price: price + 5000_00,
          discount_price: price,
          stock: 10,
          sku_image: `upload/g${goodsId}.png`,
          ...sku,
        },
        'sku_id',
      ),
    );
  }
  await db.updateTable('goods').set({ sku_id: skuIds[0] }).where('goods_id', '=', goodsId).execute();
  return { goodsId, skuId: skuIds[0]!, skuIds };
}

const spec = (values: [number, string][]) =>
  JSON.stringify([
    {
      spec_id: 1,
      spec_name: 'Storage',
      value: values.map(([id, name]) => ({ spec_value_id: id, spec_value_name: name, image: '' })),
    },
  ]);
const skuSpec = (id: number, name: string) =>
  JSON.stringify([{ spec_id: 1, spec_name: 'Storage', spec_value_id: id, spec_value_name: name }]);

/**
 * A small catalogue for the catalogue and shop tests: two open shops (one own) and a closed
 * one, a category tree with a hidden branch, brands, shop categories, six visible goods in three
 * scripts and four hidden ones (off sale, unapproved, deleted, closed shop), reviews,
 * full-reduction promotions and two members with tokens.
 */
export async function seedCatalogue(handle: DbHandle) {
  const db = handle.db;
  const shop = (row: Insertable<Database['shop']>) => insert(db, 'shop', { shop_status: 1, ...row }, 'site_id');
  const mart = await shop({
    site_name: 'Shwe Mart',
    is_own: 1,
    shop_sales: 900,
    shop_credit: 50,
    sort: 1,
    category_name: 'ဖုန်း',
  });
  const lotus = await shop({
    site_name: 'Golden Lotus 金莲',
    shop_sales: 5000,
    shop_credit: 10,
    sort: 2,
    category_name: 'Clothing',
  });
  const closed = await shop({ site_name: 'Closed Shop', shop_status: 0, shop_sales: 99_999 });

  const cat = (row: Insertable<Database['goods_category']>) =>
    insert(db, 'goods_category', { is_show: 1, ...row }, 'category_id');
  const phones = await cat({
    pid: 0,
    level: 1,
    category_name: '手机',
    category_name1: 'Phones',
    category_name2: 'ဖုန်း',
    sort: 1,
  });
  const smart = await cat({
    pid: phones,
    level: 2,
    category_name: '智能手机',
    category_name1: 'Smartphones',
    category_name2: 'စမတ်ဖုန်း',
    category_id_1: phones,
    sort: 1,
  });
  const feature = await cat({
    pid: phones,
    level: 2,
    category_name: '功能机',
    category_name1: 'Feature phones',
    category_name2: 'ရိုးရိုးဖုန်း',
    category_id_1: phones,
    sort: 2,
  });
  await cat({
    pid: phones,
    level: 2,
    category_name: '隐藏',
    category_name1: 'Hidden',
    category_name2: 'ဝှက်',
    category_id_1: phones,
    is_show: 0,
    sort: 3,
  });
  const android = await cat({
    pid: smart,
    level: 3,
    category_name: '安卓',
    category_name1: 'Android',
    category_name2: 'အန်းဒရွိုက်',
    category_id_1: phones,
    category_id_2: smart,
    sort: 1,
  });
  const iphone = await cat({
    pid: smart,
    level: 3,
    category_name: '苹果',
    category_name1: 'iPhone',
    category_name2: 'အိုင်ဖုန်း',
    category_id_1: phones,
    category_id_2: smart,
    sort: 2,
  });
  const clothing = await cat({
    pid: 0,
    level: 1,
    category_name: '服装',
    category_name1: 'Clothing',
    category_name2: 'အဝတ်အထည်',
    sort: 2,
  });
  const longyi = await cat({
    pid: clothing,
    level: 2,
    category_name: '笼基',
    category_name1: 'Longyi',
    category_name2: 'လုံချည်',
    category_id_1: clothing,
    sort: 1,
  });

  const samsung = await insert(db, 'goods_brand', { brand_name: 'Samsung', sort: 2, is_recommend: 1 }, 'brand_id');
  const apple = await insert(db, 'goods_brand', { brand_name: 'Apple', sort: 1 }, 'brand_id');
  await insert(db, 'goods_brand', { brand_name: 'Nokia', sort: 3 }, 'brand_id');

  const scPhones = await insert(
    db,
    'shop_goods_category',
    { site_id: mart, pid: 0, level: 1, category_name: 'ဖုန်းများ', sort: 1, is_show: 1 },
    'category_id',
  );
  const scAndroid = await insert(
    db,
    'shop_goods_category',
    { site_id: mart, pid: scPhones, level: 2, category_name: 'Android', sort: 1, is_show: 1 },
    'category_id',
  );
  await insert(
    db,
    'shop_goods_category',
    { site_id: mart, pid: scPhones, level: 2, category_name: 'Hidden', is_show: 0 },
    'category_id',
  );
  await insert(
    db,
    'shop_goods_category',
    { site_id: mart, pid: 0, level: 1, category_name: 'Accessories', sort: 2, is_show: 1 },
    'category_id',
  );

  const inAndroid = { category_id: android, category_id_1: phones, category_id_2: smart, category_id_3: android };
  const galaxy = await goods(
    db,
    {
      goods_name: 'Galaxy A15 Phone',
      keywords: 'ဂလက်ဆီ စမတ်ဖုန်း / 三星智能手机',
      site_id: mart,
      ...inAndroid,
      brand_id: samsung,
      price: 450_000_00,
      sale_num: 50,
      create_time: NOW - 5 * DAY,
      is_free_shipping: 1,
      is_own: 1,
      shop_category_id: scAndroid,
      goods_spec_format: spec([
        [11, '128GB'],
        [12, '256GB'],
        [13, '512GB'],
      ]),
      goods_content: '<p onclick="steal()">Great phone</p><script>alert(1)</script><img src="javascript:x">',
      goods_attr_format: '[{"attr_name":"Brand","attr_value_name":"Samsung"}]',
      evaluate: 4,
      collect_num: 0,
    },
    [
      {
        sku_name: 'Galaxy A15 Phone 128GB',
        sku_spec_format: skuSpec(11, '128GB'),
        promotion_type: 1,
        price: 450_000_00,
        discount_price: 420_000_00,
        start_time: NOW - DAY,
        end_time: NOW + DAY,
      },
      {
        sku_name: 'Galaxy A15 Phone 256GB',
        sku_spec_format: skuSpec(12, '256GB'),
        price: 520_000_00,
        discount_price: 520_000_00,
        stock: 0,
      },
    ],
  );
  const longyiGoods = await goods(
    db,
    {
      goods_name: 'ချည်ထဘီ အနီရောင်',
      keywords: 'Cotton longyi red / 红色棉质笼基',
      site_id: lotus,
      category_id: longyi,
      category_id_1: clothing,
      category_id_2: longyi,
      price: 25_000_00,
      sale_num: 300,
      create_time: NOW - 1 * DAY,
    },
    [{ sku_name: 'ချည်ထဘီ အနီရောင် M' }],
  );
  const huawei = await goods(
    db,
    {
      goods_name: '华为智能手机 Nova',
      keywords: 'Huawei Nova phone / ဟွာဝေး ဖုန်း',
      site_id: lotus,
      ...inAndroid,
      price: 600_000_00,
      sale_num: 10,
      create_time: NOW - 3 * DAY,
    },
    [{}],
  );
  const iphoneGoods = await goods(
    db,
    {
      goods_name: 'iPhone 15',
      keywords: 'အိုင်ဖုန်း / 苹果手机',
      site_id: mart,
      category_id: iphone,
      category_id_1: phones,
      category_id_2: smart,
      category_id_3: iphone,
      brand_id: apple,
      price: 3_000_000_00,
      sale_num: 120,
      create_time: NOW - 2 * DAY,
      is_own: 1,
      sort: -1,
    },
    [{}],
  );
  const nokia = await goods(
    db,
    {
      goods_name: 'Nokia 105 ဖုန်း',
      site_id: mart,
      category_id: feature,
      category_id_1: phones,
      category_id_2: feature,
      price: 35_000_00,
      sale_num: 75,
      create_time: NOW - 4 * DAY,
      is_free_shipping: 1,
    },
    [{}],
  );
  const percent = await goods(
    db,
    {
      goods_name: '100% Cotton_Shirt',
      site_id: lotus,
      category_id: clothing,
      category_id_1: clothing,
      price: 15_000_00,
      sale_num: 5,
      create_time: NOW - 6 * DAY,
    },
    [{}],
  );

  const hidden = {
    offSale: await goods(
      db,
      { goods_name: 'Old Galaxy phone', site_id: mart, ...inAndroid, goods_state: 0, price: 1_00 },
      [{}],
    ),
    unapproved: await goods(
      db,
      { goods_name: 'Pending Galaxy phone', site_id: mart, ...inAndroid, verify_state: 0, price: 1_00 },
      [{}],
    ),
    deleted: await goods(
      db,
      { goods_name: 'Deleted Galaxy phone', site_id: mart, ...inAndroid, is_delete: 1, price: 1_00 },
      [{}],
    ),
    closedShop: await goods(
      db,
      { goods_name: 'Closed-shop Galaxy phone', site_id: closed, ...inAndroid, price: 1_00, sale_num: 99_999 },
      [{}],
    ),
  };

  const review = (row: Partial<Insertable<Database['goods_evaluate']>>) =>
    insert(
      db,
      'goods_evaluate',
      { goods_id: galaxy.goodsId, sku_id: galaxy.skuId, site_id: mart, is_audit: 1, ...row },
      'evaluate_id',
    );
  const reviews = {
    good: await review({
      member_name: 'Aung Aung',
      content: 'ကောင်းပါတယ်',
      scores: 5,
      images: 'upload/r1.png,upload/r2.png',
      explain_first: 'Thank you!',
      create_time: NOW - 50,
    }),
    fine: await review({
      member_name: 'Mya',
      content: 'OK',
      scores: 4,
      create_time: NOW - 40,
      again_content: 'Still good',
      again_time: NOW - 10,
    }),
    // Two stars is a middle review (explain_type 2, API-SHAPES-MORE §3.6), not a bad one.
    middle: await review({ member_name: 'Zaw', content: 'so-so', scores: 2, create_time: NOW - 30 }),
    bad: await review({
      member_name: 'မောင်မောင်',
      member_headimg: 'upload/h.png',
      content: 'bad',
      scores: 1,
      is_anonymous: 1,
      create_time: NOW - 20,
    }),
    unaudited: await review({ member_name: 'Spam', content: 'spam', scores: 5, is_audit: 0, create_time: NOW }),
  };

  const manjian = (row: Partial<Insertable<Database['promotion_manjian']>>) =>
    insert(db, 'promotion_manjian', { start_time: NOW - DAY, end_time: NOW + DAY, status: 1, ...row }, 'manjian_id');
  const rule = JSON.stringify([
    { money: 1_000_000_00, discount_money: 50_000_00, free_shipping: 1, point: 0, coupon_id: 0 },
    { money: 500_000_00, discount_money: 20_000_00, free_shipping: 0, point: 10, coupon_id: 0 },
  ]);
  const promotions = {
    martAll: await manjian({ site_id: mart, manjian_name: 'Spend more save more', manjian_type: 1, rule_json: rule }),
    martEnded: await manjian({
      site_id: mart,
      manjian_name: 'Ended',
      manjian_type: 1,
      rule_json: rule,
      end_time: NOW - 1,
    }),
    martClosed: await manjian({ site_id: mart, manjian_name: 'Closed', manjian_type: 1, rule_json: rule, status: 3 }),
    lotusLongyi: await manjian({
      site_id: lotus,
      manjian_name: 'Longyi deal',
      manjian_type: 2,
      goods_ids: `${longyiGoods.goodsId}`,
      rule_json: rule,
    }),
  };

  const member = async (username: string) => {
    const memberId = await insert(db, 'member', { username, nickname: username, status: 1 }, 'member_id');
    return { memberId, token: (await issueToken(createContext(db, Date.now), memberId, 1)).token };
  };
  const alice = await member('alice');
  const bob = await member('bob');

  return {
    now: NOW,
    shops: { mart, lotus, closed },
    categories: { phones, smart, feature, android, iphone, clothing, longyi },
    brands: { samsung, apple },
    shopCategories: { scPhones, scAndroid },
    goods: { galaxy, longyi: longyiGoods, huawei, iphone: iphoneGoods, nokia, percent },
    hidden,
    reviews,
    promotions,
    members: { alice, bob },
  };
}
export type CatalogueFixtures = Awaited<ReturnType<typeof seedCatalogue>>;
