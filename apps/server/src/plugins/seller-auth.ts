import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  PLATFORM_TOKEN_COOKIE,
  SELLER_TOKEN_COOKIE,
  platformRoleMay,
  roleMay,
  type PlatformPermission,
  type StaffPermission,
} from '@zay/contract';
import { publicOrigin } from '../env';
import { AppError } from '../lib/app-error';
import type { StaffScope } from '../lib/staff-scope';
import { checkSameSite, presentedToken } from './auth';
import { systemContext } from './context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in staff member of a console call. */
    staff?: StaffScope;
  }
}

/** The console token a request carries: body `token`, a Bearer header, or the console cookie. */
export const sellerToken = (req: FastifyRequest) => presentedToken(req, SELLER_TOKEN_COOKIE);

/** Sets `req.staff` from the token of a console's `cookie`; fails with the API family's token codes. */
export async function authenticateStaff(req: FastifyRequest, cookie: string) {
  const presented = presentedToken(req, cookie);
  if (!presented) throw new AppError('TOKEN_NOT_EXIST');
  if (presented.fromCookie) checkSameSite(req);
  const state = await req.server.tokens.staff(systemContext(req.server), presented.token);
  if (state.state === 'expired') throw new AppError('TOKEN_EXPIRE');
  if (state.state !== 'valid') throw new AppError('TOKEN_ERROR');
  req.staff = { id: state.servicerId, siteId: state.siteId, role: state.role };
}

export const authenticateSeller = (req: FastifyRequest) => authenticateStaff(req, SELLER_TOKEN_COOKIE);

/**
 * The platform console's caller: a staff member of site 0, else PLATFORM_STAFF_ONLY (ADR 060),
 * whose role grants `permission`, else SELLER_FORBIDDEN (ADR 087). Every call but the session's
 * names its permission in the contract, checked here before the handler runs.
 */
export async function authenticatePlatform(req: FastifyRequest, permission: PlatformPermission | undefined) {
  await authenticateStaff(req, PLATFORM_TOKEN_COOKIE);
  if (req.staff?.siteId !== 0) throw new AppError('PLATFORM_STAFF_ONLY');
  if (permission && !platformRoleMay(req.staff.role, permission)) throw new AppError('SELLER_FORBIDDEN');
}

/**
 * The staff member of a platform call that must also hold a permission only its body names (a
 * settings group's), beyond the contract's (SELLER_FORBIDDEN otherwise).
 */
export function requirePlatformStaff(req: FastifyRequest, permission: PlatformPermission): StaffScope {
  const staff = requireStaff(req);
  if (!platformRoleMay(staff.role, permission)) throw new AppError('SELLER_FORBIDDEN');
  return staff;
}

/** The staff member of a shop console call, who must hold `permission` (SELLER_FORBIDDEN otherwise). */
export function requireStaff(req: FastifyRequest, permission?: StaffPermission): StaffScope {
  if (!req.staff) throw new Error('a console call ran without a staff member');
  if (permission && !roleMay(req.staff.role, permission)) throw new AppError('SELLER_FORBIDDEN');
  return req.staff;
}

export function setSellerCookie(reply: FastifyReply, token: string, maxAge: number, cookie = SELLER_TOKEN_COOKIE) {
  reply.setCookie(cookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: publicOrigin(reply.server.env).startsWith('https:'),
    maxAge,
  });
}

export function clearSellerCookie(reply: FastifyReply, cookie = SELLER_TOKEN_COOKIE) {
  reply.clearCookie(cookie, { path: '/' });
}
