import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCloseEndpoint, orderCreateEndpoint, payPayEndpoint, payStatusEndpoint } from '@zay/contract';
import type { TestApp } from '../../test/test-app';
import { balanceOf, buyer, type Buyer, oneShopApp, payOf } from '../trade/checkout/order-test-kit';
import { setConfig } from '../site/config/config.service';
import { siteConfig } from '../site/site-config.service';
import { SandboxWallet } from './wallet/sandbox-wallet';

const SECRET = 'sandbox-secret-for-tests-0123456789';
let t: TestApp;
let sku: number;
const wallet = new SandboxWallet(SECRET);

beforeAll(async () => {
  ({ t, sku } = await oneShopApp('Wallet Shop', { price: 4200_50, stock: 1000 }, { WALLET_SANDBOX_SECRET: SECRET }));
});
afterAll(() => t.close());

async function order(b: Buyer) {
  return (await b.call(orderCreateEndpoint, { sku_id: sku, num: 1 })).body.data;
}
const state = async (out: string) => ({
  pay: await t.db.db
    .selectFrom('pay')
    .select(['pay_status', 'pay_type', 'trade_no'])
    .where('out_trade_no', '=', out)
    .executeTakeFirstOrThrow(),
  orders: await t.db.db
    .selectFrom('orders')
    .select(['order_status', 'pay_status', 'pay_type'])
    .where('out_trade_no', '=', out)
    .execute(),
  notifies: await t.db.db
    .selectFrom('pay_notify')
    .select(['notify_id', 'result'])
    .where('out_trade_no', '=', out)
    .execute(),
});

function notify(body: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    headers: { 'content-type': 'application/json', 'x-wallet-signature': signature },
    payload: body,
  });
}
function notifyBody(out: string, amount = '4200.50', id = `n${Date.now()}${Math.random().toString(36).slice(2, 8)}`) {
  return JSON.stringify({
    notify_id: id,
    out_trade_no: out,
    trade_no: 'T1',
    amount,
    status: 'SUCCESS',
    channel: 'scan',
  });
}
const nowSec = () => Math.floor(Date.now() / 1000);

/** Follows the sandbox: opens the pay page, then presses a button on it. */
async function press(url: string, action: 'confirm' | 'cancel') {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  const page = await t.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'en-US' } });
  expect(page.statusCode).toBe(200);
  const form = new URLSearchParams(path.split('?')[1]);
  form.set('action', action);
  return t.app.inject({
    method: 'POST',
    url: '/sandbox-wallet/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-US' },
    payload: form.toString(),
  });
}

describe('sandbox wallet', () => {
  it('mobile scan: QR code to the sandbox page, confirm → notify → paid, pay/status follows', async () => {
    const b = await buyer(t, 'scan1');
    const out = await order(b);
    const res = payOf((await b.call(payPayEndpoint, { out_trade_no: out, pay_type: 'wechatpay' })).body.data, 'qrcode');
    expect(res).toMatchObject({ type: 'qrcode', pay_type: 'wechatpay' });
    expect(res.qrcode).toMatch(/^data:image\/png;base64,/);
    expect(res.pay_url).toMatch(
      /^http:\/\/localhost:80\/sandbox-wallet\/pay\?out_trade_no=\d+&amount=4200\.50&mode=scan/,
    );
    const page = await t.app.inject({
      method: 'GET',
      url: res.pay_url.replace(/^http:\/\/[^/]+/, ''),
      headers: { 'accept-language': 'en-US' },
    });
    expect(page.body).toContain('4,200.50 Ks');
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await b.call(payStatusEndpoint, { out_trade_no: out })).body.data.pay_status).toBe(0);
    const done = await press(res.pay_url, 'confirm');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('payment successful');
    expect((await b.call(payStatusEndpoint, { out_trade_no: out })).body.data.pay_status).toBe(2);
    const s = await state(out);
    expect(s.pay).toMatchObject({ pay_status: 2, pay_type: 'wechatpay' });
    expect(s.pay.trade_no).toMatch(/^SBX/);
    expect(s.orders).toEqual([{ order_status: 1, pay_status: 2, pay_type: 'wechatpay' }]);
    expect(s.notifies).toEqual([{ notify_id: expect.any(String), result: 'paid' }]);
  });

  it('online wallet: redirect to the sandbox page and back to /result; cancel leaves it unpaid', async () => {
    const b = await buyer(t, 'online1');
    const out = await order(b);
    const res = payOf(
      (
        await b.call(payPayEndpoint, {
          out_trade_no: out,
          pay_type: 'alipay',
          return_url: 'https://evil.example/',
        })
      ).body.data,
      'redirect',
    );
    expect(res.redirect_url).toMatch(/^https?:\/\/[^/]+\/sandbox-wallet\/pay\?/);
    expect(res.data).toBe(res.redirect_url);
    const cancelled = await press(res.redirect_url, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/result?out_trade_no=${out}`);
    expect((await state(out)).pay.pay_status).toBe(0);
    const paid = await press(res.redirect_url, 'confirm');
    expect(paid.headers.location).toBe(`/result?out_trade_no=${out}`);
    expect((await state(out)).orders).toEqual([{ order_status: 1, pay_status: 2, pay_type: 'alipay' }]);
  });

  it('a tampered pay link is refused', async () => {
    const b = await buyer(t, 'tamper1');
    const out = await order(b);
    const { pay_url } = payOf(
      (await b.call(payPayEndpoint, { out_trade_no: out, pay_type: 'wechatpay' })).body.data,
      'qrcode',
    );
    const cheap = pay_url.replace('amount=4200.50', 'amount=0.01').replace(/^http:\/\/[^/]+/, '');
    const page = await t.app.inject({ method: 'GET', url: cheap, headers: { 'accept-language': 'en-US' } });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('this payment link is invalid or has expired');
  });
});

describe('wallet notify', () => {
  it('refuses forged, stale and wrong-amount notifies and changes nothing', async () => {
    const b = await buyer(t, 'forge1');
    const out = await order(b);
    const body = notifyBody(out);
    const forger = new SandboxWallet('another-secret-of-the-forger-0000');
    for (const sig of [
      forger.sign(body, nowSec()),
      wallet.sign(body, nowSec() - 6 * 60),
      wallet.sign(body, nowSec() + 6 * 60),
      wallet.sign(`${body} `, nowSec()),
      'garbage',
      '',
    ]) {
      const res = await notify(body, sig);
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('fail');
    }
    const wrongAmount = notifyBody(out, '1.00');
    expect((await notify(wrongAmount, wallet.sign(wrongAmount, nowSec()))).body).toBe('fail');
    const s = await state(out);
    expect(s.pay.pay_status).toBe(0);
    expect(s.orders[0]!.order_status).toBe(0);
    expect(s.notifies).toEqual([]);
  });

  it('applies a notify once: replays change nothing, even in parallel', async () => {
    const b = await buyer(t, 'replay1');
    const out = await order(b);
    const body = notifyBody(out);
    const sig = wallet.sign(body, nowSec());
    const results = await Promise.all(Array.from({ length: 10 }, () => notify(body, sig)));
    expect(results.every((r) => r.body === 'success')).toBe(true);
    const s = await state(out);
    expect(s.pay.pay_status).toBe(2);
    expect(s.notifies).toHaveLength(1);
    expect(await balanceOf(t.db.db, b.id)).toBe(0);
  });

  it('is recorded while the site is closed for maintenance', async () => {
    const b = await buyer(t, 'closed1');
    const out = await order(b);
    const info = await siteConfig(t.db.db, 'site_info');
    await setConfig(t.db.db, 'site_info', { ...info, web_status: 0 });
    try {
      expect((await b.call(payStatusEndpoint, { out_trade_no: out })).body.error_code).toBe('SITE_CLOSE');
      const body = notifyBody(out);
      expect((await notify(body, wallet.sign(body, nowSec()))).body).toBe('success');
    } finally {
      await setConfig(t.db.db, 'site_info', info);
    }
    expect((await state(out)).pay.pay_status).toBe(2);
  });

  it('a resent notify is a duplicate; money for a closed payment is parked for review and never becomes balance', async () => {
    const b = await buyer(t, 'twice1');
    const out = await order(b);
    for (let i = 0; i < 2; i++) {
      const body = notifyBody(out);
      expect((await notify(body, wallet.sign(body, nowSec()))).body).toBe('success');
    }
    expect((await state(out)).notifies.map((n) => n.result).sort()).toEqual(['duplicate', 'paid']);
    expect(await balanceOf(t.db.db, b.id)).toBe(0);

    const closed = await order(b);
    const [o] = await t.db.db.selectFrom('orders').select('order_id').where('out_trade_no', '=', closed).execute();
    expect((await b.call(orderCloseEndpoint, { order_id: o!.order_id })).body.code).toBe(0);
    const body = notifyBody(closed);
    expect((await notify(body, wallet.sign(body, nowSec()))).body).toBe('success');
    expect((await state(closed)).orders[0]!.order_status).toBe(-1);
    expect((await state(closed)).notifies.map((n) => n.result)).toEqual(['parked']);
    expect(await balanceOf(t.db.db, b.id)).toBe(0);
  });
});
