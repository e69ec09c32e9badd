import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@zay/contract';
import { ok } from '../../test/call';
import { placeOrder, staff, type Staff } from '../trade/fulfilment/fulfilment-test-kit';
import {
  afterSaleWorld,
  buyer,
  paidOrder,
  refundRow,
  ship,
  type AfterSaleWorld,
  type Buyer,
} from './aftersale-test-kit';

/*
 * The shop's action log holds its staff's order and refund actions (ADR 100, after ADR 098), on
 * both databases: who, which shop, on what, the state before and after; shop B never reads them,
 * and an action refused writes nothing.
 */

let w: AfterSaleWorld;
let b: Buyer;
let ownerA: Staff;

beforeAll(async () => {
  w = await afterSaleWorld('shop-action-log');
  b = await buyer(w.t, 'sal-buyer');
  ownerA = await staff(w.t, w.s.shopA, 'owner', 'sal-owner-a');
}, 60_000);
afterAll(() => w.t.close());

const logOf = async (who: Staff, action = '') =>
  ok(await who.call(c.sellerActionLogEndpoint, { page_size: 100, action })).list;
const orderNo = async (orderId: number) =>
  (await w.t.db.db.selectFrom('orders').select('order_no').where('order_id', '=', orderId).executeTakeFirstOrThrow())
    .order_no;
const storedRows = (prefix: string) =>
  w.t.db.db.selectFrom('action_log').selectAll().where('action', 'like', `${prefix}.%`).execute();
const parse = (text: string) => (text ? (JSON.parse(text) as Record<string, unknown>) : undefined);
const apply = (id: number) =>
  b.call(c.refundApplyEndpoint, { order_goods_id: id, refund_type: 1, refund_reason: 'other' });

describe('order actions in the shop’s log', () => {
  it('a price change and a shipment: the clerk, shop A, the order number, before and after', async () => {
    const unpaid = await placeOrder(w.t, b, w.s.shopA, [w.s.a1.skuId]);
    ok(
      await w.clerkA.call(c.deskAdjustPriceEndpoint, {
        order_id: unpaid.orderId,
        adjust_money: '-500.50',
        reason: 'Regular buyer',
      }),
    );
    const paid = await paidOrder(w, b, [w.s.a2.skuId]);
    await ship(w, paid.orderId, paid.goodsIds);

    const log = await logOf(ownerA, 'order');
    const price = log.find((r) => r.action === 'order.adjust_price');
    expect(price).toMatchObject({ staff_id: w.clerkA.id, target: await orderNo(unpaid.orderId) });
    expect(parse(price!.before)).toMatchObject({ adjust_money: '0.00', order_status: c.ORDER_STATUS.UNPAID });
    expect(parse(price!.after)).toMatchObject({ adjust_money: '-500.50' });
    expect(String(parse(price!.after)!.remark)).toContain('Regular buyer');

    const shipped = log.find((r) => r.action === 'order.ship');
    expect(shipped).toMatchObject({ staff_id: w.clerkA.id, target: await orderNo(paid.orderId) });
    expect(parse(shipped!.before)).toMatchObject({ order_status: c.ORDER_STATUS.PAID });
    expect(parse(shipped!.after)).toMatchObject({ order_status: c.ORDER_STATUS.SHIPPED });

    const stored = await storedRows('order');
    expect(stored.length).toBe(2);
    expect(stored.every((r) => r.site_id === w.s.shopA)).toBe(true);
    // Shop B's owner reads only shop B's log; a clerk reads no log at all.
    expect(await logOf(w.ownerB, 'order')).toEqual([]);
    expect((await w.clerkA.call(c.sellerActionLogEndpoint, {})).body.error_code).toBe('SELLER_FORBIDDEN');
  });

  it('an action another shop’s staff try on shop A’s order is refused and logs nothing', async () => {
    const paid = await paidOrder(w, b, [w.s.a1.skuId]);
    const before = (await storedRows('order')).length;
    const res = await w.ownerB.call(c.deskShipEndpoint, {
      order_id: paid.orderId,
      packages: [{ express_company_id: 1, delivery_no: 'WB-X', order_goods_ids: paid.goodsIds }],
    });
    expect(res.body.error_code).toBe('ORDER_NOT_FOUND');
    expect((await storedRows('order')).length).toBe(before);
  });
});

describe('refund decisions in the shop’s log', () => {
  it('agree and refuse: the clerk, shop A, the refund number, the status before and after', async () => {
    const o = await paidOrder(w, b, [w.s.a1.skuId, w.s.a2.skuId]);
    const [agreed, refused] = o.goodsIds as [number, number];
    ok(await apply(agreed));
    ok(await apply(refused));
    ok(await w.clerkA.call(c.shopRefundAgreeEndpoint, { order_goods_id: agreed }));
    ok(await w.clerkA.call(c.shopRefundRefuseEndpoint, { order_goods_id: refused, reason: 'Already packed <b>' }));

    const log = await logOf(ownerA, 'refund');
    const yes = log.find((r) => r.action === 'refund.agree');
    expect(yes).toMatchObject({ staff_id: w.clerkA.id, target: (await refundRow(w, agreed))!.refund_no });
    expect(parse(yes!.before)).toEqual({ refund_status: c.REFUND_STATUS.APPLIED });
    expect(parse(yes!.after)).toEqual({ refund_status: (await refundRow(w, agreed))!.refund_status });
    expect((await refundRow(w, agreed))!.refund_status).toBe(c.REFUND_STATUS.DONE);

    const no = log.find((r) => r.action === 'refund.refuse');
    expect(no).toMatchObject({ staff_id: w.clerkA.id, target: (await refundRow(w, refused))!.refund_no });
    expect(parse(no!.before)).toEqual({ refund_status: c.REFUND_STATUS.APPLIED });
    expect(parse(no!.after)).toEqual({
      refund_status: c.REFUND_STATUS.REFUSED,
      refund_refuse_reason: 'Already packed <b>',
    });

    expect((await storedRows('refund')).every((r) => r.site_id === w.s.shopA)).toBe(true);
    expect(await logOf(w.ownerB, 'refund')).toEqual([]);
  });

  it('a return asked for and received: both decisions logged; shop B’s owner cannot decide it and logs nothing', async () => {
    const o = await paidOrder(w, b, [w.s.a1.skuId]);
    const id = o.goodsIds[0]!;
    await ship(w, o.orderId, [id]);
    ok(await b.call(c.refundApplyEndpoint, { order_goods_id: id, refund_type: 2, refund_reason: 'other' }));
    const before = (await storedRows('refund')).length;
    expect((await w.ownerB.call(c.shopRefundAgreeEndpoint, { order_goods_id: id })).body.error_code).toBe(
      'ORDER_GOODS_EMPTY',
    );
    expect((await storedRows('refund')).length).toBe(before);

    ok(await w.clerkA.call(c.shopRefundAgreeEndpoint, { order_goods_id: id }));
    ok(
      await b.call(c.refundDeliveryEndpoint, {
        order_goods_id: id,
        refund_delivery_name: 'Royal Express',
        refund_delivery_no: 'RX-1',
      }),
    );
    ok(await w.clerkA.call(c.shopRefundReceiveEndpoint, { order_goods_id: id }));
    const no = (await refundRow(w, id))!.refund_no;
    const mine = (await logOf(ownerA, 'refund')).filter((r) => r.target === no);
    expect(mine.map((r) => [r.action, parse(r.before), parse(r.after)])).toEqual([
      ['refund.receive', { refund_status: c.REFUND_STATUS.WAIT_SHOP_RECEIVE }, { refund_status: c.REFUND_STATUS.DONE }],
      [
        'refund.agree',
        { refund_status: c.REFUND_STATUS.APPLIED },
        { refund_status: c.REFUND_STATUS.WAIT_BUYER_RETURN },
      ],
    ]);
  });
});
