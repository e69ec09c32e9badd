import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCloseEndpoint, topicOrderCreateEndpoint } from '@zay/contract';
import { closeDueOrders } from '../../trade/order/order-close.service';
import { testClock } from '../../../test/clock';
import type { TestApp } from '../../../test/test-app';
import { callAtOnce } from '../../../test/call';
import { createMembers } from '../../../test/members';
import { addGoods, buyer, pickupAt, pickupShopApp, stockOf } from '../../trade/checkout/order-test-kit';
import { addTopic, addTopicGoods, topicStock } from './topic-test-kit';

// The topic quota is never oversold (issue #17, ADR 073), on SQLite and PostgreSQL.

const clock = testClock();
let t: TestApp;
let shop: number;
let topicId: number;

beforeAll(async () => {
  ({ t, shop } = await pickupShopApp('Race Topic', { ORDER_AUTO_CLOSE_MINUTES: '15' }, { clock }));
  topicId = await addTopic(t.db.db, Math.floor(clock() / 1000));
});
afterAll(() => t.close());

async function topicGoodsOf(quota: number, goodsStock: number) {
  const g = await addGoods(t.db.db, shop, { price: 8_000_00, stock: goodsStock });
  const id = await addTopicGoods(t.db.db, { topicId, siteId: shop, ...g, price: 6_000_00, stock: quota });
  return { id, ...g };
}

describe('topic races', () => {
  it('300 buyers against a topic quota of 50: exactly 50 sold, quota and SKU stock consistent', async () => {
    const g = await topicGoodsOf(50, 500);
    const members = await createMembers(t.db, 300, 'topic');
    const results = await callAtOnce(t.call, members, topicOrderCreateEndpoint, {
      topic_goods_id: g.id,
      num: 1,
      delivery: pickupAt(shop),
    });
    const ok = results.filter((r) => r.body.code === 0);
    expect(ok).toHaveLength(50);
    expect(results.filter((r) => r.body.code !== 0).every((r) => r.body.error_code === 'OUT_OF_STOCK')).toBe(true);
    expect(await topicStock(t.db.db, g.id)).toEqual({ stock: 0, sale_num: 50 });
    expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 450, sale_num: 50 });
    const recorded = await t.db.db.selectFrom('topic_order').select('num').where('topic_goods_id', '=', g.id).execute();
    expect(recorded.reduce((n, r) => n + r.num, 0)).toBe(50);
  }, 120_000);

  it('one member’s 10 parallel orders of 3 against a quota of 10: 3 orders, nothing half-taken', async () => {
    const g = await topicGoodsOf(10, 100);
    const b = await buyer(t, 'topicracer', false);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        b.call(topicOrderCreateEndpoint, { topic_goods_id: g.id, num: 3, delivery: pickupAt(shop) }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(3);
    expect(await topicStock(t.db.db, g.id)).toEqual({ stock: 1, sale_num: 9 });
    expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 91, sale_num: 9 });
  });

  it('the SKU’s stock shorter than the quota decides; closing by buyer and timer at once returns both once', async () => {
    const g = await topicGoodsOf(30, 4);
    const members = await createMembers(t.db, 12, 'topicsku');
    const results = await callAtOnce(t.call, members, topicOrderCreateEndpoint, {
      topic_goods_id: g.id,
      num: 1,
      delivery: pickupAt(shop),
    });
    const ok = results.map((r, i) => [r, members[i]!] as const).filter(([r]) => r.body.code === 0);
    expect(ok).toHaveLength(4);
    expect(await topicStock(t.db.db, g.id)).toEqual({ stock: 26, sale_num: 4 });
    expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 0, sale_num: 4 });
    const [res, member] = ok[0]!;
    const order = await t.db.db
      .selectFrom('orders')
      .select('order_id')
      .where('out_trade_no', '=', res.body.data as string)
      .executeTakeFirstOrThrow();
    clock.advance(16 * 60);
    await Promise.all([
      t.call(orderCloseEndpoint, { order_id: order.order_id }, { token: member.token }),
      closeDueOrders(t.ctx()),
    ]);
    // The timer closed all four unpaid orders; each returned once.
    expect(await topicStock(t.db.db, g.id)).toEqual({ stock: 30, sale_num: 0 });
    expect(await stockOf(t.db.db, g.skuId)).toEqual({ stock: 4, sale_num: 0 });
    expect(await t.db.db.selectFrom('topic_order').select('num').where('topic_goods_id', '=', g.id).execute()).toEqual(
      [],
    );
  });
});
