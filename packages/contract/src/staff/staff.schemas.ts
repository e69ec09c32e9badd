import { z } from 'zod';
import { PASSWORD_MAX } from '../common/constants';
import { STAFF_ROLES } from './staff.constants';

const int = z.number().int();

export const sellerLoginBodySchema = z.object({
  username: z.string({ error: 'USERNAME_REQUIRED' }).trim().min(1, { error: 'USERNAME_REQUIRED' }).max(50),
  password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }).max(PASSWORD_MAX),
});

/** The logged-in staff member, their role and their shop (site_id 0: the platform's staff). */
export const sellerStaffSchema = z.object({
  staff_id: int,
  site_id: int,
  username: z.string(),
  nickname: z.string(),
  role: z.enum(STAFF_ROLES),
  role_name: z.string(),
  shop_name: z.string(),
  logo: z.string(),
});
export type SellerStaff = z.infer<typeof sellerStaffSchema>;

/** The token is also set as the HttpOnly cookie `zay_seller_token`. */
export const sellerLoginResultSchema = z.object({ token: z.string(), staff: sellerStaffSchema });
