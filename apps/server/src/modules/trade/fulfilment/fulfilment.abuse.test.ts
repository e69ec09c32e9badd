import { afterAll, beforeAll, expect, it } from 'vitest';
import { deskAddTraceEndpoint, deskOrderDetailEndpoint, deskOrderListEndpoint, deskShipEndpoint } from '@zay/contract';
import { offContract, ok } from '../../../test/call';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedFixtures } from '../../../test/fixtures';
import type { Buyer } from '../checkout/order-test-kit';
import { buyer, deskShops, payOrder, placeOrder, sendProof, staff, type DeskShops, type Staff } from './fulfilment-test-kit';

/** The shop console under abuse (ADR 049): shops, roles, origins and the proof images. */
let t: TestApp;
let s: DeskShops;
let clerkA: Staff;
let clerkB: Staff;
let b: Buyer;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: './data/test-uploads-desk-abuse' });
  await seedFixtures(t.db);
  s = await deskShops(t);
  clerkA = await staff(t, s.shopA, 'clerk', 'abuse-clerk-a');
  clerkB = await staff(t, s.shopB, 'clerk', 'abuse-clerk-b');
  b = await buyer(t, 'abuse-buyer');
});
afterAll(() => t.close());

const image = (path: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/${path}`, headers });

it('shows a transfer proof to the buyer, its shop’s and the platform’s staff, and to no other shop', async () => {
  const o = await placeOrder(t, b, s.shopA, [s.a1.skuId]);
  const img = await sendProof(t, b, o);
  const platform = await staff(t, 0, 'clerk', 'abuse-platform');
  expect((await image(img, { cookie: `zay_seller_token=${clerkA.token}` })).statusCode).toBe(200);
  expect((await image(img, { cookie: `zay_seller_token=${platform.token}` })).statusCode).toBe(200);
  expect((await image(img, { cookie: `zay_seller_token=${clerkB.token}` })).statusCode).toBe(404);
  expect((await image(img, { cookie: 'zay_seller_token=forged' })).statusCode).toBe(404);
  expect((await image(img, {})).statusCode).toBe(404);
});

it('answers another shop’s order and package as not found, whatever shop id the body names', async () => {
  const o = await placeOrder(t, b, s.shopA, [s.a1.skuId]);
  await payOrder(t, o);
  const g = ok(await clerkA.call(deskOrderDetailEndpoint, { order_id: o.orderId })).order_goods[0]!.order_goods_id;
  const foreign = await clerkB.call(deskOrderDetailEndpoint, offContract({ order_id: o.orderId, site_id: s.shopA }));
  expect(foreign.body).toMatchObject({ code: -1, error_code: 'ORDER_NOT_FOUND' });
  const list = ok(await clerkB.call(deskOrderListEndpoint, offContract({ site_id: s.shopA, page_size: 100 })));
  expect(list.list.every((x) => x.site_id === s.shopB)).toBe(true);
  const shipped = ok(
    await clerkA.call(deskShipEndpoint, {
      order_id: o.orderId,
      packages: [{ express_company_id: 1, delivery_no: 'EMS12345', order_goods_ids: [g] }],
    }),
  );
  const trace = await clerkB.call(deskAddTraceEndpoint, { package_id: shipped[0]!.id, remark: 'hijack' });
  expect(trace.body.error_code).toBe('PACKAGE_NOT_FOUND');
});

it('keeps tracking text as text', async () => {
  const o = await placeOrder(t, b, s.shopA, [s.a2.skuId]);
  await payOrder(t, o);
  const g = ok(await clerkA.call(deskOrderDetailEndpoint, { order_id: o.orderId })).order_goods[0]!.order_goods_id;
  const [p] = ok(
    await clerkA.call(deskShipEndpoint, {
      order_id: o.orderId,
      packages: [{ express_company_id: 2, delivery_no: 'RE998877', order_goods_ids: [g] }],
    }),
  );
  const remark = '<img src=x onerror=alert(1)>';
  // The shipment itself is the first record (issue 35 §10); the typed one is kept as written.
  const { list } = ok(await clerkA.call(deskAddTraceEndpoint, { package_id: p!.id, remark })).trace;
  expect(list.map((e) => e.remark)).toContain(remark);
});

it('refuses a verifier, a disabled account and a cookie-borne write from another origin', async () => {
  const verifier = await staff(t, s.shopA, 'verifier', 'abuse-verifier');
  expect((await verifier.call(deskOrderListEndpoint, {})).body.error_code).toBe('SELLER_FORBIDDEN');

  const gone = await staff(t, s.shopA, 'clerk', 'abuse-gone');
  await t.db.db.updateTable('servicer').set({ status: 0 }).where('servicer_id', '=', gone.id).execute();
  expect((await gone.call(deskOrderListEndpoint, {})).body.error_code).toBe('TOKEN_ERROR');

  const cross = await t.app.inject({
    method: 'POST',
    url: deskOrderListEndpoint.path,
    headers: {
      cookie: `zay_seller_token=${clerkA.token}`,
      origin: 'https://evil.example',
      'content-type': 'application/json',
    },
    payload: {},
  });
  expect(cross.json()).toMatchObject({ error_code: 'FORBIDDEN_ORIGIN' });
  const workbenchCookie = await t.app.inject({
    method: 'POST',
    url: deskOrderListEndpoint.path,
    headers: { cookie: `zay_servicer_token=${clerkA.token}`, 'content-type': 'application/json' },
    payload: {},
  });
  expect(workbenchCookie.json()).toMatchObject({ error_code: 'TOKEN_NOT_EXIST' });
});

it('answers malformed console bodies with an envelope and changes nothing', async () => {
  const o = await placeOrder(t, b, s.shopA, [s.a1.skuId]);
  await payOrder(t, o);
  const bodies = [
    { order_id: 'abc' },
    { order_id: -1 },
    { order_id: 1e20 },
    { order_id: o.orderId, packages: 'all' },
    { order_id: o.orderId, packages: [{ express_company_id: 2, delivery_no: 'A'.repeat(5000), order_goods_ids: [1] }] },
    { order_id: o.orderId, packages: [{ express_company_id: 2, delivery_no: 'RE1234', order_goods_ids: [1.5] }] },
    {
      order_id: o.orderId,
      packages: Array.from({ length: 21 }, () => ({
        express_company_id: 2,
        delivery_no: 'RE1234',
        order_goods_ids: [1],
      })),
    },
    { order_id: o.orderId, adjust_money: '1e9', reason: 'x' },
    { order_id: o.orderId, adjust_money: '0.001', reason: 'x' },
    { order_id: o.orderId, reason: 'x'.repeat(5000) },
    { package_id: [], remark: {} },
  ];
  const endpoints = [deskShipEndpoint, deskAddTraceEndpoint, deskOrderDetailEndpoint, deskOrderListEndpoint];
  for (const endpoint of endpoints)
    for (const body of bodies) {
      const res = await clerkA.call(endpoint as typeof deskShipEndpoint, offContract(body));
      expect(res.status).toBe(200);
      if (endpoint !== deskOrderListEndpoint && endpoint !== deskOrderDetailEndpoint) expect(res.body.code).not.toBe(0);
    }
  const row = await t.db.db
    .selectFrom('orders')
    .select('order_status')
    .where('order_id', '=', o.orderId)
    .executeTakeFirstOrThrow();
  expect(row.order_status).toBe(1);
});
