import { z } from 'zod';
import { flagSchema, idSchema, intSchema } from '../common/fields';
import { pageQuerySchema } from '../common/paging';
import { maxChars, singleLine } from '../validation/rule-helpers';

/*
 * The platform console's catalogue (issue 31, ADR 092): the 3-level category tree and the brands.
 * A category's names are stored per language in its row (Chinese `category_name`, English
 * `category_name1`, Burmese `category_name2`); the console names them by language.
 */

export const CATEGORY_NAME_MAX = 50;
export const CATEGORY_SHORT_NAME_MAX = 20;
export const BRAND_NAME_MAX = 50;
export const BRAND_DESC_MAX = 500;
/** The most levels the tree has. */
export const CATEGORY_LEVELS = 3;
/** A commission rate in hundredths of a percent, as the settlement ledger counts it (0–100%). */
export const COMMISSION_RATE_MAX = 10_000;

const int = z.number().int();

/** A display name: one line, trimmed, no markup (`<`, `>`), at most `max` characters. */
const nameText = (max: number) =>
  z
    .string({ error: 'CATALOGUE_NAME_INVALID' })
    .trim()
    .check(
      maxChars(max, 'CATALOGUE_NAME_INVALID'),
      singleLine('CATALOGUE_NAME_INVALID'),
      z.refine<string>((s) => !/[<>]/.test(s), { message: 'CATALOGUE_NAME_INVALID', params: { max } }),
    );
/** A required display name. */
const requiredName = (max: number) =>
  nameText(max).check(z.refine<string>((s) => s.length > 0, { message: 'CATALOGUE_NAME_INVALID', params: { max } }));

/** An image: empty, an uploaded path (`upload/…`), a site path or an http(s) address, without quotes or markup. */
export const catalogueImageSchema = z
  .string({ error: 'CATALOGUE_IMAGE_INVALID' })
  .trim()
  .max(300, 'CATALOGUE_IMAGE_INVALID')
  .regex(/^(|(https?:\/\/|\/|upload\/)[^\s"'<>]*)$/, 'CATALOGUE_IMAGE_INVALID');

const sortSchema = intSchema.pipe(z.number().int().min(0).max(99_999));

/** Hundredths of a percent (550 = 5.5%); null: none of its own (the next rule applies, ADR 103). */
export const commissionSchema = z.union([
  z.null(),
  intSchema.pipe(
    z.number().int().min(0, 'COMMISSION_RATE_INVALID').max(COMMISSION_RATE_MAX, 'COMMISSION_RATE_INVALID'),
  ),
]);

/** One category of the console's tree, shown or hidden, with the goods filed under it (any level). */
export const consoleCategorySchema = z.object({
  category_id: int,
  pid: int,
  level: int,
  name_mm: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  short_name: z.string(),
  image: z.string(),
  image_adv: z.string(),
  sort: int,
  is_show: int,
  commission_rate: int.nullable(),
  goods_count: int,
});
export type ConsoleCategory = z.infer<typeof consoleCategorySchema>;

/** The whole tree, flat, parents before their children, each level by order then id. */
export const consoleCategoryTreeSchema = z.object({ list: z.array(consoleCategorySchema) });

/**
 * Creates (no `category_id`; under `pid`, 0 for a top category) or changes a category. A change
 * leaves the parent alone: moving is its own call. A name in each language is required: other
 * clients of the API family read the Chinese `category_name` whatever their language.
 */
export const categorySaveBodySchema = z.object({
  category_id: idSchema.optional(),
  pid: intSchema.pipe(z.number().int().min(0)).default(0),
  name_mm: requiredName(CATEGORY_NAME_MAX),
  name_zh: requiredName(CATEGORY_NAME_MAX),
  name_en: requiredName(CATEGORY_NAME_MAX),
  short_name: nameText(CATEGORY_SHORT_NAME_MAX).default(''),
  image: catalogueImageSchema.default(''),
  image_adv: catalogueImageSchema.default(''),
  sort: sortSchema.default(0),
  is_show: flagSchema.default(1),
  commission_rate: commissionSchema.default(null),
});
export type CategorySaveBody = z.output<typeof categorySaveBodySchema>;

/** The tree's quick changes: order, shown or hidden. */
export const categorySetBodySchema = z
  .object({ category_id: idSchema, sort: sortSchema.optional(), is_show: flagSchema.optional() })
  .refine((b) => b.sort !== undefined || b.is_show !== undefined, 'nothing_to_set');
export type CategorySetBody = z.output<typeof categorySetBodySchema>;

/** Moves a category and everything under it below `pid` (0: to the top level), keeping ≤ 3 levels. */
export const categoryMoveBodySchema = z.object({
  category_id: idSchema,
  pid: intSchema.pipe(z.number().int().min(0)),
});

export const consoleCategoryIdBodySchema = z.object({ category_id: idSchema });

export const consoleBrandSchema = z.object({
  brand_id: int,
  brand_name: z.string(),
  brand_initial: z.string(),
  image_url: z.string(),
  banner: z.string(),
  brand_desc: z.string(),
  is_recommend: int,
  sort: int,
  goods_count: int,
});
export type ConsoleBrand = z.infer<typeof consoleBrandSchema>;

/** Brands by order then id; `search` matches the name or the initial. */
export const brandListBodySchema = pageQuerySchema.extend({
  search: z.string().trim().max(50).default(''),
  is_recommend: intSchema.pipe(z.number().int().min(0).max(1)).optional(),
});

/** Creates (no `brand_id`) or changes a brand. An empty initial is taken from the name (A–Z, else "#"). */
export const brandSaveBodySchema = z.object({
  brand_id: idSchema.optional(),
  brand_name: requiredName(BRAND_NAME_MAX),
  brand_initial: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z#]|)$/, 'CATALOGUE_NAME_INVALID')
    .default(''),
  image_url: catalogueImageSchema.default(''),
  banner: catalogueImageSchema.default(''),
  brand_desc: z
    .string()
    .trim()
    .check(
      maxChars(BRAND_DESC_MAX, 'CATALOGUE_NAME_INVALID'),
      z.refine<string>((s) => !/[<>]/.test(s), { message: 'CATALOGUE_NAME_INVALID', params: { max: BRAND_DESC_MAX } }),
    )
    .default(''),
  is_recommend: flagSchema.default(0),
  sort: sortSchema.default(0),
});
export type BrandSaveBody = z.output<typeof brandSaveBodySchema>;

export const brandIdBodySchema = z.object({ brand_id: idSchema });
