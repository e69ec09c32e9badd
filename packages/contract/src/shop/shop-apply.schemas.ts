import { z } from 'zod';
import { idSchema } from '../common/fields';
import { pageQuerySchema } from '../common/paging';
import { mobileSchema } from '../validation/account.rules';
import { addressDetailSchema } from '../validation/address.rules';
import { maxChars, minChars, requiredId, requiredText, singleLine } from '../validation/rule-helpers';

/*
 * Joining the marketplace (issue 30, ADR 089): a member applies to open a shop; the platform
 * approves (the shop is created, closed, and the member signs in to /seller as its owner) or
 * refuses with a reason the member reads and answers by fixing and sending it again.
 */

/** An application's states; the legal moves between them are the server's (shop/application/lifecycle). */
export const APPLY_STATES = ['pending', 'approved', 'refused'] as const;
export type ApplyState = (typeof APPLY_STATES)[number];

export const SHOP_NAME_MIN = 2;
export const SHOP_NAME_MAX = 40;
export const CONTACT_NAME_MAX = 30;
export const SHOP_DESC_MAX = 500;
export const APPLY_REASON_MAX = 200;

/**
 * A picture the upload endpoints stored (`upload/<folder>/<month>/<name>.<ext>`, the demo seed's
 * `upload/seed/…` too), or '' for none: no scheme, no quotes, no `..`.
 */
export const storedImageSchema = z
  .string({ error: 'IMAGE_PATH_INVALID' })
  .trim()
  .max(200, 'IMAGE_PATH_INVALID')
  .regex(/^(|upload\/[\w/-]+\.(?:jpe?g|png|webp|gif|svg))$/, 'IMAGE_PATH_INVALID')
  .default('');

export const shopNameSchema = requiredText('SHOP_NAME_LENGTH').check(
  minChars(SHOP_NAME_MIN, 'SHOP_NAME_LENGTH'),
  maxChars(SHOP_NAME_MAX, 'SHOP_NAME_LENGTH'),
  singleLine(),
);

/** A long text a person types (a description): at most `max` characters, line breaks allowed. */
export const longTextSchema = (max: number) =>
  z
    .string({ error: 'FIELD_INVALID' })
    .trim()
    .check(maxChars(max, 'FIELD_TOO_LONG'))
    .refine((s) => !/\p{Cc}/u.test(s.replace(/[\t\n\r]/g, '')), 'FIELD_INVALID')
    .default('');

/** What the member sends: the shop, its contact, where it is, and that they accept the terms. */
export const shopApplyBodySchema = z.object({
  shop_name: shopNameSchema,
  category_id: requiredId('APPLY_CATEGORY_REQUIRED'),
  contact_name: requiredText('CONTACT_NAME_LENGTH').check(
    minChars(1, 'CONTACT_NAME_LENGTH'),
    maxChars(CONTACT_NAME_MAX, 'CONTACT_NAME_LENGTH'),
    singleLine(),
  ),
  contact_mobile: mobileSchema,
  province_id: requiredId('PROVINCE_REQUIRED'),
  city_id: requiredId('CITY_REQUIRED'),
  district_id: requiredId('DISTRICT_REQUIRED'),
  address: addressDetailSchema,
  description: longTextSchema(SHOP_DESC_MAX),
  logo: storedImageSchema,
  agree: z.union([z.literal(1), z.literal(true), z.literal('1')], { error: 'APPLY_TERMS_REQUIRED' }).transform(() => 1),
});
export type ShopApplyBody = z.output<typeof shopApplyBodySchema>;
export type ShopApplyInput = z.input<typeof shopApplyBodySchema>;

/** A refused application, fixed and sent again. */
export const shopResubmitBodySchema = shopApplyBodySchema.extend({ apply_id: idSchema });

/** An application as its member and the platform read it. */
export const shopApplicationSchema = z.object({
  apply_id: z.number().int(),
  apply_state: z.enum(APPLY_STATES),
  state_name: z.string(),
  shop_name: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  contact_name: z.string(),
  contact_mobile: z.string(),
  province_id: z.number().int(),
  city_id: z.number().int(),
  district_id: z.number().int(),
  address: z.string(),
  full_address: z.string(),
  description: z.string(),
  logo: z.string(),
  refuse_reason: z.string(),
  /** The shop the approval created; 0 before. */
  site_id: z.number().int(),
  create_time: z.number().int(),
  update_time: z.number().int(),
  review_time: z.number().int(),
});
export type ShopApplication = z.infer<typeof shopApplicationSchema>;

/** A top category of the platform, as the form offers it (named in the caller's language). */
export const applyCategorySchema = z.object({ category_id: z.number().int(), category_name: z.string() });

/** The member's application (null: none yet), the categories to choose from, and their shop once they own one. */
export const shopApplyInfoSchema = z.object({
  application: shopApplicationSchema.nullable(),
  categories: z.array(applyCategorySchema),
  owner_site_id: z.number().int(),
});
export type ShopApplyInfo = z.infer<typeof shopApplyInfoSchema>;

/** The platform's queue: applications of one tab. */
export const APPLY_TABS = ['pending', 'approved', 'refused', 'all'] as const;
export type ApplyTab = (typeof APPLY_TABS)[number];

export const applyListBodySchema = pageQuerySchema.extend({ tab: z.enum(APPLY_TABS).default('pending') });
export const applyRowSchema = shopApplicationSchema.extend({ member_id: z.number().int(), member_name: z.string() });
export type ApplyRow = z.infer<typeof applyRowSchema>;
export const applyListSchema = z.object({
  list: z.array(applyRowSchema),
  count: z.number().int(),
  page_count: z.number().int(),
  tab_count: z.record(z.enum(APPLY_TABS), z.number().int()),
});

export const applyIdBodySchema = z.object({ apply_id: idSchema });
export const applyRefuseBodySchema = z.object({
  apply_id: idSchema,
  reason: requiredText('APPLY_REASON_REQUIRED').check(
    minChars(1, 'APPLY_REASON_REQUIRED'),
    maxChars(APPLY_REASON_MAX, 'FIELD_TOO_LONG'),
  ),
});

/** Every shop, for the platform: newest first, by name. */
export const platformShopListBodySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(50).default(''),
  /** By state (ADR 103): open, closed by the owner, frozen by the platform. */
  state: z.enum(['all', 'open', 'closed', 'frozen']).catch('all').default('all'),
  /** 1: the platform's own shops only; 0: the others; absent: all. */
  is_own: z.union([z.literal(0), z.literal(1)]).optional(),
});
export const platformShopRowSchema = z.object({
  site_id: z.number().int(),
  site_name: z.string(),
  logo: z.string(),
  category_name: z.string(),
  shop_status: z.number().int(),
  is_own: z.number().int(),
  telephone: z.string(),
  owner_name: z.string(),
  goods_on_sale: z.number().int(),
  create_time: z.number().int(),
});
export type PlatformShopRow = z.infer<typeof platformShopRowSchema>;
