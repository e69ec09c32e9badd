import { z } from 'zod';
import { PASSWORD_MAX } from '../common/constants';
import { idSchema } from '../common/fields';
import { usernameSchema } from '../member/auth/auth.schemas';
import { nicknameSchema } from '../validation/account.rules';
import { STAFF_ROLES } from './staff.constants';

/*
 * A shop's staff accounts (`/seller/staff`, issue 30, ADR 098): its owner adds, edits, disables
 * and enables them and resets their passwords. The owner's own account is not among what they
 * change, and nobody is given the owner's role.
 */

/** The roles a shop's owner gives its staff. */
export const SHOP_STAFF_ROLES = ['clerk', 'service', 'verifier', 'editor'] as const;
export type ShopStaffRole = (typeof SHOP_STAFF_ROLES)[number];

const int = z.number().int();

export const shopStaffRowSchema = z.object({
  staff_id: int,
  username: z.string(),
  nickname: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The role's name in the caller's language. */
  role_name: z.string(),
  /** 1 enabled, 0 disabled. */
  status: int,
  create_time: int,
});
export type ShopStaffRow = z.infer<typeof shopStaffRowSchema>;

const roleSchema = z.enum(SHOP_STAFF_ROLES, { error: 'STAFF_ROLE_INVALID' });
/** As typed; the platform's password policy (length, complexity) is applied by the server. */
export const staffPasswordSchema = z
  .string({ error: 'PASSWORD_REQUIRED' })
  .min(1, 'PASSWORD_REQUIRED')
  .max(PASSWORD_MAX);

export const shopStaffAddBodySchema = z.object({
  username: usernameSchema,
  nickname: nicknameSchema,
  role: roleSchema,
  password: staffPasswordSchema,
});
export type ShopStaffAddBody = z.output<typeof shopStaffAddBodySchema>;

export const shopStaffEditBodySchema = z.object({ staff_id: idSchema, nickname: nicknameSchema, role: roleSchema });
export type ShopStaffEditBody = z.output<typeof shopStaffEditBodySchema>;

export const shopStaffStatusBodySchema = z.object({
  staff_id: idSchema,
  status: z.union([z.literal(0), z.literal(1)]),
});

export const shopStaffPasswordBodySchema = z.object({ staff_id: idSchema, password: staffPasswordSchema });

export const shopStaffIdSchema = z.object({ staff_id: int });
