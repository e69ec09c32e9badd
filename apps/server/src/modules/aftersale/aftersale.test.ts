import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complainApplyEndpoint,
  complainCancelEndpoint,
  platformComplainDetailEndpoint,
  complainDetailEndpoint,
  deskOrderDetailEndpoint,
  deskShipEndpoint,
  orderDetailEndpoint,
  platformComplainAgreeEndpoint,
  platformComplainListEndpoint,
  platformComplainRefuseEndpoint,
  refundApplyEndpoint,
  refundCancelEndpoint,
  refundDataEndpoint,
  refundDeliveryEndpoint,
  refundDetailEndpoint,
  refundListEndpoint,
  shopRefundAgreeEndpoint,
  shopRefundDetailEndpoint,
  shopRefundListEndpoint,
  shopRefundOfflineEndpoint,
  shopRefundReceiveEndpoint,
  shopRefundRefuseEndpoint,
  shopRefundRefuseReceiveEndpoint,
  shopSettlementEndpoint,
} from '@zay/contract';
import { offContract } from '../../test/call';
import { createContext } from '../../lib/context';
import { issueToken } from '../member/auth/token.service';
import { runReceiptTimers } from '../trade/order/receipt.service';
import { runAfterSaleTimers } from './aftersale-timers.service';
import { staff } from '../trade/fulfilment/fulfilment-test-kit';
import { stockOf } from '../trade/checkout/order-test-kit';
import {
  afterSaleWorld,
  balanceNow,
  buyer,
  lineStatus,
  orderRow,
  paidOrder,
  receive,
  refundRow,
  ship,
  type AfterSaleWorld,
  type Buyer,
} from './aftersale-test-kit';

let w: AfterSaleWorld;
let b: Buyer;
let now = Date.now();
const DAY = 86_400_000;
const SETTINGS = { confirmDays: 7, cancelDays: 7, receiveDays: 7 };
const reissue = (m: Buyer) => issueToken(createContext(w.t.db.db, w.t.app.clock), m.id, 1);

beforeAll(async () => {
  w = await afterSaleWorld('aftersale', () => now);
  b = await buyer(w.t, 'as-buyer');
});
afterAll(() => w.t.close());

const apply = (id: number, type: 1 | 2 = 1, by = b) =>
  by.call(refundApplyEndpoint, {
    order_goods_id: id,
    refund_type: type,
    refund_reason: 'other',
    refund_remark: 'broken',
  });
const logActions = async (id: number) =>
  (await b.call(refundDetailEndpoint, { order_goods_id: id })).body.data.refund_log_list.map((l) => l.action);

describe('refund only, paid from the balance', () => {
  it('offers refund only before shipping, with the paid share as the amount', async () => {
    const o = await paidOrder(w, b, [w.s.a1.skuId, w.s.a2.skuId]);
    const data = (await b.call(refundDataEndpoint, { order_goods_id: o.goodsIds[0]! })).body.data;
    expect(data.refund_type).toEqual([1]);
    expect(data.refund_money).toBe('10000.00');
    expect(data.refund_reasons.map((r) => r.key)).toEqual([
      'late_delivery',
      'wrong_address',
      'wrong_item',
      'agreed',
      'other',
    ]);
    expect((await apply(o.goodsIds[0]!, 2)).body.error_code).toBe('REFUND_TYPE_INVALID');
    const detail = (await b.call(orderDetailEndpoint, { order_id: o.orderId })).body.data;
    expect(detail.is_enable_refund).toBe(1);
    expect(detail.order_goods[0]!.refund_action.map((a) => a.action)).toEqual(['orderRefundApply']);
  });

  it('the shop agrees: the money is back in the balance, the last goods takes the delivery and the order closes', async () => {
    const o = await paidOrder(w, b, [w.s.a1.skuId, w.s.a2.skuId]);
    const before = await balanceNow(w, b);
    const stock = await stockOf(w.t.db.db, w.s.a1.skuId);
    const first = await apply(o.goodsIds[0]!);
    expect(first.body).toMatchObject({ code: 0, message: 'Application submitted!' });
    expect((await apply(o.goodsIds[0]!)).body.error_code).toBe('REFUND_IN_PROGRESS');
    expect((await w.clerkA.call(shopRefundAgreeEndpoint, { order_goods_id: o.goodsIds[0]! })).body.code).toBe(0);
    expect(await balanceNow(w, b)).toBe(before + 10_000_00);
    expect(await lineStatus(w, o.goodsIds[0]!)).toBe(3);
    // Never shipped: the goods are back in stock.
    expect((await stockOf(w.t.db.db, w.s.a1.skuId)).stock).toBe(stock.stock + 1);
    expect(await logActions(o.goodsIds[0]!)).toEqual(['apply', 'agree', 'refunded']);

    // The last goods: its share plus the delivery — everything that was paid comes back.
    const data = (await b.call(refundDataEndpoint, { order_goods_id: o.goodsIds[1]! })).body.data;
    const paid = (await orderRow(w, o.orderId)).order_money;
    expect(data.refund_money).toBe(((paid - 10_000_00) / 100).toFixed(2));
    expect(data.refund_delivery_money).toBe('1000.00');
    await apply(o.goodsIds[1]!);
    await w.clerkA.call(shopRefundAgreeEndpoint, { order_goods_id: o.goodsIds[1]! });
    expect(await balanceNow(w, b)).toBe(before + paid);
    expect(await orderRow(w, o.orderId)).toMatchObject({ order_status: -1, close_cause: 'refund' });
    const ledger = await w.t.db.db
      .selectFrom('member_balance_log')
      .select((eb) => eb.fn.sum<number>('amount').as('n'))
      .where('member_id', '=', b.id)
      .where('type', '=', 'order_refund')
      .where('ref', 'like', 'R%')
      .executeTakeFirstOrThrow();
    expect(Number(ledger.n)).toBeGreaterThanOrEqual(paid);
  });

  it('a refund waiting for the shop holds the shipment; a goods refunded before shipping stays behind', async () => {
    const o = await paidOrder(w, b, [w.s.a1.skuId, w.s.a2.skuId]);
    const [refunded, kept] = o.goodsIds as [number, number];
    await apply(refunded);
    const shipThem = (ids: number[]) =>
      w.clerkA.call(deskShipEndpoint, {
        order_id: o.orderId,
        packages: [{ express_company_id: 1, delivery_no: `WB-${o.orderId}-R`, order_goods_ids: ids }],
      });
    expect((await shipThem([refunded, kept])).body.error_code).toBe('SELLER_REFUND_OPEN');
    expect((await shipThem([kept])).body.error_code).toBe('SELLER_REFUND_OPEN');
    expect((await orderRow(w, o.orderId)).order_status).toBe(1);

    await w.clerkA.call(shopRefundAgreeEndpoint, { order_goods_id: refunded });
    const goods = (await w.clerkA.call(deskOrderDetailEndpoint, { order_id: o.orderId })).body.data.order_goods;
    const status = (id: number) => goods.find((g) => g.order_goods_id === id)?.refund_status;
    expect([status(refunded), status(kept)]).toEqual([3, 0]);
    expect((await shipThem([refunded, kept])).body.error_code).toBe('SELLER_PACKAGE_GOODS');
    expect((await shipThem([kept])).body.code).toBe(0);
    expect((await orderRow(w, o.orderId)).order_status).toBe(3);
  });

  it('ignores an amount sent by the client', async () => {
    const o = await paidOrder(w, b, [w.s.a1.skuId, w.s.a2.skuId]);
    const res = await b.call(
      refundApplyEndpoint,
      offContract({ order_goods_id: o.goodsIds[1], refund_type: 1, refund_reason: 'other', refund_money: '999999.00' }),
    );
    expect(res.body.code).toBe(0);
    expect((await refundRow(w, o.goodsIds[1]!))!.refund_apply_money).toBe(2_500_00);
  });
});

describe('revoke and refuse', () => {
  it('revokes with a confirmation and may apply again; a refusal may be changed', async () => {
    const o = await paidOrder(w, b, [w.s.a2.skuId]);
    const id = o.goodsIds[0]!;
    await apply(id);
    expect((await b.call(refundCancelEndpoint, { order_goods_id: id })).body.message).toBe('Revoked successfully');
    expect(await lineStatus(w, id)).toBe(0);
    expect((await apply(id)).body.code).toBe(0);
    const refused = await w.clerkA.call(shopRefundRefuseEndpoint, { order_goods_id: id, reason: 'Used already' });
    expect(refused.body.code).toBe(0);
    const detail = (await b.call(refundDetailEndpoint, { order_goods_id: id })).body.data;
    expect(detail).toMatchObject({ refund_status: -1, refund_refuse_reason: 'Used already', complain_action: 1 });
    expect(detail.refund_action.map((a) => a.action)).toEqual(['orderRefundCancel', 'orderRefundAsk']);
    expect((await apply(id)).body.code).toBe(0);
  });
});

describe('return and refund, paid by wallet', () => {
  it('asks for the goods back, takes the waybill, receives them, and the wallet returns its part once', async () => {
    const o = await paidOrder(w, b, [w.s.a1.skuId, w.s.a2.skuId], 'wallet');
    await ship(w, o.orderId, o.goodsIds);
    const id = o.goodsIds[0]!;
    const data = (await b.call(refundDataEndpoint, { order_goods_id: id })).body.data;
    expect(data.refund_type).toEqual([1, 2]);
    expect((await apply(id, 2)).body.code).toBe(0);
    const early = await b.call(refundDeliveryEndpoint, {
      order_goods_id: id,
      refund_delivery_name: 'Royal Express',
      refund_delivery_no: 'RX1',
    });
    expect(early.body.error_code).toBe('REFUND_STATE_CHANGED');
    await w.clerkA.call(shopRefundAgreeEndpoint, { order_goods_id: id });
    const asked = (await b.call(refundDetailEndpoint, { order_goods_id: id })).body.data;
    expect(asked.refund_status).toBe(4);
    expect(asked.shop_address).toContain('Desk Shop A');
    const missing = await b.call(
      refundDeliveryEndpoint,
      offContract({ order_goods_id: id, refund_delivery_name: 'Royal' }),
    );
    expect(missing.body.message).toBe('Please enter the tracking number');
    const sent = await b.call(refundDeliveryEndpoint, {
      order_goods_id: id,
      refund_delivery_name: 'Royal Express',
      refund_delivery_no: 'RX1',
      refund_delivery_remark: 'box',
    });
    expect(sent.body.code).toBe(0);
    const stock = (await stockOf(w.t.db.db, w.s.a1.skuId)).stock;
    expect((await w.clerkA.call(shopRefundReceiveEndpoint, { order_goods_id: id })).body.code).toBe(0);
    expect((await stockOf(w.t.db.db, w.s.a1.skuId)).stock).toBe(stock + 1);
    const done = (await b.call(refundDetailEndpoint, { order_goods_id: id })).body.data;
    expect(done.refund_status).toBe(3);
    expect(done.refund_parts).toEqual([expect.objectContaining({ route: 'wallet', amount: '10000.00', status: 1 })]);
    expect(done.refund_log_list.map((l) => l.action)).toEqual([
      'apply',
      'agree',
      'deliver',
      'receive',
      'refunded',
      'wallet_refunded',
    ]);
  });

  it('the shop may refuse the returned goods', async () => {
    const o = await paidOrder(w, b, [w.s.a2.skuId], 'wallet');
    await ship(w, o.orderId, o.goodsIds);
    const id = o.goodsIds[0]!;
    await apply(id, 2);
    await w.clerkA.call(shopRefundAgreeEndpoint, { order_goods_id: id });
    await b.call(refundDeliveryEndpoint, { order_goods_id: id, refund_delivery_name: 'Bee', refund_delivery_no: 'B1' });
    const res = await w.clerkA.call(shopRefundRefuseReceiveEndpoint, { order_goods_id: id, reason: 'Damaged' });
    expect(res.body.code).toBe(0);
    expect(await lineStatus(w, id)).toBe(-1);
  });
});

describe('bank transfer: an offline refund the shop pays with its proof', () => {
  it('waits for the transfer (status 2), then is done', async () => {
    const o = await paidOrder(w, b, [w.s.a2.skuId], 'offline');
    const id = o.goodsIds[0]!;
    await apply(id);
    await w.clerkA.call(shopRefundAgreeEndpoint, { order_goods_id: id });
    expect(await lineStatus(w, id)).toBe(2);
    const queue = (await w.clerkA.call(shopRefundListEndpoint, { tab: 'transfer' })).body.data;
    expect(queue.list.map((r) => r.order_goods_id)).toContain(id);
    expect((await w.clerkA.call(shopRefundOfflineEndpoint, { order_goods_id: id, proof: ' ' })).body.message).toBe(
      'Please enter the transfer reference as proof',
    );
    expect((await w.clerkA.call(shopRefundOfflineEndpoint, { order_goods_id: id, proof: 'KBZ-7781' })).body.code).toBe(
      0,
    );
    expect(await lineStatus(w, id)).toBe(3);
    const d = (await w.clerkA.call(shopRefundDetailEndpoint, { order_goods_id: id })).body.data;
    expect(d.refund_parts).toEqual([expect.objectContaining({ route: 'offline', status: 1, proof: 'KBZ-7781' })]);
    expect((await orderRow(w, o.orderId)).order_status).toBe(-1);
  });
});

describe('complaints to the platform', () => {
  it('only after a refusal; the platform decides for the buyer and the refund is paid', async () => {
    const o = await paidOrder(w, b, [w.s.a1.skuId, w.s.a2.skuId]);
    const id = o.goodsIds[0]!;
    await apply(id);
    const early = await b.call(complainApplyEndpoint, { order_goods_id: id, complain_reason: 'other' });
    expect(early.body.error_code).toBe('COMPLAIN_NOT_ALLOWED');
    await w.clerkA.call(shopRefundRefuseEndpoint, { order_goods_id: id, reason: 'No' });
    const res = await b.call(complainApplyEndpoint, {
      order_goods_id: id,
      complain_reason: 'Other',
      complain_remark: 'The shop ignores me',
    });
    expect(res.body.code).toBe(0);
    expect(
      (await b.call(complainApplyEndpoint, { order_goods_id: id, complain_reason: 'other' })).body.error_code,
    ).toBe('COMPLAIN_OPEN');
    const detail = (await b.call(complainDetailEndpoint, { order_goods_id: id })).body.data;
    expect(detail.complain_info).toMatchObject({
      complain_status: 1,
      complain_reason: 'other',
      complain_apply_money: '10000.00',
    });
    expect(detail.complain_info!.complain_action.map((a) => a.action)).toEqual(['complainCancel']);
    // While the platform looks at it, the buyer cannot revoke the refund itself.
    expect((await b.call(refundCancelEndpoint, { order_goods_id: id })).body.error_code).toBe('COMPLAIN_OPEN');
    const queue = (await w.platform.call(platformComplainListEndpoint, {})).body.data;
    expect(queue.list.map((r) => r.order_goods_id)).toContain(id);
    expect((await w.clerkA.call(platformComplainListEndpoint, {})).body.error_code).toBe('PLATFORM_STAFF_ONLY');
    const before = await balanceNow(w, b);
    expect((await w.platform.call(platformComplainAgreeEndpoint, { order_goods_id: id })).body.code).toBe(0);
    expect(await balanceNow(w, b)).toBe(before + 10_000_00);
    const after = (await b.call(complainDetailEndpoint, { order_goods_id: id })).body.data;
    expect(after.complain_info).toMatchObject({ complain_status: 2, complain_real_money: '10000.00' });
    expect(after.complain_info!.refund_log_list.map((l) => [l.action_way, l.action])).toEqual([
      [1, 'apply'],
      [2, 'refuse'],
      [1, 'complain'],
      [3, 'complain_agree'],
      [4, 'refunded'],
    ]);
  });

  it('the platform may refuse; the buyer may then revoke', async () => {
    const o = await paidOrder(w, b, [w.s.a2.skuId]);
    const id = o.goodsIds[0]!;
    await apply(id);
    await w.clerkA.call(shopRefundRefuseEndpoint, { order_goods_id: id, reason: 'No' });
    await b.call(complainApplyEndpoint, { order_goods_id: id, complain_reason: 'other' });
    const res = await w.platform.call(platformComplainRefuseEndpoint, { order_goods_id: id, reason: 'Not justified' });
    expect(res.body.code).toBe(0);
    const d = (await b.call(complainDetailEndpoint, { order_goods_id: id })).body.data.complain_info!;
    expect(d).toMatchObject({ complain_status: -1, complain_refuse_reason: 'Not justified' });
    expect(d.complain_action.map((a) => a.action)).toEqual(['complainCancel', 'complainApply']);
    const seen = (await w.platform.call(platformComplainDetailEndpoint, { order_goods_id: id })).body.data;
    expect(seen.complain).toMatchObject({ complain_status: -1, complain_refuse_reason: 'Not justified' });
    expect(seen.refund_log_list.map((l) => l.action_way)).toEqual([1, 2, 1, 3]);
    expect((await b.call(complainCancelEndpoint, { order_goods_id: id })).body.message).toBe('Revoked successfully');
    expect((await b.call(complainDetailEndpoint, { order_goods_id: id })).body.data).toMatchObject({
      complain_info: { complain_status: 0 },
      complain_allowed: 1,
    });
    expect((await b.call(complainCancelEndpoint, { order_goods_id: id })).body.error_code).toBe(
      'COMPLAIN_STATE_CHANGED',
    );
  });
});

describe('the list, the timers and the settlement ledger', () => {
  it('lists the member’s after-sale goods newest first', async () => {
    const page = (await b.call(refundListEndpoint, {})).body.data;
    expect(page.count).toBeGreaterThan(5);
    const times = page.list.map((r) => r.refund_action_time);
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });

  it('accepts what a shop leaves unanswered for 7 days, closes an unpursued refusal, receives unconfirmed returns', async () => {
    const c = await buyer(w.t, 'as-timer');
    const clerk = await staff(w.t, w.s.shopA, 'clerk', 'clerk-timer');
    const o = await paidOrder(w, c, [w.s.a1.skuId, w.s.a2.skuId]);
    await ship(w, o.orderId, o.goodsIds, clerk);
    const [x, y] = o.goodsIds as [number, number];
    await apply(x, 1, c);
    await apply(y, 2, c);
    await clerk.call(shopRefundAgreeEndpoint, { order_goods_id: y });
    await c.call(refundDeliveryEndpoint, { order_goods_id: y, refund_delivery_name: 'Bee', refund_delivery_no: 'B2' });
    const detail = (await c.call(refundDetailEndpoint, { order_goods_id: x })).body.data;
    expect(detail.auto_execute_time).toBe((await refundRow(w, x))!.status_time + 7 * 86_400);
    now += 6 * DAY;
    await runAfterSaleTimers(w.t.ctx(), SETTINGS);
    expect([await lineStatus(w, x), await lineStatus(w, y)]).toEqual([1, 5]);
    now += DAY + 1000;
    expect(await runAfterSaleTimers(w.t.ctx(), SETTINGS)).toBeGreaterThanOrEqual(2);
    expect([await lineStatus(w, x), await lineStatus(w, y)]).toEqual([3, 3]);
    const actions = async (id: number) =>
      (await w.t.db.db.selectFrom('order_refund_log').select('action').where('order_goods_id', '=', id).execute()).map(
        (l) => l.action,
      );
    expect(await actions(x)).toContain('auto_agree');
    expect(await actions(y)).toContain('auto_receive');

    // The member's own list runs that member's due timers too.
    const d = await buyer(w.t, 'as-timer-2');
    const clerk2 = await staff(w.t, w.s.shopA, 'clerk', 'clerk-timer-2');
    const r = await paidOrder(w, d, [w.s.a2.skuId]);
    await apply(r.goodsIds[0]!, 1, d);
    await clerk2.call(shopRefundRefuseEndpoint, { order_goods_id: r.goodsIds[0]!, reason: 'No' });
    now += 7 * DAY + 1000;
    const fresh = await buyer(w.t, 'as-timer-3', false);
    await fresh.call(refundListEndpoint, {});
    expect(await lineStatus(w, r.goodsIds[0]!)).toBe(-1);
    await w.t.as({ token: (await reissue(d)).token, lang: 'en-us' })(refundListEndpoint, {});
    expect(await lineStatus(w, r.goodsIds[0]!)).toBe(0);
    expect(await actions(r.goodsIds[0]!)).toContain('auto_cancel');
  });

  it('a completed order books its income, its refunds and the commission; the balance is their sum', async () => {
    const c = await buyer(w.t, 'as-settle');
    const clerk = await staff(w.t, w.s.shopA, 'clerk', 'clerk-settle');
    const o = await paidOrder(w, c, [w.s.a1.skuId, w.s.a2.skuId]);
    await ship(w, o.orderId, o.goodsIds, clerk);
    await apply(o.goodsIds[1]!, 1, c);
    await clerk.call(shopRefundAgreeEndpoint, { order_goods_id: o.goodsIds[1]! });
    await receive(c, o.orderId);
    const before = (await clerk.call(shopSettlementEndpoint, {})).body.data;
    now += 8 * DAY;
    await runReceiptTimers(w.t.ctx(), { takeDeliveryDays: 14, completeDays: 7 });
    expect((await orderRow(w, o.orderId)).order_status).toBe(10);
    const later = await staff(w.t, w.s.shopA, 'owner', 'owner-settle');
    const after = (await later.call(shopSettlementEndpoint, {})).body.data;
    const paid = (await orderRow(w, o.orderId)).order_money;
    const kept = paid - 2_500_00;
    const commission = Math.floor((kept * 500) / 10_000);
    const minor = (x: string) => Math.round(Number(x) * 100);
    expect(minor(after.income) - minor(before.income)).toBe(paid);
    expect(minor(after.refunded) - minor(before.refunded)).toBe(2_500_00);
    expect(minor(after.commission) - minor(before.commission)).toBe(commission);
    expect(minor(after.balance)).toBe(minor(after.income) - minor(after.refunded) - minor(after.commission));
    expect(after.list.slice(0, 3).map((l) => l.type)).toEqual(['commission', 'refund', 'order_income']);
    const shopB = await staff(w.t, w.s.shopB, 'owner', 'owner-b-settle');
    expect((await shopB.call(shopSettlementEndpoint, {})).body.data.balance).toBe('0.00');
    // Growth on what the buyer kept, not on the refunded goods.
    const growth = await w.t.db.db
      .selectFrom('member')
      .select('growth')
      .where('member_id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(growth.growth).toBe(Math.floor((kept / 100) * 0.01));
  });
});
