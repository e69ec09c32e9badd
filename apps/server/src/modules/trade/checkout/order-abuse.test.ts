import fc from 'fast-check';
import {
  memberAccountEndpoint,
  offlinePayEndpoint,
  orderCalculateEndpoint,
  orderCloseEndpoint,
  orderCreateEndpoint,
  orderDetailEndpoint,
  orderListsEndpoint,
  orderNumEndpoint,
  orderPayEndpoint,
  orderPaymentEndpoint,
  orderTakeDeliveryEndpoint,
  payInfoEndpoint,
  payPasswordSchema,
  payPayEndpoint,
  payStatusEndpoint,
  payTypeEndpoint,
  setPayPasswordEndpoint,
} from '@zay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedFixtures } from '../../../test/fixtures';
import { buyer, type Buyer } from './order-test-kit';

/** QUALITY §3 "bad input": every order and payment call fed junk answers an envelope, never a 500, and changes nothing. */
let t: TestApp;
let b: Buyer;

const PATHS = [
  orderPaymentEndpoint,
  orderCalculateEndpoint,
  orderCreateEndpoint,
  orderListsEndpoint,
  orderDetailEndpoint,
  orderPayEndpoint,
  orderCloseEndpoint,
  orderTakeDeliveryEndpoint,
  orderNumEndpoint,
  payInfoEndpoint,
  payTypeEndpoint,
  payPayEndpoint,
  payStatusEndpoint,
  offlinePayEndpoint,
  setPayPasswordEndpoint,
  memberAccountEndpoint,
];
const FIELDS = [
  'cart_ids',
  'sku_id',
  'num',
  'is_balance',
  'pay_password',
  'member_address',
  'delivery',
  'coupon',
  'buyer_message',
  'platform_coupon_id',
  'invoice',
  'order_id',
  'order_ids',
  'order_status',
  'page',
  'page_size',
  'out_trade_no',
  'pay_type',
  'return_url',
  'imgs',
  'desc',
  'old_pay_password',
];
const junk = fc.oneof(
  fc.integer({ min: -2, max: 3 }),
  fc.constantFrom(
    0,
    -1,
    1.5,
    1e20,
    Number.MAX_SAFE_INTEGER,
    '',
    ' ',
    '0',
    '-1',
    '1,2',
    'x'.repeat(5000),
    '{"1":{"delivery_type":"store"}}',
    '{bad',
  ),
  fc.constantFrom(null, true, [], {}, [1, 2], { 1: { coupon_id: -1 } }, { is_invoice: 1 }),
  fc.string({ maxLength: 30 }),
);
const body = fc.dictionary(fc.constantFrom(...FIELDS), junk, { maxKeys: 6 });

const snapshot = async () => ({
  orders: (await t.db.db.selectFrom('orders').select('order_id').execute()).length,
  pay: (await t.db.db.selectFrom('pay').select(['out_trade_no', 'pay_status']).execute()).length,
  stock: await t.db.db.selectFrom('goods_sku').select(['sku_id', 'stock', 'sale_num']).orderBy('sku_id').execute(),
  member: await t.db.db
    .selectFrom('member')
    .select(['balance', 'pay_password'])
    .where('member_id', '=', b.id)
    .executeTakeFirst(),
});

beforeAll(async () => {
  t = await createTestApp();
  await seedFixtures(t.db);
  b = await buyer(t, 'junk1');
});
afterAll(() => t.close());

describe('bad input', () => {
  it('answers every junk body with an envelope and changes nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATHS), body, async (path, input) => {
        // setpaypassword with a valid 6-digit password would legitimately change the member.
        if (path === setPayPasswordEndpoint && payPasswordSchema.safeParse(input.pay_password).success) return;
        const res = await b.call(path, input);
        expect(res.status).toBeLessThan(500);
        expect(typeof res.body.code).toBe('number');
        expect(typeof res.body.message).toBe('string');
        if (res.body.code !== 0) expect(res.body.data).toBeNull();
      }),
      { numRuns: 400 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses malformed JSON and non-object bodies', async () => {
    for (const payload of ['{"sku_id":', '[1,2]', '"text"', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: orderCreateEndpoint.path,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` },
        payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toBeNull();
    }
  });
});
