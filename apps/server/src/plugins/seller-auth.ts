import type { FastifyReply, FastifyRequest } from 'fastify';
import { SELLER_TOKEN_COOKIE, roleMay, type StaffPermission } from '@zay/contract';
import { publicOrigin } from '../env';
import { AppError } from '../lib/app-error';
import type { StaffScope } from '../lib/staff-scope';
import { resolveServicerToken } from '../modules/servicer/servicer.service';
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

/** Sets `req.staff`; fails with the API family's token codes. */
export async function authenticateSeller(req: FastifyRequest) {
  const presented = sellerToken(req);
  if (!presented) throw new AppError('TOKEN_NOT_EXIST');
  if (presented.fromCookie) checkSameSite(req);
  const state = await resolveServicerToken(systemContext(req.server), presented.token);
  if (state.state === 'expired') throw new AppError('TOKEN_EXPIRE');
  if (state.state !== 'valid') throw new AppError('TOKEN_ERROR');
  req.staff = { id: state.servicerId, siteId: state.siteId, role: state.role };
}

/** The staff member of a console call, who must hold `permission` (SELLER_FORBIDDEN otherwise). */
export function requireStaff(req: FastifyRequest, permission?: StaffPermission): StaffScope {
  if (!req.staff) throw new Error('a console call ran without a staff member');
  if (permission && !roleMay(req.staff.role, permission)) throw new AppError('SELLER_FORBIDDEN');
  return req.staff;
}

export function setSellerCookie(reply: FastifyReply, token: string, maxAge: number) {
  reply.setCookie(SELLER_TOKEN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: publicOrigin(reply.server.env).startsWith('https:'),
    maxAge,
  });
}

export function clearSellerCookie(reply: FastifyReply) {
  reply.clearCookie(SELLER_TOKEN_COOKIE, { path: '/' });
}
