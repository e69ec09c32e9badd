import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complainApplyEndpoint,
  complainCancelEndpoint,
  complainDetailEndpoint,
  platformComplainAgreeEndpoint,
  refundApplyEndpoint,
  refundCancelEndpoint,
  refundDataEndpoint,
  refundDeliveryEndpoint,
  refundDetailEndpoint,
  shopRefundAgreeEndpoint,
  shopRefundDetailEndpoint,
  shopRefundListEndpoint,
  shopRefundOfflineEndpoint,
  shopRefundReceiveEndpoint,
  shopRefundRefuseEndpoint,
} from '@zay/contract';
import { offContract } from '../../test/call';
import { placeOrder, staff, type Staff } from '../trade/fulfilment/fulfilment-test-kit';
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

/** QUALITY §4 for after-sale: another's goods by id is not found, replays and bad input change nothing. */

let w: AfterSaleWorld;
let owner: Buyer;
let thief: Buyer;
let service: Staff;
let goodsId: number;

beforeAll(async () => {
  w = await afterSaleWorld('aftersale-abuse');
  owner = await buyer(w.t, 'abuse-owner');
  thief = await buyer(w.t, 'abuse-thief');
  service = await staff(w.t, w.s.shopA, 'service', 'abuse-service');
  const o = await paidOrder(w, owner, [w.s.a1.skuId, w.s.a2.skuId]);
  goodsId = o.goodsIds[0]!;
});
afterAll(() => w.t.close());

const snapshot = async () => ({
  status: await lineStatus(w, goodsId),
  refund: await refundRow(w, goodsId),
  logs: (await w.t.db.db.selectFrom('order_refund_log').select('id').execute()).length,
  money: await balanceNow(w, owner),
});

describe('another member’s goods', () => {
  it('cannot be read, applied for, revoked, returned or complained about by id', async () => {
    const before = await snapshot();
    const id = { order_goods_id: goodsId };
    const answers = [
      await thief.call(refundDataEndpoint, id),
      await thief.call(refundApplyEndpoint, { ...id, refund_type: 1, refund_reason: 'other' }),
      await thief.call(refundDetailEndpoint, id),
      await thief.call(refundCancelEndpoint, id),
      await thief.call(refundDeliveryEndpoint, { ...id, refund_delivery_name: 'Bee', refund_delivery_no: 'B1' }),
      await thief.call(complainDetailEndpoint, id),
      await thief.call(complainApplyEndpoint, { ...id, complain_reason: 'other' }),
    ];
    for (const a of answers) expect(a.body.error_code).toBe('ORDER_GOODS_EMPTY');
    expect((await thief.call(complainCancelEndpoint, id)).body.error_code).toBe('COMPLAIN_NOT_FOUND');
    expect(await snapshot()).toEqual(before);
  });
});

describe('the consoles', () => {
  it('another shop’s staff find nothing; customer service may read but not decide; shops are not the platform', async () => {
    await owner.call(refundApplyEndpoint, { order_goods_id: goodsId, refund_type: 1, refund_reason: 'other' });
    const before = await snapshot();
    const id = { order_goods_id: goodsId };
    for (const a of [
      await w.ownerB.call(shopRefundDetailEndpoint, id),
      await w.ownerB.call(shopRefundAgreeEndpoint, id),
      await w.ownerB.call(shopRefundRefuseEndpoint, { ...id, reason: 'x' }),
      await w.ownerB.call(shopRefundReceiveEndpoint, id),
      await w.ownerB.call(shopRefundOfflineEndpoint, { ...id, proof: 'P1' }),
    ])
      expect(a.body.error_code).toBe('ORDER_GOODS_EMPTY');
    expect((await w.ownerB.call(shopRefundListEndpoint, {})).body.data.list).toEqual([]);
    expect((await service.call(shopRefundDetailEndpoint, id)).body.code).toBe(0);
    expect((await service.call(shopRefundAgreeEndpoint, id)).body.error_code).toBe('SELLER_FORBIDDEN');
    expect((await w.clerkA.call(platformComplainAgreeEndpoint, id)).body.error_code).toBe('PLATFORM_STAFF_ONLY');
    expect((await owner.call(shopRefundAgreeEndpoint, id)).body.error_code).toBe('TOKEN_ERROR');
    expect(await snapshot()).toEqual(before);
  });

  it('an agreement replayed pays once', async () => {
    const before = await balanceNow(w, owner);
    expect((await w.clerkA.call(shopRefundAgreeEndpoint, { order_goods_id: goodsId })).body.code).toBe(0);
    expect((await w.clerkA.call(shopRefundAgreeEndpoint, { order_goods_id: goodsId })).body.error_code).toBe(
      'REFUND_STATE_CHANGED',
    );
    expect((await owner.call(refundCancelEndpoint, { order_goods_id: goodsId })).body.error_code).toBe(
      'REFUND_STATE_CHANGED',
    );
    expect((await balanceNow(w, owner)) - before).toBe(10_000_00);
  });
});

describe('bad input changes nothing', () => {
  it('refuses malformed ids, types, reasons and long texts', async () => {
    const o = await paidOrder(w, owner, [w.s.a2.skuId]);
    const id = o.goodsIds[0]!;
    const before = await lineStatus(w, id);
    const bad = [
      { order_goods_id: -1, refund_type: 1, refund_reason: 'other' },
      { order_goods_id: 'abc', refund_type: 1, refund_reason: 'other' },
      { order_goods_id: 1e30, refund_type: 1, refund_reason: 'other' },
      { order_goods_id: id, refund_type: 3, refund_reason: 'other' },
      { order_goods_id: id, refund_type: 1, refund_reason: '' },
      { order_goods_id: id, refund_type: 1, refund_reason: 'other', refund_remark: 'ဇ'.repeat(141) },
      { order_goods_id: id, refund_type: 1, refund_reason: 'x'.repeat(5000) },
    ];
    for (const body of bad) {
      const res = await owner.call(refundApplyEndpoint, offContract(body));
      expect(res.status).toBe(200);
      expect(res.body.code).not.toBe(0);
    }
    const unknown = await owner.call(refundApplyEndpoint, {
      order_goods_id: id,
      refund_type: 1,
      refund_reason: 'because',
    });
    expect(unknown.body.error_code).toBe('REFUND_REASON_INVALID');
    expect(await lineStatus(w, id)).toBe(before);
  });

  it('an unpaid order’s goods cannot be refunded', async () => {
    const o = await placeOrder(w.t, owner, w.s.shopA, [w.s.a2.skuId]);
    const g = await w.t.db.db
      .selectFrom('order_goods')
      .select('order_goods_id')
      .where('order_id', '=', o.orderId)
      .executeTakeFirstOrThrow();
    const res = await owner.call(refundApplyEndpoint, {
      order_goods_id: g.order_goods_id,
      refund_type: 1,
      refund_reason: 'other',
    });
    expect(res.body.error_code).toBe('REFUND_NOT_ALLOWED');
  });

  it('a refund notify with a bad signature, another amount or an unknown provider changes nothing', async () => {
    const o = await paidOrder(w, owner, [w.s.a1.skuId, w.s.a2.skuId], 'wallet');
    await owner.call(refundApplyEndpoint, { order_goods_id: o.goodsIds[0]!, refund_type: 1, refund_reason: 'other' });
    await agreeRefund(w.t.ctx(), o.goodsIds[0]!, { way: 2, siteId: w.s.shopA });
    const refundNo = (await refundRow(w, o.goodsIds[0]!))!.refund_no;
    const real = new SandboxWallet(WALLET_SECRET);
    const forged = new SandboxWallet('another-secret-0123456789abcdef');
    const post = (provider: string, n: { body: string; signature: string }) =>
      w.t.app.inject({
        method: 'POST',
        url: `/api/pay/refundnotify/${provider}`,
        headers: { 'content-type': 'application/json', 'x-wallet-signature': n.signature },
        payload: n.body,
      });
    const r = { refundNo, outTradeNo: o.outTradeNo, amount: 10_000_00 };
    expect((await post('sandbox', await forged.refund(r))).statusCode).toBe(400);
    expect((await post('sandbox', await real.refund({ ...r, amount: 99_000_00 }))).statusCode).toBe(400);
    expect((await post('kbzpay', await real.refund(r))).statusCode).toBe(400);
    const old = await real.refund(r, Date.now() - 3600_000);
    expect((await post('sandbox', old)).statusCode).toBe(400);
    const part = await w.t.db.db
      .selectFrom('order_refund_part')
      .select('status')
      .where('refund_no', '=', refundNo)
      .executeTakeFirstOrThrow();
    expect(part.status).toBe(0);
    expect((await post('sandbox', await real.refund(r))).body).toBe('success');
  });
});
