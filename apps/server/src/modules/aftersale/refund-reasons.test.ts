import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundApplyEndpoint, refundDataEndpoint } from '@zay/contract';
import { lineStatus, paidOrder, receive, refundRow, ship } from './aftersale-test-kit';
import { buyer, codeRow, codeWorld, paidCodeOrder, redeem, type Buyer, type CodeWorld } from './code-worth-test-kit';

/*
 * Refund reasons by the goods' state and the refund type (issue 35 point 8, ADR 100), on both
 * databases: refundData offers the state's reasons, and a reason sent that the state or the
 * type does not offer is REFUND_REASON_NOT_OFFERED with nothing changed.
 */

let w: CodeWorld;
let b: Buyer;

beforeAll(async () => {
  w = await codeWorld('refund-reasons');
  b = await buyer(w.t, 'rr-buyer');
}, 60_000);
afterAll(() => w.t.close());

const keysOf = async (id: number, lang: 'en-us' | 'zh-cn' = 'en-us') => {
  const call = lang === 'en-us' ? b.call : w.t.as({ lang, token: b.token });
  const res = await call(refundDataEndpoint, { order_goods_id: id });
  expect(res.body.code).toBe(0);
  return res.body.data!;
};
const apply = (id: number, refund_type: 1 | 2, refund_reason: string) =>
  b.call(refundApplyEndpoint, { order_goods_id: id, refund_type, refund_reason });

/** A refused reason leaves the goods as it was: no application, no refund state. */
async function refused(id: number, type: 1 | 2, reason: string) {
  const res = await apply(id, type, reason);
  expect(res.body).toMatchObject({ code: -1, error_code: 'REFUND_REASON_NOT_OFFERED' });
  expect(res.body.message).toBe('This reason does not fit these goods now: please pick one from the list');
  expect(await lineStatus(w, id)).toBe(0);
  expect(await refundRow(w, id)).toBeUndefined();
}

describe('refund reasons follow the goods’ state and the refund type', () => {
  it('not shipped: the delivery reasons, refund only; a received goods’ reason is refused', async () => {
    const o = await paidOrder(w, b, [w.s.a1.skuId, w.s.a2.skuId]);
    const data = await keysOf(o.goodsIds[0]!);
    expect(data.refund_type).toEqual([1]);
    expect(data.refund_reasons.map((r) => r.key)).toEqual([
      'late_delivery',
      'wrong_address',
      'wrong_item',
      'agreed',
      'other',
    ]);
    expect(data.refund_reason_type).toEqual(data.refund_reasons.map((r) => r.name));
    await refused(o.goodsIds[0]!, 1, 'damaged');
    await refused(o.goodsIds[0]!, 1, 'not_delivered');
    // Its name in another language is the same reason, refused the same way.
    await refused(o.goodsIds[0]!, 1, '商品破损');
    expect((await apply(o.goodsIds[0]!, 1, 'wrong_address')).body.code).toBe(0);
    expect((await refundRow(w, o.goodsIds[0]!))?.refund_reason).toBe('wrong_address');
  });

  it('shipped, not received: "not delivered" offered for both types; "damaged" refused', async () => {
    const o = await paidOrder(w, b, [w.s.a1.skuId, w.s.a2.skuId]);
    await ship(w, o.orderId, o.goodsIds);
    const data = await keysOf(o.goodsIds[0]!);
    expect(data.refund_type).toEqual([1, 2]);
    expect(data.refund_reasons.map((r) => r.key)).toEqual([
      'not_delivered',
      'slow_delivery',
      'wrong_address',
      'wrong_item',
      'agreed',
      'other',
    ]);
    await refused(o.goodsIds[0]!, 2, 'damaged');
    await refused(o.goodsIds[0]!, 1, 'changed_mind');
    expect((await apply(o.goodsIds[0]!, 1, 'not_delivered')).body.code).toBe(0);
    expect((await apply(o.goodsIds[1]!, 2, 'slow_delivery')).body.code).toBe(0);
  });

  it('received: the goods’ faults; "changed my mind" only with a return; delivery reasons refused', async () => {
    const o = await paidOrder(w, b, [w.s.a1.skuId, w.s.a2.skuId]);
    await ship(w, o.orderId, o.goodsIds);
    await receive(b, o.orderId);
    const data = await keysOf(o.goodsIds[0]!, 'zh-cn');
    expect(data.refund_reasons.map((r) => [r.key, r.refund_type])).toEqual([
      ['damaged', [1, 2]],
      ['faulty', [1, 2]],
      ['not_as_described', [1, 2]],
      ['received_wrong', [1, 2]],
      ['missing_parts', [1, 2]],
      ['changed_mind', [2]],
      ['agreed', [1, 2]],
      ['other', [1, 2]],
    ]);
    expect(data.refund_reason_type[0]).toBe('商品破损');
    await refused(o.goodsIds[0]!, 1, 'changed_mind');
    await refused(o.goodsIds[0]!, 1, 'not_delivered');
    await refused(o.goodsIds[0]!, 2, 'late_delivery');
    expect((await apply(o.goodsIds[0]!, 2, 'Changed my mind')).body.code).toBe(0);
    expect((await refundRow(w, o.goodsIds[0]!))?.refund_reason).toBe('changed_mind');
    expect((await apply(o.goodsIds[1]!, 1, '商品破损')).body.code).toBe(0);
    expect((await refundRow(w, o.goodsIds[1]!))?.refund_reason).toBe('damaged');
  });

  it('a redeemed code’s goods count as received (ADR 093): return only, received reasons', async () => {
    const o = await paidCodeOrder(w, b, [{ skuId: w.giftCard, num: 1 }]);
    const id = o.goodsIds[0]!;
    const before = await keysOf(id);
    expect(before.refund_reasons.map((r) => r.key)).toContain('late_delivery');
    const desk = await w.desk();
    expect((await redeem(desk, (await codeRow(w, o.orderId)).verify_code)).body.code).toBe(0);
    const data = await keysOf(id);
    expect(data.refund_type).toEqual([2]);
    expect(data.refund_reasons.map((r) => r.key)).toContain('not_as_described');
    expect(data.refund_reasons.map((r) => r.key)).not.toContain('not_delivered');
    await refused(id, 2, 'not_delivered');
    expect((await apply(id, 2, 'not_as_described')).body.code).toBe(0);
  });

  it('an unknown reason is still REFUND_REASON_INVALID', async () => {
    const o = await paidOrder(w, b, [w.s.a1.skuId]);
    const res = await apply(o.goodsIds[0]!, 1, '<script>alert(1)</script>');
    expect(res.body).toMatchObject({ code: -1, error_code: 'REFUND_REASON_INVALID' });
    expect(await lineStatus(w, o.goodsIds[0]!)).toBe(0);
  });
});
