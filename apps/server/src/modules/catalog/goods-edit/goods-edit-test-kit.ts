import {
  sellerGoodsInfoEndpoint,
  sellerGoodsSaveEndpoint,
  type GoodsSaveBody,
  type GoodsEditInfo,
} from '@zay/contract';
import { seedFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { addShop } from '../../trade/checkout/order-test-kit';

/** Helpers for the goods console's tests: two shops with their staff, and a goods body with specs. */

export type GoodsKit = Awaited<ReturnType<typeof goodsKit>>;

export async function goodsKit(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(overrides);
  const f = await seedFixtures(t.db);
  const shopA = await addShop(t.db.db, 'ရွှေဆိုင် A', { express_enabled: 1 });
  const shopB = await addShop(t.db.db, 'Shop B', { express_enabled: 1 });
  const catA = await t.db.db
    .insertInto('shop_goods_category')
    .values({ site_id: shopA, pid: 0, level: 1, category_name: 'အင်္ကျီ', is_show: 1 })
    .returning('category_id')
    .executeTakeFirstOrThrow();
  const catB = await t.db.db
    .insertInto('shop_goods_category')
    .values({ site_id: shopB, pid: 0, level: 1, category_name: 'B cat', is_show: 1 })
    .returning('category_id')
    .executeTakeFirstOrThrow();
  return {
    t,
    f,
    shopA,
    shopB,
    shopCatA: catA.category_id,
    shopCatB: catB.category_id,
    ownerA: await staff(t, shopA, 'owner', 'ownerA'),
    editorA: await staff(t, shopA, 'editor', 'editorA'),
    clerkA: await staff(t, shopA, 'clerk', 'clerkA'),
    verifierA: await staff(t, shopA, 'verifier', 'verifierA'),
    ownerB: await staff(t, shopB, 'owner', 'ownerB'),
    editorB: await staff(t, shopB, 'editor', 'editorB'),
    platform: await staff(t, 0, 'owner', 'owner0'),
  };
}

export const COLOURS = [
  { spec_value_id: 1, spec_value_name: 'အနီ' },
  { spec_value_id: 2, spec_value_name: 'အပြာ' },
];
export const SIZES = [
  { spec_value_id: 1, spec_value_name: 'S' },
  { spec_value_id: 2, spec_value_name: 'M' },
  { spec_value_id: 3, spec_value_name: 'L' },
];

/** A goods of 2 specs (2 colours × 3 sizes) = 6 SKUs, on sale, priced 10,000 Ks + 1,000 per row, 10 in stock each. */
export function shirtBody(categoryId: number, more: Partial<GoodsSaveBody> = {}): GoodsSaveBody {
  // Copies: a test may change its body, and the test files of a worker share this module.
  const specs = [
    { spec_id: 1, spec_name: 'အရောင်', value: COLOURS.map((v) => ({ ...v })) },
    { spec_id: 2, spec_name: 'အရွယ်', value: SIZES.map((v) => ({ ...v })) },
  ];
  const skus = COLOURS.flatMap((c, i) =>
    SIZES.map((s, j) => ({
      spec_value_ids: [c.spec_value_id, s.spec_value_id],
      price: String(10_000 + (i * 3 + j) * 1000),
      market_price: '20000',
      cost_price: '5000',
      stock: 10,
      sku_no: `SH-${c.spec_value_id}${s.spec_value_id}`,
      weight: 200,
    })),
  );
  return {
    goods_name: 'ချည်ရှပ်အင်္ကျီ ပိုးသား',
    introduction: 'အေးမြသော ချည်ထည်',
    goods_content: '<p>ချည်သား ၁၀၀%</p>',
    keywords: 'shirt',
    category_id: categoryId,
    unit: 'ထည်',
    specs,
    skus,
    images: ['upload/goods/1/a.jpg', 'upload/goods/1/b.jpg'],
    goods_state: 1,
    ...more,
  };
}

/** Saves and answers the envelope's body. */
export async function save(who: Staff, body: GoodsSaveBody) {
  return (await who.call(sellerGoodsSaveEndpoint, body)).body;
}

/** The form's data of a goods, as the console loads it. */
export async function info(who: Staff, goodsId: number): Promise<GoodsEditInfo> {
  const res = await who.call(sellerGoodsInfoEndpoint, { goods_id: goodsId });
  if (res.body.code !== 0) throw new Error(`info: ${res.body.message}`);
  return res.body.data;
}

/** The body that saves `g` as the form loaded it (the edit sends it back with changes). */
export function bodyOf(g: GoodsEditInfo, more: Partial<GoodsSaveBody> = {}): GoodsSaveBody {
  return {
    goods_id: g.goods_id,
    modify_time: g.modify_time,
    goods_name: g.goods_name,
    introduction: g.introduction,
    goods_content: g.goods_content,
    keywords: g.keywords,
    translations: g.translations,
    category_id: g.category_id,
    shop_category_id: g.shop_category_id,
    brand_id: g.brand_id,
    unit: g.unit,
    attrs: g.attrs,
    specs: g.specs,
    skus: g.skus.map((s) => ({
      sku_id: s.sku_id,
      spec_value_ids: s.spec_value_ids,
      price: s.price,
      market_price: s.market_price,
      cost_price: s.cost_price,
      stock: s.stock,
      stock_was: s.stock,
      sku_no: s.sku_no,
      weight: s.weight,
      sku_image: s.sku_image,
    })),
    images: g.images,
    video_url: g.video_url,
    is_virtual: g.is_virtual,
    is_free_shipping: g.is_free_shipping,
    express_template_id: g.express_template_id,
    min_buy: g.min_buy,
    max_buy: g.max_buy,
    goods_state: g.goods_state as 0 | 1,
    ...more,
  };
}

export type { TestApp, Staff };
