import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Auth } from '@zay/contract';
import { publicOrigin } from '../env';
import { AppError } from '../lib/app-error';
import { systemContext } from './context';

export const TOKEN_COOKIE = 'zay_token';

/** The token a request carries: `token` in the body, a Bearer header, or the given session cookie. */
export function presentedToken(req: FastifyRequest, cookieName: string): { token: string; fromCookie: boolean } | null {
  const body = req.body as { token?: unknown } | undefined;
  if (body && typeof body.token === 'string' && body.token) return { token: body.token, fromCookie: false };
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (bearer) return { token: bearer[1]!, fromCookie: false };
  const cookie = req.cookies?.[cookieName];
  return cookie ? { token: cookie, fromCookie: true } : null;
}

/** The member's token: body, Bearer header or the member session cookie. */
export const requestToken = (req: FastifyRequest) => presentedToken(req, TOKEN_COOKIE);

/**
 * A browser sends Origin or Sec-Fetch-Site with every cross-site POST; a call riding on the
 * session cookie must come from the site itself. Clients that send neither (the SSR loaders,
 * other apps) authenticate with the token itself.
 */
export function checkSameSite(req: FastifyRequest) {
  const site = req.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') throw new AppError('FORBIDDEN_ORIGIN');
  const origin = req.headers.origin;
  if (!origin) return;
  const allowed = new Set([publicOrigin(req.server.env), `${req.protocol}://${req.headers.host}`]);
  if (!allowed.has(origin)) throw new AppError('FORBIDDEN_ORIGIN');
}

/** Sets `req.memberId` for calls that take a member; a required login fails with the API family's codes. */
export async function authenticate(req: FastifyRequest, auth: Auth) {
  req.memberId = null;
  const presented = requestToken(req);
  if (!presented) {
    if (auth === 'required') throw new AppError('TOKEN_NOT_EXIST');
    return;
  }
  if (presented.fromCookie) checkSameSite(req);
  const state = await req.server.tokens.member(systemContext(req.server), presented.token);
  if (state.state === 'valid') {
    req.memberId = state.memberId;
    req.memberSession = { id: state.sessionId, expireTime: state.expireTime };
  } else if (auth === 'required') {
    throw state.state === 'expired' ? new AppError('TOKEN_EXPIRE') : new AppError('TOKEN_ERROR');
  }
}

export function setSessionCookie(reply: FastifyReply, token: string, maxAge: number) {
  reply.setCookie(TOKEN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: publicOrigin(reply.server.env).startsWith('https:'),
    maxAge,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(TOKEN_COOKIE, { path: '/' });
}
