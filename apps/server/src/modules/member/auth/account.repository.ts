import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';

/**
 * The member whose username, e-mail (both case-insensitive) or mobile is `account`; `mobile` is
 * the account read as a mobile number in its stored form, when it is one.
 */
export async function findMemberByAccount(db: Db, account: string, mobile = account) {
  const lower = account.toLowerCase();
  return db
    .selectFrom('member')
    .select(['member_id', 'password', 'status'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, '=', lower),
        eb('mobile', 'in', [account, mobile]),
        eb(sql`lower(email)`, '=', lower),
      ]),
    )
    .where(sql`${account}`, '<>', '')
    .executeTakeFirst();
}

export async function findMemberByMobile(db: Db, mobile: string) {
  return db
    .selectFrom('member')
    .select(['member_id', 'password', 'status'])
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

export async function usernameExists(db: Db, username: string) {
  const row = await db
    .selectFrom('member')
    .select('member_id')
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return !!row;
}

export async function insertMember(db: Db, row: Insertable<Database['member']>) {
  const r = await db.insertInto('member').values(row).returning('member_id').executeTakeFirstOrThrow();
  return r.member_id;
}

export async function updatePassword(db: Db, memberId: number, password: string) {
  await db.updateTable('member').set({ password }).where('member_id', '=', memberId).execute();
}

export async function touchLogin(db: Db, memberId: number, time: number) {
  await db.updateTable('member').set({ last_login_time: time }).where('member_id', '=', memberId).execute();
}

export async function findMemberSecrets(db: Db, memberId: number) {
  return db
    .selectFrom('member')
    .select(['member_id', 'mobile', 'email', 'password'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** Replaces the password only if it is still `expected` (two changes at once: one wins). */
export async function replacePassword(db: Db, memberId: number, expected: string, password: string) {
  const res = await db
    .updateTable('member')
    .set({ password })
    .where('member_id', '=', memberId)
    .where('password', '=', expected)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Whether a member uses the e-mail address (case-insensitive). */
export async function emailInUse(db: Db, email: string) {
  const row = await db
    .selectFrom('member')
    .select('member_id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return !!row;
}

export async function updateEmail(db: Db, memberId: number, email: string) {
  await db.updateTable('member').set({ email }).where('member_id', '=', memberId).execute();
}

export async function updateMobile(db: Db, memberId: number, mobile: string) {
  await db.updateTable('member').set({ mobile }).where('member_id', '=', memberId).execute();
}
