import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { message, offlinePayEndpoint, orderCreateEndpoint, payInfoEndpoint } from '@zay/contract';
import type { TestApp } from '../../test/test-app';
import { setConfig } from '../site/config/config.service';
import { closeDueOrders } from '../trade/order/order-close.service';
import { type Buyer, buyer, oneShopApp, stockOf } from '../trade/checkout/order-test-kit';
import { TEST_BANK, uploadPayProof } from '../../test/uploads';

/** Issue 19 §3: a fake transfer proof cannot hoard stock. */
let t: TestApp;
let sku: number;
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  ({ t, sku } = await oneShopApp(
    'Hoard Shop',
    { price: 5000_00, stock: 10 },
    { UPLOAD_DIR: './data/test-uploads-proof' },
  ));
});
afterAll(() => t.close());
beforeEach(async () => {
  await setConfig(t.db.db, 'pay_config', {
    offlinepay: { enabled: 1, ...TEST_BANK },
    balance: { enabled: 1 },
    wechatpay: { enabled: 1 },
    alipay: { enabled: 1 },
  });
  await t.db.db.deleteFrom('rate_counter').execute();
});

const order = async (b: Buyer) => (await b.call(orderCreateEndpoint, { sku_id: sku, num: 1 })).body.data;
const proof = (b: Buyer) => uploadPayProof(t, b.token);
const send = (b: Buyer, out: string, img: string) => b.call(offlinePayEndpoint, { out_trade_no: out, imgs: [img] });
const ordersOf = (out: string) =>
  t.db.db
    .selectFrom('orders')
    .select(['order_status', 'pay_status', 'auto_close_time'])
    .where('out_trade_no', '=', out)
    .execute();
/** As if the clock had passed the proof's deadline (or a reopened order's close time). */
const expire = (out: string) =>
  t.db.db
    .updateTable('orders')
    .set({ auto_close_time: now() - 1 })
    .where('out_trade_no', '=', out)
    .execute();

describe('one proof, one payment', () => {
  it('a proof sent for one payment is refused for another', async () => {
    const b = await buyer(t, 'reuse1');
    const img = await proof(b);
    const [first, second] = [await order(b), await order(b)];
    expect((await send(b, first, img)).body.code).toBe(0);
    const again = await send(b, second, img);
    expect(again.body.error_code).toBe('PAY_PROOF_USED');
    expect(again.body.message).toBe(message('en-us', 'PAY_PROOF_USED'));
    expect((await ordersOf(second))[0]!.pay_status).toBe(0);
    // The same payment may send it again (a second picture, a corrected note).
    expect((await send(b, first, img)).body.code).toBe(0);
  });

  it('in parallel, one of two payments gets it', async () => {
    const b = await buyer(t, 'reuse2');
    const img = await proof(b);
    const outs = [await order(b), await order(b)];
    const results = await Promise.all(outs.map((out) => send(b, out, img)));
    expect(results.map((r) => r.body.error_code ?? 'OK').sort()).toEqual(['OK', 'PAY_PROOF_USED']);
  });
});

describe('a proof waits for the shop until its deadline', () => {
  it('then the orders reopen for payment, cannot take the proof again, and close as unpaid', async () => {
    const b = await buyer(t, 'deadline1');
    const before = await stockOf(t.db.db, sku);
    const out = await order(b);
    expect((await send(b, out, await proof(b))).body.code).toBe(0);
    const [waiting] = await ordersOf(out);
    expect(waiting!.auto_close_time).toBeGreaterThan(now() + 23 * 3600);
    expect((await b.call(payInfoEndpoint, { out_trade_no: out })).body.data.expire_time).toBe(waiting!.auto_close_time);

    await expire(out);
    const info = (await b.call(payInfoEndpoint, { out_trade_no: out })).body.data;
    expect(info.pay_status).toBe(0);
    const [reopened] = await ordersOf(out);
    expect(reopened).toMatchObject({ order_status: 0, pay_status: 0 });
    expect(reopened!.auto_close_time).toBeGreaterThan(now() + 25 * 60);
    expect((await send(b, out, await proof(b))).body.error_code).toBe('PAY_PROOF_EXPIRED');

    await expire(out);
    await closeDueOrders(t.ctx());
    expect((await ordersOf(out))[0]!.order_status).toBe(-1);
    expect(await stockOf(t.db.db, sku)).toEqual(before);
  });

  it('the timer reopens them too, without any read', async () => {
    const b = await buyer(t, 'deadline2');
    const out = await order(b);
    expect((await send(b, out, await proof(b))).body.code).toBe(0);
    await expire(out);
    await closeDueOrders(t.ctx());
    expect((await ordersOf(out))[0]).toMatchObject({ order_status: 0, pay_status: 0 });
    const pay = await t.db.db.selectFrom('pay').select('pay_status').where('out_trade_no', '=', out).executeTakeFirst();
    expect(pay!.pay_status).toBe(0);
  });
});

describe('a member has a bounded number of orders awaiting confirmation', () => {
  it('the fourth is refused (default 3), also in parallel', async () => {
    const b = await buyer(t, 'hoarder1');
    const outs = await Promise.all(Array.from({ length: 5 }, () => order(b)));
    const imgs: string[] = [];
    for (let i = 0; i < 5; i++) imgs.push(await proof(b));
    const results = await Promise.all(outs.map((out, i) => send(b, out, imgs[i]!)));
    const codes = results.map((r) => r.body.error_code ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(3);
    expect(codes.filter((c) => c === 'PAY_AWAITING_TOO_MANY')).toHaveLength(2);
    const refused = results.find((r) => r.body.error_code)!.body.message;
    expect(refused).toBe(message('en-us', 'PAY_AWAITING_TOO_MANY', { max: 3 }));
    const awaiting = await t.db.db
      .selectFrom('orders')
      .select('order_id')
      .where('member_id', '=', b.id)
      .where('pay_status', '=', 1)
      .execute();
    expect(awaiting).toHaveLength(3);
  });
});
