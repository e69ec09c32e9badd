import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderCreateEndpoint,
  orderDetailEndpoint,
  orderExtendTakeDeliveryEndpoint,
  orderListsEndpoint,
  orderNumEndpoint,
  orderTakeDeliveryEndpoint,
} from '@zay/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testClock } from '../../../test/clock';
import { seedFixtures } from '../../../test/fixtures';
import { createMember } from '../../../test/members';
import { issueToken } from '../../member/auth/token.service';
import { addGoods, addShop, DAY, type Buyer, buyer as makeBuyer } from '../checkout/order-test-kit';
import { runReceiptTimers } from './receipt.service';

/*
 * Receipt, its one extension and the timers (issue 14): shipped → received by the buyer or
 * after 14 days (17 once extended), received → completed after 7 days; each move happens once
 * however many callers race for it. The clock is the app's, moved by the test.
 */

const clock = testClock();
const SETTINGS = { takeDeliveryDays: 14, completeDays: 7 };
let t: TestApp;
let sku: number;

beforeAll(async () => {
  t = await createTestApp(
    { ORDER_CLOSE_SWEEP_SECONDS: '0', ORDER_AUTO_TAKE_DELIVERY_DAYS: '14', ORDER_AUTO_COMPLETE_DAYS: '7' },
    { clock },
  );
  await seedFixtures(t.db);
  const shop = await addShop(t.db.db, 'Receipt Shop', { express_enabled: 1, express_fee: 100_00, local_enabled: 1 });
  sku = (await addGoods(t.db.db, shop, { name: 'Rice', price: 5000_00, stock: 1000 })).skuId;
});
afterAll(() => t.close());

/** A buyer whose session outlives the days the clock moves. */
async function buyer(name: string): Promise<Buyer> {
  const b = await makeBuyer(t, name);
  const { token } = await issueToken(t.ctx(), b.id, 365);
  return { ...b, token, call: t.as({ lang: 'en-us', token }) };
}

const now = () => Math.floor(clock() / 1000);

/** A paid order the shop shipped `ago` seconds before now. */
async function shipped(b: Buyer, ago = 0) {
  const res = await b.call(orderCreateEndpoint, { sku_id: sku, num: 1 });
  expect(res.body.code).toBe(0);
  const { order_id } = await t.db.db
    .selectFrom('orders')
    .select('order_id')
    .where('out_trade_no', '=', res.body.data)
    .executeTakeFirstOrThrow();
  await t.db.db
    .updateTable('orders')
    .set({ order_status: 3, pay_status: 2, pay_time: now() - ago, delivery_time: now() - ago, auto_close_time: 0 })
    .where('order_id', '=', order_id)
    .execute();
  return order_id;
}

const row = (orderId: number) =>
  t.db.db
    .selectFrom('orders')
    .select(['order_status', 'sign_time', 'finish_time', 'is_evaluate', 'evaluate_status', 'extend_take_delivery'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();

describe('order/takedelivery', () => {
  it('receives a shipped order once: status 4, sign time, may be reviewed', async () => {
    const b = await buyer('rc1');
    const id = await shipped(b);
    const res = await b.call(orderTakeDeliveryEndpoint, { order_id: id });
    expect(res.body).toMatchObject({ code: 0, message: 'Receipt confirmed' });
    expect(await row(id)).toMatchObject({ order_status: 4, sign_time: now(), is_evaluate: 1, evaluate_status: 0 });
    const d = (await b.call(orderDetailEndpoint, { order_id: id })).body.data;
    expect(d).toMatchObject({ order_status_name: 'Received', take_delivery_execute_time: 0 });
    expect(d.complete_execute_time).toBe(now() + 7 * DAY);
    expect(d.action.map((a) => a.action)).toEqual(['memberOrderEvaluation']);
    expect((await b.call(orderNumEndpoint)).body.data.waitrate).toBe(1);
    const again = await b.call(orderTakeDeliveryEndpoint, { order_id: id });
    expect(again.body).toMatchObject({ code: -1, error_code: 'ORDER_STATE_CHANGED' });
  });

  it('refuses an order in the wrong status and another member’s order', async () => {
    const b = await buyer('rc2');
    const other = await buyer('rc3');
    const id = await shipped(b);
    expect((await other.call(orderTakeDeliveryEndpoint, { order_id: id })).body.error_code).toBe('ORDER_NOT_FOUND');
    expect((await other.call(orderExtendTakeDeliveryEndpoint, { order_id: id })).body.error_code).toBe(
      'ORDER_NOT_FOUND',
    );
    expect((await other.call(orderDetailEndpoint, { order_id: id })).body).toMatchObject({
      code: -1,
      error_code: 'ORDER_NOT_MEMBER',
      message: 'This order does not belong to this account!',
    });
    const zh = await t.call(orderDetailEndpoint, { order_id: id }, { token: other.token, lang: 'zh-cn' });
    expect(zh.body.message).toBe('当前订单不是本账号的订单!');
    expect((await row(id)).order_status).toBe(3);
    await t.db.db.updateTable('orders').set({ order_status: 1 }).where('order_id', '=', id).execute();
    expect((await b.call(orderTakeDeliveryEndpoint, { order_id: id })).body.error_code).toBe('ORDER_STATE_CHANGED');
    expect((await b.call(orderExtendTakeDeliveryEndpoint, { order_id: id })).body.error_code).toBe(
      'ORDER_STATE_CHANGED',
    );
    expect(await row(id)).toMatchObject({ order_status: 1, sign_time: 0, extend_take_delivery: 0 });
  });

  it('confirmed twice at once: received once', async () => {
    const b = await buyer('rc4');
    const id = await shipped(b);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => b.call(orderTakeDeliveryEndpoint, { order_id: id })),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.error_code === 'ORDER_STATE_CHANGED')).toHaveLength(9);
    expect((await row(id)).order_status).toBe(4);
  });
});

describe('order/extendtakedelivery', () => {
  it('moves the deadline 3 days later, once; the action goes away', async () => {
    const b = await buyer('ex1');
    const id = await shipped(b);
    const before = (await b.call(orderDetailEndpoint, { order_id: id })).body.data;
    expect(before.take_delivery_execute_time).toBe(now() + 14 * DAY);
    expect(before.action.map((a) => a.action)).toEqual(['memberTakeDelivery', 'trace', 'extendTakeDelivery']);
    const res = await b.call(orderExtendTakeDeliveryEndpoint, { order_id: id });
    expect(res.body).toMatchObject({ code: 0, message: 'The receipt time has been extended by 3 days' });
    const after = (await b.call(orderDetailEndpoint, { order_id: id })).body.data;
    expect(after).toMatchObject({ extend_take_delivery: 1, take_delivery_execute_time: now() + 17 * DAY });
    expect(after.action.map((a) => a.action)).toEqual(['memberTakeDelivery', 'trace']);
    const second = await b.call(orderExtendTakeDeliveryEndpoint, { order_id: id }, { lang: 'zh-cn' });
    expect(second.body).toMatchObject({
      code: -1,
      error_code: 'ORDER_EXTEND_ONCE',
      message: '一个订单只能延长一次收货时间!',
    });
  });

  it('extended twice at once: extended once', async () => {
    const b = await buyer('ex2');
    const id = await shipped(b);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => b.call(orderExtendTakeDeliveryEndpoint, { order_id: id })),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.error_code === 'ORDER_EXTEND_ONCE')).toHaveLength(7);
  });
});

describe('the receipt timers', () => {
  it('receive a shipped order 14 days after shipping, 17 once extended; complete 7 days after receipt', async () => {
    const b = await buyer('tm1');
    const plain = await shipped(b);
    const extended = await shipped(b);
    await b.call(orderExtendTakeDeliveryEndpoint, { order_id: extended });
    // This buyer's orders only: the other tests' orders are on the same clock.
    const ctx = () => ({ ...t.ctx(), memberId: b.id });
    clock.advance(14 * DAY - 1);
    expect(await runReceiptTimers(ctx(), SETTINGS)).toBe(0);
    clock.advance(1);
    expect(await runReceiptTimers(ctx(), SETTINGS)).toBe(1);
    expect(await row(plain)).toMatchObject({ order_status: 4, sign_time: now(), is_evaluate: 1 });
    expect((await row(extended)).order_status).toBe(3);
    clock.advance(3 * DAY);
    // A member's reads run their own due timers, with no sweep.
    const listed = (await b.call(orderListsEndpoint, { order_status: 'all' })).body.data.list;
    expect(listed.find((o) => o.order_id === extended)!.order_status).toBe(4);
    clock.advance(4 * DAY);
    expect(await runReceiptTimers(ctx(), SETTINGS)).toBe(1);
    expect(await row(plain)).toMatchObject({ order_status: 10, finish_time: now() });
    clock.advance(3 * DAY);
    const d = (await b.call(orderDetailEndpoint, { order_id: extended })).body.data;
    expect(d).toMatchObject({ order_status: 10, order_status_name: 'Completed', finish_time: now() });
    expect(await runReceiptTimers(ctx(), SETTINGS)).toBe(0);
    // Each completed order of 5,100 Ks gave 1% of its Ks as growth, through the ledger, once.
    const growth = await t.db.db
      .selectFrom('member_balance_log')
      .select(['amount', 'type'])
      .where('member_id', '=', b.id)
      .where('account_type', '=', 'growth')
      .execute();
    expect(growth).toEqual([
      { amount: 51, type: 'order_complete' },
      { amount: 51, type: 'order_complete' },
    ]);
  });

  it('the timer and the buyer at once: one receipt', async () => {
    const b = await buyer('tm2');
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await shipped(b, 14 * DAY));
    const [swept, ...answers] = await Promise.all([
      runReceiptTimers({ ...t.ctx(), memberId: b.id }, { ...SETTINGS, completeDays: 0 }),
      ...ids.map((id) => b.call(orderTakeDeliveryEndpoint, { order_id: id })),
    ]);
    const byBuyer = answers.filter((a) => a.body.code === 0).length;
    expect(swept + byBuyer).toBe(5);
    for (const a of answers) expect([0, -1]).toContain(a.body.code);
    for (const id of ids) expect((await row(id)).order_status).toBe(4);
  });

  it('run by the server’s own sweep, on every order', async () => {
    const timed = await createTestApp({ ORDER_CLOSE_SWEEP_SECONDS: '1', ORDER_AUTO_TAKE_DELIVERY_DAYS: '1' });
    try {
      await seedFixtures(timed.db);
      const m = await createMember(timed.db, 'sweep1');
      const shop = await addShop(timed.db.db, 'Sweep Shop');
      const { order_id } = await timed.db.db
        .insertInto('orders')
        .values({
          order_no: 'S1',
          out_trade_no: 'S1',
          site_id: shop,
          member_id: m.id,
          order_status: 3,
          pay_status: 2,
          delivery_time: Math.floor(Date.now() / 1000) - DAY - 5,
          create_time: 1,
        })
        .returning('order_id')
        .executeTakeFirstOrThrow();
      await new Promise((r) => setTimeout(r, 1600));
      const o = await timed.db.db
        .selectFrom('orders')
        .select('order_status')
        .where('order_id', '=', order_id)
        .executeTakeFirstOrThrow();
      expect(o.order_status).toBe(4);
    } finally {
      await timed.close();
    }
  });
});
