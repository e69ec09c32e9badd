import { createHash, randomBytes } from 'node:crypto';

const DAY = 86_400;

/** What is stored of a session token: its SHA-256, so the table holds no token that works. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new random session token valid `days` days from `now`: the token to hand out, its hash and end
 * to store, and the cookie's max-age. Members and servicers sign in with tokens made alike.
 */
export function newSessionToken(now: number, days: number) {
  const token = randomBytes(32).toString('base64url');
  return { token, token_hash: hashToken(token), expire_time: now + days * DAY, maxAge: days * DAY };
}
