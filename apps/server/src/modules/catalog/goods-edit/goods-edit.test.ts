import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goodsDetailEndpoint,
  goodsPageEndpoint,
  goodsSkuInfoEndpoint,
  platformGoodsVerifyEndpoint,
  sellerGoodsBatchEndpoint,
  sellerGoodsOptionsEndpoint,
  sellerGoodsPageEndpoint,
} from '@zay/contract';
import { insertRow } from '../../../test/insert-row';
import { bodyOf, goodsKit, info, save, shirtBody, SIZES, type GoodsKit } from './goods-edit-test-kit';

/** The shop console's goods: create with specs, edit, list, bulk actions, the review switch, and the storefront following every save. */
let k: GoodsKit;
beforeAll(async () => {
  k = await goodsKit();
});
afterAll(() => k.t.close());

const search = async (keyword: string, lang: 'md-mm' | 'zh-cn' | 'en-us' = 'md-mm') =>
  (await k.t.call(goodsPageEndpoint, { keyword, page: 1, page_size: 20 }, { lang })).body.data.list;

describe('creating a goods', () => {
  it('saves 2 specs × 3 values as 6 SKUs, and the storefront finds it by a Burmese search at once', async () => {
    // A search answered (and cached) before the goods exists must not hide it afterwards.
    expect(await search('ပိုးသား')).toEqual([]);
    const saved = await save(k.ownerA, shirtBody(k.f.c3, { shop_category_id: k.shopCatA }));
    expect(saved.code).toBe(0);
    expect(saved.message).toBe('Goods saved');
    const { goods_id, sku_id, verify_state, goods_state } = saved.data!;
    expect({ verify_state, goods_state }).toEqual({ verify_state: 1, goods_state: 1 });
    const found = await search('ပိုးသား');
    expect(found.map((g) => g.goods_id)).toEqual([goods_id]);
    expect(found[0]).toMatchObject({ sku_id, price: '10000.00', site_id: k.shopA });

    const g = await info(k.ownerA, goods_id);
    expect(g.skus).toHaveLength(6);
    expect(g.skus.map((s) => s.sku_no)).toEqual(['SH-11', 'SH-12', 'SH-13', 'SH-21', 'SH-22', 'SH-23']);
    expect(g.skus[4]).toMatchObject({ spec_value_ids: [2, 2], price: '14000.00', stock: 10, weight: 200 });
    expect(g.images).toEqual(['upload/goods/1/a.jpg', 'upload/goods/1/b.jpg']);
    expect(g).toMatchObject({ category_id: k.f.c3, category_id_1: k.f.c1, category_id_2: k.f.c2 });

    // The goods page: its SKUs linked by spec values.
    const detail = (await k.t.call(goodsDetailEndpoint, { sku_id: g.skus[4]!.sku_id })).body.data;
    expect(detail.goods_sku_detail.sku_name).toBe('ချည်ရှပ်အင်္ကျီ ပိုးသား အပြာ M');
    expect(detail.goods_sku_detail.goods_content).toContain('ချည်သား');
  });

  it('shows the Chinese and English texts to those shoppers, Burmese where one is missing, and finds them by those names', async () => {
    const saved = await save(
      k.ownerA,
      shirtBody(k.f.c3, {
        goods_name: 'လုံချည် ပိတ်သား',
        translations: {
          'zh-cn': { goods_name: '缅甸纱笼', introduction: '', goods_content: '<p>棉</p>' },
          'en-us': { goods_name: 'Longyi of cotton', introduction: 'Cool cotton', goods_content: '' },
        },
      }),
    );
    const id = saved.data!.goods_id;
    const zh = await search('纱笼', 'zh-cn');
    expect(zh.map((g) => [g.goods_id, g.goods_name])).toEqual([[id, '缅甸纱笼']]);
    const en = await search('Longyi', 'en-us');
    expect(en.map((g) => [g.goods_name, g.introduction])).toEqual([['Longyi of cotton', 'Cool cotton']]);
    const my = await search('ပိတ်သား');
    expect(my.map((g) => g.goods_name)).toEqual(['လုံချည် ပိတ်သား']);
    const sku = saved.data!.sku_id;
    const zhDetail = (await k.t.call(goodsDetailEndpoint, { sku_id: sku }, { lang: 'zh-cn' })).body.data;
    expect(zhDetail.goods_sku_detail).toMatchObject({ goods_name: '缅甸纱笼', sku_name: '缅甸纱笼 အနီ S' });
    expect(zhDetail.goods_sku_detail.goods_content).toContain('棉');
    const enDetail = (await k.t.call(goodsDetailEndpoint, { sku_id: sku }, { lang: 'en-us' })).body.data;
    // No English description: the Burmese one.
    expect(enDetail.goods_sku_detail.goods_content).toContain('ချည်သား');
    expect((await info(k.ownerA, id)).translations['zh-cn'].goods_name).toBe('缅甸纱笼');
  });

  it('keeps a goods without an image or with a price of 0 in the warehouse, and refuses to put it on sale', async () => {
    const noImage = await save(k.ownerA, shirtBody(k.f.c3, { images: [] }));
    expect(noImage.error_code).toBe('GOODS_CANNOT_SELL');
    const body = shirtBody(k.f.c3);
    body.skus[2]!.price = '0';
    expect((await save(k.ownerA, body)).error_code).toBe('GOODS_CANNOT_SELL');
    const kept = await save(k.ownerA, { ...body, goods_state: 0 });
    expect(kept.data).toMatchObject({ goods_state: 0 });
    const onSale = await k.ownerA.call(sellerGoodsBatchEndpoint, {
      action: 'on_sale',
      goods_ids: [kept.data!.goods_id],
    });
    expect(onSale.body.data.done).toEqual([]);
    expect(onSale.body.data.refused).toEqual([
      { goods_id: kept.data!.goods_id, error_code: 'GOODS_CANNOT_SELL', message: expect.stringContaining('above 0') },
    ]);
    const none = await save(k.ownerA, shirtBody(k.f.c3, { skus: [] }));
    expect([none.error_code, none.message]).toEqual(['PARAMETER_ERROR', 'A goods needs at least one SKU']);
  });

  it('refuses a category that is not of the third level, another shop’s category, an unknown brand and a grid that does not match the specs', async () => {
    expect((await save(k.ownerA, shirtBody(k.f.c2))).error_code).toBe('GOODS_CATEGORY_INVALID');
    expect((await save(k.ownerA, shirtBody(k.f.c3, { shop_category_id: k.shopCatB }))).error_code).toBe(
      'GOODS_SHOP_CATEGORY_INVALID',
    );
    expect((await save(k.ownerA, shirtBody(k.f.c3, { brand_id: 999_999 }))).error_code).toBe('GOODS_BRAND_INVALID');
    const short = shirtBody(k.f.c3);
    short.skus.pop();
    expect((await save(k.ownerA, short)).error_code).toBe('GOODS_SKU_INVALID');
    const twice = shirtBody(k.f.c3);
    twice.skus[1]!.spec_value_ids = [1, 1];
    expect((await save(k.ownerA, twice)).error_code).toBe('GOODS_SKU_INVALID');
    const limits = shirtBody(k.f.c3, { min_buy: 5, max_buy: 2 });
    expect((await save(k.ownerA, limits)).error_code).toBe('GOODS_BUY_LIMIT_INVALID');
  });

  it('places a new goods by its shop: the shop’s city site and whether it is the platform’s own', async () => {
    const shop = () => k.t.db.db.updateTable('shop').where('site_id', '=', k.shopB);
    const was = await k.t.db.db
      .selectFrom('shop')
      .select(['website_id', 'is_own'])
      .where('site_id', '=', k.shopB)
      .executeTakeFirstOrThrow();
    await shop().set({ website_id: 3, is_own: 1 }).execute();
    const { goods_id } = (await save(k.ownerB, shirtBody(k.f.c3, { goods_name: 'ကိုယ်ပိုင် ရှပ်' }))).data!;
    const row = await k.t.db.db
      .selectFrom('goods')
      .select(['website_id', 'is_own'])
      .where('goods_id', '=', goods_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ website_id: 3, is_own: 1 });
    await shop().set(was).execute();
  });
});

describe('editing a goods', () => {
  it('adds a spec value without losing the filled rows, deletes a removed SKU no order holds and retires one an order holds', async () => {
    const id = (await save(k.ownerA, shirtBody(k.f.c3))).data!.goods_id;
    const g = await info(k.ownerA, id);
    const [s11, s12, s13] = g.skus;
    // An order holds the L (s13) SKU of red.
    await insertRow(
      k.t.db.db,
      'order_goods',
      {
        order_id: 1,
        member_id: 1,
        site_id: k.shopA,
        goods_id: id,
        sku_id: s13!.sku_id,
        price: 1,
        num: 1,
        goods_money: 1,
        real_goods_money: 1,
        create_time: 1,
      },
      'order_goods_id',
    );
    // Sizes S, M and XL (L removed): every colour's S and M row keeps its SKU id and figures.
    const sizes = [SIZES[0]!, SIZES[1]!, { spec_value_id: 4, spec_value_name: 'XL' }];
    const body = bodyOf(g);
    body.specs = [g.specs[0]!, { ...g.specs[1]!, value: sizes }];
    body.skus = g.specs[0]!.value.flatMap((c) =>
      sizes.map((s) => {
        const old = g.skus.find(
          (x) => x.spec_value_ids[0] === c.spec_value_id && x.spec_value_ids[1] === s.spec_value_id,
        );
        return old
          ? { ...body.skus.find((x) => x.sku_id === old.sku_id)! }
          : {
              spec_value_ids: [c.spec_value_id, s.spec_value_id],
              price: '30000',
              stock: 3,
              sku_no: `XL-${c.spec_value_id}`,
            };
      }),
    );
    const saved = await save(k.ownerA, body);
    expect(saved.code).toBe(0);
    const after = await info(k.ownerA, id);
    expect(after.skus).toHaveLength(6);
    expect(after.skus.find((s) => s.sku_id === s11!.sku_id)).toMatchObject({ price: s11!.price, sku_no: 'SH-11' });
    expect(after.skus.find((s) => s.sku_id === s12!.sku_id)).toMatchObject({ price: s12!.price, stock: 10 });
    expect(after.skus.filter((s) => s.sku_no.startsWith('XL-'))).toHaveLength(2);
    // The ordered SKU stays for its order, out of sale; the others of size L are gone.
    const rows = await k.t.db.db
      .selectFrom('goods_sku')
      .select(['sku_id', 'is_delete', 'stock'])
      .where('goods_id', '=', id)
      .execute();
    expect(rows).toHaveLength(7);
    expect(rows.find((r) => r.sku_id === s13!.sku_id)).toEqual({ sku_id: s13!.sku_id, is_delete: 1, stock: 0 });
    expect((await k.t.call(goodsSkuInfoEndpoint, { sku_id: s13!.sku_id })).body.error_code).toBe('GOODS_NOT_FOUND');
    // The goods page links no spec value to the retired SKU.
    const detail = (await k.t.call(goodsDetailEndpoint, { sku_id: s11!.sku_id })).body.data;
    expect(detail.goods_sku_detail.goods_spec_format).not.toContain(`"sku_id":${s13!.sku_id}`);
  });

  it('shows a new price on the storefront in the next request, and refuses a save over a newer one', async () => {
    const id = (await save(k.ownerA, shirtBody(k.f.c3, { goods_name: 'ဈေးပြောင်းမည့် ရှပ်' }))).data!.goods_id;
    const g = await info(k.ownerA, id);
    const sku = g.skus[0]!.sku_id;
    const before = (await k.t.call(goodsDetailEndpoint, { sku_id: sku })).body.data.goods_sku_detail;
    expect(before.price).toBe('10000.00');
    const body = bodyOf(g);
    body.skus[0]!.price = '9500';
    expect((await save(k.ownerA, body)).code).toBe(0);
    const after = (await k.t.call(goodsDetailEndpoint, { sku_id: sku })).body.data.goods_sku_detail;
    expect(after.price).toBe('9500.00');
    expect((await search('ဈေးပြောင်းမည့်'))[0]!.price).toBe('9500.00');
    // The same form sent again: someone (this form) saved since it loaded.
    expect((await save(k.ownerA, body)).error_code).toBe('GOODS_EDITED_ELSEWHERE');
  });

  it('tells the page micro-cache and the other caches on every save', async () => {
    let told = 0;
    k.t.app.contentChanged.add(() => told++);
    const id = (await save(k.ownerA, shirtBody(k.f.c3))).data!.goods_id;
    await k.ownerA.call(sellerGoodsBatchEndpoint, { action: 'off_sale', goods_ids: [id] });
    expect(told).toBe(2);
  });

  it('logs every change with the goods before and after', async () => {
    const id = (await save(k.editorA, shirtBody(k.f.c3, { goods_name: 'မှတ်တမ်း ရှပ်' }))).data!.goods_id;
    const body = bodyOf(await info(k.editorA, id));
    body.skus[0]!.price = '12345';
    await save(k.editorA, body);
    await k.editorA.call(sellerGoodsBatchEndpoint, { action: 'delete', goods_ids: [id] });
    const log = await k.t.db.db
      .selectFrom('action_log')
      .selectAll()
      .where('action', 'like', 'goods.%')
      .where('target', '=', String(id))
      .orderBy('id')
      .execute();
    expect(log.map((l) => [l.action, l.staff_id, l.site_id])).toEqual([
      ['goods.add', k.editorA.id, k.shopA],
      ['goods.edit', k.editorA.id, k.shopA],
      ['goods.delete', k.editorA.id, k.shopA],
    ]);
    expect(log[0]!.before).toBe('');
    const edit = { before: JSON.parse(log[1]!.before), after: JSON.parse(log[1]!.after) };
    expect(edit.before.skus[0].price).toBe(1_000_000);
    expect(edit.after.skus[0].price).toBe(1_234_500);
    expect(JSON.parse(log[2]!.after)).toMatchObject({ is_delete: 1 });
  });
});

describe('review by the platform', () => {
  it('keeps an edited goods approved by default; sends it back to review when the platform asks, and the platform approves it', async () => {
    const id = (await save(k.ownerA, shirtBody(k.f.c3, { goods_name: 'စစ်ဆေးမည့် ရှပ်' }))).data!.goods_id;
    expect((await save(k.ownerA, bodyOf(await info(k.ownerA, id)))).data!.verify_state).toBe(1);
    const { setConfig } = await import('../../site/config/config.service');
    await setConfig(k.t.db.db, 'goods_review', { new_goods: 0, edits: 1 });
    try {
      const options = (await k.ownerA.call(sellerGoodsOptionsEndpoint, {})).body.data;
      expect(options.review_edits).toBe(1);
      const edited = await save(k.ownerA, bodyOf(await info(k.ownerA, id)));
      expect(edited.data!.verify_state).toBe(0);
      expect(await search('စစ်ဆေးမည့်')).toEqual([]);
      const tabs = (await k.ownerA.call(sellerGoodsPageEndpoint, { tab: 'review', keyword: 'စစ်ဆေးမည့်' })).body.data;
      expect(tabs.list.map((g) => g.goods_id)).toEqual([id]);
      // A shop's staff cannot approve; the platform's can, and the storefront shows it again.
      expect((await k.ownerA.call(platformGoodsVerifyEndpoint, { goods_id: id, pass: 1 })).body.code).not.toBe(0);
      const refused = await k.t.call(
        platformGoodsVerifyEndpoint,
        { goods_id: id, pass: 0, reason: 'ဓာတ်ပုံ မရှင်းပါ' },
        { token: k.platform.token, headers: { cookie: `zay_platform_token=${k.platform.token}` } },
      );
      expect(refused.body.data).toMatchObject({ verify_state: -2 });
      expect((await info(k.ownerA, id)).verify_state_remark).toBe('ဓာတ်ပုံ မရှင်းပါ');
      // A refused goods changed by the shop goes back to review.
      expect((await save(k.ownerA, bodyOf(await info(k.ownerA, id)))).data!.verify_state).toBe(0);
      await k.t.call(platformGoodsVerifyEndpoint, { goods_id: id, pass: 1 }, { token: k.platform.token });
      expect((await search('စစ်ဆေးမည့်')).map((g) => g.goods_id)).toEqual([id]);
    } finally {
      await setConfig(k.t.db.db, 'goods_review', { new_goods: 0, edits: 0 });
    }
  });
});

describe('the console list and bulk actions', () => {
  it('searches by name or SKU code, filters by tab, sorts and pages, with each tab’s count', async () => {
    const name = 'စာရင်း ရှပ်';
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const body = shirtBody(k.f.c3, { goods_name: `${name} ${i}` });
      body.skus.forEach((s, j) => {
        s.sku_no = `LIST${i}-${j}`;
        s.price = String(5000 * (3 - i) + j);
      });
      ids.push((await save(k.ownerA, body)).data!.goods_id);
    }
    // One sold out.
    await k.t.db.db.updateTable('goods_sku').set({ stock: 0 }).where('goods_id', '=', ids[2]!).execute();
    const page = async (body: object) => (await k.ownerA.call(sellerGoodsPageEndpoint, body)).body.data;
    const all = await page({ keyword: name, order: 'price', sort: 'asc' });
    expect(all.list.map((g) => g.goods_id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(all.list[0]).toMatchObject({ price: '5000.00', price_max: '5005.00', stock: 0, sku_count: 6 });
    expect(all.counts).toMatchObject({ all: 3, on_sale: 3, warehouse: 0, sold_out: 1, recycle: 0 });
    expect((await page({ keyword: 'LIST1-' })).list.map((g) => g.goods_id)).toEqual([ids[1]]);
    expect((await page({ keyword: 'list1-4' })).list.map((g) => g.goods_id)).toEqual([ids[1]]);
    expect((await page({ keyword: name, tab: 'sold_out' })).list.map((g) => g.goods_id)).toEqual([ids[2]]);
    const paged = await page({ keyword: name, page: 2, page_size: 2, order: 'create_time', sort: 'desc' });
    expect({ count: paged.count, page_count: paged.page_count, ids: paged.list.map((g) => g.goods_id) }).toEqual({
      count: 3,
      page_count: 2,
      ids: [ids[0]],
    });
    // Another shop sees none of them.
    expect((await k.ownerB.call(sellerGoodsPageEndpoint, { keyword: name })).body.data.count).toBe(0);
  });

  it('takes off sale, deletes to the recycle bin, restores, puts on sale and moves to a shop category, the storefront following', async () => {
    const id = (await save(k.ownerA, shirtBody(k.f.c3, { goods_name: 'အစုလိုက် ရှပ်' }))).data!.goods_id;
    const batch = async (action: 'on_sale' | 'off_sale' | 'delete' | 'restore' | 'shop_category', extra = {}) =>
      (await k.ownerA.call(sellerGoodsBatchEndpoint, { action, goods_ids: [id], ...extra })).body.data;
    expect((await batch('off_sale')).done).toEqual([id]);
    expect(await search('အစုလိုက်')).toEqual([]);
    expect((await batch('delete')).done).toEqual([id]);
    const tab = async (t: string) =>
      (await k.ownerA.call(sellerGoodsPageEndpoint, { tab: t as 'all', keyword: 'အစုလိုက်' })).body.data.count;
    expect([await tab('all'), await tab('recycle')]).toEqual([0, 1]);
    expect((await batch('restore')).done).toEqual([id]);
    expect((await batch('restore')).refused.map((r) => r.error_code)).toEqual(['GOODS_NOT_DELETED']);
    expect(await tab('warehouse')).toBe(1);
    expect((await batch('on_sale')).done).toEqual([id]);
    expect((await search('အစုလိုက်')).map((g) => g.goods_id)).toEqual([id]);
    expect((await batch('shop_category', { shop_category_id: k.shopCatA })).done).toEqual([id]);
    expect((await info(k.ownerA, id)).shop_category_id).toBe(k.shopCatA);
    const wrong = await k.ownerA.call(sellerGoodsBatchEndpoint, {
      action: 'shop_category',
      goods_ids: [id],
      shop_category_id: k.shopCatB,
    });
    expect(wrong.body.error_code).toBe('GOODS_SHOP_CATEGORY_INVALID');
  });
});
