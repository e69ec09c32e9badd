import { describe, expect, it } from 'vitest';
import {
  purchaseQuantitySchema,
  refundDeliverySchema,
  refundSchema,
  reviewSchema,
  withdrawalAmountSchema,
} from './order.rules';
import { messages, issues } from './rules-test-kit';

describe('purchaseQuantitySchema', () => {
  it.each([
    [1, 1],
    ['1', 1],
    [' 12 ', 12],
    [99999, 99999],
  ])('accepts %j', (input, n) => {
    expect(purchaseQuantitySchema.parse(input)).toBe(n);
  });

  it.each([0, '0', -0, '0.0'])('says quantity cannot be 0 for %j', (input) => {
    expect(messages(purchaseQuantitySchema, input)).toEqual(['QUANTITY_ZERO']);
  });

  it.each([
    -1,
    '-1',
    1.5,
    '1.5',
    100000,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    'abc',
    '',
    '1e2',
    null,
    undefined,
    true,
  ])('refuses %j', (input) => {
    expect(messages(purchaseQuantitySchema, input)).toEqual(['QUANTITY_INVALID']);
  });
});

describe('reviewSchema', () => {
  it('trims the text and defaults images to none', () => {
    expect(reviewSchema.parse({ content: '  good  ' })).toEqual({ content: 'good', images: [] });
  });

  it.each([undefined, '', '   '])('refuses empty content %j', (content) => {
    expect(issues(reviewSchema, { content })).toEqual(['content:REVIEW_EMPTY']);
  });

  it('limits the text to 200 characters', () => {
    expect(reviewSchema.safeParse({ content: 'ဇ'.repeat(200) }).success).toBe(true);
    expect(issues(reviewSchema, { content: 'ဇ'.repeat(201) })).toEqual(['content:REVIEW_TOO_LONG']);
  });

  it('accepts up to 6 images as an array or a comma list', () => {
    const six = Array.from({ length: 6 }, (_, i) => `upload/review/${i}.jpg`);
    expect(reviewSchema.parse({ content: 'ok', images: six }).images).toEqual(six);
    expect(reviewSchema.parse({ content: 'ok', images: six.join(',') }).images).toEqual(six);
    expect(reviewSchema.parse({ content: 'ok', images: '' }).images).toEqual([]);
  });

  it('refuses a seventh image', () => {
    const seven = Array.from({ length: 7 }, (_, i) => `upload/review/${i}.jpg`);
    expect(issues(reviewSchema, { content: 'ok', images: seven })).toEqual(['images:REVIEW_TOO_MANY_IMAGES']);
    expect(issues(reviewSchema, { content: 'ok', images: seven.join(',') })).toEqual(['images:REVIEW_TOO_MANY_IMAGES']);
  });

  it('refuses images of the wrong type', () => {
    expect(reviewSchema.safeParse({ content: 'ok', images: [1, 2] }).success).toBe(false);
    expect(reviewSchema.safeParse({ content: 'ok', images: 5 }).success).toBe(false);
  });
});

describe('withdrawalAmountSchema', () => {
  const schema = withdrawalAmountSchema({ max: 500000, min: 10000 });

  it.each([
    ['100', 10000],
    ['100.00', 10000],
    ['5000', 500000],
    [250.5, 25050],
    [' 1234.5 ', 123450],
  ])('accepts %j as %d minor units', (input, minor) => {
    expect(schema.parse(input)).toBe(minor);
  });

  it('refuses more than the withdrawable balance', () => {
    expect(schema.safeParse('5000.01').error?.issues[0]).toMatchObject({
      message: 'WITHDRAW_EXCEEDS_BALANCE',
      params: { max: '5,000.00 Ks' },
    });
  });

  it('refuses less than the minimum, with the minimum as a param', () => {
    expect(schema.safeParse('99.99').error?.issues[0]).toMatchObject({
      message: 'WITHDRAW_BELOW_MIN',
      params: { min: '100.00 Ks' },
    });
  });

  it.each(['0', '0.00', '-5', 'abc', '', '1.234', 1.234, Number.NaN, null, undefined, '1e3'])('refuses %j', (input) => {
    expect(messages(schema, input)).toEqual(['WITHDRAW_AMOUNT_INVALID']);
  });
});

describe('refundSchema', () => {
  it('accepts a refund without return with a reason only', () => {
    expect(refundSchema.parse({ refund_type: 1, refund_reason: ' not as described ', refund_remark: '' })).toEqual({
      refund_type: 1,
      refund_reason: 'not as described',
      refund_remark: undefined,
    });
  });

  it('keeps a multi-line description', () => {
    expect(refundSchema.parse({ refund_type: 1, refund_reason: 'x', refund_remark: 'a\nb' }).refund_remark).toBe(
      'a\nb',
    );
  });

  it.each([undefined, '', '  '])('asks for a reason when given %j', (reason) => {
    expect(issues(refundSchema, { refund_type: 1, refund_reason: reason })).toEqual([
      'refund_reason:REFUND_REASON_REQUIRED',
    ]);
  });

  it('needs logistics company and number when goods are returned', () => {
    expect(issues(refundSchema, { refund_type: 2, refund_reason: 'broken' })).toEqual([
      'refund_delivery_name:REFUND_LOGISTICS_COMPANY_REQUIRED',
      'refund_delivery_no:REFUND_LOGISTICS_NO_REQUIRED',
    ]);
    expect(
      refundSchema.safeParse({
        refund_type: 2,
        refund_reason: 'broken',
        refund_delivery_name: 'Royal Express',
        refund_delivery_no: 'RE123456',
      }).success,
    ).toBe(true);
  });

  it('limits the description to 200 characters', () => {
    expect(issues(refundSchema, { refund_type: 1, refund_reason: 'x', refund_remark: 'y'.repeat(201) })).toEqual([
      'refund_remark:REFUND_REMARK_TOO_LONG',
    ]);
  });

  it.each([0, 3, '1', undefined])('refuses refund type %j', (type) => {
    expect(refundSchema.safeParse({ refund_type: type, refund_reason: 'x' }).success).toBe(false);
  });

  it('has the logistics fields on their own for the return step', () => {
    expect(issues(refundDeliverySchema, { refund_delivery_name: 'A', refund_delivery_no: ' ' })).toEqual([
      'refund_delivery_no:REFUND_LOGISTICS_NO_REQUIRED',
    ]);
  });
});
