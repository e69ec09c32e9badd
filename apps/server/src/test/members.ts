import type { DbHandle } from '../db/database';
import { issueToken } from '../modules/auth/token.service';

/** A member with a live session token, inserted directly (no captcha dance). */
export async function createMember(handle: DbHandle, username: string) {
  const row = await handle.db
    .insertInto('member')
    .values({ username, nickname: username, status: 1 })
    .returning('member_id')
    .executeTakeFirstOrThrow();
  return { id: row.member_id, token: (await issueToken(handle.db, row.member_id, 1)).token };
}
