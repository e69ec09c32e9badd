import { z } from 'zod';
import { idSchema, intSchema } from '../common/fields';
import { moneyInputSchema } from '../common/money';

/**
 * Request fields as the established clients send list filters: an unset filter arrives as
 * absent, null, '' or 0, and all of those mean "no filter".
 */
const blank = z.union([z.literal(''), z.null()]).transform(() => undefined);

/** An id filter; '' / null / 0 mean none. */
export const idFilterSchema = z
  .union([blank, intSchema.pipe(z.number().int().min(0))])
  .optional()
  .transform((v) => (v ? v : undefined));

/** A 0/1 filter (numbers, digit strings or booleans); 0 means none. */
export const flagFilterSchema = z
  .union([blank, z.boolean().transform((b) => (b ? 1 : 0)), intSchema.pipe(z.number().int().min(0).max(1))])
  .optional()
  .transform((v) => (v ? 1 : undefined));

/** A money bound ("12", "12.50" or 12.5) in minor units; '' / null mean none. */
export const moneyFilterSchema = z.union([blank, moneyInputSchema]).optional();

/** A level 1–3; '' / null / 0 mean none. */
export const levelFilterSchema = z
  .union([blank, intSchema.pipe(z.number().int().min(0).max(3))])
  .optional()
  .transform((v) => (v ? v : undefined));

/** Ids as a comma list ("3,5,8") or an array; at most 100. */
export const idListSchema = z
  .union([
    blank,
    z
      .string()
      .max(1100)
      .regex(/^\s*\d{1,15}(\s*,\s*\d{1,15})*\s*,?\s*$/)
      .transform((s) =>
        s
          .split(',')
          .filter((p) => p.trim() !== '')
          .map(Number),
      ),
    z.array(idSchema).max(100),
  ])
  .optional()
  .pipe(z.array(z.number().int().min(1)).max(100).optional());

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** `asc` (any case) or anything else → `desc`, as the clients send it. */
export const sortSchema = z
  .string()
  .max(10)
  .optional()
  .transform((s): SortDirection => (s?.trim().toLowerCase() === 'asc' ? 'asc' : 'desc'));

/** An order key from `allowed`; any other value means the default order. */
export function orderSchema<const K extends string>(allowed: readonly K[]) {
  return z
    .string()
    .max(30)
    .optional()
    .transform((s): K | 'default' => ((allowed as readonly string[]).includes(s ?? '') ? (s as K) : 'default'));
}
