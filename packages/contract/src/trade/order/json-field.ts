import { z } from 'zod';

/**
 * A field the API family sends as a JSON string (`delivery`, `coupon`, `buyer_message`,
 * `member_address`, `invoice`); an already-parsed object is taken as well. Bad JSON is
 * FIELD_INVALID.
 */
export function jsonField<T extends z.ZodType>(schema: T) {
  return z
    .union([z.string().max(20_000), z.record(z.string(), z.unknown()), z.number()])
    .transform((value, ctx): unknown => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'FIELD_INVALID', input: value });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** A JSON object keyed by shop id ("12": …); at most 100 shops. */
export function bySiteId<T extends z.ZodType>(value: T) {
  return z
    .record(z.string().regex(/^\d{1,15}$/, 'FIELD_INVALID'), value, { error: 'FIELD_INVALID' })
    .refine((r) => Object.keys(r).length <= 100, 'FIELD_TOO_MANY')
    .transform((r) => new Map(Object.entries(r).map(([k, v]) => [Number(k), v as z.output<T>])));
}
