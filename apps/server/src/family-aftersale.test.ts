import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterSaleWorld,
  buyer,
  paidOrder,
  refundRow,
  type AfterSaleWorld,
} from './modules/aftersale/aftersale-test-kit';
import type { Buyer } from './modules/trade/checkout/order-test-kit';
import { CLIENT, clientPost } from './test/family-client';

/**
 * Issue 32 §5 (refund reasons), called the way an existing client of this API family calls Zay:
 * from its own origin (listed in CORS_ORIGINS), `token` in the body, no cookie. The client lists
 * `refund_reason_type` as strings and sends the chosen string back as `refund_reason`.
 */
let w: AfterSaleWorld;
let b: Buyer;

beforeAll(async () => {
  w = await afterSaleWorld('family-aftersale', undefined, { CORS_ORIGINS: CLIENT });
  b = await buyer(w.t, 'family-refund');
});
afterAll(async () => {
  await w.t.close();
  fs.rmSync('./data/test-uploads-family-aftersale', { recursive: true, force: true });
});

const post = (url: string, body: object, lang = 'zh-cn') => clientPost(w.t, url, { ...body, lang, token: b.token });

describe('refund reasons (§5)', () => {
  it('orderrefund/refundData lists the reasons as strings; the chosen string comes back as refund_reason', async () => {
    const o = await paidOrder(w, b, [w.s.a1.skuId, w.s.a2.skuId]);
    const [first, second] = o.goodsIds as [number, number];
    const data = (await post('/api/orderrefund/refundData', { order_goods_id: first })).data;
    // Goods not yet shipped: the family's four and a wrong address (ADR 100).
    expect(data.refund_reason_type).toEqual([
      '未按约定时间发货',
      '收货地址填写错误',
      '拍错/多拍/不喜欢',
      '协商一致退款',
      '其他',
    ]);

    const chosen = data.refund_reason_type[3];
    const res = await post('/api/orderrefund/refund', {
      order_goods_id: first,
      refund_type: 1,
      refund_reason: chosen,
      refund_remark: '',
    });
    expect(res).toMatchObject({ code: 0 });
    expect((await refundRow(w, first))?.refund_reason).toBe('agreed');
    // The detail names it in the reader's language.
    const detail = (await post('/api/orderrefund/detail', { order_goods_id: first }, 'en-us')).data;
    expect(detail.refund_reason_name).toBe('Refund agreed with the shop');

    // A name in another language, or the key, is the same reason; a made-up one is refused.
    const en = (await post('/api/orderrefund/refundData', { order_goods_id: second }, 'en-us')).data;
    const bogus = await post('/api/orderrefund/refund', { order_goods_id: second, refund_reason: 'because' });
    expect(bogus).toMatchObject({ code: -1, error_code: 'REFUND_REASON_INVALID' });
    const byEnglish = await post('/api/orderrefund/refund', {
      order_goods_id: second,
      refund_reason: en.refund_reason_type[4],
    });
    expect(byEnglish).toMatchObject({ code: 0 });
    expect((await refundRow(w, second))?.refund_reason).toBe('other');
  });
});
