import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryRelevanceEndpoint,
  categoryTreeEndpoint,
  goodsPageEndpoint,
  layoutEndpoint,
  platformBrandDeleteEndpoint,
  platformBrandListEndpoint,
  platformBrandSaveEndpoint,
  platformCategoryDeleteEndpoint,
  platformCategoryMoveEndpoint,
  platformCategorySaveEndpoint,
  platformCategorySetEndpoint,
  platformCategoryTreeEndpoint,
  type ConsoleCategory,
} from '@zay/contract';
import { ok } from '../../../test/call';
import { seedFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';

/** The platform's catalogue (issue 31, ADR 092): the tree, moves, deletes, brands; the storefront follows at once. */
let t: TestApp;
let f: Awaited<ReturnType<typeof seedFixtures>>;
let admin: Staff;

// The caches on, as in production, to prove a change clears them.
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '60000' });
  f = await seedFixtures(t.db);
  admin = await staff(t, 0, 'owner', 'cc-admin');
});
afterAll(() => t.close());

const tree = async () => ok(await admin.call(platformCategoryTreeEndpoint, {})).list;
const node = async (id: number) => (await tree()).find((c) => c.category_id === id) as ConsoleCategory;
const names = { name_mm: 'အသစ်', name_zh: '新', name_en: 'New' };

describe('the category tree', () => {
  it('lists every category, hidden ones too, parents first, with the goods under each', async () => {
    const list = await tree();
    expect(list.map((c) => [c.level, c.name_en])).toEqual([
      [1, 'Phones'],
      [2, 'Smartphones'],
      [3, 'Android'],
      [2, 'Hidden'],
    ]);
    expect(list[0]).toMatchObject({ name_mm: 'ဖုန်း', name_zh: '手机', commission_rate: null, goods_count: 3 });
    expect(list[2]).toMatchObject({ goods_count: 3 });
    expect(list[3]).toMatchObject({ is_show: 0, goods_count: 0 });
  });

  it('shows a Burmese rename in the storefront menu, lists and category page on the next request', async () => {
    const menu = async () => ok(await t.call(layoutEndpoint, {}, { lang: 'md-mm' })).category_tree[0]!.category_name2;
    const crumbs = async () => ok(await t.call(categoryRelevanceEndpoint, { category_id: f.c3 })).parent_list;
    const listing = async () =>
      ok(await t.call(goodsPageEndpoint, { category_id: f.c1, category_level: 1 })).list.map((g) => g.goods_name);
    expect(await menu()).toBe('ဖုန်း');
    expect((await crumbs())[0]!.category_name2).toBe('ဖုန်း');
    expect(await listing()).toEqual(['Galaxy A15']);
    const current = await node(f.c1);
    ok(
      await admin.call(platformCategorySaveEndpoint, {
        ...current,
        is_show: 1,
        category_id: f.c1,
        name_mm: 'မိုဘိုင်းဖုန်း',
        commission_rate: 350,
      }),
    );
    expect(await menu()).toBe('မိုဘိုင်းဖုန်း');
    expect((await crumbs())[0]!.category_name2).toBe('မိုဘိုင်းဖုန်း');
    expect(await node(f.c1)).toMatchObject({ name_mm: 'မိုဘိုင်းဖုန်း', name_zh: '手机', commission_rate: 350 });
    // Hiding a top category takes its branch out of the menu at once.
    ok(await admin.call(platformCategorySetEndpoint, { category_id: f.c1, is_show: 0 }));
    expect(ok(await t.call(categoryTreeEndpoint, { level: 3 }))).toEqual([]);
    ok(await admin.call(platformCategorySetEndpoint, { category_id: f.c1, is_show: 1 }));
    expect(ok(await t.call(categoryTreeEndpoint, { level: 3 }))).toHaveLength(1);
  });

  it('creates categories at each level, and no fourth', async () => {
    const top = ok(await admin.call(platformCategorySaveEndpoint, { ...names, pid: 0 })).category_id;
    const mid = ok(await admin.call(platformCategorySaveEndpoint, { ...names, pid: top })).category_id;
    const leaf = ok(await admin.call(platformCategorySaveEndpoint, { ...names, pid: mid })).category_id;
    const row = await t.db.db
      .selectFrom('goods_category')
      .selectAll()
      .where('category_id', '=', leaf)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ level: 3, pid: mid, category_id_1: top, category_id_2: mid, category_id_3: leaf });
    const deeper = await admin.call(platformCategorySaveEndpoint, { ...names, pid: leaf });
    expect(deeper.body.error_code).toBe('CATEGORY_TOO_DEEP');
    const orphan = await admin.call(platformCategorySaveEndpoint, { ...names, pid: 999_999 });
    expect(orphan.body.error_code).toBe('CATEGORY_PARENT_INVALID');
    // Tidy up, leaves first.
    for (const id of [leaf, mid, top]) ok(await admin.call(platformCategoryDeleteEndpoint, { category_id: id }));
  });

  it('moves a subtree with its goods, and refuses a cycle or a fourth level', async () => {
    const other = ok(await admin.call(platformCategorySaveEndpoint, { ...names, pid: 0 })).category_id;
    // Smartphones (with Android and its goods) goes under the new top category.
    ok(await admin.call(platformCategoryMoveEndpoint, { category_id: f.c2, pid: other }));
    const leaf = await t.db.db
      .selectFrom('goods_category')
      .selectAll()
      .where('category_id', '=', f.c3)
      .executeTakeFirstOrThrow();
    expect(leaf).toMatchObject({ level: 3, category_id_1: other, category_id_2: f.c2, category_id_3: f.c3 });
    const goods = await t.db.db
      .selectFrom('goods')
      .select(['category_id_1', 'category_id_2', 'category_id_3'])
      .execute();
    expect(goods).toEqual(goods.map(() => ({ category_id_1: other, category_id_2: f.c2, category_id_3: f.c3 })));
    expect(ok(await t.call(goodsPageEndpoint, { category_id: other, category_level: 1 })).list).toHaveLength(1);
    expect((await node(other)).goods_count).toBe(3);
    expect((await node(f.c1)).goods_count).toBe(0);

    // Under its own child: a cycle. Below a level-2 category: Android would be a fourth level.
    expect((await admin.call(platformCategoryMoveEndpoint, { category_id: f.c2, pid: f.c3 })).body.error_code).toBe(
      'CATEGORY_PARENT_INVALID',
    );
    expect((await admin.call(platformCategoryMoveEndpoint, { category_id: other, pid: f.c2 })).body.error_code).toBe(
      'CATEGORY_PARENT_INVALID',
    );
    const hidden = (await tree()).find((c) => c.name_en === 'Hidden')!;
    expect(
      (await admin.call(platformCategoryMoveEndpoint, { category_id: f.c2, pid: hidden.category_id })).body.error_code,
    ).toBe('CATEGORY_TOO_DEEP');
    // A leaf may go to the top: it becomes a top category and its goods follow.
    ok(await admin.call(platformCategoryMoveEndpoint, { category_id: f.c3, pid: 0 }));
    expect(
      await t.db.db.selectFrom('goods').select(['category_id_1', 'category_id_2', 'category_id_3']).executeTakeFirst(),
    ).toEqual({
      category_id_1: f.c3,
      category_id_2: 0,
      category_id_3: 0,
    });
    // Back where they were.
    ok(await admin.call(platformCategoryMoveEndpoint, { category_id: f.c3, pid: f.c2 }));
    ok(await admin.call(platformCategoryMoveEndpoint, { category_id: f.c2, pid: f.c1 }));
    ok(await admin.call(platformCategoryDeleteEndpoint, { category_id: other }));
    expect((await tree()).map((c) => c.name_en)).toEqual(['Phones', 'Smartphones', 'Android', 'Hidden']);
  });

  it('refuses to delete a category with subcategories or goods, saying how many and where', async () => {
    const withChildren = await admin.call(platformCategoryDeleteEndpoint, { category_id: f.c1 }, { lang: 'en-us' });
    expect(withChildren.body).toMatchObject({
      error_code: 'CATEGORY_HAS_CHILDREN',
      message: 'This category has 2 subcategories; move or delete them first',
    });
    const withGoods = await admin.call(platformCategoryDeleteEndpoint, { category_id: f.c3 }, { lang: 'en-us' });
    expect(withGoods.body).toMatchObject({
      error_code: 'CATEGORY_HAS_GOODS',
      message: 'This category holds 3 goods (Shwe Mart × 2, Closed Shop × 1); move them to another category first',
    });
    const mm = await admin.call(platformCategoryDeleteEndpoint, { category_id: f.c3 }, { lang: 'md-mm' });
    expect(mm.body.message).toContain('ကုန်ပစ္စည်း 3 ခု (Shwe Mart × 2, Closed Shop × 1)');
    expect(await node(f.c3)).toBeDefined();
    const missing = await admin.call(platformCategoryDeleteEndpoint, { category_id: 999_999 });
    expect(missing.body.error_code).toBe('CATEGORY_NOT_FOUND');
  });
});

describe('the brands', () => {
  it('adds, finds and changes a brand; the initial comes from the name', async () => {
    const id = ok(
      await admin.call(platformBrandSaveEndpoint, {
        brand_name: 'apple',
        image_url: 'upload/catalogue/a.png',
        is_recommend: 1,
      }),
    ).brand_id;
    const burmese = ok(await admin.call(platformBrandSaveEndpoint, { brand_name: 'ရွှေ' })).brand_id;
    const page = ok(await admin.call(platformBrandListEndpoint, { search: 'APP' }));
    expect(page.list).toEqual([
      expect.objectContaining({ brand_id: id, brand_initial: 'A', is_recommend: 1, goods_count: 0 }),
    ]);
    expect(ok(await admin.call(platformBrandListEndpoint, { search: 'ရွှေ' })).list[0]).toMatchObject({
      brand_id: burmese,
      brand_initial: '#',
    });
    ok(await admin.call(platformBrandSaveEndpoint, { brand_id: id, brand_name: 'Apple', brand_initial: 'a', sort: 3 }));
    expect(ok(await admin.call(platformBrandListEndpoint, { search: 'apple' })).list[0]).toMatchObject({
      brand_name: 'Apple',
      brand_initial: 'A',
      is_recommend: 0,
      sort: 3,
    });
    expect(ok(await admin.call(platformBrandListEndpoint, { is_recommend: 1 })).count).toBe(0);
    ok(await admin.call(platformBrandDeleteEndpoint, { brand_id: burmese }));
    ok(await admin.call(platformBrandDeleteEndpoint, { brand_id: id }));
    expect((await admin.call(platformBrandDeleteEndpoint, { brand_id: id })).body.error_code).toBe('BRAND_NOT_FOUND');
  });

  it('refuses to delete a brand goods carry, saying how many and where', async () => {
    const res = await admin.call(platformBrandDeleteEndpoint, { brand_id: f.brand }, { lang: 'zh-cn' });
    expect(res.body).toMatchObject({ error_code: 'BRAND_HAS_GOODS' });
    expect(res.body.message).toContain('有 3 件商品使用该品牌（Shwe Mart × 2, Closed Shop × 1）');
    expect(ok(await admin.call(platformBrandListEndpoint, { search: 'samsung' })).list[0]).toMatchObject({
      goods_count: 3,
    });
  });
});
