import { z } from 'zod';
import { idSchema } from '../../common/fields';
import { usernameSchema } from '../../member/auth/auth.schemas';
import { nicknameSchema } from '../../validation/account.rules';
import { staffPasswordSchema } from '../shop-staff.schemas';

/*
 * The platform's staff accounts (`/platform/staff`, issue 31, ADR 103): the administrator adds,
 * edits, disables and enables them and resets their passwords. Nobody disables their own account,
 * and the platform keeps at least one enabled administrator.
 */

/** The roles of the platform's staff (ADR 087): `owner` is the administrator. */
export const PLATFORM_STAFF_ROLES = ['owner', 'operations', 'finance', 'service'] as const;
export type PlatformStaffRole = (typeof PLATFORM_STAFF_ROLES)[number];

const roleSchema = z.enum(PLATFORM_STAFF_ROLES, { error: 'STAFF_ROLE_INVALID' });

export const platformStaffAddBodySchema = z.object({
  username: usernameSchema,
  nickname: nicknameSchema,
  role: roleSchema,
  password: staffPasswordSchema,
});
export type PlatformStaffAddBody = z.output<typeof platformStaffAddBodySchema>;

export const platformStaffEditBodySchema = z.object({ staff_id: idSchema, nickname: nicknameSchema, role: roleSchema });
export type PlatformStaffEditBody = z.output<typeof platformStaffEditBodySchema>;
