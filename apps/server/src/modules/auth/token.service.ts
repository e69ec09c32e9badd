import { createHash, randomBytes } from 'node:crypto';
import type { RequestContext } from '../../lib/context';
import * as repo from './token.repository';

const DAY = 86_400;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token for the member, valid `days` days; only its hash is stored. */
export async function issueToken(ctx: RequestContext, memberId: number, days: number) {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await repo.insertToken(ctx.db, {
    member_id: memberId,
    token_hash: hashToken(token),
    expire_time: now + days * DAY,
    create_time: now,
  });
  return { token, maxAge: days * DAY };
}

/** A member session: the member and the token row (`sessionId`) that stands for it. */
export type Session = { memberId: number; sessionId: number };
export type TokenState =
  ({ state: 'valid'; expireTime: number } & Session) | { state: 'invalid' } | { state: 'expired' };

export async function resolveToken(ctx: RequestContext, token: string): Promise<TokenState> {
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
