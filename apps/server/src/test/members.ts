import type { DbHandle } from '../db/database';
import { createContext, type Clock } from '../lib/context';
import { issueToken } from '../modules/member/auth/token.service';

/** A member with a live session token on `clock`, inserted directly (no captcha dance). */
export async function createMember(handle: DbHandle, username: string, clock: Clock = Date.now) {
  const row = await handle.db
    .insertInto('member')
    .values({ username, nickname: username, status: 1 })
    .returning('member_id')
    .executeTakeFirstOrThrow();
  return { id: row.member_id, token: (await issueToken(createContext(handle.db, clock), row.member_id, 1)).token };
}

/** `n` members (`${prefix}0`, `${prefix}1`, …) with session tokens, inserted 100 at a time: a race's crowd. */
export async function createMembers(handle: DbHandle, n: number, prefix: string) {
  const list = [];
  for (let i = 0; i < n; i += 100)
    list.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, n - i) }, (_, j) => createMember(handle, `${prefix}${i + j}`)),
      )),
    );
  return list;
}
