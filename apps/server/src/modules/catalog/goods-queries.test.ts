import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goodsDetailEndpoint,
  goodsPageEndpoint,
  shopPageEndpoint,
  siteInfoEndpoint,
  type Endpoint,
} from '@zay/contract';
import type { CallArgs } from '../../test/call';
import type { TestApp } from '../../test/test-app';
import type { CatalogueFixtures } from '../../test/catalog-fixtures';
import { catalogueApp } from '../../test/catalogue-app';

/** QUALITY.md §1: a goods page costs a constant, small number of statements; keywords use the index. */
let t: TestApp;
let f: CatalogueFixtures;
let statements: CompiledQuery[] = [];

beforeAll(async () => {
  ({ t, f } = await catalogueApp({}, (query) => statements.push(query)));
  await t.call(siteInfoEndpoint); // loads the cached site settings every call checks
  await t.call(goodsPageEndpoint, { page_size: 2 }); // and the plugin switches the goods page reads (ADR 091)
});
afterAll(() => t.close());

async function count<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>) {
  statements = [];
  const res = await t.call(endpoint, ...args);
  expect(res.body.code).toBe(0);
  return statements.length;
}

describe('statements per request', () => {
  it.each([
    [{}],
    [{ keyword: 'phone' }],
    [{ keyword: 'A1' }],
    [{ category_id: 1, category_level: 1, min_price: '10', max_price: '9999999', order: 'discount_price' }],
  ])('goodssku/page %j: the same for a page of 1 and of 100, at most 4', async (filters) => {
    const one = await count(goodsPageEndpoint, { ...filters, page_size: 1 });
    const hundred = await count(goodsPageEndpoint, { ...filters, page_size: 100 });
    expect(one).toBe(hundred);
    expect(one).toBeLessThanOrEqual(4);
  });

  it('a keyword page carries its count: the search index is asked once, and a page past the end still counts', async () => {
    statements = [];
    const first = (await t.call(goodsPageEndpoint, { keyword: 'phone', page_size: 1 })).body.data;
    expect(statements.filter((q) => /goods_fts|ilike/i.test(q.sql))).toHaveLength(1);
    const all = (await t.call(goodsPageEndpoint, { keyword: 'phone', page_size: 100 })).body.data;
    expect(first.count).toBe(all.list.length);
    expect(first.count).toBeGreaterThan(1);
    const past = (await t.call(goodsPageEndpoint, { keyword: 'phone', page: 50, page_size: 20 })).body.data;
    expect(past).toMatchObject({ list: [], count: first.count });
  });

  it('goodssku/detail takes at most 4', async () => {
    expect(await count(goodsDetailEndpoint, { sku_id: f.goods.galaxy.skuId })).toBeLessThanOrEqual(4);
  });

  it('the shop street loads every shown shop’s goods in one statement', async () => {
    const one = await count(shopPageEndpoint, { page_size: 1 });
    const all = await count(shopPageEndpoint, { page_size: 100 });
    expect(one).toBe(all);
    expect(one).toBeLessThanOrEqual(3);
  });
});

describe('keyword search uses the trigram index', () => {
  async function searchStatement(keyword: string) {
    statements = [];
    await t.call(goodsPageEndpoint, { keyword });
    const found = statements.find((q) => /goods_fts|ilike/i.test(q.sql) && /limit/i.test(q.sql));
    expect(found).toBeDefined();
    return found!;
  }

  it.each(['ထဘီ', '智能手机', 'galaxy', 'Shwe Mart'])('for %s', async (keyword) => {
    const q = await searchStatement(keyword);
    if (t.db.dialect === 'sqlite') {
      const plan = await t.db.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${q.sql}`, [...q.parameters]),
      );
      const steps = plan.rows.map((r) => r.detail).join('\n');
      expect(steps).toMatch(/SCAN goods_fts VIRTUAL TABLE INDEX/);
      expect(steps).not.toMatch(/SCAN (g|goods)\b(?! USING)/);
    } else {
      const plan = await t.db.db.transaction().execute(async (trx) => {
        await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_seqscan = off'));
        return trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${q.sql}`, [...q.parameters]));
      });
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/goods_search_trgm/);
    }
  });
});
