import { z } from 'zod';
import {
  LOGISTICS_NAME_MAX,
  LOGISTICS_NO_MAX,
  PURCHASE_QUANTITY_MAX,
  REFUND_REASON_MAX,
  REFUND_REMARK_MAX,
  REVIEW_CONTENT_MAX,
  REVIEW_IMAGES_MAX,
} from '../common/constants';
import { formatKs, toMinor } from '../common/money';
import { maxChars, notBlank, optionalText, requiredText, singleLine } from './rule-helpers';

/** A number of goods to buy: a whole number from 1; 0 has its own message (SPEC §5). */
export const purchaseQuantitySchema = z
  .union([z.number(), z.string()], { error: 'QUANTITY_INVALID' })
  .transform((value, ctx): number => {
    const n = typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
    if (n === 0) {
      ctx.addIssue({ code: 'custom', message: 'QUANTITY_ZERO', input: value });
      return z.NEVER;
    }
    if (typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= PURCHASE_QUANTITY_MAX) return n;
    ctx.addIssue({ code: 'custom', message: 'QUANTITY_INVALID', input: value, params: { max: PURCHASE_QUANTITY_MAX } });
    return z.NEVER;
  });

/** Review images as an array of upload paths or the family's comma-separated string. */
export const reviewImagesSchema = z
  .union([z.array(z.string({ error: 'FIELD_INVALID' }).trim().min(1).max(500)), z.string().max(5000)], {
    error: 'FIELD_INVALID',
  })
  .transform((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()) : v).filter((s) => s !== ''))
  .pipe(z.array(z.string()).max(REVIEW_IMAGES_MAX, 'REVIEW_TOO_MANY_IMAGES'));

/** A review's text: required, at most REVIEW_CONTENT_MAX characters. */
export const reviewContentSchema = requiredText('REVIEW_EMPTY').check(
  notBlank('REVIEW_EMPTY'),
  maxChars(REVIEW_CONTENT_MAX, 'REVIEW_TOO_LONG'),
);

export const reviewSchema = z.object({
  content: reviewContentSchema,
  images: reviewImagesSchema.optional().transform((v) => v ?? []),
});
export type ReviewInput = z.input<typeof reviewSchema>;

export interface WithdrawalLimits {
  /** The withdrawable balance, in minor units. */
  max: number;
  /** The platform's minimum withdrawal, in minor units (SPEC leaves it to configuration). */
  min: number;
}

/** A withdrawal amount ("1250", "1250.5", 1250.5) checked against the limits; gives minor units. */
export function withdrawalAmountSchema({ max, min }: WithdrawalLimits) {
  return z.union([z.string(), z.number()], { error: 'WITHDRAW_AMOUNT_INVALID' }).transform((value, ctx): number => {
    let minor: number;
    try {
      minor = toMinor(value);
    } catch {
      minor = Number.NaN;
    }
    if (!(minor > 0)) {
      ctx.addIssue({ code: 'custom', message: 'WITHDRAW_AMOUNT_INVALID', input: value });
      return z.NEVER;
    }
    if (minor > max) {
      ctx.addIssue({
        code: 'custom',
        message: 'WITHDRAW_EXCEEDS_BALANCE',
        input: value,
        params: { max: formatKs(max) },
      });
      return z.NEVER;
    }
    if (minor < min) {
      ctx.addIssue({ code: 'custom', message: 'WITHDRAW_BELOW_MIN', input: value, params: { min: formatKs(min) } });
      return z.NEVER;
    }
    return minor;
  });
}

/** `refund_type` values of the API family. */
export const REFUND_TYPE = { REFUND_ONLY: 1, RETURN_AND_REFUND: 2 } as const;

/** The return parcel: required when goods go back, also sent on its own once the shop accepts. */
export const refundDeliverySchema = z.object({
  refund_delivery_name: requiredText('REFUND_LOGISTICS_COMPANY_REQUIRED').check(
    notBlank('REFUND_LOGISTICS_COMPANY_REQUIRED'),
    maxChars(LOGISTICS_NAME_MAX, 'FIELD_TOO_LONG'),
    singleLine(),
  ),
  refund_delivery_no: requiredText('REFUND_LOGISTICS_NO_REQUIRED').check(
    notBlank('REFUND_LOGISTICS_NO_REQUIRED'),
    maxChars(LOGISTICS_NO_MAX, 'FIELD_TOO_LONG'),
    singleLine(),
  ),
});

const refundReasonFields = {
  refund_reason: requiredText('REFUND_REASON_REQUIRED').check(
    notBlank('REFUND_REASON_REQUIRED'),
    maxChars(REFUND_REASON_MAX, 'FIELD_TOO_LONG'),
  ),
  refund_remark: optionalText(REFUND_REMARK_MAX, 'REFUND_REMARK_TOO_LONG', true),
};

/** A refund request: a reason always; logistics company and number when goods are returned. */
export const refundSchema = z.discriminatedUnion('refund_type', [
  z.object({ refund_type: z.literal(REFUND_TYPE.REFUND_ONLY), ...refundReasonFields }),
  z.object({
    refund_type: z.literal(REFUND_TYPE.RETURN_AND_REFUND),
    ...refundReasonFields,
    ...refundDeliverySchema.shape,
  }),
]);
export type RefundInput = z.input<typeof refundSchema>;
