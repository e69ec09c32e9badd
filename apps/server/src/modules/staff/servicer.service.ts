import {
  LOGIN_RATE_PER_MINUTE,
  SERVICER_SESSION_DAYS,
  STAFF_ROLES,
  message,
  type MessageKey,
  type SellerStaff,
  type ServicerInfo,
  type StaffRole,
} from '@zay/contract';
import type { RequestContext } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { hashToken, newSessionToken } from '../../lib/session-token';
import { enforceLimits } from '../site';
import type { StaffSession, TokenState } from '../../plugins/tokens';
import * as repo from './servicer.repository';

/** Compared against when the account is unknown, so a miss costs as long as a wrong password. */
const DUMMY_HASH = hashPassword('not-a-real-password');

/** A servicer session: the servicer and the token row (`sessionId`) that stands for it. */
export type ServicerSession = { servicerId: number; sessionId: number };
export type ServicerTokenState = TokenState<StaffSession>;

export async function resolveServicerToken(ctx: RequestContext, token: string): Promise<ServicerTokenState> {
  const row = await repo.findToken(ctx.db, hashToken(token));
  if (!row || row.revoked || row.status !== 1) return { state: 'invalid' };
  if (row.expire_time <= ctx.now()) return { state: 'expired' };
  return {
    state: 'valid',
    servicerId: row.servicer_id,
    sessionId: row.id,
    siteId: row.site_id,
    role: row.role,
    expireTime: row.expire_time,
  };
}

export async function servicerInfo(
  ctx: RequestContext,
  servicerId: number,
  siteTitle: () => Promise<{ title: string; logo: string }>,
) {
  const row = await repo.findInfo(ctx.db, servicerId);
  if (!row) throw new AppError('TOKEN_ERROR');
  const platform = row.site_id === 0 ? await siteTitle() : null;
  return {
    servicer_id: row.servicer_id,
    site_id: row.site_id,
    username: row.username,
    nickname: row.nickname,
    avatar: row.avatar,
    shop_name: platform?.title ?? row.site_name ?? '',
    logo: platform?.logo ?? row.logo ?? '',
  } satisfies ServicerInfo;
}

/** The console's view of a staff member: their role and shop (the platform's title for site 0). */
export async function staffInfo(
  ctx: RequestContext,
  servicerId: number,
  siteTitle: () => Promise<{ title: string; logo: string }>,
): Promise<SellerStaff> {
  const row = await repo.findInfo(ctx.db, servicerId);
  if (!row) throw new AppError('TOKEN_ERROR');
  const platform = row.site_id === 0 ? await siteTitle() : null;
  const role = (STAFF_ROLES as readonly string[]).includes(row.role) ? (row.role as StaffRole) : 'service';
  return {
    staff_id: row.servicer_id,
    site_id: row.site_id,
    username: row.username,
    nickname: row.nickname,
    role,
    role_name: message(ctx.lang, ROLE_KEYS[role]),
    shop_name: platform?.title ?? row.site_name ?? '',
    logo: platform?.logo ?? row.logo ?? '',
  };
}

const ROLE_KEYS = {
  owner: 'STAFF_ROLE_OWNER',
  clerk: 'STAFF_ROLE_CLERK',
  service: 'STAFF_ROLE_SERVICE',
  verifier: 'STAFF_ROLE_VERIFIER',
} as const satisfies Record<StaffRole, MessageKey>;

/** Staff names by id, for the desk's log. */
export async function staffNames(ctx: RequestContext, ids: number[]) {
  const rows = await repo.listByIds(ctx.db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.servicer_id, r.nickname]));
}

/**
 * Checks the account (rate-limited per IP and per username) and issues a new token. With
 * `platformOnly`, a shop's staff (right password, site_id ≠ 0) is refused with PLATFORM_STAFF_ONLY.
 */
export async function login(ctx: RequestContext, username: string, password: string, ip: string, platformOnly = false) {
  await enforceLimits(ctx, [
    { key: `servicer-login:ip:${ip}`, windowSec: 60, max: LOGIN_RATE_PER_MINUTE },
    { key: `servicer-login:account:${username.toLowerCase()}`, windowSec: 60, max: LOGIN_RATE_PER_MINUTE },
  ]);
  const row = await repo.findByUsername(ctx.db, username);
  const ok = await verifyPassword(password, row?.password || (await DUMMY_HASH));
  if (!row || !ok || row.status !== 1) throw new AppError('LOGIN_FAILED');
  if (platformOnly && row.site_id !== 0) throw new AppError('PLATFORM_STAFF_ONLY');
  return { ...(await issueServicerToken(ctx, row.servicer_id)), servicerId: row.servicer_id };
}

/** A new random token for the servicer; only its hash is stored. */
export async function issueServicerToken(ctx: RequestContext, servicerId: number) {
  const now = ctx.now();
  const { token, token_hash, expire_time, maxAge } = newSessionToken(now, SERVICER_SESSION_DAYS);
  await repo.insertToken(ctx.db, { servicer_id: servicerId, token_hash, expire_time, create_time: now });
  return { token, maxAge };
}

/** Ends the session of a token; answers which one it was (null for an unknown token). */
export async function logout(ctx: RequestContext, token: string): Promise<ServicerSession | null> {
  const row = await repo.revokeToken(ctx.db, hashToken(token));
  return row ? { servicerId: row.servicer_id, sessionId: row.id } : null;
}
