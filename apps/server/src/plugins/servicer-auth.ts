import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVICER_TOKEN_COOKIE } from '@zay/contract';
import { publicOrigin } from '../env';
import { AppError } from '../lib/app-error';
import { checkSameSite, presentedToken } from './auth';
import { systemContext } from './context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in servicer of a workbench call. */
    servicer?: { id: number; siteId: number };
  }
}

/** The servicer token a request carries: body `token`, a Bearer header, or the servicer cookie. */
export const servicerToken = (req: FastifyRequest) => presentedToken(req, SERVICER_TOKEN_COOKIE);

/** Sets `req.servicer`; fails with the API family's token codes. */
export async function authenticateServicer(req: FastifyRequest) {
  const presented = servicerToken(req);
  if (!presented) throw new AppError('TOKEN_NOT_EXIST');
  if (presented.fromCookie) checkSameSite(req);
  const state = await req.server.tokens.staff(systemContext(req.server), presented.token);
  if (state.state === 'expired') throw new AppError('TOKEN_EXPIRE');
  if (state.state !== 'valid') throw new AppError('TOKEN_ERROR');
  req.servicer = { id: state.servicerId, siteId: state.siteId };
}

export function requireServicer(req: FastifyRequest): { id: number; siteId: number } {
  if (!req.servicer) throw new Error('a servicer-only call ran without a servicer');
  return req.servicer;
}

export function setServicerCookie(reply: FastifyReply, token: string, maxAge: number) {
  reply.setCookie(SERVICER_TOKEN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: publicOrigin(reply.server.env).startsWith('https:'),
    maxAge,
  });
}

export function clearServicerCookie(reply: FastifyReply) {
  reply.clearCookie(SERVICER_TOKEN_COOKIE, { path: '/' });
}
