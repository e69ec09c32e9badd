import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskReadyPickupEndpoint, DELIVERY_STATUS, PAY_STATUS } from '@zay/contract';
import { CODE_STATE, REFUND_PAID } from '../../lib/order-state-machine';
import { codeStateFor } from '../trade/verification/code-worth';
import { runReceiptTimers } from '../trade/order/receipt.service';
import { runAfterSaleTimers } from './aftersale-timers.service';
import {
  agree,
  apply,
  buyer,
  cancel,
  codeWorld,
  goodsRows,
  payCodeOrder,
  placeCodeOrder,
  receiveBack,
  redeem,
  refundedOf,
  refuse,
  refuseBack,
  sendBack,
  type Buyer,
  type CodeOrder,
  type CodeWorld,
} from './code-worth-test-kit';

/**
 * What a code is worth, as a property (issue 29 point 1, ADR 093), on both databases: random
 * sequences of pay, apply (refund only or return), agree, refuse, cancel, redeem, complete and
 * time on a virtual order (gift cards, coffee cards) or a pickup order (rice) of 1–3 goods of
 * 1–3 units each, checked after every step. For every goods:
 *
 *     money refunded + value redeemed ≤ money paid
 *
 * - money paid: the goods' `real_goods_money` once the order is paid, 0 before (no coupon, no
 *   delivery money here: the goods' share is all that was paid for it);
 * - money refunded: every part its refunds went back as (`order_refund_part`), whichever way;
 * - value redeemed: the goods' units the code handed over × its paid price per unit
 *   (`real_goods_money / num`). Zay has one code per order (ADR 052), covering every unit of each
 *   goods it hands over: a goods' units count as redeemed when its order's code is used and the
 *   desk received the goods (delivery received), unless they came back (a return the shop
 *   received and paid: refund type 2, paid).
 *
 * And: an unused code is in the state its goods make it worth (`codeStateFor`); no answer is a
 * 5xx. "complete" is the return's end: the buyer sends the goods back and the shop receives them,
 * or refuses them; "time" runs every after-sale and receipt timer as if 8 days had passed.
 */

let w: CodeWorld;
let b: Buyer;

beforeAll(async () => {
  w = await codeWorld('code-worth-property');
  b = await buyer(w.t, 'cwp-buyer');
});
afterAll(() => w.t.close());

type Step =
  | { kind: 'pay' | 'redeem' | 'ready' | 'time' }
  | { kind: 'apply'; line: number; type: 1 | 2 }
  | { kind: 'agree' | 'refuse' | 'cancel' | 'complete'; line: number; keep: boolean };

const line = fc.nat({ max: 2 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ kind: 'pay' as const }),
  fc.constant({ kind: 'redeem' as const }),
  fc.constant({ kind: 'ready' as const }),
  fc.constant({ kind: 'time' as const }),
  fc.record({ kind: fc.constant('apply' as const), line, type: fc.constantFrom(1 as const, 2 as const) }),
  fc.record({
    kind: fc.constantFrom('agree' as const, 'refuse' as const, 'cancel' as const, 'complete' as const),
    line,
    keep: fc.boolean(),
  }),
);
const shapeArb = fc.record({
  pickup: fc.boolean(),
  lines: fc.uniqueArray(
    fc.record({ sku: fc.constantFrom('giftCard', 'coffeeCard', 'rice'), num: fc.integer({ min: 1, max: 3 }) }),
    {
      minLength: 1,
      maxLength: 3,
      selector: (l) => l.sku,
    },
  ),
});

async function run(o: CodeOrder, desk: Buyer, s: Step) {
  const id = 'line' in s ? o.goodsIds[s.line % o.goodsIds.length]! : 0;
  const answers = [];
  const ctx = w.t.ctx();
  const later = { ...ctx, now: () => ctx.now() + 8 * 86_400 };
  switch (s.kind) {
    case 'pay': {
      const row = await w.t.db.db
        .selectFrom('orders')
        .select('pay_status')
        .where('order_id', '=', o.orderId)
        .executeTakeFirstOrThrow();
      if (row.pay_status !== PAY_STATUS.PAID) await payCodeOrder(w, b, o);
      break;
    }
    case 'redeem': {
      const code = await w.t.db.db
        .selectFrom('verify')
        .select('verify_code')
        .where('relate_id', '=', o.orderId)
        .executeTakeFirst();
      if (code) answers.push(await redeem(desk, code.verify_code));
      break;
    }
    case 'ready':
      answers.push(await w.clerkA.call(deskReadyPickupEndpoint, { order_id: o.orderId }));
      break;
    case 'time':
      await runAfterSaleTimers(later, { confirmDays: 7, cancelDays: 7, receiveDays: 7 });
      await runReceiptTimers(later, { takeDeliveryDays: 7, completeDays: 7 });
      break;
    case 'apply':
      answers.push(await apply(b, id, s.type));
      break;
    case 'agree':
      answers.push(await agree(w, id));
      break;
    case 'refuse':
      answers.push(await (s.keep ? refuseBack(w, id) : refuse(w, id)));
      break;
    case 'cancel':
      answers.push(await cancel(b, id));
      break;
    case 'complete':
      answers.push(await sendBack(b, id));
      answers.push(await (s.keep ? refuseBack(w, id) : receiveBack(w, id)));
      break;
  }
  for (const a of answers) {
    expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
    expect(typeof a.body.code).toBe('number');
  }
}

async function check(o: CodeOrder, trail: Step[]) {
  const db = w.t.db.db;
  const order = await db
    .selectFrom('orders')
    .select('pay_status')
    .where('order_id', '=', o.orderId)
    .executeTakeFirstOrThrow();
  const code = await db.selectFrom('verify').select('is_verify').where('relate_id', '=', o.orderId).executeTakeFirst();
  const goods = await goodsRows(w, o.orderId);
  const refunds = await db
    .selectFrom('order_refund')
    .select(['order_goods_id', 'refund_type', 'refund_status'])
    .where('order_id', '=', o.orderId)
    .execute();
  const why = JSON.stringify(trail);
  for (const g of goods) {
    const paid = order.pay_status === PAY_STATUS.PAID ? g.real_goods_money : 0;
    const refund = refunds.find((r) => r.order_goods_id === g.order_goods_id);
    const cameBack =
      !!refund && refund.refund_type === 2 && (REFUND_PAID as readonly number[]).includes(refund.refund_status);
    const units =
      code?.is_verify === CODE_STATE.USED && g.delivery_status === DELIVERY_STATUS.RECEIVED && !cameBack ? g.num : 0;
    const redeemed = units * (g.real_goods_money / g.num);
    expect((await refundedOf(w, g.order_goods_id)) + redeemed, why).toBeLessThanOrEqual(paid);
  }
  if (code && code.is_verify !== CODE_STATE.USED) expect(code.is_verify, why).toBe(codeStateFor(goods));
}

describe('what a code is worth, under random sequences', () => {
  it('for every goods after every step: money refunded + value redeemed ≤ money paid', async () => {
    await fc.assert(
      fc.asyncProperty(shapeArb, fc.array(stepArb, { minLength: 1, maxLength: 14 }), async (shape, steps) => {
        const lines = shape.lines.map((l) => ({ skuId: w[l.sku as 'giftCard' | 'coffeeCard' | 'rice'], num: l.num }));
        // Rice is collected at the store; a card order with rice in it is a pickup order.
        const pickup = shape.pickup || shape.lines.some((l) => l.sku === 'rice');
        const o = await placeCodeOrder(w, b, lines, pickup);
        const desk = await w.desk();
        const trail: Step[] = [];
        await check(o, trail);
        for (const s of steps) {
          trail.push(s);
          await run(o, desk, s);
          await check(o, trail);
        }
      }),
      { numRuns: 40 },
    );
  });
});
