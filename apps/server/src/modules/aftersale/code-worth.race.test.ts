import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_STATE } from '../../lib/order-state-machine';
import { balanceNow, orderRow } from './aftersale-test-kit';
import {
  agree,
  apply,
  buyer,
  cancel,
  codeRow,
  codeWorld,
  goodsRows,
  paidCodeOrder,
  redeem,
  refundedOf,
  type Buyer,
  type CodeWorld,
} from './code-worth-test-kit';

/*
 * Redemption against after-sale at the same moment (issue 29 point 1, ADR 093), over HTTP, many
 * rounds, on both databases: exactly one of a redemption and a refund application wins, never
 * both; a code thawed by a revoke is redeemed once.
 */

let w: CodeWorld;
let b: Buyer;

beforeAll(async () => {
  w = await codeWorld('code-worth-race');
  b = await buyer(w.t, 'cwr-buyer');
});
afterAll(() => w.t.close());

const ROUNDS = 16;

describe('redeem and apply for a refund at once', () => {
  it.each([
    ['a gift card', false],
    ['a pickup order', true],
  ] as const)('%s: exactly one wins, every round', async (_name, pickup) => {
    const wins = { redeem: 0, apply: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const o = await paidCodeOrder(w, b, [{ skuId: pickup ? w.rice : w.giftCard, num: 1 }], pickup);
      const id = o.goodsIds[0]!;
      const code = (await codeRow(w, o.orderId)).verify_code;
      const desk = await w.desk();
      // Alternate which call leaves first.
      const calls = [() => redeem(desk, code), () => apply(b, id, 1)];
      if (round % 2) calls.reverse();
      const answers = await Promise.all(calls.map((c) => c()));
      if (round % 2) answers.reverse();
      const [redeemed, applied] = answers as [Awaited<ReturnType<typeof redeem>>, Awaited<ReturnType<typeof apply>>];
      expect([redeemed.status, applied.status].every((s) => s < 500)).toBe(true);
      expect(
        [redeemed.body.code, applied.body.code].filter((c) => c === 0),
        `round ${round}`,
      ).toHaveLength(1);
      const state = (await codeRow(w, o.orderId)).is_verify;
      const [line] = await goodsRows(w, o.orderId);
      if (redeemed.body.code === 0) {
        wins.redeem++;
        expect(applied.body.error_code).toBe('REFUND_TYPE_INVALID');
        expect([state, line!.refund_status, line!.delivery_status]).toEqual([CODE_STATE.USED, 0, 2]);
        expect((await orderRow(w, o.orderId)).order_status).toBe(4);
      } else {
        wins.apply++;
        expect(redeemed.body.error_code).toBe('VERIFY_CODE_FROZEN');
        expect([state, line!.refund_status, line!.delivery_status]).toEqual([CODE_STATE.FROZEN, 1, 0]);
        // The refund goes through; the code is void and the money back once.
        const before = await balanceNow(w, b);
        expect((await agree(w, id)).body.code).toBe(0);
        expect((await balanceNow(w, b)) - before).toBe(o.payMoney);
        expect((await codeRow(w, o.orderId)).is_verify).toBe(CODE_STATE.VOID);
        expect((await redeem(desk, code)).body.error_code).toBe('VERIFY_CODE_VOID');
      }
      expect(await refundedOf(w, id)).toBeLessThanOrEqual(redeemed.body.code === 0 ? 0 : o.payMoney);
    }
    expect(wins.redeem + wins.apply).toBe(ROUNDS);
  });

  it('ten desks redeem a code while its refund is revoked: at most one redemption, and only once thawed', async () => {
    for (let round = 0; round < 6; round++) {
      const o = await paidCodeOrder(w, b, [{ skuId: w.giftCard, num: 1 }]);
      const id = o.goodsIds[0]!;
      await apply(b, id);
      const code = (await codeRow(w, o.orderId)).verify_code;
      const desks = await Promise.all(Array.from({ length: 10 }, () => w.desk()));
      const answers = await Promise.all([cancel(b, id), ...desks.map((d) => redeem(d, code))]);
      expect(answers[0]!.body.code).toBe(0);
      const won = answers.slice(1).filter((a) => a.body.code === 0);
      expect(won.length).toBeLessThanOrEqual(1);
      for (const a of answers.slice(1))
        if (a.body.code !== 0) expect(['VERIFY_CODE_FROZEN', 'IS_VERIFYED']).toContain(a.body.error_code);
      const state = (await codeRow(w, o.orderId)).is_verify;
      expect(state).toBe(won.length === 1 ? CODE_STATE.USED : CODE_STATE.UNUSED);
    }
  });
});
