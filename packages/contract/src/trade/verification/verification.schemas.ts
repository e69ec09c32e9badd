import { z } from 'zod';
import { moneySchema } from '../../common/money';
import { pageQuerySchema } from '../../common/paging';

/*
 * The redemption desk (API-SHAPES-MORE §4): a code a paid order carries — a pickup order's, or
 * virtual goods' — which a verifier member of the shop looks up and uses once.
 */

export const VERIFY_TYPES = ['pickup', 'virtualgoods'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

const int = z.number().int();

/** What a code is typed as: letters and digits, spaces and dashes tolerated (people read codes out). */
export const verifyCodeSchema = z
  .string({ error: 'VERIFY_CODE_NOT_FOUND' })
  .trim()
  .min(1, { error: 'VERIFY_CODE_NOT_FOUND' })
  .max(64, { error: 'VERIFY_CODE_NOT_FOUND' })
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase());

export const verifyCodeBodySchema = z.object({ verify_code: verifyCodeSchema });

export const verifyRemarkSchema = z.object({ title: z.string(), value: z.string() });

export const verifyItemSchema = z.object({
  img: z.string(),
  name: z.string(),
  price: moneySchema,
  num: int,
  remark_array: z.array(verifyRemarkSchema),
});

/** One code as the desk shows it. */
export const verifyRowSchema = z.object({
  id: int,
  site_id: int,
  site_name: z.string(),
  verify_code: z.string(),
  verify_type: z.enum(VERIFY_TYPES),
  verify_type_name: z.string(),
  verifier_id: int,
  verifier_name: z.string(),
  is_verify: int,
  create_time: int,
  verify_time: int,
  relate_id: int,
  item_array: z.array(verifyItemSchema),
  remark_array: z.array(verifyRemarkSchema),
});
export type VerifyRow = z.infer<typeof verifyRowSchema>;

export const verifyTypesSchema = z.object({
  pickup: z.object({ name: z.string() }),
  virtualgoods: z.object({ name: z.string() }),
});

export const verifyListBodySchema = pageQuerySchema.extend({
  verify_type: z.enum(['all', ...VERIFY_TYPES], { error: 'FIELD_INVALID' }).default('all'),
});

export const verifierSchema = z.object({ verifier_id: int });
