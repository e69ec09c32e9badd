import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundlingOrderCreateEndpoint, orderCloseEndpoint } from '@zay/contract';
import { closeDueOrders } from '../../trade/order/order-close.service';
import { testClock } from '../../../test/clock';
import type { TestApp } from '../../../test/test-app';
import { callAtOnce } from '../../../test/call';
import { createMembers } from '../../../test/members';
import { addGoods, buyer, pickupAt, pickupShopApp, stockOf } from '../../trade/checkout/order-test-kit';
import { addPackage } from './combo-test-kit';

// Never oversold (issue #17), on SQLite and on PostgreSQL (TEST_DATABASE_URL).

const clock = testClock();
let t: TestApp;
let shop: number;

beforeAll(async () => {
  ({ t, shop } = await pickupShopApp('Race Combo', { ORDER_AUTO_CLOSE_MINUTES: '15' }, { clock }));
});
afterAll(() => t.close());

describe('combo races', () => {
  it('a goods of stock 30 in a combo, 200 parallel orders of 1: exactly 30 packages, the other goods alike', async () => {
    const scarce = await addGoods(t.db.db, shop, { price: 4_000_00, stock: 30 });
    const plenty = await addGoods(t.db.db, shop, { price: 6_000_00, stock: 500 });
    const id = await addPackage(t.db.db, { siteId: shop, skuIds: [scarce.skuId, plenty.skuId], price: 8_000_00 });
    const members = await createMembers(t.db, 200, 'combo');
    const results = await callAtOnce(
      t.call,
      members,
      bundlingOrderCreateEndpoint,
      { bl_id: id, num: 1, delivery: pickupAt(shop) },
      { lang: 'en-us' },
    );
    const ok = results.filter((r) => r.body.code === 0);
    expect(ok).toHaveLength(30);
    expect(results.filter((r) => r.body.code !== 0).every((r) => r.body.error_code === 'OUT_OF_STOCK')).toBe(true);
    expect(await stockOf(t.db.db, scarce.skuId)).toEqual({ stock: 0, sale_num: 30 });
    // Nothing half-taken: the other goods lost exactly what the 30 orders bought.
    expect(await stockOf(t.db.db, plenty.skuId)).toEqual({ stock: 470, sale_num: 30 });
    const lines = await t.db.db
      .selectFrom('order_goods')
      .select(['sku_id', 'num', 'real_goods_money'])
      .where('sku_id', 'in', [scarce.skuId, plenty.skuId])
      .execute();
    expect(lines).toHaveLength(60);
    expect(lines.reduce((n, l) => n + l.real_goods_money, 0)).toBe(30 * 8_000_00);
    const recorded = await t.db.db.selectFrom('bundling_order').select('num').where('bl_id', '=', id).execute();
    expect(recorded).toHaveLength(30);
  }, 120_000);

  it('closed by the buyer and by the timer at once: every goods’ stock returned once, and sold again', async () => {
    const a = await addGoods(t.db.db, shop, { price: 4_000_00, stock: 2 });
    const c = await addGoods(t.db.db, shop, { price: 6_000_00, stock: 9 });
    const id = await addPackage(t.db.db, { siteId: shop, skuIds: [a.skuId, c.skuId], price: 8_000_00 });
    const b = await buyer(t, 'comboCloser', false);
    const made = await b.call(bundlingOrderCreateEndpoint, { bl_id: id, num: 2, delivery: pickupAt(shop) });
    expect(made.body.code).toBe(0);
    expect(
      (await b.call(bundlingOrderCreateEndpoint, { bl_id: id, num: 1, delivery: pickupAt(shop) })).body.error_code,
    ).toBe('OUT_OF_STOCK');
    const order = await t.db.db
      .selectFrom('orders')
      .select('order_id')
      .where('out_trade_no', '=', made.body.data)
      .executeTakeFirstOrThrow();
    clock.advance(16 * 60);
    await Promise.all([b.call(orderCloseEndpoint, { order_id: order.order_id }), closeDueOrders(t.ctx())]);
    expect(await stockOf(t.db.db, a.skuId)).toEqual({ stock: 2, sale_num: 0 });
    expect(await stockOf(t.db.db, c.skuId)).toEqual({ stock: 9, sale_num: 0 });
    expect((await b.call(bundlingOrderCreateEndpoint, { bl_id: id, num: 2, delivery: pickupAt(shop) })).body.code).toBe(
      0,
    );
  });
});
