import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  payInfoEndpoint,
  payPayEndpoint,
  rechargeCreateEndpoint,
  rechargeInfoEndpoint,
  rechargeOrderPageEndpoint,
} from '@zay/contract';
import { offContract, ok } from '../../../test/call';
import { seedFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buyer, type Buyer } from '../../trade/checkout/order-test-kit';
import { accountsOfMember, addPackage, walletNotify, WALLET_SECRET } from './recharge-test-kit';

/** Recharge under abuse (QUALITY §4): another member's order, forged and wrong notifies, bad input. */
let t: TestApp;
let pkg: number;
let owner: Buyer;
let other: Buyer;

beforeAll(async () => {
  t = await createTestApp({ WALLET_SANDBOX_SECRET: WALLET_SECRET });
  await seedFixtures(t.db);
  pkg = await addPackage(t, { name: 'Abuse 10,000', face: 10_000_00, price: 9_500_00, point: 100, growth: 10 });
  owner = await buyer(t, 'rca-owner', false);
  other = await buyer(t, 'rca-other', false);
});
afterAll(() => t.close());

it('keeps another member’s recharge payment and orders out of reach', async () => {
  const out = ok(await owner.call(rechargeCreateEndpoint, { recharge_id: pkg }));
  expect((await other.call(payInfoEndpoint, { out_trade_no: out })).body.error_code).toBe('PAY_INFO_MISSING');
  expect((await other.call(payPayEndpoint, { out_trade_no: out, pay_type: 'wechatpay' })).body.error_code).toBe(
    'PAY_INFO_MISSING',
  );
  expect((await walletNotify(t, out, '9500.00', 'rca-own-paid')).body).toBe('success');
  // The body's member id is not a way in: the list is the caller's own.
  const list = ok(await other.call(rechargeOrderPageEndpoint, offContract({ member_id: owner.id })));
  expect(list.count).toBe(0);
  expect((await accountsOfMember(t, other.id)).balance).toBe(0);
  expect((await accountsOfMember(t, owner.id)).balance).toBe(10_000_00);
});

it('credits nothing for a forged, unsigned or wrong-amount notify, nor for a payment that is not a recharge’s', async () => {
  const out = ok(await owner.call(rechargeCreateEndpoint, { recharge_id: pkg }));
  const before = await accountsOfMember(t, owner.id);
  const body = JSON.stringify({
    notify_id: 'rca-forged-1',
    out_trade_no: out,
    trade_no: 'X',
    amount: '9500.00',
    status: 'SUCCESS',
  });
  const forged = await t.app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    headers: { 'content-type': 'application/json', 'x-wallet-signature': 't=1,v1=deadbeef' },
    payload: body,
  });
  expect(forged.body).toBe('fail');
  expect((await walletNotify(t, out, '10000.00', 'rca-face-value')).body).toBe('fail');
  expect((await walletNotify(t, 'NOSUCHPAYMENT0001', '9500.00', 'rca-unknown')).body).toBe('fail');
  expect(await accountsOfMember(t, owner.id)).toEqual(before);
  // A paid payment paid again by another wallet transaction is parked, never credited twice.
  expect((await walletNotify(t, out, '9500.00', 'rca-first', 'T-A')).body).toBe('success');
  expect((await walletNotify(t, out, '9500.00', 'rca-second', 'T-B')).body).toBe('success');
  expect((await accountsOfMember(t, owner.id)).balance).toBe(before.balance + 10_000_00);
});

it('answers malformed bodies with an envelope and creates nothing', async () => {
  const count = async () =>
    Number(
      (
        await t.db.db
          .selectFrom('member_recharge_order')
          .select((e) => e.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = await count();
  for (const recharge_id of [-1, 0, 'x', '1 or 1=1', [pkg], { $gt: 0 }, 1e20]) {
    const res = await owner.call(rechargeCreateEndpoint, offContract({ recharge_id }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error_code: 'PARAMETER_ERROR', data: null });
    expect((await t.call(rechargeInfoEndpoint, offContract({ recharge_id }))).body.error_code).toBe('PARAMETER_ERROR');
  }
  expect(await count()).toBe(before);
});
