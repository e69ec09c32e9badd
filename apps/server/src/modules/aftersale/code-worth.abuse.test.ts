import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopRefundAgreeEndpoint } from '@zay/contract';
import { CODE_STATE } from '../../lib/order-state-machine';
import { balanceNow } from './aftersale-test-kit';
import {
  agree,
  apply,
  buyer,
  cancel,
  codeRow,
  codeWorld,
  lookUp,
  paidCodeOrder,
  redeem,
  refundedOf,
  type Buyer,
  type CodeWorld,
} from './code-worth-test-kit';

/*
 * Redemption against refunds, as an attacker tries it (issue 29 point 1, ADR 093), on both
 * databases: another shop's desk, strangers freezing or thawing a code, guessing, and replays of
 * every step — none hands goods over twice, pays twice, or tells an outsider a code's state.
 */

let w: CodeWorld;
let b: Buyer;

beforeAll(async () => {
  w = await codeWorld('code-worth-abuse');
  b = await buyer(w.t, 'cwa-buyer');
});
afterAll(() => w.t.close());

const giftCard = () => paidCodeOrder(w, b, [{ skuId: w.giftCard, num: 1 }]);

describe('redemption against refunds under abuse', () => {
  it('another shop’s desk cannot redeem the code, nor learn that it is frozen or void', async () => {
    const o = await giftCard();
    const code = (await codeRow(w, o.orderId)).verify_code;
    const foreign = await w.desk(w.s.shopB);
    expect((await redeem(foreign, code)).body.error_code).toBe('VERIFY_NO_RIGHT');
    await apply(b, o.goodsIds[0]!);
    expect((await lookUp(foreign, code)).body.error_code).toBe('VERIFY_NO_RIGHT');
    expect((await redeem(foreign, code)).body.error_code).toBe('VERIFY_NO_RIGHT');
    await agree(w, o.goodsIds[0]!);
    expect((await redeem(foreign, code)).body.error_code).toBe('VERIFY_NO_RIGHT');
    expect((await codeRow(w, o.orderId)).is_verify).toBe(CODE_STATE.VOID);
    // Shop B's clerk cannot pay shop A's refunds either.
    const o2 = await giftCard();
    await apply(b, o2.goodsIds[0]!);
    expect((await w.ownerB.call(shopRefundAgreeEndpoint, { order_goods_id: o2.goodsIds[0]! })).body.error_code).toBe(
      'ORDER_GOODS_EMPTY',
    );
  });

  it('a stranger can neither freeze a buyer’s code by applying nor thaw it by revoking', async () => {
    const o = await giftCard();
    const stranger = await buyer(w.t, 'cwa-stranger');
    expect((await apply(stranger, o.goodsIds[0]!)).body.error_code).toBe('ORDER_GOODS_EMPTY');
    expect((await codeRow(w, o.orderId)).is_verify).toBe(CODE_STATE.UNUSED);
    await apply(b, o.goodsIds[0]!);
    expect((await cancel(stranger, o.goodsIds[0]!)).body.error_code).toBe('ORDER_GOODS_EMPTY');
    expect((await codeRow(w, o.orderId)).is_verify).toBe(CODE_STATE.FROZEN);
  });

  it('guessing codes: not found, then rate-limited; no code changes state', async () => {
    const o = await giftCard();
    const real = (await codeRow(w, o.orderId)).verify_code;
    const guesser = await w.desk();
    const answers = [];
    for (let i = 0; i < 24; i++) {
      const guess = String((BigInt(real) + BigInt(i + 1)) % 10n ** 12n).padStart(12, '0');
      answers.push(await (i % 2 ? redeem(guesser, guess) : lookUp(guesser, guess)));
    }
    expect(answers.slice(0, 20).every((a) => a.body.error_code === 'VERIFY_CODE_NOT_FOUND')).toBe(true);
    expect(answers.slice(20).every((a) => a.body.error_code === 'RATE_LIMITED')).toBe(true);
    // Even the right code, once rate-limited, is not redeemed.
    expect((await redeem(guesser, real)).body.error_code).toBe('RATE_LIMITED');
    expect((await codeRow(w, o.orderId)).is_verify).toBe(CODE_STATE.UNUSED);
  });

  it('replays: a redemption, an application, an agreement and a revoke repeated change nothing more', async () => {
    // Redeemed twice, refund only asked again after: refused each time.
    const used = await giftCard();
    const code = (await codeRow(w, used.orderId)).verify_code;
    const desk = await w.desk();
    expect((await redeem(desk, code)).body.code).toBe(0);
    expect((await redeem(desk, code)).body.error_code).toBe('IS_VERIFYED');
    expect((await redeem(await w.desk(), code)).body.error_code).toBe('IS_VERIFYED');
    for (let i = 0; i < 3; i++)
      expect((await apply(b, used.goodsIds[0]!, 1)).body.error_code).toBe('REFUND_TYPE_INVALID');

    // Refunded: the agreement replayed pays once, a revoke of the paid refund cannot thaw the void code.
    const refunded = await giftCard();
    const id = refunded.goodsIds[0]!;
    const before = await balanceNow(w, b);
    await apply(b, id);
    expect((await agree(w, id)).body.code).toBe(0);
    expect((await agree(w, id)).body.error_code).toBe('REFUND_STATE_CHANGED');
    expect((await cancel(b, id)).body.error_code).toBe('REFUND_STATE_CHANGED');
    expect((await apply(b, id)).body.error_code).toBe('REFUND_IN_PROGRESS');
    expect((await balanceNow(w, b)) - before).toBe(10_000_00);
    expect(await refundedOf(w, id)).toBe(10_000_00);
    const voided = (await codeRow(w, refunded.orderId)).verify_code;
    for (let i = 0; i < 3; i++) expect((await redeem(desk, voided)).body.error_code).toBe('VERIFY_CODE_VOID');
    expect((await codeRow(w, refunded.orderId)).is_verify).toBe(CODE_STATE.VOID);
  });
});
