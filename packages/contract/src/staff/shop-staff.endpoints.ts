import { defineEndpoint, emptyBodySchema } from '../common/endpoint';
import * as s from './shop-staff.schemas';

// A shop's staff accounts (ADR 098): its owner (the `staff` permission), their own shop only.

/** The shop's staff accounts, the owner's first, with their roles and states. */
export const sellerStaffListEndpoint = defineEndpoint({
  path: '/seller/api/staff/lists',
  body: emptyBodySchema,
  response: s.shopStaffRowSchema.array(),
  auth: 'seller',
});

/** A new staff account of the shop with a role below the owner's and a password of the platform's policy. */
export const sellerStaffAddEndpoint = defineEndpoint({
  path: '/seller/api/staff/add',
  body: s.shopStaffAddBodySchema,
  response: s.shopStaffIdSchema,
  auth: 'seller',
  message: 'STAFF_SAVED',
});

/** A staff member's name and role (not the owner's account). */
export const sellerStaffEditEndpoint = defineEndpoint({
  path: '/seller/api/staff/edit',
  body: s.shopStaffEditBodySchema,
  response: s.shopStaffIdSchema,
  auth: 'seller',
  message: 'STAFF_SAVED',
});

/** Disables (every session of the account ends) or enables a staff member (not the owner's account). */
export const sellerStaffStatusEndpoint = defineEndpoint({
  path: '/seller/api/staff/status',
  body: s.shopStaffStatusBodySchema,
  response: s.shopStaffIdSchema,
  auth: 'seller',
  message: 'STAFF_SAVED',
});

/** Sets a staff member's new password; their sessions end (not the owner's account). */
export const sellerStaffPasswordEndpoint = defineEndpoint({
  path: '/seller/api/staff/password',
  body: s.shopStaffPasswordBodySchema,
  response: s.shopStaffIdSchema,
  auth: 'seller',
  message: 'STAFF_PASSWORD_RESET',
});
