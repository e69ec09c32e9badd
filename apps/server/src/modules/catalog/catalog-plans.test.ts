import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goodsDetailEndpoint,
  goodsPageEndpoint,
  goodsRecommendEndpoint,
  shopPageEndpoint,
  type BodyOf,
  type Endpoint,
} from '@zay/contract';
import type { TestApp } from '../../test/test-app';
import type { CatalogueFixtures } from '../../test/catalog-fixtures';
import { catalogueApp } from '../../test/catalogue-app';

/**
 * The catalogue's uncached statements find shops ("from an open shop") and shop categories
 * through permanent indexes (migration 011). On the large seed SQLite otherwise builds a
 * throwaway AUTOMATIC INDEX for them on every query; on the test's few rows, without planner
 * statistics, it reads the whole table (or a whole index) instead, so both count as a miss here.
 */
let t: TestApp;
let f: CatalogueFixtures;
let statements: CompiledQuery[] = [];

beforeAll(async () => ({ t, f } = await catalogueApp({}, (query) => statements.push(query))));
afterAll(() => t.close());

/** The SELECTs one call runs (writes such as click counts are left out). */
async function selectsOf({ endpoint, body }: Request) {
  statements = [];
  const res = await t.call(endpoint, body);
  expect(res.body.code).toBe(0);
  return statements.filter((q) => /^\s*(select|with)\b/i.test(q.sql));
}

const MISS = /AUTOMATIC|\bSCAN (shop|shop_goods_category)\b/;

async function plan(q: CompiledQuery) {
  const rows = await t.db.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`EXPLAIN QUERY PLAN ${q.sql}`, [...q.parameters]),
  );
  return rows.rows.map((r) => r.detail).join('\n');
}

/** One call: its body checked against its endpoint's, then kept beside the endpoint as a plain pair. */
type Request = { path: string; endpoint: Endpoint; body: unknown };
const request = <E extends Endpoint>(endpoint: E, body: BodyOf<E>): Request => ({
  path: endpoint.path,
  endpoint,
  body,
});
const page = (filters: BodyOf<typeof goodsPageEndpoint>) => request(goodsPageEndpoint, { page_size: 20, ...filters });

describe.runIf(process.env.TEST_DB !== 'postgres')('shops and shop categories are found by index', () => {
  it.each([
    page({}),
    page({ order: 'sale_num', sort: 'desc' }),
    page({ order: 'discount_price', sort: 'asc' }),
    page({ order: 'create_time', sort: 'desc' }),
    page({ category_id: 1, category_level: 1 }),
    page({ category_id: 1 }),
    page({ brand_id: 1, min_price: '1', max_price: '9999999' }),
    page({ keyword: 'galaxy' }),
    request(goodsRecommendEndpoint, { page_size: 5 }),
    request(shopPageEndpoint, { page_size: 10 }),
  ])('$path $body', async (call) => {
    const selects = await selectsOf(call);
    expect(selects.length).toBeGreaterThan(0);
    for (const q of selects) expect(await plan(q), q.sql).not.toMatch(MISS);
  });

  it('for the goods page, its SKU recommendations and the shop’s goods', async () => {
    const sku = f.goods.galaxy.skuId;
    const shop = { site_id: f.shops.mart, shop_category_id: f.shopCategories.scPhones };
    const selects = [
      ...(await selectsOf(request(goodsDetailEndpoint, { sku_id: sku }))),
      ...(await selectsOf(request(goodsRecommendEndpoint, { sku_id: sku, page_size: 5 }))),
      ...(await selectsOf(page(shop))),
    ];
    for (const q of selects) expect(await plan(q), q.sql).not.toMatch(MISS);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('the open-shop filter has an index on PostgreSQL', () => {
  it('answers `shop_status = ?` from shop_status_site', async () => {
    const [count] = (await selectsOf(page({}))).filter((q) => /count\(\*\)/.test(q.sql));
    const explained = await t.db.db.transaction().execute(async (trx) => {
      // The test tables are tiny, so PostgreSQL would rightly scan them; ask whether it could use the index.
      await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_seqscan = off'));
      return trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`EXPLAIN ${count!.sql}`, [...count!.parameters]),
      );
    });
    expect(explained.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/shop_status_site/);
  });
});
