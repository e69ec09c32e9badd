import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deskOrderListEndpoint,
  LANGS,
  MAX_AWAITING_PROOF_ORDERS,
  message,
  offlinePayEndpoint,
  PROOF_CONFIRM_HOURS,
} from '@zay/contract';
import { ok } from '../../test/call';
import { seedFixtures } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_BANK, uploadPayProof } from '../../test/uploads';
import { setConfig } from '../site/config/config.service';
import { addGoods, addShop, express } from '../trade/checkout/order-test-kit';
import {
  buyer,
  deskShops,
  placeOrder,
  sendProof,
  staff,
  type DeskShops,
  type Staff,
} from '../trade/fulfilment/fulfilment-test-kit';
import { closeDueOrders } from '../trade/order/order-close.service';

/*
 * Issue 29 §4 (ADR 087): a transfer proof holds the order's stock for the shop's confirmation
 * window (24 h unless the platform sets another), then the order awaits payment again and the
 * buyer is told; the shop's queue shows each proof's age; a member has at most 3 orders awaiting
 * confirmation, all shops together.
 */

let t: TestApp;
let s: DeskShops;
let clerk: Staff;
const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: './data/test-uploads-proof-hold', ORDER_CLOSE_SWEEP_SECONDS: '0' });
  await seedFixtures(t.db);
  s = await deskShops(t);
  clerk = await staff(t, s.shopA, 'clerk', 'ph-clerk');
});
afterAll(() => t.close());

async function buyerWithMobile(name: string, mobile: string) {
  const b = await buyer(t, name);
  await t.db.db.updateTable('member').set({ mobile }).where('member_id', '=', b.id).execute();
  return b;
}

const orderRow = (orderId: number) =>
  t.db.db
    .selectFrom('orders')
    .select(['order_no', 'order_status', 'pay_status', 'auto_close_time'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();

const notices = (mobile: string) =>
  t.db.db
    .selectFrom('sms_outbox')
    .select('content')
    .where('mobile', '=', mobile)
    .where('purpose', '=', 'proof_expired')
    .execute();

describe('the shop’s confirmation window', () => {
  it(`holds the order for ${PROOF_CONFIRM_HOURS} h by default; then it awaits payment again and the buyer is told once`, async () => {
    const b = await buyerWithMobile('ph-window', '09790294001');
    const o = await placeOrder(t, b, s.shopA, [s.a1.skuId]);
    const sentAt = now();
    await sendProof(t, b, o);
    const waiting = await orderRow(o.orderId);
    expect(waiting.pay_status).toBe(1);
    expect(waiting.auto_close_time).toBeGreaterThanOrEqual(sentAt + 24 * HOUR);
    expect(waiting.auto_close_time).toBeLessThanOrEqual(now() + 24 * HOUR);

    // The window passes without the shop: the timer's round reopens the order.
    await t.db.db
      .updateTable('orders')
      .set({ auto_close_time: now() - 1 })
      .where('order_id', '=', o.orderId)
      .execute();
    await closeDueOrders(t.ctx());
    expect(await orderRow(o.orderId)).toMatchObject({ order_status: 0, pay_status: 0 });
    await closeDueOrders(t.ctx());
    const sent = await notices('09790294001');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.content).toContain(waiting.order_no);
    expect(sent[0]!.content).toContain(
      message('md-mm', 'SMS_PROOF_EXPIRED_TEXT', { order_no: waiting.order_no, minutes: 30 }),
    );
  });

  it('is the platform’s setting (pay_config.offlinepay.proof_hours)', async () => {
    await setConfig(t.db.db, 'pay_config', {
      offlinepay: { enabled: 1, ...TEST_BANK, proof_hours: 6 },
      balance: { enabled: 1 },
      wechatpay: { enabled: 1 },
      alipay: { enabled: 1 },
    });
    try {
      const b = await buyer(t, 'ph-six');
      const o = await placeOrder(t, b, s.shopA, [s.a1.skuId]);
      const sentAt = now();
      await sendProof(t, b, o);
      const { auto_close_time } = await orderRow(o.orderId);
      expect(auto_close_time).toBeGreaterThanOrEqual(sentAt + 6 * HOUR);
      expect(auto_close_time).toBeLessThanOrEqual(now() + 6 * HOUR);
    } finally {
      await setConfig(t.db.db, 'pay_config', {
        offlinepay: { enabled: 1, ...TEST_BANK },
        balance: { enabled: 1 },
        wechatpay: { enabled: 1 },
        alipay: { enabled: 1 },
      });
    }
  });
});

describe('the shop’s queue of transfers to confirm', () => {
  it('shows when each proof was sent (its age) and when its window ends; other orders show none', async () => {
    const b = await buyer(t, 'ph-queue');
    const waiting = await placeOrder(t, b, s.shopA, [s.a2.skuId]);
    const unpaid = await placeOrder(t, b, s.shopA, [s.a2.skuId]);
    const sentAt = now();
    await sendProof(t, b, waiting);
    const queue = ok(await clerk.call(deskOrderListEndpoint, { tab: 'waitproof', page_size: 50 })).list;
    const row = queue.find((r) => r.order_id === waiting.orderId)!;
    expect(row.proof_time).toBeGreaterThanOrEqual(sentAt);
    expect(row.proof_time).toBeLessThanOrEqual(now());
    expect(row.proof_expire_time).toBe((await orderRow(waiting.orderId)).auto_close_time);
    const all = ok(await clerk.call(deskOrderListEndpoint, { tab: 'all', page_size: 50 })).list;
    expect(all.find((r) => r.order_id === unpaid.orderId)).toMatchObject({ proof_time: 0, proof_expire_time: 0 });
  });
});

describe('orders awaiting confirmation, per member', () => {
  it(`are at most ${MAX_AWAITING_PROOF_ORDERS}, all shops together; the next is refused in each language`, async () => {
    const shops = [s.shopA, s.shopB];
    const skus = [s.a1.skuId, s.b1.skuId];
    for (const name of ['PH Shop C', 'PH Shop D']) {
      const shop = await addShop(t.db.db, name, express(1000_00));
      shops.push(shop);
      skus.push((await addGoods(t.db.db, shop, { price: 3_000_00, stock: 10 })).skuId);
    }
    const b = await buyer(t, 'ph-hoarder');
    const orders = [];
    for (const [i, shop] of shops.entries()) orders.push(await placeOrder(t, b, shop, [skus[i]!]));
    for (const o of orders.slice(0, MAX_AWAITING_PROOF_ORDERS)) await sendProof(t, b, o);

    const last = orders[MAX_AWAITING_PROOF_ORDERS]!;
    const img = await uploadPayProof(t, b.token);
    for (const lang of LANGS) {
      const res = await t.call(
        offlinePayEndpoint,
        { out_trade_no: last.outTradeNo, imgs: [img] },
        { token: b.token, lang },
      );
      expect(res.body).toMatchObject({
        error_code: 'PAY_AWAITING_TOO_MANY',
        message: message(lang, 'PAY_AWAITING_TOO_MANY', { max: MAX_AWAITING_PROOF_ORDERS }),
      });
      expect(res.body.message).toContain(String(MAX_AWAITING_PROOF_ORDERS));
    }
    expect((await orderRow(last.orderId)).pay_status).toBe(0);
  });
});
