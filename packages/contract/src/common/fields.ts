import { z } from 'zod';

/** An integer sent as a number or a digit string ("12"), as the established clients do. */
export const intSchema = z.union([
  z.number().int().safe(),
  z
    .string()
    .regex(/^-?\d{1,15}$/)
    .transform(Number),
]);

/** A positive id. */
export const idSchema = intSchema.pipe(z.number().int().min(1));

/** 0/1 flags, also accepted as booleans. */
export const flagSchema = z.union([z.literal(0), z.literal(1), z.boolean().transform((b) => (b ? 1 : 0))]);

/** Fields every call may carry besides its own; the server reads `lang` and `token` from them. */
export const baseBodySchema = z.object({
  app_type: z.string().max(20).optional(),
  app_type_name: z.string().max(50).optional(),
  token: z.string().max(200).optional(),
  website_id: intSchema.optional(),
  lang: z.string().max(10).optional(),
});

/** Ids as the shop console's forms post them: an array, or a comma list ("3,5,8") of at most `most`. */
export function consoleIdsSchema(most: number) {
  return z.union([
    z.array(idSchema),
    z
      .string()
      .regex(new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${most - 1}}$`))
      .transform((v) => v.split(',').map(Number)),
  ]);
}
