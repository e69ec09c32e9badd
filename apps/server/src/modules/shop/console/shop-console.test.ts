import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goodsDetailEndpoint,
  goodsPageEndpoint,
  sellerShopCategoryDeleteEndpoint,
  sellerShopCategoryListEndpoint,
  sellerShopCategorySaveEndpoint,
  sellerShopEditEndpoint,
  sellerShopImageUpload,
  sellerShopInfoEndpoint,
  sellerShopStatusEndpoint,
  shopCategoryTreeEndpoint,
  shopInfoEndpoint,
  type SellerShopEditBody,
} from '@zay/contract';
import { ok } from '../../../test/call';
import { pngOf, uploadFile } from '../../../test/uploads';
import { addGoods } from '../../trade/checkout/order-test-kit';
import { approvedShop, consoleStaff, joinApp, type JoinApp, type Who } from '../application/join-test-kit';

/**
 * `/seller/shop` and `/seller/categories` (issue 30, ADR 089). The catalogue cache lives a minute
 * here: what shoppers see must follow a save at once all the same.
 */
let j: JoinApp;
let siteId: number;
let owner: Who;
let clerk: Who;

beforeAll(async () => {
  j = await joinApp({ CATALOG_CACHE_MS: '60000' });
  ({ siteId, owner } = await approvedShop(j, 'thida', '09781000101', 'Thida Books'));
  clerk = await consoleStaff(j.t, siteId, 'clerk', 'thida-clerk');
});
afterAll(() => j.t.close());

const logActions = async () =>
  (
    await j.t.db.db
      .selectFrom('shop_action_log')
      .select(['action', 'staff_id', 'before_value', 'after_value'])
      .where('site_id', '=', siteId)
      .where('action', 'not like', 'apply.%')
      .orderBy('id')
      .execute()
  ).map((r) => ({ ...r, before: JSON.parse(r.before_value), after: JSON.parse(r.after_value) }));

const profile = (more: Partial<SellerShopEditBody> = {}) => ({
  site_name: 'Thida Books',
  logo: '',
  banner: '',
  telephone: '01 234 567',
  ...j.regions,
  address: 'No. 5, 37th Street',
  workingtime: '09:00–18:00',
  seo_description: 'စာအုပ်များ',
  seo_keywords: 'books,စာအုပ်',
  ...more,
});

describe('the shop’s profile', () => {
  it('the owner reads and edits it; the change is logged with before and after', async () => {
    const before = ok(await owner.call(sellerShopInfoEndpoint, {}));
    expect(before).toMatchObject({ site_id: siteId, site_name: 'Thida Books', shop_status: 0, goods_on_sale: 0 });
    const saved = await owner.call(
      sellerShopEditEndpoint,
      profile({ site_name: 'Thida Book House', workingtime: 'Daily 9–6', seo_description: 'Line one\nLine two' }),
    );
    expect(saved.body.message).toBe('Shop saved');
    expect(ok(saved)).toMatchObject({
      site_name: 'Thida Book House',
      workingtime: 'Daily 9–6',
      seo_description: 'Line one\nLine two',
      telephone: '01 234 567',
      full_address: 'ရန်ကုန်တိုင်းဒေသကြီး ရန်ကုန်အနောက်ပိုင်း ကမာရွတ်',
    });
    const [edit] = await logActions();
    expect(edit).toMatchObject({ action: 'shop.edit', staff_id: owner.id });
    expect(edit!.before.site_name).toBe('Thida Books');
    expect(edit!.after.site_name).toBe('Thida Book House');
    expect(edit!.after).not.toHaveProperty('province_id');
  });

  it('refuses another shop’s name, a bad address and a picture that is not an upload', async () => {
    expect((await owner.call(sellerShopEditEndpoint, profile({ site_name: 'SHWE MART' }))).body.error_code).toBe(
      'SHOP_NAME_TAKEN',
    );
    expect((await owner.call(sellerShopEditEndpoint, profile({ city_id: 999_999 }))).body.error_code).toBe(
      'REGION_INVALID',
    );
    for (const logo of ['https://evil.example/x.png', 'upload/../../etc/passwd.png', 'javascript:alert(1)'])
      expect((await owner.call(sellerShopEditEndpoint, profile({ logo }))).body.message).toBe(
        'Please upload the picture again',
      );
  });

  it('uploads a logo for the owner only', async () => {
    const up = await uploadFile(j.t, sellerShopImageUpload.path, owner.token, await pngOf('#c33', 64, 64));
    expect(up.body.code).toBe(0);
    expect(up.body.data.pic_path).toMatch(/^upload\/shop\/\d{6}\/[\w-]+\.png$/);
    ok(
      await owner.call(sellerShopEditEndpoint, profile({ site_name: 'Thida Book House', logo: up.body.data.pic_path })),
    );
    const refused = await uploadFile(j.t, sellerShopImageUpload.path, clerk.token, await pngOf());
    expect(refused.body.error_code).toBe('SELLER_FORBIDDEN');
  });

  it('only the owner: a clerk is refused, the platform’s staff have no shop here', async () => {
    for (const call of [
      () => clerk.call(sellerShopInfoEndpoint, {}),
      () => clerk.call(sellerShopEditEndpoint, profile()),
      () => clerk.call(sellerShopStatusEndpoint, { shop_status: 1 }),
      () => clerk.call(sellerShopCategoryListEndpoint, {}),
      () => clerk.call(sellerShopCategorySaveEndpoint, { category_name: 'x' }),
    ])
      expect((await call()).body.error_code).toBe('SELLER_FORBIDDEN');
    const platformOwner = await consoleStaff(j.t, 0, 'owner', 'plat-owner-in-seller');
    expect((await platformOwner.call(sellerShopInfoEndpoint, {})).body.error_code).toBe('SHOP_NOT_FOUND');
  });
});

describe('opening and closing the shop', () => {
  it('does not open without a goods on sale; opens with one; closing takes its goods off the storefront at once', async () => {
    const refused = await owner.call(sellerShopStatusEndpoint, { shop_status: 1 });
    expect(refused.body).toMatchObject({
      error_code: 'SHOP_OPEN_NEEDS_GOODS',
      message: expect.stringContaining('on sale'),
    });
    const { skuId } = await addGoods(j.t.db.db, siteId, { name: 'Burmese Grammar', price: 5000_00, stock: 5 });
    const page = () => j.t.call(goodsPageEndpoint, { site_id: siteId });
    // Asked while closed: the cached answer (a minute's life) has no goods.
    expect(ok(await page()).count).toBe(0);
    expect(ok(await owner.call(sellerShopStatusEndpoint, { shop_status: 1 }))).toMatchObject({
      shop_status: 1,
      goods_on_sale: 1,
    });
    expect(ok(await j.t.call(shopInfoEndpoint, { site_id: siteId })).site_name).toBe('Thida Book House');
    expect(ok(await page()).list.map((g) => g.goods_name)).toEqual(['Burmese Grammar']);
    expect(ok(await j.t.call(goodsDetailEndpoint, { sku_id: skuId })).goods_sku_detail.site_id).toBe(siteId);
    // Sending the state it is in changes nothing and logs nothing.
    ok(await owner.call(sellerShopStatusEndpoint, { shop_status: 1 }));

    expect(ok(await owner.call(sellerShopStatusEndpoint, { shop_status: 0 })).shop_status).toBe(0);
    expect(ok(await page()).count).toBe(0);
    expect((await j.t.call(goodsDetailEndpoint, { sku_id: skuId })).body.error_code).toBe('GOODS_NOT_FOUND');
    expect((await j.t.call(shopInfoEndpoint, { site_id: siteId })).body.error_code).toBe('SHOP_NOT_FOUND');
    expect((await logActions()).filter((l) => l.action.startsWith('shop.') && l.action !== 'shop.edit')).toEqual([
      expect.objectContaining({ action: 'shop.open', before: { shop_status: 0 }, after: { shop_status: 1 } }),
      expect.objectContaining({ action: 'shop.close', before: { shop_status: 1 }, after: { shop_status: 0 } }),
    ]);
    ok(await owner.call(sellerShopStatusEndpoint, { shop_status: 1 }));
  });

  it('a state set by another hand (a freeze) is not undone by the owner', async () => {
    await j.t.db.db.updateTable('shop').set({ shop_status: -1 }).where('site_id', '=', siteId).execute();
    expect((await owner.call(sellerShopStatusEndpoint, { shop_status: 1 })).body.code).not.toBe(0);
    expect(
      (await j.t.db.db.selectFrom('shop').select('shop_status').where('site_id', '=', siteId).executeTakeFirst())
        ?.shop_status,
    ).toBe(-1);
    await j.t.db.db.updateTable('shop').set({ shop_status: 1 }).where('site_id', '=', siteId).execute();
  });
});

describe('the shop’s own categories', () => {
  const save = (body: Parameters<typeof owner.call<typeof sellerShopCategorySaveEndpoint>>[1]) =>
    owner.call(sellerShopCategorySaveEndpoint, body);

  it('two levels, in order, hidden ones kept from the storefront', async () => {
    const novels = ok(await save({ category_name: 'ဝတ္ထု', sort: 2 }));
    const school = ok(await save({ category_name: 'School', sort: 1 }));
    const maths = ok(await save({ category_name: 'Maths', pid: school.category_id, sort: 1 }));
    const hidden = ok(await save({ category_name: 'Drafts', sort: 3, is_show: 0 }));
    expect(maths).toMatchObject({ level: 2, pid: school.category_id, goods_count: 0 });
    const list = ok(await owner.call(sellerShopCategoryListEndpoint, {}));
    expect(list.map((c) => c.category_name)).toEqual(['School', 'Maths', 'ဝတ္ထု', 'Drafts']);
    const tree = ok(await j.t.call(shopCategoryTreeEndpoint, { site_id: siteId }));
    expect(tree.map((c) => c.category_name)).toEqual(['School', 'ဝတ္ထု']);
    expect(tree[0]!.child_list!.map((c) => c.category_name)).toEqual(['Maths']);
    // Reordered: the storefront follows.
    ok(await save({ category_id: novels.category_id, category_name: 'ဝတ္ထု', sort: 0 }));
    expect(ok(await j.t.call(shopCategoryTreeEndpoint, { site_id: siteId })).map((c) => c.category_name)).toEqual([
      'ဝတ္ထု',
      'School',
    ]);
    ok(await save({ category_id: hidden.category_id, category_name: 'Drafts', is_show: 1, sort: 3 }));
    expect(ok(await j.t.call(shopCategoryTreeEndpoint, { site_id: siteId }))).toHaveLength(3);
  });

  it('keeps two levels: no third level, no top category with children moved under another', async () => {
    const list = ok(await owner.call(sellerShopCategoryListEndpoint, {}));
    const school = list.find((c) => c.category_name === 'School')!;
    const maths = list.find((c) => c.category_name === 'Maths')!;
    const novels = list.find((c) => c.category_name === 'ဝတ္ထု')!;
    const code = async (body: object) => (await save(body as never)).body.error_code;
    expect(await code({ category_name: 'Algebra', pid: maths.category_id })).toBe('SHOP_CATEGORY_PARENT_INVALID');
    expect(await code({ category_id: school.category_id, category_name: 'School', pid: novels.category_id })).toBe(
      'SHOP_CATEGORY_PARENT_INVALID',
    );
    expect(await code({ category_id: novels.category_id, category_name: 'x', pid: novels.category_id })).toBe(
      'SHOP_CATEGORY_PARENT_INVALID',
    );
    expect(await code({ category_id: 999_999, category_name: 'x' })).toBe('SHOP_CATEGORY_NOT_FOUND');
    // A child may move to the top.
    expect(ok(await save({ category_id: maths.category_id, category_name: 'Maths', pid: 0 })).level).toBe(1);
    ok(await save({ category_id: maths.category_id, category_name: 'Maths', pid: school.category_id }));
  });

  it('deletes only an empty category, saying how many goods or children hold it', async () => {
    const list = ok(await owner.call(sellerShopCategoryListEndpoint, {}));
    const school = list.find((c) => c.category_name === 'School')!;
    const maths = list.find((c) => c.category_name === 'Maths')!;
    const { goodsId } = await addGoods(j.t.db.db, siteId, { name: 'Algebra I', price: 100_00, stock: 1 });
    await j.t.db.db
      .updateTable('goods')
      .set({ shop_category_id: maths.category_id })
      .where('goods_id', '=', goodsId)
      .execute();
    const children = await owner.call(sellerShopCategoryDeleteEndpoint, { category_id: school.category_id });
    expect(children.body).toMatchObject({
      error_code: 'SHOP_CATEGORY_HAS_CHILDREN',
      message: expect.stringContaining('1 sub'),
    });
    const goods = await owner.call(sellerShopCategoryDeleteEndpoint, { category_id: maths.category_id });
    expect(goods.body).toMatchObject({
      error_code: 'SHOP_CATEGORY_HAS_GOODS',
      message: expect.stringContaining('1 goods'),
    });
    expect(
      ok(await owner.call(sellerShopCategoryListEndpoint, {})).find((c) => c.category_name === 'Maths')!.goods_count,
    ).toBe(1);
    await j.t.db.db.updateTable('goods').set({ shop_category_id: 0 }).where('goods_id', '=', goodsId).execute();
    ok(await owner.call(sellerShopCategoryDeleteEndpoint, { category_id: maths.category_id }));
    ok(await owner.call(sellerShopCategoryDeleteEndpoint, { category_id: school.category_id }));
    expect(ok(await owner.call(sellerShopCategoryListEndpoint, {})).map((c) => c.category_name)).toEqual([
      'ဝတ္ထု',
      'Drafts',
    ]);
    const actions = (await logActions()).map((l) => l.action).filter((a) => a.startsWith('category.'));
    expect(actions.filter((a) => a === 'category.delete')).toHaveLength(2);
    expect(actions.filter((a) => a === 'category.add')).toHaveLength(4);
  });
});
