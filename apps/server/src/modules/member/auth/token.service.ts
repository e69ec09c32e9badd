import type { RequestContext } from '../../../lib/context';
import { hashToken, newSessionToken } from '../../../lib/session-token';
import type { MemberSession, TokenState } from '../../../plugins/tokens';
import * as repo from './token.repository';

/** A new random token for the member, valid `days` days; only its hash is stored. */
export async function issueToken(ctx: RequestContext, memberId: number, days: number) {
  const now = ctx.now();
  const { token, token_hash, expire_time, maxAge } = newSessionToken(now, days);
  await repo.insertToken(ctx.db, { member_id: memberId, token_hash, expire_time, create_time: now });
  return { token, maxAge };
}

/** A member session: the member and the token row (`sessionId`) that stands for it. */
export type Session = MemberSession;

export async function resolveToken(ctx: RequestContext, token: string): Promise<TokenState<Session>> {
  const row = await repo.findToken(ctx.db, hashToken(token));
  if (!row || row.revoked || row.status !== 1) return { state: 'invalid' };
  if (row.expire_time <= ctx.now()) return { state: 'expired' };
  return { state: 'valid', memberId: row.member_id, sessionId: row.id, expireTime: row.expire_time };
}

/** Ends the session of a token; answers which one it was (null for an unknown token). */
export async function revokeToken(ctx: RequestContext, token: string): Promise<Session | null> {
  const row = await repo.revokeToken(ctx.db, hashToken(token));
  return row ? { memberId: row.member_id, sessionId: row.id } : null;
}
export const revokeMemberTokens = repo.revokeMemberTokens;
export const revokeOtherTokens = repo.revokeOtherTokens;
