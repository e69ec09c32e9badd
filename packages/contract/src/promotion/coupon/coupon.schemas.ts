import { z } from 'zod';
import { idSchema, intSchema } from '../../common/fields';
import { moneyInputSchema, moneySchema } from '../../common/money';
import { pageOf, pageQuerySchema } from '../../common/paging';
import { COUPON_STATES } from '../../member/member.schemas';

/*
 * The coupon addons (API-SHAPES-MORE §5.1, §1.10; ADR 062): store coupons (`coupon`, a shop's)
 * and platform coupons (`platformcoupon`, usable in every shop). One table holds both kinds of
 * type (site_id 0 = platform), so their shapes differ only in names.
 */

const int = z.number().int();

/** Coupons a page of the coupon centre and of my coupons holds (the family's 9). */
export const COUPON_PAGE_SIZE = 9;
/** The goods page shows at most this many of its shop's coupons. */
export const GOODS_COUPON_MAX = 5;

/** Type status: 1 in progress, 2 ended (its fixed end passed), -1 closed by the shop. */
export const COUPON_TYPE_STATUS = { going: 1, ended: 2, closed: -1 } as const;

/** Comma-separated ids ("3,7"), as the family's clients send `coupon_type_id_arr`. */
const idListSchema = z
  .string()
  .max(1000)
  .regex(/^\s*(\d{1,10}\s*(,\s*\d{1,10}\s*)*)?$/, { error: 'PARAMETER_ERROR' })
  .transform((s) =>
    s
      .split(',')
      .map((x) => Number(x.trim()))
      .filter((n) => n > 0),
  );

/** A type's terms, the same for both kinds: the cap per member, the threshold, its validity and state. */
const typeTermsShape = {
  max_fetch: int,
  at_least: moneySchema,
  end_time: int,
  image: z.string(),
  validity_type: int,
  fixed_term: int,
  status: int,
  is_show: int,
};

/** A received coupon's state and use, the same for both kinds. */
const receivedUseShape = {
  /** 1 unused, 2 used, 3 expired (an unused one past its end is answered 3). */
  state: int,
  get_type: int,
  fetch_time: int,
  use_time: int,
  end_time: int,
  use_order_id: int,
  order_no: z.string(),
};

export const couponTypePageBodySchema = pageQuerySchema.extend({
  page_size: intSchema.pipe(z.number().min(1).max(100)).default(COUPON_PAGE_SIZE),
  /** One shop's coupons; 0 or absent = every shop's. */
  site_id: intSchema.pipe(z.number().min(0)).default(0),
  coupon_type_id_arr: idListSchema.optional(),
  /** 1: only types that are not all taken. */
  can_receive: intSchema.pipe(z.number().min(0).max(1)).default(0),
});
export type CouponTypePageQuery = z.infer<typeof couponTypePageBodySchema>;

export const platformCouponTypePageBodySchema = couponTypePageBodySchema.omit({ site_id: true });

/** A store coupon type as the centre and the goods page list it. */
export const couponTypeSchema = z.object({
  coupon_type_id: int,
  /** reward: money off; discount: a share of the price. */
  type: z.enum(['reward', 'discount']),
  site_id: int,
  coupon_name: z.string(),
  money: moneySchema,
  /** "8.5" = pay 85 %; "0" for reward coupons. */
  discount: z.string(),
  /** The most a discount coupon takes off; "0.00" = no cap. */
  discount_limit: moneySchema,
  ...typeTermsShape,
  /** 1: every goods of the shop (Zay's store coupons always are; ADR 062). */
  goods_type: int,
  count: int,
  lead_count: int,
  site_name: z.string(),
  /** Zay: how many of this type the caller holds (0 for a visitor). */
  received: int,
});
export type CouponType = z.infer<typeof couponTypeSchema>;
export const couponTypePageSchema = pageOf(couponTypeSchema);

/** The goods page's list: the same without image and count. */
export const goodsCouponTypeSchema = couponTypeSchema.omit({ image: true, count: true });
export type GoodsCouponType = z.infer<typeof goodsCouponTypeSchema>;
export const goodsCouponListSchema = z.array(goodsCouponTypeSchema);
export const goodsCouponBodySchema = z.object({
  site_id: idSchema,
  goods_id: intSchema.pipe(z.number().min(0)).default(0),
});

/** A platform coupon type: money off only, usable in every shop (`use_scenario` 1). */
export const platformCouponTypeSchema = z.object({
  platformcoupon_type_id: int,
  platformcoupon_name: z.string(),
  money: moneySchema,
  count: int,
  lead_count: int,
  ...typeTermsShape,
  use_scenario: int,
  group_ids: z.string(),
  received: int,
});
export type PlatformCouponType = z.infer<typeof platformCouponTypeSchema>;
export const platformCouponTypePageSchema = pageOf(platformCouponTypeSchema);

export const couponReceiveBodySchema = z.object({
  coupon_type_id: idSchema,
  /** 2: received by the member themself (the centre, the goods page). */
  get_type: intSchema.pipe(z.number().min(1).max(10)).default(2),
});
export const platformCouponReceiveBodySchema = z.object({ platformcoupon_type_id: idSchema });
/** `is_exist` 1: the member now holds one of this type. */
export const couponReceiveResultSchema = z.object({ is_exist: int });

export const memberCouponPageBodySchema = pageQuerySchema.extend({
  page_size: intSchema.pipe(z.number().min(1).max(100)).default(COUPON_PAGE_SIZE),
  state: intSchema.pipe(z.union(COUPON_STATES.map((n) => z.literal(n)))).default(1),
  is_own: intSchema.optional(),
});
export type MemberCouponPageQuery = z.infer<typeof memberCouponPageBodySchema>;

/** One of the member's store coupons. */
export const memberCouponSchema = z.object({
  coupon_id: int,
  coupon_type_id: int,
  coupon_name: z.string(),
  type: z.enum(['reward', 'discount']),
  site_id: int,
  site_name: z.string(),
  coupon_code: z.string(),
  member_id: int,
  username: z.string(),
  discount_limit: moneySchema,
  at_least: moneySchema,
  money: moneySchema,
  discount: z.string(),
  ...receivedUseShape,
  goods_type: int,
  /** Zay: the type's validity (1: N days from receipt) and its days, for the terms line. */
  validity_type: int,
  fixed_term: int,
});
export type MemberCoupon = z.infer<typeof memberCouponSchema>;
export const memberCouponPageSchema = pageOf(memberCouponSchema);

export const memberPlatformCouponSchema = z.object({
  platformcoupon_id: int,
  platformcoupon_type_id: int,
  platformcoupon_name: z.string(),
  platformcoupon_code: z.string(),
  member_id: int,
  username: z.string(),
  at_least: moneySchema,
  money: moneySchema,
  ...receivedUseShape,
  use_scenario: int,
  validity_type: int,
  fixed_term: int,
});
export type MemberPlatformCoupon = z.infer<typeof memberPlatformCouponSchema>;
export const memberPlatformCouponPageSchema = pageOf(memberPlatformCouponSchema);

export const couponNumByStateBodySchema = z.object({
  state: intSchema.pipe(z.union(COUPON_STATES.map((n) => z.literal(n)))).default(1),
});
export const couponReceivedNumBodySchema = z.object({ coupon_type_id: idSchema });

// ---- The shop console's coupon types (`/seller/coupons`; ADR 063) ----

const unix = intSchema.pipe(z.number().int().min(0).max(4_102_444_800));

/**
 * A coupon type as a shop's owner (or the platform's, for platform coupons) writes it. Money and
 * discount follow the kind; the validity its type. Terms of coupons already received stay.
 */
const sellerCouponFields = z.object({
  coupon_name: z
    .string({ error: 'COUPON_NAME_INVALID' })
    .trim()
    .min(1, { error: 'COUPON_NAME_INVALID' })
    .max(50, { error: 'COUPON_NAME_INVALID' }),
  type: z.enum(['reward', 'discount'], { error: 'PARAMETER_ERROR' }).default('reward'),
  money: moneyInputSchema.optional().default(0),
  /** 1 to 9.9 ("8.5" = pay 85 %); discount coupons only. */
  discount: z
    .union([z.string().max(10), z.number()])
    .optional()
    .transform((v) => (v === undefined || v === '' ? 0 : Number(v))),
  discount_limit: moneyInputSchema.optional().default(0),
  at_least: moneyInputSchema.optional().default(0),
  validity_type: intSchema.pipe(z.union([z.literal(0), z.literal(1)])).default(0),
  end_time: unix.default(0),
  fixed_term: intSchema.pipe(z.number().int().min(0).max(3650)).default(0),
  count: intSchema.pipe(
    z.number().int().min(1, { error: 'COUPON_COUNT_INVALID' }).max(1_000_000, { error: 'COUPON_COUNT_INVALID' }),
  ),
  max_fetch: intSchema
    .pipe(
      z.number().int().min(0, { error: 'COUPON_MAX_FETCH_INVALID' }).max(100, { error: 'COUPON_MAX_FETCH_INVALID' }),
    )
    .default(1),
});

function checkTerms(v: z.output<typeof sellerCouponFields>, ctx: z.RefinementCtx) {
  const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.type === 'reward' && (v.money <= 0 || v.money > 100_000_000_00)) fail('money', 'COUPON_MONEY_INVALID');
  if (
    v.type === 'discount' &&
    !(v.discount >= 1 && v.discount <= 9.9 && Math.round(v.discount * 10) === v.discount * 10)
  )
    fail('discount', 'COUPON_DISCOUNT_INVALID');
  if (v.at_least < 0 || v.discount_limit < 0) fail('at_least', 'COUPON_AT_LEAST_INVALID');
  if (v.type === 'reward' && v.at_least > 0 && v.at_least < v.money) fail('at_least', 'COUPON_AT_LEAST_INVALID');
  if (v.validity_type === 0 && v.end_time <= 0) fail('end_time', 'COUPON_END_TIME_INVALID');
  if (v.validity_type === 1 && (v.fixed_term < 1 || v.fixed_term > 365)) fail('fixed_term', 'COUPON_TERM_INVALID');
}

export const sellerCouponFormSchema = sellerCouponFields.superRefine(checkTerms);
export type SellerCouponForm = z.output<typeof sellerCouponFormSchema>;
export const sellerCouponEditBodySchema = sellerCouponFields
  .extend({ coupon_type_id: idSchema })
  .superRefine(checkTerms);
export const sellerCouponIdBodySchema = z.object({ coupon_type_id: idSchema });
export const sellerCouponPageBodySchema = pageQuerySchema.extend({
  page_size: intSchema.pipe(z.number().min(1).max(100)).default(20),
});

/** A type as the console lists it: its terms, how many were taken and how many used. */
export const sellerCouponTypeSchema = z.object({
  coupon_type_id: int,
  site_id: int,
  coupon_name: z.string(),
  type: z.enum(['reward', 'discount']),
  money: moneySchema,
  discount: z.string(),
  discount_limit: moneySchema,
  at_least: moneySchema,
  validity_type: int,
  end_time: int,
  fixed_term: int,
  count: int,
  lead_count: int,
  used_count: int,
  max_fetch: int,
  status: int,
  create_time: int,
});
export type SellerCouponType = z.infer<typeof sellerCouponTypeSchema>;
export const sellerCouponPageSchema = pageOf(sellerCouponTypeSchema);
export const sellerCouponSavedSchema = z.object({ coupon_type_id: int });
