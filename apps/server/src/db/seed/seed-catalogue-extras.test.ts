import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  evaluateCountEndpoint,
  goodsDetailEndpoint,
  manjianInfoEndpoint,
  shopInfoEndpoint,
  shopIsSubscribeEndpoint,
} from '@zay/contract';
import { ok } from '../../test/call';
import type { TestApp } from '../../test/test-app';
import type { CatalogueFixtures } from '../../test/catalog-fixtures';
import { catalogueApp } from '../../test/catalogue-app';
import { seedCatalogueExtras } from './seed-catalogue-extras';

let t: TestApp;
let f: CatalogueFixtures;

beforeAll(async () => {
  ({ t, f } = await catalogueApp());
  await t.db.db.deleteFrom('goods_evaluate').execute();
  await t.db.db.deleteFrom('promotion_manjian').execute();
  await t.db.db.updateTable('goods').set({ sale_num: 10 }).execute();
  const goodsIds = [...Object.values(f.goods), ...Object.values(f.hidden)].map((g) => g.goodsId);
  await t.db.db.transaction().execute((trx) =>
    seedCatalogueExtras(
      { db: trx },
      {
        goodsIds,
        memberIds: [f.members.alice.memberId, f.members.bob.memberId],
        shopIds: [f.shops.mart, f.shops.lotus, f.shops.closed],
      },
    ),
  );
});
afterAll(() => t.close());

describe('seedCatalogueExtras', () => {
  it('writes reviews whose counts match goods.evaluate and the review calls', async () => {
    const total = await t.db.db
      .selectFrom('goods_evaluate')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBeGreaterThan(0);
    for (const g of Object.values(f.goods)) {
      const detail = ok(await t.call(goodsDetailEndpoint, { sku_id: g.skuId })).goods_sku_detail;
      const counts = ok(await t.call(evaluateCountEndpoint, { goods_id: g.goodsId }));
      expect(counts.total).toBe(detail.evaluate);
      expect(counts.good + counts.middle + counts.bad).toBe(counts.total);
    }
  });

  it('runs a full reduction for every goods of the first shop and for chosen goods of the second', async () => {
    const all = ok(await t.call(manjianInfoEndpoint, { goods_id: f.goods.nokia.goodsId }));
    expect(all).toMatchObject({ manjian_type: 1, site_id: f.shops.mart });
    expect(all!.rule_json.map((r) => r.money)).toEqual(['50000.00', '100000.00']);
    const chosen = ok(await t.call(manjianInfoEndpoint, { goods_id: f.goods.longyi.goodsId }));
    expect(chosen).toMatchObject({ manjian_type: 2, site_id: f.shops.lotus });
  });

  it('gives the first member follows and footprints with counters in step', async () => {
    const token = f.members.alice.token;
    expect(ok(await t.call(shopIsSubscribeEndpoint, { site_id: f.shops.mart }, { token }))).toBe(1);
    const shop = ok(await t.call(shopInfoEndpoint, { site_id: f.shops.mart }));
    expect(shop.sub_num).toBe(1);
    const follows = await t.db.db.selectFrom('goods_collect').select('goods_id').execute();
    expect(follows.length).toBeGreaterThan(0);
    for (const { goods_id } of follows) {
      const g = await t.db.db
        .selectFrom('goods')
        .select('collect_num')
        .where('goods_id', '=', goods_id)
        .executeTakeFirstOrThrow();
      expect(g.collect_num).toBe(1);
    }
    expect(await t.db.db.selectFrom('goods_browse').select('id').execute()).not.toHaveLength(0);
  });
});
