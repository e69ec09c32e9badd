import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerGoodsBatchEndpoint } from '@zay/contract';
import { bodyOf, goodsKit, info, save, shirtBody, type GoodsKit } from './goods-edit-test-kit';

/**
 * A SKU in a seckill, group buy, topic or combo that is on keeps the price and stock the
 * promotion relies on (ADR 090): the form is told why, and the server refuses the change.
 * Promotions are inserted directly; their modules plug the locks in when the app is built.
 */
let k: GoodsKit;
beforeAll(async () => {
  k = await goodsKit();
});
afterAll(() => k.t.close());

const now = () => Math.floor(Date.now() / 1000);
const week = () => ({ status: 1, start_time: now() - 86_400, end_time: now() + 7 * 86_400 });

async function goodsWith(promote: (g: { goodsId: number; skuId: number }) => Promise<unknown>) {
  const goodsId = (await save(k.ownerA, shirtBody(k.f.c3))).data!.goods_id;
  const g = await info(k.ownerA, goodsId);
  await promote({ goodsId, skuId: g.skus[0]!.sku_id });
  return info(k.ownerA, goodsId);
}

const seckill = (g: { goodsId: number; skuId: number }, more = {}) =>
  k.t.db.db
    .insertInto('seckill')
    .values({
      site_id: k.shopA,
      goods_id: g.goodsId,
      sku_id: g.skuId,
      seckill_name: 'ညနေ အမြန်ရောင်း',
      seckill_time_id: ',1,',
      seckill_price: 500_000,
      stock: 5,
      ...week(),
      ...more,
    })
    .execute();

describe('SKU locks of running promotions', () => {
  it('a seckill keeps its SKU’s price and stock, the SKU itself and the goods on sale; other fields and SKUs change', async () => {
    const g = await goodsWith((x) => seckill(x));
    const locked = g.skus[0]!;
    expect(locked.locks).toEqual([{ kind: 'seckill', name: 'ညနေ အမြန်ရောင်း', fields: ['price', 'stock'] }]);
    expect(g.skus[1]!.locks).toEqual([]);

    const price = bodyOf(g);
    price.skus[0]!.price = '9000';
    const refused = await save(k.ownerA, price);
    expect(refused.error_code).toBe('GOODS_PROMOTION_LOCKED');
    expect(refused.message).toContain('Flash sale “ညနေ အမြန်ရောင်း”');
    const stock = bodyOf(g);
    stock.skus[0]!.stock = 50;
    expect((await save(k.ownerA, stock)).error_code).toBe('GOODS_PROMOTION_LOCKED');
    const removed = bodyOf(g, { specs: [g.specs[0]!, { ...g.specs[1]!, value: g.specs[1]!.value.slice(1) }] });
    removed.skus = removed.skus.filter((s) => s.spec_value_ids?.[1] !== 1);
    expect((await save(k.ownerA, removed)).error_code).toBe('GOODS_PROMOTION_LOCKED');
    expect((await save(k.ownerA, bodyOf(g, { goods_state: 0 }))).error_code).toBe('GOODS_IN_PROMOTION');
    const batch = await k.ownerA.call(sellerGoodsBatchEndpoint, { action: 'delete', goods_ids: [g.goods_id] });
    expect(batch.body.data.refused.map((r) => r.error_code)).toEqual(['GOODS_IN_PROMOTION']);
    expect(
      (await k.ownerA.call(sellerGoodsBatchEndpoint, { action: 'off_sale', goods_ids: [g.goods_id] })).body.data.done,
    ).toEqual([]);

    // Nothing changed; then a change that leaves the locked fields alone is saved.
    const still = await info(k.ownerA, g.goods_id);
    expect(still.skus[0]).toMatchObject({ price: locked.price, stock: locked.stock });
    const fine = bodyOf(still, { goods_name: 'အမည်သစ် ရှပ်' });
    fine.skus[0]!.sku_no = 'NEW-CODE';
    fine.skus[1]!.price = '11111';
    fine.skus[1]!.stock = 77;
    expect((await save(k.ownerA, fine)).code).toBe(0);
    const after = await info(k.ownerA, g.goods_id);
    expect(after.skus[0]).toMatchObject({ sku_no: 'NEW-CODE', price: locked.price });
    expect(after.skus[1]).toMatchObject({ price: '11111.00', stock: 77 });
  });

  it('an ended or closed seckill locks nothing', async () => {
    const ended = await goodsWith((x) => seckill(x, { start_time: now() - 9 * 86_400, end_time: now() - 86_400 }));
    const closed = await goodsWith((x) => seckill(x, { status: -1 }));
    for (const g of [ended, closed]) {
      expect(g.skus[0]!.locks).toEqual([]);
      const body = bodyOf(g);
      body.skus[0]!.price = '8000';
      expect((await save(k.ownerA, body)).code).toBe(0);
    }
  });

  it('a group buy and a topic lock price and stock; a combo locks only the price', async () => {
    const group = await goodsWith(({ goodsId, skuId }) =>
      k.t.db.db
        .insertInto('groupbuy')
        .values({
          site_id: k.shopA,
          goods_id: goodsId,
          sku_id: skuId,
          groupbuy_name: 'အုပ်စု',
          groupbuy_price: 1,
          stock: 3,
          ...week(),
        })
        .execute(),
    );
    expect(group.skus[0]!.locks.map((l) => [l.kind, l.fields])).toEqual([['groupbuy', ['price', 'stock']]]);
    const topicId = (
      await k.t.db.db
        .insertInto('topic')
        .values({ topic_name: 'နှစ်သစ်', ...week() })
        .returning('topic_id')
        .executeTakeFirstOrThrow()
    ).topic_id;
    const topic = await goodsWith(({ goodsId, skuId }) =>
      k.t.db.db
        .insertInto('topic_goods')
        .values({ topic_id: topicId, site_id: k.shopA, goods_id: goodsId, sku_id: skuId, topic_price: 1, stock: 3 })
        .execute(),
    );
    expect(topic.skus[0]!.locks.map((l) => [l.kind, l.name])).toEqual([['topic', 'နှစ်သစ်']]);
    const stock = bodyOf(topic);
    stock.skus[0]!.stock = 1;
    expect((await save(k.ownerA, stock)).error_code).toBe('GOODS_PROMOTION_LOCKED');

    const combo = await goodsWith(async ({ skuId }) => {
      const { bl_id } = await k.t.db.db
        .insertInto('bundling')
        .values({ site_id: k.shopA, bl_name: 'တွဲ', bl_price: 1, status: 1 })
        .returning('bl_id')
        .executeTakeFirstOrThrow();
      await k.t.db.db.insertInto('bundling_goods').values({ bl_id, sku_id: skuId, sort: 0 }).execute();
    });
    expect(combo.skus[0]!.locks).toEqual([{ kind: 'combo', name: 'တွဲ', fields: ['price'] }]);
    const comboStock = bodyOf(combo);
    comboStock.skus[0]!.stock = 99;
    expect((await save(k.ownerA, comboStock)).code).toBe(0);
    const comboPrice = bodyOf(await info(k.ownerA, combo.goods_id));
    comboPrice.skus[0]!.price = '1';
    expect((await save(k.ownerA, comboPrice)).error_code).toBe('GOODS_PROMOTION_LOCKED');
  });
});
