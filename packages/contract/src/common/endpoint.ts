import { z } from 'zod';
import type { MessageKey } from '../messages/en-us';
import { blankAsAbsent } from './fields';
import { pageQuerySchema, type Page } from './paging';

/**
 * `servicer`: a shop's customer-service staff session (chat workbench), not a member's;
 * `seller`: a staff session of the shop console (ADR 049); `platform`: one of the platform's own staff (ADR 060).
 */
export type Auth = 'none' | 'optional' | 'required' | 'servicer' | 'seller' | 'platform';

/**
 * What a platform console call needs (ADR 087); each platform role's grants are
 * `PLATFORM_ROLE_PERMISSIONS` (staff/staff.constants.ts). `complaints.decide` agrees or refuses
 * a complaint (agreeing forces a refund); `complaints.read` reads the queue. `administrator`:
 * the site's own settings groups, its images and the action log (ADR 091); `operations` and
 * `finance`: the settings groups of points and levels, of payment and withdrawals; `settings`:
 * the settings calls themselves (each group still needs its own permission); `catalogue`:
 * categories and brands; `members.read` reads members, `members.money` adjusts their balances
 * and points, `members.freeze` freezes them (ADR 092); `shops.review`: shop applications and the
 * shops list (ADR 089); `dashboard`: the console's home figures, every platform role (ADR 107).
 */
export const PLATFORM_PERMISSIONS = [
  'withdrawals',
  'complaints.read',
  'complaints.decide',
  'coupons',
  'topics',
  'seckill',
  'content',
  'live',
  'administrator',
  'operations',
  'finance',
  'settings',
  'catalogue',
  'members.read',
  'members.money',
  'members.freeze',
  'shops.review',
  'dashboard',
] as const;
export type PlatformPermission = (typeof PLATFORM_PERMISSIONS)[number];

export interface Endpoint<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  path: string;
  body: B;
  response: R;
  auth: Auth;
  /** Extra paths that answer the same call (e.g. `/pc/api/pc/categoryconfig`). */
  aliases?: string[];
  /** The success message when it is not the generic SUCCESS (e.g. FOLLOW_SUCCESS). */
  message?: MessageKey;
  /** `auth: 'platform'` calls: what the caller's role must grant, checked before the handler runs. */
  permission?: PlatformPermission;
}

/**
 * Declares one API call; the server registers it and the web app calls it from this object. Its
 * body takes "" for an optional field as the field left out (`blankAsAbsent`).
 */
export function defineEndpoint<B extends z.ZodType, R extends z.ZodType>(e: Endpoint<B, R>): Endpoint<B, R> {
  return { ...e, body: blankAsAbsent(e.body) };
}

export const emptyBodySchema = z.object({});

/**
 * A list read a page at a time: the body is only `page` and `page_size` (pageQuerySchema) and the
 * answer is a page (`page_count`, `count`, `list`): `pageOf(item)`, a named page schema, or a page with
 * more fields (the shop's settlement ledger adds its totals).
 */
export function pageEndpoint<P extends z.ZodType<Page<unknown>>>(
  path: string,
  page: P,
  auth: Auth,
  permission?: PlatformPermission,
) {
  return defineEndpoint({ path, body: pageQuerySchema, response: page, auth, ...(permission ? { permission } : {}) });
}

/**
 * Following something the member may follow (a goods, a shop): `${prefix}/add` follows it
 * (idempotent) and `${prefix}/delete` stops; both take the same body, answer its follower count
 * and say FOLLOW_SUCCESS or UNFOLLOW_SUCCESS.
 */
export function followEndpoints<B extends z.ZodType, R extends z.ZodType>(prefix: string, body: B, count: R) {
  return {
    follow: defineEndpoint({
      path: `${prefix}/add`,
      body,
      response: count,
      auth: 'required',
      message: 'FOLLOW_SUCCESS',
    }),
    unfollow: defineEndpoint({
      path: `${prefix}/delete`,
      body,
      response: count,
      auth: 'required',
      message: 'UNFOLLOW_SUCCESS',
    }),
  };
}

export type BodyOf<E> = E extends Endpoint<infer B, z.ZodType> ? z.input<B> : never;
export type ParsedBodyOf<E> = E extends Endpoint<infer B, z.ZodType> ? z.output<B> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer R> ? z.output<R> : never;

/**
 * A staff console's session calls under `/<staff>/api/` (the chat workbench's servicers, the shop
 * console, the platform console): `login` takes a staff account's username and password and sets
 * the console's cookie (rate-limited), `logout` ends this session and clears it, `info` answers who
 * is signed in. `staff` names both the path and the auth the console's calls take.
 */
export function consoleSessionEndpoints<LB extends z.ZodType, LR extends z.ZodType, I extends z.ZodType>(
  staff: 'servicer' | 'seller' | 'platform',
  schemas: { loginBody: LB; loginResult: LR; info: I },
) {
  return {
    login: defineEndpoint({
      path: `/${staff}/api/login`,
      body: schemas.loginBody,
      response: schemas.loginResult,
      auth: 'none',
      message: 'LOGIN_SUCCESS',
    }),
    logout: defineEndpoint({
      path: `/${staff}/api/logout`,
      body: emptyBodySchema,
      response: z.object({}),
      auth: staff,
    }),
    info: defineEndpoint({
      path: `/${staff}/api/info`,
      body: emptyBodySchema,
      response: schemas.info,
      auth: staff,
    }),
  };
}
