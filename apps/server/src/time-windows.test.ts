import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CAPTCHA_LIFE_SECONDS,
  memberInfoEndpoint,
  offlinePayEndpoint,
  orderCreateEndpoint,
  orderDetailEndpoint,
  orderListsEndpoint,
  orderPaymentEndpoint,
  payInfoEndpoint,
  PROOF_CONFIRM_HOURS,
  registerMobileCodeEndpoint,
  registerMobileEndpoint,
  registerUsernameEndpoint,
  SMS_CODE_LIFE_SECONDS,
} from '@zay/contract';
import { issueToken } from './modules/member/auth/token.service';
import { setConfig } from './modules/site/config/config.service';
import { buyer, type Buyer, giveCoupon, oneShopApp, stockOf } from './modules/trade/checkout/order-test-kit';
import { testClock } from './test/clock';
import type { TestApp } from './test/test-app';
import { lastSmsCode, solvedCaptcha } from './test/auth-codes';
import { TEST_BANK, uploadPayProof } from './test/uploads';

/**
 * Every time window the marketplace keeps, reached by moving the app's clock (ADR 035) instead
 * of editing stored times: the tests prove the services read the context's clock.
 */
const clock = testClock();
let t: TestApp;
let shop: number;
let sku: number;
const MINUTE = 60;
const HOUR = 3600;

beforeAll(async () => {
  ({ t, shop, sku } = await oneShopApp(
    'Clock Shop',
    { price: 1000_00, stock: 10 },
    { ORDER_AUTO_CLOSE_MINUTES: '30', ORDER_CLOSE_SWEEP_SECONDS: '0', UPLOAD_DIR: './data/test-uploads-clock' },
    { clock },
  ));
});
afterAll(() => t.close());
beforeEach(() => t.db.db.deleteFrom('rate_counter').execute());

const order = async (b: Buyer) => {
  const res = await b.call(orderCreateEndpoint, { sku_id: sku, num: 1 });
  expect(res.body.code).toBe(0);
  return res.body.data!;
};
const orderOf = (out: string) =>
  t.db.db
    .selectFrom('orders')
    .select(['order_id', 'order_status', 'pay_status'])
    .where('out_trade_no', '=', out)
    .executeTakeFirstOrThrow();

describe('unpaid orders close when their time runs out', () => {
  it('an order read after 30 minutes is closed and its stock is back', async () => {
    const b = await buyer(t, 'clock-close');
    const before = await stockOf(t.db.db, sku);
    const { order_id } = await orderOf(await order(b));
    clock.advance(29 * MINUTE);
    expect((await b.call(orderDetailEndpoint, { order_id })).body.data!.order_status).toBe(0);
    clock.advance(2 * MINUTE);
    expect((await b.call(orderDetailEndpoint, { order_id })).body.data!.order_status).toBe(-1);
    expect(await stockOf(t.db.db, sku)).toEqual(before);
  });

  it('listing the orders closes the due ones on the same clock', async () => {
    const b = await buyer(t, 'clock-sweep');
    const out = await order(b);
    await b.call(orderListsEndpoint);
    expect((await orderOf(out)).order_status).toBe(0);
    clock.advance(31 * MINUTE);
    await b.call(orderListsEndpoint);
    expect((await orderOf(out)).order_status).toBe(-1);
  });
});

describe('a bank-transfer proof waits until its deadline', () => {
  it('after the shop’s window (24 hours, ADR 087) the payment reopens, and 30 minutes later the order closes', async () => {
    await setConfig(t.db.db, 'pay_config', { offlinepay: { enabled: 1, ...TEST_BANK } });
    const b = await buyer(t, 'clock-proof');
    const out = await order(b);
    const sent = await b.call(offlinePayEndpoint, { out_trade_no: out, imgs: [await uploadPayProof(t, b.token)] });
    expect(sent.body.code).toBe(0);
    // A login of the day each time: sessions last a day.
    const payStatus = async () => {
      const { token } = await issueToken(t.ctx(), b.id, 1);
      return (await t.call(payInfoEndpoint, { out_trade_no: out }, { token })).body.data!.pay_status;
    };
    clock.advance((PROOF_CONFIRM_HOURS - 1) * HOUR);
    expect(await payStatus()).toBe(1);
    clock.advance(HOUR + 1);
    expect(await payStatus()).toBe(0);
    expect(await orderOf(out)).toMatchObject({ order_status: 0, pay_status: 0 });
    clock.advance(31 * MINUTE);
    await payStatus();
    expect((await orderOf(out)).order_status).toBe(-1);
  });
});

describe('a coupon is usable within its term', () => {
  it('offered and taken before its end, neither after', async () => {
    const b = await buyer(t, 'clock-coupon');
    const now = Math.floor(clock() / 1000);
    const coupon_id = await giveCoupon(t.db.db, b.id, { site_id: shop, money: 100_00, end_time: now + HOUR });
    const offered = async () =>
      (await b.call(orderPaymentEndpoint, { sku_id: sku, num: 1 })).body.data!.shop_goods_list[shop]!.coupon_list;
    expect(await offered()).toHaveLength(1);
    clock.advance(HOUR);
    expect(await offered()).toHaveLength(0);
    const late = await b.call(orderCreateEndpoint, { sku_id: sku, num: 1, coupon: { [shop]: { coupon_id } } });
    expect(late.body.message).toBe('This coupon cannot be used for this order');
  });
});

describe('captchas, SMS codes and sessions expire', () => {
  const captcha = () => solvedCaptcha(t);

  it('a captcha lives 10 minutes', async () => {
    const c = await captcha();
    clock.advance(CAPTCHA_LIFE_SECONDS);
    const res = await t.call(registerUsernameEndpoint, { username: 'clock_late', password: 'Secret123', ...c });
    expect(res.body.error_code).toBe('CAPTCHA_ERROR');
  });

  it('an SMS code lives 5 minutes', async () => {
    const mobile = '0942777001';
    const { key } = (await t.call(registerMobileCodeEndpoint, { mobile, ...(await captcha()) })).body.data!;
    const code = await lastSmsCode(t.db, mobile);
    clock.advance(SMS_CODE_LIFE_SECONDS);
    const res = await t.call(registerMobileEndpoint, { mobile, key, code });
    expect(res.body.error_code).toBe('SMS_CODE_EXPIRED');
  });

  it('a session without "auto login" lasts one day', async () => {
    const b = await buyer(t, 'clock-session', false);
    expect((await b.call(memberInfoEndpoint)).body.code).toBe(0);
    clock.advance(24 * HOUR);
    expect((await b.call(memberInfoEndpoint)).body.error_code).toBe('TOKEN_EXPIRE');
  });
});
