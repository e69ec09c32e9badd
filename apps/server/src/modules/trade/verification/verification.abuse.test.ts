import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderCreateEndpoint,
  orderDetailEndpoint,
  orderExtendTakeDeliveryEndpoint,
  orderTakeDeliveryEndpoint,
  payPayEndpoint,
  verifyEndpoint,
  verifyInfoEndpoint,
  verifyListsEndpoint,
} from '@zay/contract';
import { offContract } from '../../../test/call';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedFixtures } from '../../../test/fixtures';
import { setConfig } from '../../site/config/config.service';
import {
  addGoods,
  addPickupShop,
  buyer,
  giveBalance,
  PAY_PASSWORD,
  setPayPassword,
} from '../checkout/order-test-kit';
import { addVerifier } from './verification.service';

/** Issue 14: codes cannot be guessed, seen or used by anyone but the shop's verifiers and the buyer. */
let t: TestApp;
let shop: number;
let sku: number;

beforeAll(async () => {
  t = await createTestApp({ ORDER_CLOSE_SWEEP_SECONDS: '0' });
  await seedFixtures(t.db);
  shop = await addPickupShop(t.db.db, 'Guard');
  sku = (await addGoods(t.db.db, shop, { price: 1000_00, stock: 100 })).skuId;
  await setConfig(t.db.db, 'pay_config', { balance: { enabled: 1 } });
});
afterAll(() => t.close());

async function paidPickup() {
  const b = await buyer(t, `ab_${Math.random().toString(36).slice(2, 8)}`);
  await setPayPassword(t.db.db, b.id);
  await giveBalance(t.db.db, b.id, 100_000_00);
  const out = (
    await b.call(orderCreateEndpoint, { sku_id: sku, num: 1, delivery: { [shop]: { delivery_type: 'store' } } })
  ).body.data;
  await b.call(payPayEndpoint, { out_trade_no: out, pay_type: 'balance', pay_password: PAY_PASSWORD });
  const o = await t.db.db
    .selectFrom('orders')
    .select('order_id')
    .where('out_trade_no', '=', out)
    .executeTakeFirstOrThrow();
  return { b, orderId: o.order_id };
}

describe('redemption codes under abuse', () => {
  it('guessing codes: a verifier gets 20 look-ups or uses in a burst, then RATE_LIMITED', async () => {
    const guesser = await buyer(t, 'ab_guesser');
    await addVerifier(t.ctx(), shop, guesser.id, 'Guesser');
    const answers = [];
    for (let i = 0; i < 24; i++) {
      const endpoint = i % 2 ? verifyEndpoint : verifyInfoEndpoint;
      answers.push(await guesser.call(endpoint, { verify_code: String(100000000000 + i) }));
    }
    expect(answers.slice(0, 20).every((a) => a.body.error_code === 'VERIFY_CODE_NOT_FOUND')).toBe(true);
    expect(answers.slice(20).every((a) => a.body.error_code === 'RATE_LIMITED' && a.status === 429)).toBe(true);
    // The limit is the member's: another verifier is not slowed down.
    const other = await buyer(t, 'ab_other');
    await addVerifier(t.ctx(), shop, other.id, 'Other');
    expect((await other.call(verifyInfoEndpoint, { verify_code: '123' })).body.error_code).toBe(
      'VERIFY_CODE_NOT_FOUND',
    );
  });

  it('the buyer cannot redeem their own code; another member cannot read it from the order', async () => {
    const { b, orderId } = await paidPickup();
    const code = (await b.call(orderDetailEndpoint, { order_id: orderId })).body.data.delivery_code;
    expect(code).toMatch(/^\d{12}$/);
    expect((await b.call(verifyEndpoint, { verify_code: code })).body.error_code).toBe('VERIFY_NO_RIGHT');
    const stranger = await buyer(t, 'ab_stranger');
    const theirs = await stranger.call(orderDetailEndpoint, { order_id: orderId });
    expect(theirs.body).toMatchObject({ code: -1, data: null, error_code: 'ORDER_NOT_MEMBER' });
    for (const endpoint of [orderTakeDeliveryEndpoint, orderExtendTakeDeliveryEndpoint])
      expect((await stranger.call(endpoint, { order_id: orderId })).body.error_code).toBe('ORDER_NOT_FOUND');
  });

  it('the desk needs a session; malformed codes are refused without a 500', async () => {
    expect((await t.call(verifyInfoEndpoint, { verify_code: '123456789012' })).body.code).not.toBe(0);
    expect((await t.call(verifyListsEndpoint, {})).body.code).not.toBe(0);
    const v = await buyer(t, 'ab_shapes');
    await addVerifier(t.ctx(), shop, v.id, 'Shapes');
    for (const verify_code of ['', ' ', 'x'.repeat(65), 42, null, ['1'], { $ne: '' }]) {
      const res = await v.call(verifyInfoEndpoint, offContract({ verify_code }));
      expect(res.status).toBe(200);
      expect(res.body.code).not.toBe(0);
    }
    const page = await v.call(verifyListsEndpoint, offContract({ verify_type: 'everything' }));
    expect(page.body.code).not.toBe(0);
  });
});
