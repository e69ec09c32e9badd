import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupbuyOrderCreateEndpoint, orderCloseEndpoint, sellerGroupbuyEditEndpoint } from '@zay/contract';
import { closeDueOrders } from '../../trade/order/order-close.service';
import { testClock } from '../../../test/clock';
import type { TestApp } from '../../../test/test-app';
import { callAtOnce } from '../../../test/call';
import { createMembers } from '../../../test/members';
import { staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { addGoods, buyer, orderLinesOf, pickupAt, pickupShopApp, stockOf } from '../../trade/checkout/order-test-kit';
import { addGroupbuy, groupbuyStock } from './groupbuy-test-kit';

// Never oversold (issue #17, ADR 070), on SQLite and on PostgreSQL (TEST_DATABASE_URL).

const clock = testClock();
let t: TestApp;
let shop: number;

beforeAll(async () => {
  ({ t, shop } = await pickupShopApp('Race Group', { ORDER_AUTO_CLOSE_MINUTES: '15' }, { clock }));
});
afterAll(() => t.close());

async function groupbuyOf(quota: number, goodsStock: number, buyNum = 1) {
  const g = await addGoods(t.db.db, shop, { price: 8_000_00, stock: goodsStock });
  const id = await addGroupbuy(t.db.db, { siteId: shop, ...g, price: 5_000_00, stock: quota, buyNum });
  return { id, ...g };
}

describe('group-buy races', () => {
  it('300 parallel orders against a quota of 50: exactly 50 sold, quota and goods stock consistent', async () => {
    const g = await groupbuyOf(50, 200);
    const buyers = await createMembers(t.db, 300, 'gbrace');
    const results = await callAtOnce(
      t.call,
      buyers,
      groupbuyOrderCreateEndpoint,
      { groupbuy_id: g.id, num: 1, delivery: pickupAt(shop) },
      { lang: 'en-us' },
    );
    const ok = results.filter((r) => r.body.code === 0);
    expect(ok).toHaveLength(50);
    const refusals = results.filter((r) => r.body.code !== 0).map((r) => r.body.error_code);
    expect(new Set(refusals)).toEqual(new Set(['OUT_OF_STOCK']));
    expect(new Set(ok.map((r) => r.body.data)).size).toBe(50);
    expect(await groupbuyStock(t.db.db, g.id)).toEqual({ stock: 0, sell_num: 50 });
    expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 150, sale_num: 50 });
    expect(await orderLinesOf(t.db.db, g.skuId)).toHaveLength(50);
    const recorded = await t.db.db.selectFrom('groupbuy_order').select('num').where('groupbuy_id', '=', g.id).execute();
    expect(recorded.reduce((n, r) => n + r.num, 0)).toBe(50);
  }, 120_000);

  it('orders of the minimum of 3 racing for a quota of 10: 3 orders, 9 sold, never more than the quota', async () => {
    const g = await groupbuyOf(10, 100, 3);
    const buyers = await createMembers(t.db, 40, 'gbmin');
    const results = await callAtOnce(t.call, buyers, groupbuyOrderCreateEndpoint, {
      groupbuy_id: g.id,
      num: 3,
      delivery: pickupAt(shop),
    });
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(3);
    expect(await groupbuyStock(t.db.db, g.id)).toEqual({ stock: 1, sell_num: 9 });
    expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 91, sale_num: 9 });
  });

  it('the SKU’s own stock shorter than the quota: the SKU stock decides, nothing half-taken', async () => {
    const g = await groupbuyOf(30, 5);
    const buyers = await createMembers(t.db, 20, 'gbskushort');
    const results = await callAtOnce(t.call, buyers, groupbuyOrderCreateEndpoint, {
      groupbuy_id: g.id,
      num: 1,
      delivery: pickupAt(shop),
    });
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(5);
    expect(await groupbuyStock(t.db.db, g.id)).toEqual({ stock: 25, sell_num: 5 });
    expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 0, sale_num: 5 });
  });

  it('the shop lowering the quota while orders run: never below what orders took, quota + sold stays the quota', async () => {
    const g = await groupbuyOf(40, 100);
    const owner = await staff(t, shop, 'owner', 'gbRaceOwner');
    const buyers = await createMembers(t.db, 60, 'gbedit');
    const now = Math.floor(clock() / 1000);
    const terms = { groupbuy_price: '5000', buy_num: 1, start_time: now - 60, end_time: now + 86_400 };
    const [edits, orders] = await Promise.all([
      Promise.all(
        [30, 20, 35].map((quota) => owner.call(sellerGroupbuyEditEndpoint, { groupbuy_id: g.id, ...terms, quota })),
      ),
      callAtOnce(t.call, buyers, groupbuyOrderCreateEndpoint, { groupbuy_id: g.id, num: 1, delivery: pickupAt(shop) }),
    ]);
    const sold = orders.filter((r) => r.body.code === 0).length;
    const after = await groupbuyStock(t.db.db, g.id);
    expect(after.sell_num).toBe(sold);
    expect(after.stock).toBeGreaterThanOrEqual(0);
    expect([40, 30, 20, 35]).toContain(after.stock + after.sell_num);
    expect(edits.every((r) => r.body.code === 0 || r.body.error_code === 'GROUPBUY_QUOTA_INVALID')).toBe(true);
    expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 100 - sold, sale_num: sold });
  }, 60_000);

  it('closing by the buyer and the timer at once returns the quota once', async () => {
    const g = await groupbuyOf(3, 10, 1);
    const b = await buyer(t, 'gbcloser', false);
    const created = await b.call(groupbuyOrderCreateEndpoint, { groupbuy_id: g.id, num: 3, delivery: pickupAt(shop) });
    expect(created.body.code).toBe(0);
    const [order] = await t.db.db
      .selectFrom('orders')
      .select('order_id')
      .where('out_trade_no', '=', created.body.data)
      .execute();
    clock.advance(16 * 60);
    await Promise.all([
      b.call(orderCloseEndpoint, { order_id: order!.order_id }),
      b.call(orderCloseEndpoint, { order_id: order!.order_id }),
      closeDueOrders(t.ctx()),
    ]);
    expect(await groupbuyStock(t.db.db, g.id)).toEqual({ stock: 3, sell_num: 0 });
    expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 10, sale_num: 0 });
  });
});
