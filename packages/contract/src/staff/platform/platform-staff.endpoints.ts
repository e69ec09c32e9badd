import { defineEndpoint, emptyBodySchema } from '../../common/endpoint';
import * as shop from '../shop-staff.schemas';
import * as s from './platform-staff.schemas';

// The platform's staff accounts (ADR 103): the administrator only (`administrator`).

/** Every platform staff account with its role and state, administrators first. */
export const platformStaffListEndpoint = defineEndpoint({
  path: '/platform/api/staff/lists',
  body: emptyBodySchema,
  response: shop.shopStaffRowSchema.array(),
  auth: 'platform',
  permission: 'administrator',
});

/** A new platform staff account with a role and a password of the platform's policy. */
export const platformStaffAddEndpoint = defineEndpoint({
  path: '/platform/api/staff/add',
  body: s.platformStaffAddBodySchema,
  response: shop.shopStaffIdSchema,
  auth: 'platform',
  permission: 'administrator',
  message: 'STAFF_SAVED',
});

/** A staff member's name and role; the last enabled administrator keeps the role. */
export const platformStaffEditEndpoint = defineEndpoint({
  path: '/platform/api/staff/edit',
  body: s.platformStaffEditBodySchema,
  response: shop.shopStaffIdSchema,
  auth: 'platform',
  permission: 'administrator',
  message: 'STAFF_SAVED',
});

/** Disables (every session of the account ends at once) or enables an account; not one's own, not the last administrator. */
export const platformStaffStatusEndpoint = defineEndpoint({
  path: '/platform/api/staff/status',
  body: shop.shopStaffStatusBodySchema,
  response: shop.shopStaffIdSchema,
  auth: 'platform',
  permission: 'administrator',
  message: 'STAFF_SAVED',
});

/** Sets a staff member's new password; their sessions end. */
export const platformStaffPasswordEndpoint = defineEndpoint({
  path: '/platform/api/staff/password',
  body: shop.shopStaffPasswordBodySchema,
  response: shop.shopStaffIdSchema,
  auth: 'platform',
  permission: 'administrator',
  message: 'STAFF_PASSWORD_RESET',
});
