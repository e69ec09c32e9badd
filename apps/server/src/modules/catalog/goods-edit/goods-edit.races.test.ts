import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../lib/context';
import { takeStock } from '../stock.service';
import { bodyOf, goodsKit, info, save, shirtBody, type GoodsKit } from './goods-edit-test-kit';

/**
 * Stock edits and orders racing on the same SKU (ADR 090, ADR 036): the shop's edit moves stock by
 * the difference from what its form showed, by a conditional update inside its transaction, so no
 * unit an order took is given back and none the shop added is lost. Real concurrency on PostgreSQL.
 */
let k: GoodsKit;
beforeAll(async () => {
  k = await goodsKit();
});
afterAll(() => k.t.close());

const oneSku = (stock: number) =>
  shirtBody(k.f.c3, {
    goods_name: 'ပြိုင်ရောင်း ရှပ်',
    specs: [],
    skus: [{ spec_value_ids: [], price: '10000', stock, sku_no: 'RACE' }],
  });

/** One order of one unit, as the checkout takes it: true when the stock was there. */
const order = (skuId: number, goodsId: number) =>
  withTransaction(k.t.ctx(), async (tx) => {
    if (!(await takeStock(tx, [{ skuId, goodsId, num: 1 }]))) throw new Error('short');
  }).then(
    () => true,
    () => false,
  );

const skuRow = (skuId: number) =>
  k.t.db.db.selectFrom('goods_sku').select(['stock', 'sale_num']).where('sku_id', '=', skuId).executeTakeFirstOrThrow();

describe('stock edits racing orders', () => {
  it('30 orders and 8 edits of +5 on one SKU: stock = start + added − sold, sold counted once each', async () => {
    const goodsId = (await save(k.ownerA, oneSku(20))).data!.goods_id;
    const form = await info(k.ownerA, goodsId);
    const skuId = form.skus[0]!.sku_id;
    // Every edit was made on a form that showed 20 and asks for 25; none sends the goods' version, so all apply.
    const edit = () => {
      const body = bodyOf(form, { modify_time: undefined });
      body.skus[0]!.stock = 25;
      return save(k.editorA, body).then((r) => r.code === 0);
    };
    const results = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) =>
        (i % 4 === 0 ? edit() : order(skuId, goodsId)).then((ok) => ({ edit: i % 4 === 0, ok })),
      ),
    ]);
    const edits = results.filter((r) => r.edit);
    const sold = results.filter((r) => !r.edit && r.ok).length;
    expect(edits.every((r) => r.ok)).toBe(true);
    const { stock, sale_num } = await skuRow(skuId);
    expect(stock).toBe(20 + 5 * edits.length - sold);
    expect(sale_num).toBe(sold);
    expect(stock).toBeGreaterThanOrEqual(0);
  });

  it('a lowering that sales meanwhile overtook is refused, not clamped: nothing invented, nothing lost', async () => {
    const goodsId = (await save(k.ownerA, oneSku(5))).data!.goods_id;
    const form = await info(k.ownerA, goodsId);
    const skuId = form.skus[0]!.sku_id;
    // Two units sold after the form loaded; the shop then asks to go from 5 to 1 (−4): 3 − 4 < 0.
    expect(await order(skuId, goodsId)).toBe(true);
    expect(await order(skuId, goodsId)).toBe(true);
    const body = bodyOf(form, { modify_time: undefined });
    body.skus[0]!.stock = 1;
    const refused = await save(k.ownerA, body);
    expect(refused.error_code).toBe('GOODS_STOCK_CHANGED');
    expect(await skuRow(skuId)).toEqual({ stock: 3, sale_num: 2 });
    // From 5 to 4 (−1) lands on top of the sales: 3 − 1 = 2.
    body.skus[0]!.stock = 4;
    expect((await save(k.ownerA, body)).code).toBe(0);
    expect(await skuRow(skuId)).toEqual({ stock: 2, sale_num: 2 });
  });

  it('two editors saving the same form: the second is told someone saved first', async () => {
    const goodsId = (await save(k.ownerA, oneSku(5))).data!.goods_id;
    const form = await info(k.ownerA, goodsId);
    const a = bodyOf(form);
    const b = bodyOf(form);
    a.skus[0]!.price = '11000';
    b.skus[0]!.price = '12000';
    const answers = await Promise.all([save(k.ownerA, a), save(k.editorA, b)]);
    expect(answers.map((r) => r.code === 0).sort()).toEqual([false, true]);
    expect(answers.find((r) => r.code !== 0)!.error_code).toBe('GOODS_EDITED_ELSEWHERE');
  });
});
