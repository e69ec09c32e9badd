import { orderCreateBodySchema, type Checkout } from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { choicesFrom, goodsFromQuery, orderBody } from './checkout-body';
import { checkInvoice, NO_INVOICE } from './invoice/invoice-input';

describe('goodsFromQuery', () => {
  it('takes cart lines or one SKU, and nothing malformed', () => {
    expect(goodsFromQuery(new URLSearchParams('cart_ids=3,5'))).toEqual({ cart_ids: '3,5' });
    expect(goodsFromQuery(new URLSearchParams('sku_id=12&num=2'))).toEqual({ sku_id: 12, num: 2 });
    expect(goodsFromQuery(new URLSearchParams('cart_ids=3,x'))).toBeNull();
    expect(goodsFromQuery(new URLSearchParams('sku_id=12&num=1.5'))).toBeNull();
    expect(goodsFromQuery(new URLSearchParams(''))).toBeNull();
  });
});

const shop = (site_id: number, over: object = {}) => ({
  site_id,
  delivery: { delivery_type: 'express', store_id: 0, delivery_time: '' },
  coupon_id: 0,
  buyer_message: '',
  ...over,
});

describe('orderBody', () => {
  it('sends the choices as the JSON strings the API family uses, and the contract accepts them', () => {
    const checkout = {
      member_address: { id: 7 },
      platform_coupon_id: 4,
      is_balance: 0,
      shop_goods_list: {
        1: shop(1, { coupon_id: 9 }),
        2: shop(2, { delivery: { delivery_type: 'store', store_id: 3, delivery_time: '' } }),
      },
    } as unknown as Checkout;
    const choices = { ...choicesFrom(checkout), message: { 1: ' ring first ', 2: '' } };
    const body = orderBody({ cart_ids: '1,2' }, choices, '123456');
    expect(body).toMatchObject({
      cart_ids: '1,2',
      is_balance: 0,
      pay_password: '123456',
      member_address: '{"id":7}',
      platform_coupon_id: 4,
      invoice: '{"is_invoice":0}',
    });
    expect(JSON.parse(body.delivery as string)).toEqual({
      1: { delivery_type: 'express' },
      2: { delivery_type: 'store', store_id: 3 },
    });
    expect(JSON.parse(body.coupon as string)).toEqual({ 1: { coupon_id: 9 }, 2: { coupon_id: 0 } });
    expect(JSON.parse(body.buyer_message as string)).toEqual({ 1: ' ring first ' });
    expect(orderCreateBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('checkInvoice', () => {
  it('needs what the chosen kind needs, and sends nothing when no invoice is wanted', () => {
    expect(checkInvoice(NO_INVOICE)).toEqual({ invoice: { is_invoice: 0 }, issues: {} });
    const wanted = { ...NO_INVOICE, is_invoice: '1' as const, invoice_title_type: 'enterprise' };
    expect(checkInvoice(wanted).invoice).toBeNull();
    expect(checkInvoice(wanted).issues).toMatchObject({
      invoice_title: 'INVOICE_TITLE_REQUIRED',
      taxpayer_number: 'INVOICE_TAXPAYER_ID_REQUIRED',
      invoice_email: 'INVOICE_EMAIL_REQUIRED',
    });
    const done = { ...wanted, invoice_title: 'Zay Co.', taxpayer_number: 'TX-1', invoice_email: 'a@b.mm' };
    expect(checkInvoice(done).invoice).toMatchObject({
      is_invoice: 1,
      invoice_email: 'a@b.mm',
      invoice_full_address: '',
    });
    const paper = { ...done, invoice_type: 'paper' };
    expect(checkInvoice(paper).issues).toEqual({ invoice_full_address: 'INVOICE_ADDRESS_REQUIRED' });
  });
});
