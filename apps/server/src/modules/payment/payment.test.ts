import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  memberAccountEndpoint,
  offlinePayEndpoint,
  orderCloseEndpoint,
  orderCreateEndpoint,
  orderListsEndpoint,
  payInfoEndpoint,
  payPayEndpoint,
  payStatusEndpoint,
  payTypeEndpoint,
} from '@zay/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedFixtures } from '../../test/fixtures';
import { setConfig } from '../site/config/config.service';
import {
  addGoods,
  addShop,
  buyer,
  giveBalance,
  PAY_PASSWORD,
  setPayPassword,
  type Buyer,
} from '../trade/checkout/order-test-kit';
import { confirmOfflinePayment } from './payment-apply.service';
import { pngOf, uploadFile } from '../../test/uploads';

let t: TestApp;
let shop: number;
let sku: number;
const BANK = {
  bank_name: 'KBZ Bank',
  account_bank: 'Yangon Main Branch',
  account_number: '0991 2345 6789',
  account_name: 'Zay Co., Ltd.',
};
const ALL_ON = {
  offlinepay: { enabled: 1, ...BANK },
  balance: { enabled: 1 },
  wechatpay: { enabled: 1 },
  alipay: { enabled: 1 },
};

beforeAll(async () => {
  t = await createTestApp({ WALLET_SANDBOX_SECRET: 'sandbox-secret-for-tests-0123456789' });
  await seedFixtures(t.db);
  shop = await addShop(t.db.db, 'Pay Shop', { express_enabled: 1, express_fee: 1000_00 });
  sku = (await addGoods(t.db.db, shop, { price: 9000_00, stock: 1000 })).skuId;
});
afterAll(() => t.close());
beforeEach(() => setConfig(t.db.db, 'pay_config', ALL_ON));

async function order(b: Buyer, num = 1): Promise<string> {
  const res = await b.call(orderCreateEndpoint, { sku_id: sku, num });
  expect(res.body.code).toBe(0);
  return res.body.data;
}

const ordersOf = (outTradeNo: string) =>
  t.db.db
    .selectFrom('orders')
    .select(['order_status', 'pay_status', 'pay_type', 'auto_close_time'])
    .where('out_trade_no', '=', outTradeNo)
    .execute();

describe('pay/type, pay/info', () => {
  it('lists the configured methods; none configured → the SPEC message', async () => {
    expect((await t.call(payTypeEndpoint)).body.data).toEqual({
      pay_type: 'offlinepay,balance,wechatpay,alipay',
      wallets: [
        { pay_type: 'wechatpay', name: 'WavePay', logo: '' },
        { pay_type: 'alipay', name: 'KBZPay', logo: '' },
      ],
    });
    await setConfig(t.db.db, 'pay_config', { ...ALL_ON, offlinepay: { enabled: 1, ...BANK, account_number: '' } });
    expect((await t.call(payTypeEndpoint)).body.data.pay_type).toBe('balance,wechatpay,alipay');
    const off = { enabled: 0 };
    await setConfig(t.db.db, 'pay_config', {
      offlinepay: { ...off, ...BANK },
      balance: off,
      wechatpay: off,
      alipay: off,
    });
    expect((await t.call(payTypeEndpoint)).body.data.pay_type).toBe('');
    const b = await buyer(t, 'type1');
    const res = await b.call(payPayEndpoint, { out_trade_no: await order(b), pay_type: 'wechatpay' });
    expect(res.body.message).toBe('merchant has not configured the payment method');
  });

  it('shows the member’s own payment only', async () => {
    const b = await buyer(t, 'info1');
    const other = await buyer(t, 'info2');
    const out = await order(b, 2);
    const info = (await b.call(payInfoEndpoint, { out_trade_no: out })).body.data;
    expect(info).toMatchObject({ out_trade_no: out, pay_money: '19000.00', pay_status: 0, offline_proof: null });
    expect(info.order_list).toHaveLength(1);
    expect(info.expire_time).toBeGreaterThan(Date.now() / 1000);
    const theirs = await other.call(payInfoEndpoint, { out_trade_no: out });
    expect(theirs.body).toMatchObject({
      code: -1,
      error_code: 'PAY_INFO_MISSING',
      message: 'no payment information was found',
    });
    expect((await other.call(payPayEndpoint, { out_trade_no: out, pay_type: 'balance' })).body.error_code).toBe(
      'PAY_INFO_MISSING',
    );
    expect((await other.call(payStatusEndpoint, { out_trade_no: out })).body.error_code).toBe('PAY_INFO_MISSING');
  });
});

describe('balance', () => {
  it('pays from the balance with the password, never beyond it', async () => {
    const b = await buyer(t, 'bal1');
    const out = await order(b);
    expect((await b.call(payPayEndpoint, { out_trade_no: out, pay_type: 'balance' })).body.error_code).toBe(
      'PAY_PASSWORD_NOT_SET',
    );
    await setPayPassword(t.db.db, b.id);
    await giveBalance(t.db.db, b.id, 5000_00);
    const short = await b.call(payPayEndpoint, { out_trade_no: out, pay_type: 'balance', pay_password: PAY_PASSWORD });
    expect(short.body.message).toBe('your balance is not enough');
    await giveBalance(t.db.db, b.id, 12_000_00);
    const paid = await b.call(payPayEndpoint, { out_trade_no: out, pay_type: 'balance', pay_password: PAY_PASSWORD });
    expect(paid.body.data).toEqual({ type: 'paid', pay_type: 'balance', pay_status: 2 });
    expect(await ordersOf(out)).toEqual([{ order_status: 1, pay_status: 2, pay_type: 'balance', auto_close_time: 0 }]);
    expect((await b.call(memberAccountEndpoint)).body.data.balance).toBe('2000.00');
    const again = await b.call(payPayEndpoint, { out_trade_no: out, pay_type: 'balance', pay_password: PAY_PASSWORD });
    expect(again.body.error_code).toBe('PAY_ALREADY_PAID');
    expect((await b.call(memberAccountEndpoint)).body.data.balance).toBe('2000.00');
  });
});

describe('bank transfer', () => {
  const png = () => pngOf('#0a7', 40, 30);
  const upload = (b: Buyer, bytes: Buffer) =>
    uploadFile(t, '/api/upload/payproof', b.token, bytes, { headers: { 'accept-language': 'en-US' } });

  it('shows the account, takes a re-encoded proof image, and waits for the shop', async () => {
    const b = await buyer(t, 'bank1');
    const out = await order(b);
    const account = await b.call(payPayEndpoint, { out_trade_no: out, pay_type: 'offlinepay' });
    expect(account.body.data).toEqual({ type: 'offline', pay_type: 'offlinepay', pay_money: '10000.00', ...BANK });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(b, svg)).body.error_code).toBe('UPLOAD_TYPE_INVALID');
    const big = await upload(b, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(big.status).toBe(200);
    expect(big.body.error_code).toBe('UPLOAD_TOO_LARGE');
    const up = await upload(b, await png());
    expect(up.body.code).toBe(0);
    const picPath: string = up.body.data.pic_path;
    expect(picPath).toMatch(new RegExp(`^upload/payproof/${b.id}/\\d{6}/[\\w-]+\\.png$`));
    const served = await t.app.inject({
      method: 'GET',
      url: `/${picPath}`,
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');

    const thief = await buyer(t, 'bank2');
    const theirs = await thief.call(offlinePayEndpoint, { out_trade_no: await order(thief), imgs: picPath });
    expect(theirs.body.error_code).toBe('PAY_PROOF_REQUIRED');
    const sent = await b.call(offlinePayEndpoint, { out_trade_no: out, imgs: [picPath], desc: 'sent from KBZ' });
    expect(sent.body).toMatchObject({
      code: 0,
      data: { pay_status: 1 },
      message: 'the payment proof was sent; the shop will confirm it',
    });
    expect(await ordersOf(out)).toEqual([
      // Waits for the shop until the proof's deadline (24 h by default; issue 19 §3, ADR 087).
      { order_status: 0, pay_status: 1, pay_type: 'offlinepay', auto_close_time: expect.any(Number) },
    ]);
    const [waiting] = await ordersOf(out);
    expect(waiting!.auto_close_time - Math.floor(Date.now() / 1000)).toBeGreaterThan(23 * 3600);
    const info = (await b.call(payInfoEndpoint, { out_trade_no: out })).body.data;
    expect(info.offline_proof).toMatchObject({ imgs: [picPath], desc: 'sent from KBZ' });
    const list = (await b.call(orderListsEndpoint, { order_status: 'waitpay' })).body.data.list[0]!;
    expect(list).toMatchObject({
      order_status_name: 'Awaiting payment confirmation',
      action: [{ action: 'orderOfflinePayProof' }],
    });
    expect((await b.call(orderCloseEndpoint, { order_id: list.order_id })).body.error_code).toBe('ORDER_STATE_CHANGED');

    expect(await confirmOfflinePayment(t.ctx(), out)).toBe(true);
    expect(await ordersOf(out)).toEqual([
      { order_status: 1, pay_status: 2, pay_type: 'offlinepay', auto_close_time: 0 },
    ]);
    expect(await confirmOfflinePayment(t.ctx(), out)).toBe(false);
  });
});
