import { describe, expect, it } from 'vitest';
import { orderCreateBodySchema } from './checkout.schemas';
import { offlinePayBodySchema, payPayBodySchema } from '../../payment/payment.schemas';

const keys = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('orderCreateBodySchema', () => {
  it('takes cart ids and JSON-string choices keyed by shop id', () => {
    const body = orderCreateBodySchema.parse({
      cart_ids: '3,5,3',
      delivery: JSON.stringify({ 12: { delivery_type: 'store', store_id: '4' } }),
      coupon: { 12: { coupon_id: 9 } },
      buyer_message: '{"12":"  ring first  "}',
      member_address: '7',
      invoice: { is_invoice: 0 },
    });
    expect(body.cart_ids).toEqual([3, 5]);
    expect(body.delivery?.get(12)).toEqual({ delivery_type: 'store', store_id: 4 });
    expect(body.coupon?.get(12)).toEqual({ coupon_id: 9 });
    expect(body.buyer_message?.get(12)).toBe('ring first');
    expect(body.member_address).toBe(7);
    expect(body.is_balance).toBe(0);
    expect(body.platform_coupon_id).toBe(0);
  });

  it('takes a direct purchase and an address object', () => {
    const body = orderCreateBodySchema.parse({ sku_id: 4, num: '2', member_address: { id: 3 }, is_balance: 1 });
    expect(body).toMatchObject({ sku_id: 4, num: 2, member_address: { id: 3 }, is_balance: 1 });
  });

  it('needs goods', () => {
    expect(keys(orderCreateBodySchema.safeParse({}))).toEqual(['cart_ids:ORDER_CREATE_DATA_MISSING']);
    expect(keys(orderCreateBodySchema.safeParse({ sku_id: 3 }))).toEqual(['cart_ids:ORDER_CREATE_DATA_MISSING']);
  });

  it.each([
    [{ sku_id: 1, num: 0 }, 'num:QUANTITY_ZERO'],
    [{ sku_id: 1, num: 1.5 }, 'num:QUANTITY_INVALID'],
    [{ sku_id: 1, num: 1, delivery: '{bad json' }, 'delivery:FIELD_INVALID'],
    [{ sku_id: 1, num: 1, delivery: { x: { delivery_type: 'express' } } }, 'delivery.x:FIELD_INVALID'],
    [
      { sku_id: 1, num: 1, delivery: { 1: { delivery_type: 'drone' } } },
      'delivery.1.delivery_type:DELIVERY_TYPE_UNAVAILABLE',
    ],
    [{ sku_id: 1, num: 1, buyer_message: { 1: 'x'.repeat(201) } }, 'buyer_message.1:BUYER_MESSAGE_TOO_LONG'],
    [{ sku_id: 1, num: 1, invoice: { is_invoice: 1 } }, 'invoice.invoice_type:INVOICE_FIELD_REQUIRED'],
  ])('refuses %j', (input, issue) => {
    expect(keys(orderCreateBodySchema.safeParse(input))[0]).toBe(issue);
  });
});

describe('pay bodies', () => {
  it('refuses an unknown pay type with the configured-method message', () => {
    expect(keys(payPayBodySchema.safeParse({ out_trade_no: 'P1', pay_type: 'cash' }))).toEqual([
      'pay_type:PAY_TYPE_NOT_CONFIGURED',
    ]);
  });

  it('takes proof paths as a list or a comma string, at least one', () => {
    expect(offlinePayBodySchema.parse({ out_trade_no: 'P1', imgs: 'a.webp, b.webp' }).imgs).toEqual([
      'a.webp',
      'b.webp',
    ]);
    expect(keys(offlinePayBodySchema.safeParse({ out_trade_no: 'P1', imgs: '' }))).toEqual(['imgs:PAY_PROOF_REQUIRED']);
  });
});
