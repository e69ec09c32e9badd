import { cartCountEndpoint, memberInfoEndpoint, type MemberInfo } from '@zay/contract';
import { redirect, type AppLoadContext } from 'react-router';
import { isSessionError } from './api';
import { serverApi } from './api.server';
import { readCookie } from './lang';
import { imageUrl } from './links';
import { perRequest } from './per-request.server';
import { loginPath } from './safe-redirect';
import type { MemberSummary } from './session';

/** The HttpOnly cookie the API sets on login and registration; the web app never reads its value. */
export const TOKEN_COOKIE = 'zay_token';

interface Session {
  member: MemberInfo | null;
  /** The browser holds a token the API no longer accepts: the response should delete it. */
  staleToken: boolean;
  /** Items in the member's cart (0 for visitors), for the header and sidebar. */
  cartCount: number;
}

// The root loader and a protected route's loader run for the same request; one API call serves both.
const sessions = new WeakMap<AppLoadContext, Promise<Session>>();

async function loadSession(request: Request, context: AppLoadContext): Promise<Session> {
  if (!readCookie(request.headers.get('cookie'), TOKEN_COOKIE))
    return { member: null, staleToken: false, cartCount: 0 };
  const call = serverApi(request, context);
  const [result, count] = await Promise.all([call(memberInfoEndpoint, {}), call(cartCountEndpoint, {})]);
  if (result.ok) return { member: result.data, staleToken: false, cartCount: count.ok ? count.data : 0 };
  return { member: null, staleToken: isSessionError(result), cartCount: 0 };
}

/** The logged-in member of this request, or null; asks the API only when the token cookie exists. */
export function getSession(request: Request, context: AppLoadContext): Promise<Session> {
  return perRequest(sessions, request, context, () => loadSession(request, context));
}

export function toMemberSummary(member: MemberInfo | null): MemberSummary | null {
  if (!member) return null;
  return {
    memberId: member.member_id,
    nickname: member.nickname || member.username || member.mobile,
    headimg: imageUrl(member.headimg),
  };
}

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

/** A Set-Cookie value that deletes the token cookie, with the attributes the API set it with. */
export function expiredTokenCookie(request: Request): string {
  return `${TOKEN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${isHttps(request) ? '; Secure' : ''}`;
}

/** Headers that delete a token the API refused, or none. */
export function sessionHeaders(request: Request, session: Session): HeadersInit | undefined {
  return session.staleToken ? { 'Set-Cookie': expiredTokenCookie(request) } : undefined;
}

/**
 * For the loaders of member pages and checkouts (SPEC §6): the member, or a redirect to
 * `/login?redirect={encoded full path}` that also deletes a refused token.
 */
export async function requireMember(request: Request, context: AppLoadContext): Promise<MemberInfo> {
  const session = await getSession(request, context);
  if (session.member) return session.member;
  const url = new URL(request.url);
  throw redirect(loginPath(`${url.pathname}${url.search}`), { headers: sessionHeaders(request, session) });
}
