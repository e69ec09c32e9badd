import { z } from 'zod';
import { flagSchema, idSchema, intSchema } from '../common/fields';
import { telephoneSchema, addressDetailSchema } from '../validation/address.rules';
import { maxChars, minChars, requiredId, requiredText, singleLine } from '../validation/rule-helpers';
import { longTextSchema, shopNameSchema, storedImageSchema } from './shop-apply.schemas';

/*
 * The shop console's own pages (issue 30, ADR 089): `/seller/shop` (the shop's profile, open or
 * closed to shoppers) and `/seller/categories` (the shop's own two-level categories). Owner only.
 */

export const WORKING_TIME_MAX = 50;
export const SEO_KEYWORDS_MAX = 100;
export const SHOP_CATEGORY_NAME_MAX = 20;
/** How many own categories a shop may have, both levels together. */
export const SHOP_CATEGORY_MAX = 100;

/** The shop as its owner edits it; `goods_on_sale` says whether it may open. */
export const sellerShopSchema = z.object({
  site_id: z.number().int(),
  site_name: z.string(),
  logo: z.string(),
  banner: z.string(),
  telephone: z.string(),
  province_id: z.number().int(),
  city_id: z.number().int(),
  district_id: z.number().int(),
  address: z.string(),
  full_address: z.string(),
  workingtime: z.string(),
  seo_description: z.string(),
  seo_keywords: z.string(),
  category_name: z.string(),
  /** 1 open to shoppers, 0 closed, −1 frozen by the platform (ADR 103). */
  shop_status: z.number().int(),
  /** Why the platform froze the shop ('' when not frozen). */
  freeze_reason: z.string(),
  goods_on_sale: z.number().int(),
});
export type SellerShop = z.infer<typeof sellerShopSchema>;

const oneLine = (max: number) =>
  z.string({ error: 'FIELD_INVALID' }).trim().check(maxChars(max, 'FIELD_TOO_LONG'), singleLine()).default('');

/** The profile's fields; `seo_description` is the shop page's introduction and its search-engine description. */
export const sellerShopEditBodySchema = z.object({
  site_name: shopNameSchema,
  logo: storedImageSchema,
  banner: storedImageSchema,
  telephone: telephoneSchema.transform((t) => t ?? ''),
  province_id: requiredId('PROVINCE_REQUIRED'),
  city_id: requiredId('CITY_REQUIRED'),
  district_id: requiredId('DISTRICT_REQUIRED'),
  address: addressDetailSchema,
  workingtime: oneLine(WORKING_TIME_MAX),
  seo_description: longTextSchema(500),
  seo_keywords: oneLine(SEO_KEYWORDS_MAX),
});
export type SellerShopEditBody = z.output<typeof sellerShopEditBodySchema>;

export const sellerShopStatusBodySchema = z.object({
  shop_status: intSchema.pipe(z.union([z.literal(0), z.literal(1)], { error: 'FIELD_INVALID' })),
});

/** One of the shop's own categories, hidden ones too, with how many of the shop's goods are in it. */
export const sellerShopCategorySchema = z.object({
  category_id: z.number().int(),
  pid: z.number().int(),
  level: z.number().int(),
  category_name: z.string(),
  sort: z.number().int(),
  is_show: z.number().int(),
  goods_count: z.number().int(),
});
export type SellerShopCategory = z.infer<typeof sellerShopCategorySchema>;

/** Adds a category (no `category_id`) or changes one; `pid` 0 is a top category, else a top category of the shop. */
export const sellerShopCategorySaveBodySchema = z.object({
  category_id: idSchema.optional(),
  category_name: requiredText('SHOP_CATEGORY_NAME_LENGTH').check(
    minChars(1, 'SHOP_CATEGORY_NAME_LENGTH'),
    maxChars(SHOP_CATEGORY_NAME_MAX, 'SHOP_CATEGORY_NAME_LENGTH'),
    singleLine(),
  ),
  pid: intSchema.pipe(z.number().int().min(0)).default(0),
  sort: intSchema.pipe(z.number().int().min(0).max(9999)).default(0),
  is_show: flagSchema.default(1),
});
export type SellerShopCategorySaveBody = z.output<typeof sellerShopCategorySaveBodySchema>;

export const sellerShopCategoryIdBodySchema = z.object({ category_id: idSchema });
