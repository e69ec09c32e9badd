import { z } from 'zod';
import { flagSchema, idSchema, intSchema } from '../common/fields';
import { moneyInputSchema, moneySchema } from '../common/money';
import { addressDetailSchema, telephoneSchema } from '../validation/address.rules';
import { maxChars, minChars, requiredText, singleLine } from '../validation/rule-helpers';

/*
 * `/seller/delivery` (issue 30, ADR 101): a shop's express fee templates by state/region, its
 * pickup stores and its local delivery. The `shop` permission (the owner). Fees in Ks.
 */

export const DELIVERY_TEMPLATE_MAX = 20;
export const PICKUP_STORE_MAX = 20;
export const DELIVERY_TEMPLATE_NAME_MAX = 30;
export const PICKUP_STORE_NAME_MAX = 50;
/** The dearest fee or free-from amount: 10,000,000 Ks, in minor units. */
export const DELIVERY_FEE_MAX = 10_000_000_00;
export const LOCAL_TIMES_MAX = 8;
export const LOCAL_AREA_MAX = 200;
/** 1 by piece; 2 by weight, each started kilogram a unit. */
export const FEE_TYPES = [1, 2] as const;

const fee = moneyInputSchema.pipe(
  z.number().int().min(0, 'DELIVERY_FEE_INVALID').max(DELIVERY_FEE_MAX, 'DELIVERY_FEE_INVALID'),
);
const name = (max: number, key: 'DELIVERY_TEMPLATE_NAME_LENGTH' | 'PICKUP_STORE_NAME_LENGTH') =>
  requiredText(key).check(minChars(1, key), maxChars(max, key), singleLine(key));
const oneLine = (max: number) =>
  z.string({ error: 'FIELD_INVALID' }).trim().check(maxChars(max, 'FIELD_TOO_LONG'), singleLine()).default('');
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const freightRuleSchema = z.object({
  region_ids: z.array(z.number().int()),
  first_fee: moneySchema,
  extra_fee: moneySchema,
});

export const sellerTemplateSchema = z.object({
  template_id: z.number().int(),
  template_name: z.string(),
  fee_type: z.number().int(),
  rules: z.array(freightRuleSchema),
  free_money: moneySchema,
  is_default: z.number().int(),
  /** The shop's goods that name this template. */
  goods_count: z.number().int(),
});
export type SellerTemplate = z.infer<typeof sellerTemplateSchema>;

export const sellerStoreSchema = z.object({
  store_id: z.number().int(),
  store_name: z.string(),
  telephone: z.string(),
  full_address: z.string(),
  open_date: z.string(),
  verifier_ids: z.array(z.number().int()),
  status: z.number().int(),
  sort: z.number().int(),
});
export type SellerStore = z.infer<typeof sellerStoreSchema>;

export const timeWindowSchema = z.object({
  start: z.string().regex(HHMM, 'DELIVERY_TIME_INVALID'),
  end: z.string().regex(HHMM, 'DELIVERY_TIME_INVALID'),
});

/** Everything `/seller/delivery` shows; every change answers it again. */
export const sellerDeliverySchema = z.object({
  express_enabled: z.number().int(),
  store_enabled: z.number().int(),
  local_enabled: z.number().int(),
  local_fee: moneySchema,
  local_min_money: moneySchema,
  local_area: z.array(z.number().int()),
  local_times: z.array(timeWindowSchema),
  local_days: z.number().int(),
  templates: z.array(sellerTemplateSchema),
  stores: z.array(sellerStoreSchema),
  /** The shop's active staff who may verify at a store. */
  staff: z.array(z.object({ staff_id: z.number().int(), nickname: z.string(), role: z.string() })),
});
export type SellerDelivery = z.infer<typeof sellerDeliverySchema>;

/** The on/off switches and local delivery. */
export const sellerDeliverySettingsBodySchema = z.object({
  express_enabled: flagSchema,
  store_enabled: flagSchema,
  local_enabled: flagSchema,
  local_fee: fee.default(0),
  local_min_money: fee.default(0),
  /** Region ids of the cities (districts) and townships served; [] everywhere. */
  local_area: z.array(idSchema).max(LOCAL_AREA_MAX, 'DELIVERY_AREA_INVALID').default([]),
  local_times: z
    .array(timeWindowSchema.refine((w) => w.start < w.end, 'DELIVERY_TIME_INVALID'))
    .max(LOCAL_TIMES_MAX, 'DELIVERY_TIME_INVALID')
    .default([]),
  local_days: intSchema.pipe(z.number().int().min(1).max(7)).default(3),
});
export type SellerDeliverySettingsBody = z.output<typeof sellerDeliverySettingsBodySchema>;

export const freightRuleInputSchema = z.object({
  /** Level-1 regions (the states/regions and Naypyidaw). */
  region_ids: z.array(idSchema).min(1, 'DELIVERY_RULES_INVALID').max(20, 'DELIVERY_RULES_INVALID'),
  first_fee: fee,
  extra_fee: fee.default(0),
});

/** Adds a template (no `template_id`) or replaces one; `is_default` 1 makes it the shop's default. */
export const sellerTemplateSaveBodySchema = z.object({
  template_id: idSchema.optional(),
  template_name: name(DELIVERY_TEMPLATE_NAME_MAX, 'DELIVERY_TEMPLATE_NAME_LENGTH'),
  fee_type: intSchema.pipe(z.union([z.literal(1), z.literal(2)], { error: 'FIELD_INVALID' })).default(1),
  rules: z.array(freightRuleInputSchema).min(1, 'DELIVERY_RULES_INVALID').max(20, 'DELIVERY_RULES_INVALID'),
  free_money: fee.default(0),
  is_default: flagSchema.default(0),
});
export type SellerTemplateSaveBody = z.output<typeof sellerTemplateSaveBodySchema>;

export const sellerTemplateIdBodySchema = z.object({ template_id: idSchema });

export const sellerStoreSaveBodySchema = z.object({
  store_id: idSchema.optional(),
  store_name: name(PICKUP_STORE_NAME_MAX, 'PICKUP_STORE_NAME_LENGTH'),
  telephone: telephoneSchema.transform((t) => t ?? ''),
  full_address: addressDetailSchema,
  open_date: oneLine(50),
  verifier_ids: z.array(idSchema).max(50, 'STORE_VERIFIER_INVALID').default([]),
  status: flagSchema.default(1),
  sort: intSchema.pipe(z.number().int().min(0).max(9999)).default(0),
});
export type SellerStoreSaveBody = z.output<typeof sellerStoreSaveBodySchema>;

export const sellerStoreIdBodySchema = z.object({ store_id: idSchema });

/** A template the goods editor offers. */
export const sellerTemplateOptionSchema = z.object({
  template_id: z.number().int(),
  template_name: z.string(),
  is_default: z.number().int(),
});
