import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deskAddTraceEndpoint,
  deskAdjustPriceEndpoint,
  deskConfirmProofEndpoint,
  deskDispatchEndpoint,
  deskOrderDetailEndpoint,
  deskOrderListEndpoint,
  deskReadyPickupEndpoint,
  deskRejectProofEndpoint,
  deskShipEndpoint,
  orderDetailEndpoint,
  orderListsEndpoint,
  orderPackageEndpoint,
  sellerInfoEndpoint,
  sellerLoginEndpoint,
  sellerLogoutEndpoint,
  message,
  orderTakeDeliveryEndpoint,
} from '@zay/contract';
import { marketMoment } from '../../../lib/market-clock';
import { hashPassword } from '../../../lib/password';
import { ok } from '../../../test/call';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedFixtures } from '../../../test/fixtures';
import type { Buyer } from '../checkout/order-test-kit';
import {
  buyer,
  deskShops,
  payOrder,
  placeOrder,
  sendProof,
  staff,
  type DeskShops,
  type Staff,
} from './fulfilment-test-kit';

let t: TestApp;
let s: DeskShops;
let clerkA: Staff;
let ownerB: Staff;
let serviceA: Staff;
let b: Buyer;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: './data/test-uploads-desk' });
  await seedFixtures(t.db);
  s = await deskShops(t);
  clerkA = await staff(t, s.shopA, 'clerk', 'clerk-a');
  ownerB = await staff(t, s.shopB, 'owner', 'owner-b');
  serviceA = await staff(t, s.shopA, 'service', 'service-a');
  b = await buyer(t, 'desk-buyer');
});
afterAll(() => t.close());

const orderRow = (orderId: number) =>
  t.db.db
    .selectFrom('orders')
    .select(['order_status', 'pay_status', 'adjust_money', 'order_money', 'pay_money', 'delivery_time'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();

describe('console sessions', () => {
  it('logs a staff member in with their role and shop, and out again', async () => {
    const hash = await hashPassword('Desk@2026');
    await t.db.db
      .insertInto('servicer')
      .values({
        site_id: s.shopA,
        username: 'owner-login',
        password: hash,
        nickname: 'Daw Hla',
        role: 'owner',
        status: 1,
        create_time: 1,
      })
      .execute();
    const wrong = await t.call(sellerLoginEndpoint, { username: 'owner-login', password: 'nope' }, { lang: 'en-us' });
    expect(wrong.body).toMatchObject({ code: -1, error_code: 'LOGIN_FAILED' });

    const login = await t.call(sellerLoginEndpoint, { username: 'owner-login', password: 'Desk@2026' });
    const { token, staff: me } = ok(login);
    expect(login.headers['set-cookie']).toMatch(/zay_seller_token=.+HttpOnly/i);
    expect(me).toMatchObject({ site_id: s.shopA, role: 'owner', shop_name: 'Desk Shop A', nickname: 'Daw Hla' });
    expect(ok(await t.call(sellerInfoEndpoint, {}, { token, lang: 'zh-cn' })).role_name).toBe('店主');

    ok(await t.call(sellerLogoutEndpoint, {}, { token }));
    const after = await t.call(sellerInfoEndpoint, {}, { token });
    expect(after.body).toMatchObject({ code: -10009, error_code: 'TOKEN_ERROR' });
  });

  it('refuses a console call without a staff token, and a member token', async () => {
    expect((await t.call(deskOrderListEndpoint, {})).body.error_code).toBe('TOKEN_NOT_EXIST');
    expect((await t.call(deskOrderListEndpoint, {}, { token: b.token })).body.error_code).toBe('TOKEN_ERROR');
  });
});

describe('order desk: list and detail', () => {
  it('lists only the shop’s orders by tab, order number, buyer and date, paged', async () => {
    const o1 = await placeOrder(t, b, s.shopA, [s.a1.skuId]);
    const o2 = await placeOrder(t, b, s.shopA, [s.a2.skuId]);
    await payOrder(t, o2);
    const inB = await placeOrder(t, b, s.shopB, [s.b1.skuId]);

    const all = ok(await clerkA.call(deskOrderListEndpoint, { page_size: 100 }));
    const ids = all.list.map((o) => o.order_id);
    expect(ids).toEqual(expect.arrayContaining([o1.orderId, o2.orderId]));
    expect(ids).not.toContain(inB.orderId);
    expect(all.list.find((o) => o.order_id === o1.orderId)).toMatchObject({
      buyer_name: expect.any(String),
      order_status_name: 'Awaiting payment',
      desk_action: ['adjustPrice'],
    });

    const waitsend = ok(await clerkA.call(deskOrderListEndpoint, { tab: 'waitsend' }));
    expect(waitsend.list.map((o) => o.order_id)).toEqual([o2.orderId]);
    expect(waitsend.list[0]!.desk_action).toEqual(['ship']);

    const no = (
      await t.db.db.selectFrom('orders').select('order_no').where('order_id', '=', o1.orderId).executeTakeFirstOrThrow()
    ).order_no;
    const byNo = ok(await clerkA.call(deskOrderListEndpoint, { order_no: no.slice(-8) }));
    expect(byNo.list.map((o) => o.order_id)).toEqual([o1.orderId]);
    expect(ok(await clerkA.call(deskOrderListEndpoint, { buyer: 'DESK-BUY' })).count).toBeGreaterThanOrEqual(2);
    expect(ok(await clerkA.call(deskOrderListEndpoint, { buyer: 'nobody-like-this' })).count).toBe(0);
    expect(ok(await clerkA.call(deskOrderListEndpoint, { buyer: '%' })).count).toBe(0);
    expect(ok(await clerkA.call(deskOrderListEndpoint, { end_time: 1000 })).count).toBe(0);
    const paged = ok(await clerkA.call(deskOrderListEndpoint, { page_size: 1, page: 2 }));
    expect(paged).toMatchObject({ page_count: all.count, list: [{ order_id: all.list[1]!.order_id }] });
  });

  it('shows an order in full; another shop’s order is not found; customer service reads but acts on nothing', async () => {
    const o = await placeOrder(t, b, s.shopA, [s.a1.skuId, s.a2.skuId]);
    const d = ok(await clerkA.call(deskOrderDetailEndpoint, { order_id: o.orderId }));
    expect(d).toMatchObject({
      order_id: o.orderId,
      goods_money: '12500.00',
      delivery_money: '1000.00',
      name: 'Aung Aung',
      proof: null,
      package_list: [],
      log: [],
    });
    expect(d.order_goods).toHaveLength(2);
    const other = await ownerB.call(deskOrderDetailEndpoint, { order_id: o.orderId });
    expect(other.body).toMatchObject({ code: -1, error_code: 'ORDER_NOT_FOUND', message: 'This order does not exist' });
    const asService = ok(await serviceA.call(deskOrderDetailEndpoint, { order_id: o.orderId }));
    expect(asService.desk_action).toEqual([]);
    const adjust = await serviceA.call(deskAdjustPriceEndpoint, {
      order_id: o.orderId,
      adjust_money: '-1',
      reason: 'x',
    });
    expect(adjust.body).toMatchObject({ code: -1, error_code: 'SELLER_FORBIDDEN' });
  });
});

describe('transfer proofs', () => {
  it('confirms a proof: the order is paid through the payment path, and logged', async () => {
    const o = await placeOrder(t, b, s.shopA, [s.a1.skuId]);
    await sendProof(t, b, o);
    const d = ok(await clerkA.call(deskOrderDetailEndpoint, { order_id: o.orderId }));
    expect(d.proof).toMatchObject({
      imgs: [expect.stringMatching(/^upload\/payproof\//)],
      expire_time: expect.any(Number),
    });
    expect(d.desk_action).toEqual(['confirmProof', 'rejectProof']);
    ok(await clerkA.call(deskConfirmProofEndpoint, { order_id: o.orderId }));
    expect(await orderRow(o.orderId)).toMatchObject({ order_status: 1, pay_status: 2 });
    const pay = await t.db.db
      .selectFrom('pay')
      .select(['pay_status', 'pay_type'])
      .where('out_trade_no', '=', o.outTradeNo)
      .executeTakeFirstOrThrow();
    expect(pay).toEqual({ pay_status: 2, pay_type: 'offlinepay' });
    const again = await clerkA.call(deskConfirmProofEndpoint, { order_id: o.orderId });
    expect(again.body.error_code).toBe('ORDER_STATE_CHANGED');
    const log = ok(await clerkA.call(deskOrderDetailEndpoint, { order_id: o.orderId })).log;
    expect(log).toMatchObject([
      { action: 'confirmProof', action_name: 'Transfer confirmed', staff_name: 'clerk-a nick' },
    ]);
  });

  it('confirms a proof once when it is confirmed five times at once', async () => {
    const o = await placeOrder(t, b, s.shopA, [s.a2.skuId]);
    await sendProof(t, b, o);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => clerkA.call(deskConfirmProofEndpoint, { order_id: o.orderId })),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.error_code === 'ORDER_STATE_CHANGED')).toHaveLength(4);
    const logs = await t.db.db
      .selectFrom('order_desk_log')
      .select('action')
      .where('order_id', '=', o.orderId)
      .execute();
    expect(logs).toHaveLength(1);
  });

  it('rejects a proof: the payment reopens for the buyer; no proof cannot be rejected', async () => {
    const o = await placeOrder(t, b, s.shopA, [s.a1.skuId]);
    const none = await clerkA.call(deskRejectProofEndpoint, { order_id: o.orderId, reason: 'no money' });
    expect(none.body.error_code).toBe('ORDER_STATE_CHANGED');
    await sendProof(t, b, o);
    const empty = await clerkA.call(deskRejectProofEndpoint, { order_id: o.orderId, reason: ' ' });
    expect(empty.body).toMatchObject({ error_code: 'PARAMETER_ERROR', message: 'Please enter a reason' });
    ok(await clerkA.call(deskRejectProofEndpoint, { order_id: o.orderId, reason: 'no money arrived' }));
    expect(await orderRow(o.orderId)).toMatchObject({ order_status: 0, pay_status: 0 });
    const mine = ok(await b.call(orderListsEndpoint, { order_status: 'waitpay', page_size: 50 }));
    expect(mine.list.find((x) => x.order_id === o.orderId)!.action.map((a) => a.action)).toContain('orderPay');
  });

  it('lets one of a confirmation and rejections sent at once win', async () => {
    const o = await placeOrder(t, b, s.shopA, [s.a2.skuId]);
    await sendProof(t, b, o);
    const answers = await Promise.all([
      clerkA.call(deskRejectProofEndpoint, { order_id: o.orderId, reason: 'not arrived' }),
      clerkA.call(deskConfirmProofEndpoint, { order_id: o.orderId }),
      clerkA.call(deskRejectProofEndpoint, { order_id: o.orderId, reason: 'not arrived' }),
    ]);
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    const row = await orderRow(o.orderId);
    const confirmed = answers[1]!.body.code === 0;
    expect(row).toMatchObject(confirmed ? { order_status: 1, pay_status: 2 } : { order_status: 0, pay_status: 0 });
  });

  it('leaves a payment spanning shops to the platform’s staff', async () => {
    const cartA = await placeOrder(t, b, s.shopA, [s.a1.skuId, s.b1.skuId]);
    await sendProof(t, b, cartA);
    const refused = await clerkA.call(deskConfirmProofEndpoint, { order_id: cartA.orderId });
    expect(refused.body.error_code).toBe('SELLER_PROOF_OTHER_SHOPS');
    const platform = await staff(t, 0, 'clerk', 'platform-clerk');
    ok(await platform.call(deskConfirmProofEndpoint, { order_id: cartA.orderId }));
    const orders = await t.db.db
      .selectFrom('orders')
      .select('order_status')
      .where('out_trade_no', '=', cartA.outTradeNo)
      .execute();
    expect(orders.map((x) => x.order_status)).toEqual([1, 1]);
  });
});

describe('price adjustment', () => {
  it('moves order and payment amounts by the adjustment, never below 0, and the buyer sees it', async () => {
    const o = await placeOrder(t, b, s.shopA, [s.a2.skuId]); // 2,500 + 1,000 delivery
    const res = ok(
      await clerkA.call(deskAdjustPriceEndpoint, {
        order_id: o.orderId,
        adjust_money: '-500.50',
        reason: 'loyal buyer',
      }),
    );
    expect(res).toEqual({ adjust_money: '-500.50', pay_money: '2999.50' });
    expect(await orderRow(o.orderId)).toMatchObject({
      adjust_money: -500_50,
      order_money: 2999_50,
      pay_money: 2999_50,
    });
    ok(await clerkA.call(deskAdjustPriceEndpoint, { order_id: o.orderId, adjust_money: 200, reason: 'gift wrap' }));
    expect(await orderRow(o.orderId)).toMatchObject({ adjust_money: 200_00, pay_money: 3700_00 });
    const pay = await t.db.db
      .selectFrom('pay')
      .select('pay_money')
      .where('out_trade_no', '=', o.outTradeNo)
      .executeTakeFirstOrThrow();
    expect(pay.pay_money).toBe(3700_00);
    const below = await clerkA.call(deskAdjustPriceEndpoint, {
      order_id: o.orderId,
      adjust_money: '-3500.01',
      reason: 'x',
    });
    expect(below.body.error_code).toBe('SELLER_PAY_MONEY_NEGATIVE');
    const mine = ok(await b.call(orderDetailEndpoint, { order_id: o.orderId }));
    expect(mine).toMatchObject({ adjust_money: '200.00', pay_money: '3700.00' });
    await payOrder(t, o);
    const paid = await clerkA.call(deskAdjustPriceEndpoint, { order_id: o.orderId, adjust_money: 0, reason: 'x' });
    expect(paid.body.error_code).toBe('ORDER_STATE_CHANGED');
  });
  it('applies one of two adjustments sent at once from the same price, and keeps order and payment in step', async () => {
    const o = await placeOrder(t, b, s.shopA, [s.a1.skuId]); // 10,000 + 1,000 delivery
    const answers = await Promise.all(
      ['-1000', '-2000', '500'].map((adjust_money) =>
        clerkA.call(deskAdjustPriceEndpoint, { order_id: o.orderId, adjust_money, reason: 'race' }),
      ),
    );
    const won = answers.filter((a) => a.body.code === 0);
    expect(won.length).toBeGreaterThanOrEqual(1);
    const row = await orderRow(o.orderId);
    const pay = await t.db.db
      .selectFrom('pay')
      .select('pay_money')
      .where('out_trade_no', '=', o.outTradeNo)
      .executeTakeFirstOrThrow();
    // Whatever won last, the order's amounts and the payment's agree with its adjustment.
    expect(row.pay_money).toBe(11_000_00 + row.adjust_money);
    expect(row.order_money).toBe(11_000_00 + row.adjust_money);
    expect(pay.pay_money).toBe(row.pay_money);
    const logs = await t.db.db
      .selectFrom('order_desk_log')
      .select('action')
      .where('order_id', '=', o.orderId)
      .execute();
    expect(logs).toHaveLength(won.length);
  });
});

describe('shipping', () => {
  const pkg = (ids: number[], no: string, courier = 2) => ({
    express_company_id: courier,
    delivery_no: no,
    order_goods_ids: ids,
  });

  it('ships an express order as two packages with tracking the buyer sees', async () => {
    const o = await placeOrder(t, b, s.shopA, [s.a1.skuId, s.a2.skuId]);
    const none = await b.call(orderPackageEndpoint, { order_id: o.orderId });
    expect(none.body).toMatchObject({ code: -1, error_code: 'ORDER_PACKAGE_NONE' });
    const early = await clerkA.call(deskShipEndpoint, { order_id: o.orderId, packages: [pkg([1], 'RE1234')] });
    expect(early.body.error_code).toBe('ORDER_STATE_CHANGED');
    await payOrder(t, o);
    const [g1, g2] = ok(await clerkA.call(deskOrderDetailEndpoint, { order_id: o.orderId })).order_goods.map(
      (g) => g.order_goods_id,
    );

    const shipped = ok(
      await clerkA.call(deskShipEndpoint, {
        order_id: o.orderId,
        packages: [pkg([g1!], 'RE-0001'), pkg([g2!], 'NV778899', 3)],
      }),
    );
    expect(shipped.map((p) => [p.package_name, p.express_company_name, p.delivery_no])).toEqual([
      ['Package 1', 'Royal Express', 'RE-0001'],
      ['Package 2', 'Ninja Van', 'NV778899'],
    ]);
    expect(await orderRow(o.orderId)).toMatchObject({ order_status: 3, delivery_time: expect.any(Number) });

    // The shipment is the first record of each package (issue 35 §10), in the reader's language.
    const shippedTrace = ok(await b.call(orderPackageEndpoint, { order_id: o.orderId }, { lang: 'en-us' }));
    expect(shippedTrace.map((p) => p.trace)).toEqual([
      expect.objectContaining({
        success: true,
        reason: '',
        status: 1,
        status_name: 'Picked up',
        list: [expect.objectContaining({ remark: 'Shipped with Royal Express, waybill number RE-0001' })],
      }),
      expect.objectContaining({
        success: true,
        list: [expect.objectContaining({ remark: 'Shipped with Ninja Van, waybill number NV778899' })],
      }),
    ]);
    const burmese = ok(await b.call(orderPackageEndpoint, { order_id: o.orderId }, { lang: 'md-mm' }));
    expect(burmese[0]!.trace.list[0]!.remark).toBe(
      message('md-mm', 'TRACE_SHIPPED', { courier: 'Royal Express', no: 'RE-0001' }),
    );

    const first = shipped[0]!;
    const traced = ok(await clerkA.call(deskAddTraceEndpoint, { package_id: first.id, remark: 'Left the Yangon hub' }));
    expect(traced.trace).toMatchObject({
      success: true,
      list: [{ remark: 'Shipped with Royal Express, waybill number RE-0001' }, { remark: 'Left the Yangon hub' }],
    });
    const future = await clerkA.call(deskAddTraceEndpoint, {
      package_id: first.id,
      remark: 'x',
      trace_time: t.ctx().now() + 3600,
    });
    expect(future.body.error_code).toBe('SELLER_TRACE_TIME_INVALID');
    const foreign = await ownerB.call(deskAddTraceEndpoint, { package_id: first.id, remark: 'x' });
    expect(foreign.body.error_code).toBe('PACKAGE_NOT_FOUND');

    const mine = ok(await b.call(orderPackageEndpoint, { order_id: o.orderId }, { lang: 'en-us' }));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      package_name: 'Package 1',
      express_company_name: 'Royal Express',
      delivery_no: 'RE-0001',
      type: 'manual',
      goods_list: [{ num: 1, sku_name: expect.any(String) }],
      trace: {
        success: true,
        status: 2,
        list: [
          { remark: 'Shipped with Royal Express, waybill number RE-0001' },
          { remark: 'Left the Yangon hub', datetime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) },
        ],
      },
    });
    expect(mine[1]!.trace).toMatchObject({
      success: true,
      status: 1,
      list: [{ remark: expect.stringContaining('NV778899') }],
    });

    const detail = ok(await b.call(orderDetailEndpoint, { order_id: o.orderId }));
    expect(detail.package_list).toHaveLength(2);
    expect(detail.action.map((a) => a.action)).toContain('trace');

    const other = await buyer(t, 'desk-other');
    expect((await other.call(orderPackageEndpoint, { order_id: o.orderId })).body.error_code).toBe('ORDER_NOT_FOUND');

    // The buyer's receipt closes each package's tracking.
    ok(await b.call(orderTakeDeliveryEndpoint, { order_id: o.orderId }));
    const received = ok(await b.call(orderPackageEndpoint, { order_id: o.orderId }, { lang: 'en-us' }));
    expect(received.map((p) => [p.trace.status, p.trace.status_name, p.trace.list.at(-1)!.remark])).toEqual([
      [3, 'Delivered', 'Delivered: the buyer confirmed receipt'],
      [3, 'Delivered', 'Delivered: the buyer confirmed receipt'],
    ]);
  });

  it('refuses packages that do not hold every goods exactly once, unknown couriers and bad waybills', async () => {
    const o = await placeOrder(t, b, s.shopA, [s.a1.skuId, s.a2.skuId]);
    await payOrder(t, o);
    const [g1, g2] = ok(await clerkA.call(deskOrderDetailEndpoint, { order_id: o.orderId })).order_goods.map(
      (g) => g.order_goods_id,
    );
    const ship = (packages: ReturnType<typeof pkg>[]) =>
      clerkA.call(deskShipEndpoint, { order_id: o.orderId, packages });
    for (const bad of [
      [pkg([g1!], 'AB1234')],
      [pkg([g1!, g2!], 'AB1234'), pkg([g2!], 'AB1235')],
      [pkg([g1!, g2!, 999999], 'AB1234')],
    ])
      expect((await ship(bad)).body.error_code).toBe('SELLER_PACKAGE_GOODS');
    expect((await ship([pkg([g1!, g2!], 'AB1234', 99)])).body.message).toBe('Please choose a courier from the list');
    expect((await ship([pkg([g1!, g2!], 'x<1>')])).body.message).toMatch(/^Please enter the waybill number/);
    expect((await ship([])).body.message).toBe('Every goods of the order must be in exactly one package');
    expect(
      (await ownerB.call(deskShipEndpoint, { order_id: o.orderId, packages: [pkg([g1!, g2!], 'AB1234')] })).body
        .error_code,
    ).toBe('ORDER_NOT_FOUND');
    expect(
      (await serviceA.call(deskShipEndpoint, { order_id: o.orderId, packages: [pkg([g1!, g2!], 'AB1234')] })).body
        .error_code,
    ).toBe('SELLER_FORBIDDEN');
    expect(await orderRow(o.orderId)).toMatchObject({ order_status: 1 });
  });

  it('ships an order once when it is shipped five times at once', async () => {
    const o = await placeOrder(t, b, s.shopA, [s.a1.skuId]);
    await payOrder(t, o);
    const [g1] = ok(await clerkA.call(deskOrderDetailEndpoint, { order_id: o.orderId })).order_goods.map(
      (g) => g.order_goods_id,
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        clerkA.call(deskShipEndpoint, { order_id: o.orderId, packages: [pkg([g1!], `RACE${i}000`)] }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.error_code === 'ORDER_STATE_CHANGED')).toHaveLength(4);
    const packages = await t.db.db.selectFrom('order_package').select('id').where('order_id', '=', o.orderId).execute();
    expect(packages).toHaveLength(1);
  });

  it('dispatches a local-delivery order with its courier, once', async () => {
    // Today on the market's clock (Yangon), which is a day ahead of UTC from 17:30 UTC.
    const slot = `${marketMoment(Math.floor(Date.now() / 1000)).day} 00:00-23:59`;
    const o = await placeOrder(t, b, s.shopA, [s.a1.skuId], { delivery_type: 'local', delivery_time: slot }).catch(
      () => null,
    );
    if (!o) return expect.fail('a local-delivery order could not be placed');
    await payOrder(t, o);
    const body = { order_id: o.orderId, courier_name: 'Ko Zaw', courier_phone: '09 420 111 222' };
    const answers = await Promise.all([
      clerkA.call(deskDispatchEndpoint, body),
      clerkA.call(deskDispatchEndpoint, body),
    ]);
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    const mine = ok(await b.call(orderPackageEndpoint, { order_id: o.orderId }));
    expect(mine).toMatchObject([
      { package_name: 'Shop’s own delivery', delivery_type: 0, courier_name: 'Ko Zaw', express_company_name: 'Ko Zaw' },
    ]);
    const bad = await clerkA.call(deskDispatchEndpoint, { ...body, courier_phone: 'call me' });
    expect(bad.body.message).toBe('Please enter the courier’s phone number');
  });

  it('marks a paid pickup order ready once; an express order is not a pickup order', async () => {
    const o = await placeOrder(t, b, s.shopA, [s.a2.skuId], { delivery_type: 'store', store_id: s.storeA });
    const unpaid = await clerkA.call(deskReadyPickupEndpoint, { order_id: o.orderId });
    expect(unpaid.body.error_code).toBe('ORDER_STATE_CHANGED');
    await payOrder(t, o);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => clerkA.call(deskReadyPickupEndpoint, { order_id: o.orderId })),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(await orderRow(o.orderId)).toMatchObject({ order_status: 2 });
    expect(ok(await b.call(orderDetailEndpoint, { order_id: o.orderId })).order_status_name).toBe('Awaiting pickup');
  });
});
