import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundApplyEndpoint, refundCancelEndpoint, shopRefundAgreeEndpoint } from '@zay/contract';
import { SandboxWallet } from '../payment/wallet/sandbox-wallet';
import {
  afterSaleWorld,
  balanceNow,
  buyer,
  lineStatus,
  paidOrder,
  refundRow,
  WALLET_SECRET,
  type AfterSaleWorld,
  type Buyer,
} from './aftersale-test-kit';
import { agreeRefund } from './refund-shop.service';

/** Races on both databases: many calls at once on one goods move it once, and money at most once. */

let w: AfterSaleWorld;
let b: Buyer;

beforeAll(async () => {
  w = await afterSaleWorld('aftersale-race');
  b = await buyer(w.t, 'race-buyer');
});
afterAll(() => w.t.close());

const apply = (id: number) =>
  b.call(refundApplyEndpoint, { order_goods_id: id, refund_type: 1, refund_reason: 'other' });
const logCount = async (id: number, action: string) =>
  (
    await w.t.db.db
      .selectFrom('order_refund_log')
      .select('id')
      .where('order_goods_id', '=', id)
      .where('action', '=', action)
      .execute()
  ).length;

describe('after-sale races', () => {
  it('20 simultaneous applications for one goods: one is taken', async () => {
    const o = await paidOrder(w, b, [w.s.a1.skuId, w.s.a2.skuId]);
    const id = o.goodsIds[0]!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(id)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.body.code !== 0).map((a) => a.body.error_code))).toEqual(
      new Set(['REFUND_IN_PROGRESS']),
    );
    expect(await lineStatus(w, id)).toBe(1);
    expect(await logCount(id, 'apply')).toBe(1);
  });

  it('agree and revoke at once: one outcome, the money moved at most once', async () => {
    for (let round = 0; round < 4; round++) {
      const o = await paidOrder(w, b, [w.s.a1.skuId, w.s.a2.skuId]);
      const id = o.goodsIds[0]!;
      await apply(id);
      const before = await balanceNow(w, b);
      const [agreed, revoked] = await Promise.all([
        w.clerkA.call(shopRefundAgreeEndpoint, { order_goods_id: id }),
        b.call(refundCancelEndpoint, { order_goods_id: id }),
      ]);
      expect([agreed.body.code, revoked.body.code].filter((c) => c === 0)).toHaveLength(1);
      const status = await lineStatus(w, id);
      const moved = (await balanceNow(w, b)) - before;
      if (agreed.body.code === 0) expect([status, moved]).toEqual([3, 10_000_00]);
      else expect([status, moved]).toEqual([0, 0]);
    }
  });

  it('ten clerks agree at once: paid once', async () => {
    const o = await paidOrder(w, b, [w.s.a1.skuId, w.s.a2.skuId]);
    const id = o.goodsIds[0]!;
    await apply(id);
    const before = await balanceNow(w, b);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => w.clerkA.call(shopRefundAgreeEndpoint, { order_goods_id: id })),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect((await balanceNow(w, b)) - before).toBe(10_000_00);
    expect(await logCount(id, 'refunded')).toBe(1);
  });

  it('the wallet’s refund notify replayed, ten at once: applied once', async () => {
    const o = await paidOrder(w, b, [w.s.a1.skuId, w.s.a2.skuId], 'wallet');
    const id = o.goodsIds[0]!;
    await apply(id);
    // The service alone pays the refund and leaves the wallet part waiting (the route would ask the wallet now).
    await agreeRefund(w.t.ctx(), id, { way: 2, siteId: w.s.shopA });
    const refund = (await refundRow(w, id))!;
    const signed = await new SandboxWallet(WALLET_SECRET).refund({
      refundNo: refund.refund_no,
      outTradeNo: o.outTradeNo,
      amount: 10_000_00,
    });
    const post = () =>
      w.t.app.inject({
        method: 'POST',
        url: '/api/pay/refundnotify/sandbox',
        headers: { 'content-type': 'application/json', 'x-wallet-signature': signed.signature },
        payload: signed.body,
      });
    const answers = await Promise.all(Array.from({ length: 10 }, post));
    expect(answers.map((a) => a.body)).toEqual(Array(10).fill('success'));
    const parts = await w.t.db.db
      .selectFrom('order_refund_part')
      .select(['status', 'notify_id'])
      .where('refund_no', '=', refund.refund_no)
      .execute();
    expect(parts).toEqual([{ status: 1, notify_id: expect.any(String) }]);
    expect(await logCount(id, 'wallet_refunded')).toBe(1);
  });
});
