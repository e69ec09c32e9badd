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
import { memberCredentials } from '../member';
import { isUniqueViolation } from '../../lib/db-errors';
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
  if (row.member_id > 0 && row.member_status !== 1) return { state: 'invalid' };
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
    // The platform's owner is its administrator (ADR 087).
    role_name: message(ctx.lang, row.site_id === 0 && role === 'owner' ? 'STAFF_ROLE_ADMIN' : ROLE_KEYS[role]),
    shop_name: platform?.title ?? row.site_name ?? '',
    logo: platform?.logo ?? row.logo ?? '',
  };
}

export const ROLE_KEYS = {
  owner: 'STAFF_ROLE_OWNER',
  clerk: 'STAFF_ROLE_CLERK',
  service: 'STAFF_ROLE_SERVICE',
  verifier: 'STAFF_ROLE_VERIFIER',
  operations: 'STAFF_ROLE_OPERATIONS',
  finance: 'STAFF_ROLE_FINANCE',
  editor: 'STAFF_ROLE_EDITOR',
} as const satisfies Record<StaffRole, MessageKey>;

/** Staff names by id, for the desk's log. */
export async function staffNames(ctx: RequestContext, ids: number[]) {
  const rows = await repo.listByIds(ctx.db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.servicer_id, r.nickname]));
}

/**
 * The console account `username` names and the password hash that signs it in: a staff account's
 * own, else (ADR 089) the account linked to the member the name means (username, e-mail or mobile),
 * signed in with the member's password while the member is active.
 */
async function consoleAccount(ctx: RequestContext, username: string) {
  const own = await repo.findByUsername(ctx.db, username);
  if (own) return { ...own, hash: own.password };
  const member = await memberCredentials(ctx, username);
  const linked = member ? await repo.findByMemberId(ctx.db, member.member_id) : undefined;
  if (!member || !linked || member.status !== 1) return undefined;
  return { ...linked, hash: member.password };
}

/**
 * Checks the account (rate-limited per IP and per username) and issues a new token. With
 * `platformOnly`, a shop's staff (right password, site_id ≠ 0) is refused with PLATFORM_STAFF_ONLY.
 * One password check whether or not the account exists; an account without a password never signs in.
 */
export async function login(ctx: RequestContext, username: string, password: string, ip: string, platformOnly = false) {
  await enforceLimits(ctx, [
    { key: `servicer-login:ip:${ip}`, windowSec: 60, max: LOGIN_RATE_PER_MINUTE },
    { key: `servicer-login:account:${username.toLowerCase()}`, windowSec: 60, max: LOGIN_RATE_PER_MINUTE },
  ]);
  const row = await consoleAccount(ctx, username);
  const ok = await verifyPassword(password, row?.hash || (await DUMMY_HASH));
  if (!row || !row.hash || !ok || row.status !== 1) throw new AppError('LOGIN_FAILED');
  if (platformOnly && row.site_id !== 0) throw new AppError('PLATFORM_STAFF_ONLY');
  return { ...(await issueServicerToken(ctx, row.servicer_id)), servicerId: row.servicer_id };
}

/**
 * The owner's console account of a shop an approval created (ADR 089): no password of its own, it
 * signs in with the member's; `member:<id>` keeps the unique username apart from typed ones.
 * A member already holding one is the unique index's (APPLY_ALREADY_OWNER).
 */
export async function createOwnerAccount(
  ctx: RequestContext,
  owner: { siteId: number; memberId: number; nickname: string; avatar: string },
) {
  try {
    return await repo.insertServicer(ctx.db, {
      site_id: owner.siteId,
      username: `member:${owner.memberId}`,
      password: '',
      nickname: owner.nickname,
      avatar: owner.avatar,
      status: 1,
      role: 'owner',
      member_id: owner.memberId,
      create_time: ctx.now(),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('APPLY_ALREADY_OWNER');
    throw err;
  }
}

/** The shop whose console the member holds an account of (0: none). */
export async function memberShopId(ctx: RequestContext, memberId: number) {
  return (await repo.findByMemberId(ctx.db, memberId))?.site_id ?? 0;
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
