import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCloseEndpoint, seckillOrderCreateEndpoint } from '@zay/contract';
import { closeDueOrders } from '../../trade/order/order-close.service';
import { testClock } from '../../../test/clock';
import type { TestApp } from '../../../test/test-app';
import { callAtOnce } from '../../../test/call';
import { createMembers } from '../../../test/members';
import { addGoods, buyer, orderLinesOf, pickupAt, pickupShopApp, stockOf } from '../../trade/checkout/order-test-kit';
import { addSeckill, addSlot, seckillStock } from './seckill-test-kit';
import { admissionsOpen } from './seckill.service';

// Never oversold (issue #17), on SQLite and on PostgreSQL (`--project server-postgres`).

const clock = testClock();
let t: TestApp;
let shop: number;
let allDay: number;

beforeAll(async () => {
  ({ t, shop } = await pickupShopApp('Race Flash', { ORDER_AUTO_CLOSE_MINUTES: '15' }, { clock }));
  allDay = await addSlot(t.db.db, 'All day', 0, 24);
});
afterAll(() => t.close());

async function seckillOf(stock: number, goodsStock: number, maxBuy = 0) {
  const g = await addGoods(t.db.db, shop, { price: 8_000_00, stock: goodsStock });
  const id = await addSeckill(t.db.db, {
    siteId: shop,
    ...g,
    slots: [allDay],
    price: 5_000_00,
    stock,
    max_buy: maxBuy,
  });
  return { id, ...g };
}

describe('seckill races', () => {
  it('1,000 buyers against a seckill of stock 100: exactly 100 sold, both stocks consistent', async () => {
    const s = await seckillOf(100, 500);
    const members = await createMembers(t.db, 1000, 'flash');
    const results = await callAtOnce(
      t.call,
      members,
      seckillOrderCreateEndpoint,
      { seckill_id: s.id, num: 1, delivery: pickupAt(shop) },
      { lang: 'en-us' },
    );
    const ok = results.filter((r) => r.body.code === 0);
    expect(ok).toHaveLength(100);
    expect(results.filter((r) => r.body.code !== 0).every((r) => r.body.error_code === 'OUT_OF_STOCK')).toBe(true);
    expect(new Set(ok.map((r) => r.body.data)).size).toBe(100);
    expect(await seckillStock(t.db.db, s.id)).toEqual({ stock: 0, sale_num: 100 });
    expect(await stockOf(t.db.db, s.skuId)).toEqual({ stock: 400, sale_num: 100 });
    expect(await orderLinesOf(t.db.db, s.skuId)).toHaveLength(100);
    const recorded = await t.db.db.selectFrom('seckill_order').select('num').where('seckill_id', '=', s.id).execute();
    expect(recorded.reduce((n, r) => n + r.num, 0)).toBe(100);
    // The rush's admission queue is gone with it (ADR 076).
    expect(admissionsOpen()).toBe(0);
  }, 120_000);

  it('a per-member daily limit of 2 with 10 parallel orders: 2 bought', async () => {
    const s = await seckillOf(50, 50, 2);
    const b = await buyer(t, 'limitracer', false);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        b.call(seckillOrderCreateEndpoint, { seckill_id: s.id, num: 1, delivery: pickupAt(shop) }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(2);
    expect(results.filter((r) => r.body.code !== 0).every((r) => r.body.error_code === 'SECKILL_LIMIT')).toBe(true);
    expect(await seckillStock(t.db.db, s.id)).toEqual({ stock: 48, sale_num: 2 });
    expect(await stockOf(t.db.db, s.skuId)).toEqual({ stock: 48, sale_num: 2 });
  });

  it('the SKU’s own stock shorter than the seckill’s: the SKU stock decides, nothing half-taken', async () => {
    const s = await seckillOf(30, 5);
    const members = await createMembers(t.db, 20, 'skushort');
    const results = await callAtOnce(t.call, members, seckillOrderCreateEndpoint, {
      seckill_id: s.id,
      num: 1,
      delivery: pickupAt(shop),
    });
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(5);
    expect(await seckillStock(t.db.db, s.id)).toEqual({ stock: 25, sale_num: 5 });
    expect(await stockOf(t.db.db, s.skuId)).toEqual({ stock: 0, sale_num: 5 });
  });

  it('closing unpaid seckill orders returns both stocks and the member’s limit; a sold-out seckill sells again', async () => {
    const s = await seckillOf(3, 10, 3);
    const b = await buyer(t, 'closer', false);
    const created = await Promise.all(
      [1, 2].map((num) => b.call(seckillOrderCreateEndpoint, { seckill_id: s.id, num, delivery: pickupAt(shop) })),
    );
    expect(created.every((r) => r.body.code === 0)).toBe(true);
    const other = await buyer(t, 'waiter', false);
    expect(
      (await other.call(seckillOrderCreateEndpoint, { seckill_id: s.id, num: 1, delivery: pickupAt(shop) })).body
        .error_code,
    ).toBe('OUT_OF_STOCK');
    const [first] = await t.db.db
      .selectFrom('orders')
      .select('order_id')
      .where('out_trade_no', '=', created[0]!.body.data)
      .execute();
    // Closed by the buyer and by the timer at once: returned once.
    clock.advance(16 * 60);
    await Promise.all([b.call(orderCloseEndpoint, { order_id: first!.order_id }), closeDueOrders(t.ctx())]);
    expect(await seckillStock(t.db.db, s.id)).toEqual({ stock: 3, sale_num: 0 });
    expect(await stockOf(t.db.db, s.skuId)).toEqual({ stock: 10, sale_num: 0 });
    // The returned stock is sold again at once (the sold-out mark cleared), and the limit counts again from 0.
    const again = await b.call(seckillOrderCreateEndpoint, { seckill_id: s.id, num: 3, delivery: pickupAt(shop) });
    expect(again.body.code).toBe(0);
    expect(await seckillStock(t.db.db, s.id)).toEqual({ stock: 0, sale_num: 3 });
  });
});
