import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deskReadyPickupEndpoint,
  orderDetailEndpoint,
  orderTakeDeliveryEndpoint,
  refundDataEndpoint,
} from '@zay/contract';
import { CODE_STATE } from '../../lib/order-state-machine';
import { runAfterSaleTimers } from './aftersale-timers.service';
import { balanceNow, orderRow } from './aftersale-test-kit';
import {
  agree,
  apply,
  buyer,
  cancel,
  codeRow,
  codeWorld,
  goodsRows,
  lookUp,
  paidCodeOrder,
  receiveBack,
  redeem,
  refundedOf,
  refuse,
  refuseBack,
  sendBack,
  type Buyer,
  type CodeWorld,
} from './code-worth-test-kit';

/*
 * What a redemption code is worth (issue 29 point 1, ADR 093), on both databases: the three
 * cases the attacker showed, the freeze and thaw of a code by an after-sale, a code of several
 * goods handing over only what is left, and a redemption undone whole when the desk's receipt
 * fails.
 */

let w: CodeWorld;
let b: Buyer;
const SETTINGS = { confirmDays: 7, cancelDays: 7, receiveDays: 7 };
/** Every after-sale timer runs as if a week and a day had passed (the sessions' clock stays). */
async function timersRun() {
  const ctx = w.t.ctx();
  await runAfterSaleTimers({ ...ctx, now: () => ctx.now() + 8 * 86_400 }, SETTINGS);
}

beforeAll(async () => {
  w = await codeWorld('code-worth');
  b = await buyer(w.t, 'cw-buyer');
});
afterAll(() => w.t.close());

describe('the attacker’s three cases', () => {
  it('a 10,000 Ks gift card refunded, then its code redeemed at the desk: refused, the code is void', async () => {
    const o = await paidCodeOrder(w, b, [{ skuId: w.giftCard, num: 1 }]);
    const code = (await codeRow(w, o.orderId)).verify_code;
    const before = await balanceNow(w, b);
    expect((await apply(b, o.goodsIds[0]!)).body.code).toBe(0);
    expect((await agree(w, o.goodsIds[0]!)).body.code).toBe(0);
    expect((await balanceNow(w, b)) - before).toBe(10_000_00);

    const desk = await w.desk();
    expect((await lookUp(desk, code)).body.error_code).toBe('VERIFY_CODE_VOID');
    expect((await redeem(desk, code)).body.error_code).toBe('VERIFY_CODE_VOID');
    expect((await codeRow(w, o.orderId)).is_verify).toBe(CODE_STATE.VOID);
    expect((await orderRow(w, o.orderId)).order_status).toBe(-1);
    expect((await goodsRows(w, o.orderId))[0]!.delivery_status).toBe(0);
  });

  it('a gift card redeemed, then a refund asked: the received goods’ way — a return the shop decides, no money by itself', async () => {
    const o = await paidCodeOrder(w, b, [{ skuId: w.giftCard, num: 1 }]);
    const id = o.goodsIds[0]!;
    const desk = await w.desk();
    expect((await redeem(desk, (await codeRow(w, o.orderId)).verify_code)).body.code).toBe(0);
    expect((await b.call(orderDetailEndpoint, { order_id: o.orderId })).body.data.virtual_goods).toMatchObject({
      is_veirfy: 1,
    });

    // Refund only is not offered for goods handed over; a return is.
    expect((await b.call(refundDataEndpoint, { order_goods_id: id })).body.data.refund_type).toEqual([2]);
    expect((await apply(b, id, 1)).body.error_code).toBe('REFUND_TYPE_INVALID');
    const before = await balanceNow(w, b);
    expect((await apply(b, id, 2)).body.code).toBe(0);
    // The shop says nothing for a week: the timer asks for the goods back, and pays nothing.
    await timersRun();
    expect((await goodsRows(w, o.orderId))[0]!.refund_status).toBe(4);
    expect((await sendBack(b, id)).body.code).toBe(0);
    // Nor does the timer take the goods back for the shop.
    await timersRun();
    expect((await goodsRows(w, o.orderId))[0]!.refund_status).toBe(5);
    expect(await balanceNow(w, b)).toBe(before);
    // The shop decides: nothing came back.
    expect((await refuseBack(w, id)).body.code).toBe(0);
    expect(await balanceNow(w, b)).toBe(before);
    expect(await refundedOf(w, id)).toBe(0);
    expect((await codeRow(w, o.orderId)).is_verify).toBe(CODE_STATE.USED);
  });

  it('a redeemed card the shop takes back itself: the money goes back only then', async () => {
    const o = await paidCodeOrder(w, b, [{ skuId: w.giftCard, num: 1 }]);
    const id = o.goodsIds[0]!;
    expect((await redeem(await w.desk(), (await codeRow(w, o.orderId)).verify_code)).body.code).toBe(0);
    const before = await balanceNow(w, b);
    await apply(b, id, 2);
    expect((await agree(w, id)).body.code).toBe(0);
    expect(await balanceNow(w, b)).toBe(before);
    await sendBack(b, id);
    expect((await receiveBack(w, id)).body.code).toBe(0);
    expect((await balanceNow(w, b)) - before).toBe(10_000_00);
  });

  it('a 9,600 Ks pickup order refunded, then collected at the desk: refused', async () => {
    const o = await paidCodeOrder(w, b, [{ skuId: w.rice, num: 1 }], true);
    expect((await w.clerkA.call(deskReadyPickupEndpoint, { order_id: o.orderId })).body.code).toBe(0);
    const before = await balanceNow(w, b);
    await apply(b, o.goodsIds[0]!);
    expect((await agree(w, o.goodsIds[0]!)).body.code).toBe(0);
    expect((await balanceNow(w, b)) - before).toBe(9_600_00);
    const desk = await w.desk();
    expect((await redeem(desk, (await codeRow(w, o.orderId)).verify_code)).body.error_code).toBe('VERIFY_CODE_VOID');
    expect((await orderRow(w, o.orderId)).order_status).toBe(-1);
    expect((await goodsRows(w, o.orderId))[0]!.delivery_status).toBe(0);
  });
});

describe('an after-sale freezes the code until it ends', () => {
  it('applied: frozen for the desk; refused: still frozen (a complaint may pay it); revoked: usable again', async () => {
    const o = await paidCodeOrder(w, b, [{ skuId: w.giftCard, num: 1 }]);
    const id = o.goodsIds[0]!;
    const code = (await codeRow(w, o.orderId)).verify_code;
    const desk = await w.desk();
    await apply(b, id);
    expect((await codeRow(w, o.orderId)).is_verify).toBe(CODE_STATE.FROZEN);
    expect((await lookUp(desk, code)).body.error_code).toBe('VERIFY_CODE_FROZEN');
    expect((await redeem(desk, code)).body.error_code).toBe('VERIFY_CODE_FROZEN');
    // The buyer's order page shows the code as not used (the API's 0 or 1).
    expect((await b.call(orderDetailEndpoint, { order_id: o.orderId })).body.data.virtual_goods).toMatchObject({
      is_veirfy: 0,
    });
    expect((await refuse(w, id)).body.code).toBe(0);
    expect((await redeem(desk, code)).body.error_code).toBe('VERIFY_CODE_FROZEN');
    expect((await cancel(b, id)).body.code).toBe(0);
    expect((await codeRow(w, o.orderId)).is_verify).toBe(CODE_STATE.UNUSED);
    expect((await redeem(desk, code)).body.code).toBe(0);
    expect((await codeRow(w, o.orderId)).is_verify).toBe(CODE_STATE.USED);
    expect((await orderRow(w, o.orderId)).order_status).toBe(4);
  });

  it('a refusal left to lapse by its timer thaws the code', async () => {
    const o = await paidCodeOrder(w, b, [{ skuId: w.giftCard, num: 1 }]);
    await apply(b, o.goodsIds[0]!);
    await refuse(w, o.goodsIds[0]!);
    await timersRun();
    expect((await goodsRows(w, o.orderId))[0]!.refund_status).toBe(0);
    expect((await codeRow(w, o.orderId)).is_verify).toBe(CODE_STATE.UNUSED);
  });
});

describe('a code of several goods', () => {
  it('hands over only the goods not refunded; one goods in an after-sale freezes the whole code', async () => {
    const o = await paidCodeOrder(w, b, [
      { skuId: w.giftCard, num: 1 },
      { skuId: w.coffeeCard, num: 3 },
    ]);
    const [card, coffee] = o.goodsIds as [number, number];
    const code = (await codeRow(w, o.orderId)).verify_code;
    const desk = await w.desk();
    expect((await lookUp(desk, code)).body.data.item_array.map((i) => i.num).sort()).toEqual([1, 3]);
    await apply(b, card);
    expect((await redeem(desk, code)).body.error_code).toBe('VERIFY_CODE_FROZEN');
    await agree(w, card);
    // The card is refunded: the code is worth the coffee cards alone.
    expect((await codeRow(w, o.orderId)).is_verify).toBe(CODE_STATE.UNUSED);
    const shown = (await lookUp(desk, code)).body.data.item_array;
    expect(shown.map((i) => [i.name, i.num])).toEqual([['Coffee card', 3]]);
    expect((await redeem(desk, code)).body.code).toBe(0);
    const goods = await goodsRows(w, o.orderId);
    const state = (id: number) =>
      goods.filter((g) => g.order_goods_id === id).map((g) => [g.refund_status, g.delivery_status]);
    expect([state(card), state(coffee)]).toEqual([[[3, 0]], [[0, 2]]]);
    // The used code's list shows what it handed over.
    expect((await lookUp(desk, code)).body.data.item_array.map((i) => i.name)).toEqual(['Coffee card']);
    expect((await apply(b, coffee, 1)).body.error_code).toBe('REFUND_TYPE_INVALID');
  });

  it('every goods refunded one by one: the code ends void', async () => {
    const o = await paidCodeOrder(w, b, [
      { skuId: w.giftCard, num: 1 },
      { skuId: w.coffeeCard, num: 2 },
    ]);
    for (const id of o.goodsIds) {
      await apply(b, id);
      expect((await agree(w, id)).body.code).toBe(0);
    }
    expect((await codeRow(w, o.orderId)).is_verify).toBe(CODE_STATE.VOID);
  });
});

describe('a redemption is whole or nothing', () => {
  it('the order was received already (the buyer confirmed the pickup): the desk’s receipt fails, the code stays unused', async () => {
    const o = await paidCodeOrder(w, b, [{ skuId: w.rice, num: 1 }], true);
    await w.clerkA.call(deskReadyPickupEndpoint, { order_id: o.orderId });
    expect((await b.call(orderTakeDeliveryEndpoint, { order_id: o.orderId })).body.code).toBe(0);
    const desk = await w.desk();
    const code = (await codeRow(w, o.orderId)).verify_code;
    expect((await redeem(desk, code)).body.error_code).toBe('ORDER_STATE_CHANGED');
    expect(await codeRow(w, o.orderId)).toMatchObject({ is_verify: CODE_STATE.UNUSED, verifier_id: 0, verify_time: 0 });
  });
});
