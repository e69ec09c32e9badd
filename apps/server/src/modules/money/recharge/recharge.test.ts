import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addonsEndpoint,
  memberAccountPageEndpoint,
  payInfoEndpoint,
  payPayEndpoint,
  rechargeCreateEndpoint,
  rechargeInfoEndpoint,
  rechargeOrderPageEndpoint,
  rechargePageEndpoint,
} from '@zay/contract';
import { ok } from '../../../test/call';
import { seedFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buyer, type Buyer } from '../../trade/checkout/order-test-kit';
import { addType, typeRow } from '../../promotion/coupon/coupon-test-kit';
import { accountsOfMember, addPackage, walletNotify, WALLET_SECRET } from './recharge-test-kit';

/** Recharge packages and orders (API-SHAPES-MORE §2.2, ADR 061), on both databases. */
let t: TestApp;
let pkg: number;
let off: number;

beforeAll(async () => {
  t = await createTestApp({ WALLET_SANDBOX_SECRET: WALLET_SECRET });
  await seedFixtures(t.db);
  off = await addPackage(t, { name: 'Old 5,000', face: 5_000_00, price: 5_000_00, status: 2 });
  pkg = await addPackage(t, { name: 'Top up 10,000', face: 10_000_00, price: 9_500_00, point: 100, growth: 10 });
});
afterAll(() => t.close());

const rechargeOf = async (b: Buyer, id = pkg) => ok(await b.call(rechargeCreateEndpoint, { recharge_id: id }));

describe('packages', () => {
  it('lists the packages on sale in the reader’s language, newest first', async () => {
    const page = ok(await t.call(rechargePageEndpoint, { page: 1, page_size: 10 }, { lang: 'en-us' }));
    expect(page.list.map((p) => p.recharge_id)).toEqual([pkg]);
    expect(page.list[0]).toMatchObject({
      recharge_name: 'Top up 10,000',
      face_value: '10000.00',
      buy_price: '9500.00',
      point: 100,
      growth: 10,
      coupon_id: '',
    });
    const mm = ok(await t.call(rechargePageEndpoint, {}, { lang: 'md-mm' }));
    expect(mm.list[0]!.recharge_name).toBe('Top up 10,000 mm');
    expect(ok(await t.call(rechargeInfoEndpoint, { recharge_id: pkg }))).toMatchObject({ status: 1 });
  });

  it('answers a package off sale or unknown as not available, and no id as missing', async () => {
    for (const id of [off, 999_999])
      expect((await t.call(rechargeInfoEndpoint, { recharge_id: id }, { lang: 'en-us' })).body).toMatchObject({
        code: -1,
        error_code: 'RECHARGE_NOT_FOUND',
        message: 'This recharge package is not available',
      });
    const missing = await t.call(rechargeInfoEndpoint, {} as never, { lang: 'en-us' });
    expect(missing.body).toMatchObject({ error_code: 'PARAMETER_ERROR', message: 'Choose a recharge package' });
  });
});

describe('buying a package', () => {
  it('creates an unpaid order and its payment of the price; only a wallet pays it', async () => {
    const b = await buyer(t, 'rc-buyer', false);
    expect((await t.call(rechargeCreateEndpoint, { recharge_id: pkg })).body.error_code).toBe('TOKEN_NOT_EXIST');
    expect((await b.call(rechargeCreateEndpoint, { recharge_id: off })).body.error_code).toBe('RECHARGE_NOT_FOUND');
    const out = await rechargeOf(b);
    const info = ok(await b.call(payInfoEndpoint, { out_trade_no: out }));
    expect(info).toMatchObject({ pay_money: '9500.00', pay_status: 0, order_list: [] });
    for (const pay_type of ['balance', 'offlinepay'] as const)
      expect((await b.call(payPayEndpoint, { out_trade_no: out, pay_type })).body.error_code).toBe('PAY_WALLET_ONLY');
    const qr = ok(await b.call(payPayEndpoint, { out_trade_no: out, pay_type: 'wechatpay' }));
    expect(qr.type).toBe('qrcode');
    // Unpaid orders are not listed.
    expect(ok(await b.call(rechargeOrderPageEndpoint, {})).count).toBe(0);
  });

  it('credits the face value to the balance with the bonus points and growth once paid, as ledger rows', async () => {
    const b = await buyer(t, 'rc-payer', false);
    const out = await rechargeOf(b);
    const wrong = await walletNotify(t, out, '1.00', 'rc-wrong-amount-1');
    expect(wrong.body).toBe('fail');
    expect(await accountsOfMember(t, b.id)).toMatchObject({ balance: 0, point: 0, growth: 0 });

    expect((await walletNotify(t, out, '9500.00', 'rc-paid-1')).body).toBe('success');
    expect(await accountsOfMember(t, b.id)).toMatchObject({
      balance: 10_000_00,
      balance_money: 0,
      point: 100,
      growth: 10,
    });
    const orders = ok(await b.call(rechargeOrderPageEndpoint, { page: 1, page_size: 10 }));
    expect(orders.list).toHaveLength(1);
    expect(orders.list[0]).toMatchObject({
      recharge_id: pkg,
      recharge_name: 'Top up 10,000',
      face_value: '10000.00',
      buy_price: '9500.00',
      out_trade_no: out,
      pay_type_name: 'WavePay',
    });
    expect(orders.list[0]!.pay_time).toBeGreaterThan(0);
    const ledger = ok(await b.call(memberAccountPageEndpoint, { account_type: 'balance' }));
    expect(ledger.list[0]).toMatchObject({ account_data: '10000.00', type_name: 'Top-up' });
    const sold = await t.db.db
      .selectFrom('member_recharge')
      .select('sale_num')
      .where('recharge_id', '=', pkg)
      .executeTakeFirstOrThrow();
    expect(sold.sale_num).toBeGreaterThanOrEqual(1);
  });

  it('a notify replayed 10 at once, and 10 different notifies of the same payment at once: credited once', async () => {
    const b = await buyer(t, 'rc-race', false);
    const out = await rechargeOf(b);
    const replays = await Promise.all(
      Array.from({ length: 10 }, () => walletNotify(t, out, '9500.00', 'rc-replayed-1')),
    );
    expect(replays.every((r) => r.body === 'success')).toBe(true);
    const others = await Promise.all(
      Array.from({ length: 10 }, (_, i) => walletNotify(t, out, '9500.00', `rc-other-${i}-x`)),
    );
    expect(others.every((r) => r.body === 'success')).toBe(true);
    expect(await accountsOfMember(t, b.id)).toMatchObject({ balance: 10_000_00, point: 100, growth: 10 });
    const rows = await t.db.db
      .selectFrom('member_balance_log')
      .select(['account_type', 'amount'])
      .where('member_id', '=', b.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { account_type: 'balance', amount: 10_000_00 },
      { account_type: 'point', amount: 100 },
      { account_type: 'growth', amount: 10 },
    ]);
  });

  it('gives one of each platform coupon the package names, once; an ended or a shop’s type is skipped', async () => {
    const gift = await addType(t.db.db, 0, { max_fetch: 1, count: 5 });
    const ended = await addType(t.db.db, 0, { status: 2 });
    const shops = await addType(t.db.db, 1);
    const withGifts = await addPackage(t, {
      name: 'Top up with gifts',
      face: 10_000_00,
      price: 10_000_00,
      coupons: `${gift},${ended},${shops},999999`,
    });
    const b = await buyer(t, 'rc-gifts', false);
    // The member already holds the most they may receive: a gift is given anyway.
    await t.db.db
      .insertInto('coupon_fetch')
      .values({ coupon_type_id: gift, member_id: b.id, fetch_count: 1 })
      .execute();
    const out = await rechargeOf(b, withGifts);
    await Promise.all(Array.from({ length: 5 }, (_, i) => walletNotify(t, out, '10000.00', `rc-gift-${i}-x`)));
    const held = await t.db.db
      .selectFrom('coupon')
      .select(['coupon_type_id', 'get_type', 'state'])
      .where('member_id', '=', b.id)
      .execute();
    expect(held).toEqual([{ coupon_type_id: gift, get_type: 1, state: 1 }]);
    expect((await typeRow(t.db.db, gift)).lead_count).toBe(1);
  });

  it('two orders of two members paid at once: each credited once to its own member', async () => {
    const [x, y] = [await buyer(t, 'rc-two-x', false), await buyer(t, 'rc-two-y', false)];
    const [ox, oy] = [await rechargeOf(x), await rechargeOf(y)];
    await Promise.all([ox, oy, ox, oy].map((o, i) => walletNotify(t, o, '9500.00', `rc-two-${i}-abc`)));
    expect((await accountsOfMember(t, x.id)).balance).toBe(10_000_00);
    expect((await accountsOfMember(t, y.id)).balance).toBe(10_000_00);
  });
});

describe('without the addon', () => {
  it('answers every call “plugin not installed” and reports it absent', async () => {
    const bare = await createTestApp({ ADDONS: 'seckill,coupon' });
    try {
      await seedFixtures(bare.db);
      const res = await bare.call(rechargePageEndpoint, {}, { lang: 'en-us' });
      expect(res.body).toMatchObject({ code: -1, error_code: 'PLUGIN_NOT_INSTALLED', message: 'Plugin not installed' });
      expect((await bare.call(rechargeInfoEndpoint, { recharge_id: 1 })).body.error_code).toBe('PLUGIN_NOT_INSTALLED');
      expect(ok(await bare.call(addonsEndpoint, {})).memberrecharge).toBe(0);
      expect(ok(await t.call(addonsEndpoint, {})).memberrecharge).toBe(1);
    } finally {
      await bare.close();
    }
  });
});
