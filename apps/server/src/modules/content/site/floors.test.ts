import type { CompiledQuery, LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorsEndpoint, siteInfoEndpoint, type FloorGoods, type Lang } from '@zay/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedFixtures } from '../../../test/fixtures';

/**
 * QUALITY.md §1: the home floors cost a constant number of statements, and their answer is kept
 * like the other anonymous catalogue answers (docs/decisions/007-catalogue-cache.md).
 */
type Fixtures = Awaited<ReturnType<typeof seedFixtures>>;

let statements: CompiledQuery[] = [];
const onQuery = (e: LogEvent) => {
  if (e.level === 'query') statements.push(e.query);
};

/** Statements one floors call runs; settings every call checks are loaded beforehand. */
async function statementsPerCall(t: TestApp) {
  await t.call(siteInfoEndpoint);
  statements = [];
  const res = await t.call(floorsEndpoint);
  expect(res.body.code).toBe(0);
  return statements.length;
}

/** `n` more visible goods in the fixture's open shop, each with its default SKU. */
async function addGoods(t: TestApp, f: Fixtures, n: number) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const goods = { goods_name: `Extra ${i}`, site_id: f.open1, goods_state: 1, verify_state: 1, category_id: f.c3 };
    const { goods_id } = await t.db.db
      .insertInto('goods')
      .values(goods)
      .returning('goods_id')
      .executeTakeFirstOrThrow();
    const sku = { goods_id, site_id: f.open1, sku_name: `Extra ${i}`, price: 1000 + i, discount_price: 1000 + i };
    const { sku_id } = await t.db.db.insertInto('goods_sku').values(sku).returning('sku_id').executeTakeFirstOrThrow();
    await t.db.db.updateTable('goods').set({ sku_id }).where('goods_id', '=', goods_id).execute();
    ids.push(goods_id);
  }
  return ids;
}

async function addFloor(t: TestApp, f: Fixtures, goodsIds: number[], sort: number) {
  const value = {
    goodsList: { type: 'goods', value: { goodsIds } },
    brandList: { type: 'brand', value: { brandIds: [f.brand] } },
    categoryList: { type: 'category', value: { categoryIds: [f.c1, f.c2, f.c3] } },
  };
  const row = { title: `Floor ${sort}`, block_name: 'floor-style-1', state: 1, sort, value: JSON.stringify(value) };
  await t.db.db.insertInto('floor').values(row).execute();
}

describe('statements per floors call', () => {
  let t: TestApp;
  let f: Fixtures;
  beforeAll(async () => {
    t = await createTestApp({ CATALOG_CACHE_MS: '0' }, { onQuery });
    f = await seedFixtures(t.db);
  });
  afterAll(() => t.close());

  it('are the same for one floor of three goods and six floors of forty, at most 4', async () => {
    const one = await statementsPerCall(t);
    const extra = await addGoods(t, f, 40);
    for (let i = 0; i < 5; i++) await addFloor(t, f, extra.slice(i * 8, i * 8 + 8), 10 + i);
    const floors = (await t.call(floorsEndpoint)).body.data;
    expect(floors).toHaveLength(6);
    expect(floors[5]!.value.goodsList!.value.list).toHaveLength(8);
    expect(await statementsPerCall(t)).toBe(one);
    expect(one).toBeLessThanOrEqual(4);
  });
});

describe('the floors answer cache', () => {
  let t: TestApp;
  let f: Fixtures;
  beforeAll(async () => {
    t = await createTestApp({ CATALOG_CACHE_MS: '400' }, { onQuery });
    f = await seedFixtures(t.db);
  });
  afterAll(() => t.close());

  const life = () => new Promise((r) => setTimeout(r, 450));
  const floorGoods = async (lang: Lang = 'md-mm') => {
    const res = await t.call(floorsEndpoint, {}, { lang });
    expect(res.body).toMatchObject({ code: 0, timestamp: expect.any(Number) });
    return { list: res.body.data[0]!.value.goodsList!.value.list as FloorGoods[], body: res.body };
  };
  const setGoods = (goods_state: number) =>
    t.db.db.updateTable('goods').set({ goods_state }).where('goods_id', '=', f.visible).execute();
  const setShop = (shop_status: number) =>
    t.db.db.updateTable('shop').set({ shop_status }).where('site_id', '=', f.open1).execute();

  it('answers from the cache within its life, one answer per language (ADR 057), then shows a new price', async () => {
    const first = await floorGoods('en-us');
    await t.db.db
      .updateTable('goods_sku')
      .set({ discount_price: 40000000 })
      .where('goods_id', '=', f.visible)
      .execute();
    statements = [];
    const cached = await floorGoods('en-us');
    expect(statements).toHaveLength(0);
    expect(cached.body.data).toEqual(first.body.data);
    expect(first.body.message).toBe('Operation successful');
    // Floor titles are translated, so Chinese is its own answer, read now.
    const chinese = await floorGoods('zh-cn');
    expect(statements.length).toBeGreaterThan(0);
    expect(chinese.body.message).toBe('操作成功');
    expect(chinese.list[0]!.discount_price).toBe('400000.00');
    await life();
    expect((await floorGoods('en-us')).list[0]!.discount_price).toBe('400000.00');
  });

  it('drops goods taken off sale or in a closed shop once the cached answer expires', async () => {
    await life();
    expect((await floorGoods()).list.map((g) => g.goods_id)).toEqual([f.visible]);
    await setGoods(0);
    expect((await floorGoods()).list).toHaveLength(1);
    await life();
    expect((await floorGoods()).list).toEqual([]);
    await setGoods(1);
    await life();
    expect((await floorGoods()).list).toHaveLength(1);
    await setShop(0);
    await life();
    expect((await floorGoods()).list).toEqual([]);
  });
});
