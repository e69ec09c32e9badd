import { createHash, randomBytes } from 'node:crypto';
import { CODES, LOGIN_RATE_PER_MINUTE, SERVICER_SESSION_DAYS, type ServicerInfo } from '@zay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { enforceLimits } from '../auth/rate-limit.service';
import * as repo from './servicer.repository';

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Compared against when the account is unknown, so a miss costs as long as a wrong password. */
const DUMMY_HASH = hashPassword('not-a-real-password');

/** A servicer session: the servicer and the token row (`sessionId`) that stands for it. */
export type ServicerSession = { servicerId: number; sessionId: number };
export type ServicerTokenState =
  | ({ state: 'valid'; siteId: number; expireTime: number } & ServicerSession)
  | { state: 'invalid' }
  | { state: 'expired' };

export async function resolveServicerToken(db: Db, token: string): Promise<ServicerTokenState> {
  const row = await repo.findToken(db, hashToken(token));
  if (!row || row.revoked || row.status !== 1) return { state: 'invalid' };
  if (row.expire_time <= now()) return { state: 'expired' };
  return {
    state: 'valid',
    servicerId: row.servicer_id,
    sessionId: row.id,
    siteId: row.site_id,
    expireTime: row.expire_time,
  };
}

export async function servicerInfo(
  db: Db,
  servicerId: number,
  siteTitle: () => Promise<{ title: string; logo: string }>,
) {
  const row = await repo.findInfo(db, servicerId);
  if (!row) throw new AppError('TOKEN_ERROR', 401, CODES.TOKEN_ERROR);
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

/** Checks the account (rate-limited per IP and per username) and issues a new token. */
export async function login(db: Db, username: string, password: string, ip: string) {
  await enforceLimits(db, [
    { key: `servicer-login:ip:${ip}`, windowSec: 60, max: LOGIN_RATE_PER_MINUTE },
    { key: `servicer-login:account:${username.toLowerCase()}`, windowSec: 60, max: LOGIN_RATE_PER_MINUTE },
  ]);
  const row = await repo.findByUsername(db, username);
  const ok = await verifyPassword(password, row?.password || (await DUMMY_HASH));
  if (!row || !ok || row.status !== 1) throw new AppError('LOGIN_FAILED', 400, CODES.ERROR);
  return { ...(await issueServicerToken(db, row.servicer_id)), servicerId: row.servicer_id };
}

/** A new random token for the servicer; only its hash is stored. */
export async function issueServicerToken(db: Db, servicerId: number) {
  const token = randomBytes(32).toString('base64url');
  await repo.insertToken(db, {
    servicer_id: servicerId,
    token_hash: hashToken(token),
    expire_time: now() + SERVICER_SESSION_DAYS * DAY,
    create_time: now(),
  });
  return { token, maxAge: SERVICER_SESSION_DAYS * DAY };
}

/** Ends the session of a token; answers which one it was (null for an unknown token). */
export async function logout(db: Db, token: string): Promise<ServicerSession | null> {
  const row = await repo.revokeToken(db, hashToken(token));
  return row ? { servicerId: row.servicer_id, sessionId: row.id } : null;
}
