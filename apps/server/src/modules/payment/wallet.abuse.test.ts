import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, orderCloseEndpoint, orderCreateEndpoint, payPayEndpoint } from '@zay/contract';
import type { TestApp } from '../../test/test-app';
import { balanceOf, buyer, type Buyer, oneShopApp, payOf } from '../trade/checkout/order-test-kit';
import { SandboxWallet } from './wallet/sandbox-wallet';

/** Issue 19 §1: the sandbox wallet and the notify path cannot mint balance. */
const SECRET = 'sandbox-secret-for-abuse-0123456789';
let t: TestApp;
let sku: number;
const wallet = new SandboxWallet(SECRET);

beforeAll(async () => {
  ({ t, sku } = await oneShopApp('Mint Shop', { price: 46_000_00, stock: 1000 }, { WALLET_SANDBOX_SECRET: SECRET }));
});
afterAll(() => t.close());

const order = async (b: Buyer) => (await b.call(orderCreateEndpoint, { sku_id: sku, num: 1 })).body.data;
const notifies = (out: string) =>
  t.db.db.selectFrom('pay_notify').select(['result']).where('out_trade_no', '=', out).execute();
const nowSec = () => Math.floor(Date.now() / 1000);

/** The sandbox's confirm form, posted as a browser would (the fields of the signed link). */
async function confirm(payUrl: string) {
  const form = new URLSearchParams(payUrl.split('?')[1]);
  form.set('action', 'confirm');
  return t.app.inject({
    method: 'POST',
    url: '/sandbox-wallet/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-US' },
    payload: form.toString(),
  });
}
const payUrl = async (b: Buyer, out: string) =>
  payOf((await b.call(payPayEndpoint, { out_trade_no: out, pay_type: 'wechatpay' })).body.data, 'qrcode').pay_url;

function sendNotify(out: string, id: string, tradeNo: string) {
  const body = JSON.stringify({
    notify_id: id,
    out_trade_no: out,
    trade_no: tradeNo,
    amount: '46000.00',
    status: 'SUCCESS',
    channel: 'scan',
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    headers: { 'content-type': 'application/json', 'x-wallet-signature': wallet.sign(body, nowSec()) },
    payload: body,
  });
}

describe('the sandbox wallet does not mint balance', () => {
  it('re-posting the confirm form pays once and credits nothing', async () => {
    const b = await buyer(t, 'mint1');
    const out = await order(b);
    const url = await payUrl(b, out);
    expect((await confirm(url)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      const again = await confirm(url);
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain(message('en-us', 'PAY_ALREADY_PAID'));
    }
    expect(await balanceOf(t.db.db, b.id)).toBe(0);
    expect(await notifies(out)).toEqual([{ result: 'paid' }]);
  });

  it('the same confirm posted in parallel pays once', async () => {
    const b = await buyer(t, 'mint2');
    const out = await order(b);
    const url = await payUrl(b, out);
    await Promise.all(Array.from({ length: 6 }, () => confirm(url)));
    expect(await balanceOf(t.db.db, b.id)).toBe(0);
    expect(await notifies(out)).toEqual([{ result: 'paid' }]);
  });

  it('a confirm for a closed payment is refused by the wallet and credits nothing', async () => {
    const b = await buyer(t, 'mint3');
    const out = await order(b);
    const url = await payUrl(b, out);
    const [o] = await t.db.db.selectFrom('orders').select('order_id').where('out_trade_no', '=', out).execute();
    expect((await b.call(orderCloseEndpoint, { order_id: o!.order_id })).body.code).toBe(0);
    const res = await confirm(url);
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain(message('en-us', 'PAY_CLOSED'));
    expect(await balanceOf(t.db.db, b.id)).toBe(0);
    expect(await notifies(out)).toEqual([]);
  });

  it('a second notify for a paid payment, under a new id, is a duplicate or parked: never balance', async () => {
    const b = await buyer(t, 'mint4');
    const out = await order(b);
    expect((await sendNotify(out, 'first-notify-1', 'TX1')).body).toBe('success');
    expect((await sendNotify(out, 'resent-notify-2', 'TX1')).body).toBe('success');
    expect((await sendNotify(out, 'other-notify-3', 'TX2')).body).toBe('success');
    expect((await notifies(out)).map((n) => n.result).sort()).toEqual(['duplicate', 'paid', 'parked']);
    expect(await balanceOf(t.db.db, b.id)).toBe(0);
    const ledger = await t.db.db
      .selectFrom('member_balance_log')
      .select('type')
      .where('member_id', '=', b.id)
      .where('type', '=', 'pay_refund')
      .execute();
    expect(ledger).toEqual([]);
  });
});

describe('the sandbox wallet with a bad return_url (issue 19 §9)', () => {
  it.each(['/résultat', '/a\u2028b', '/ok\u0000', '/..\\evil'])(
    '%j falls back to the result page, no 500',
    async (ret) => {
      const b = await buyer(t, `ret${Math.random().toString(36).slice(2, 8)}`);
      const out = await order(b);
      const res = (await b.call(payPayEndpoint, { out_trade_no: out, pay_type: 'alipay', return_url: ret })).body;
      if (res.code !== 0) return expect(res.error_code).toBeTruthy();
      const form = new URLSearchParams(payOf(res.data, 'redirect').redirect_url.split('?')[1]);
      form.set('action', 'cancel');
      const back = await t.app.inject({
        method: 'POST',
        url: '/sandbox-wallet/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/result?out_trade_no=${out}`);
    },
  );
});
