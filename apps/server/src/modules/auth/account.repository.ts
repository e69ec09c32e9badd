import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { MemberTable } from '../../db/schema';

/** The member whose username, e-mail (both case-insensitive) or mobile is `account`. */
export async function findMemberByAccount(db: Db, account: string) {
  const lower = account.toLowerCase();
  return db
    .selectFrom('member')
    .select(['member_id', 'password', 'status'])
    .where((eb) =>
      eb.or([eb(sql`lower(username)`, '=', lower), eb('mobile', '=', account), eb(sql`lower(email)`, '=', lower)]),
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

export async function insertMember(db: Db, row: Insertable<MemberTable>) {
  const r = await db.insertInto('member').values(row).returning('member_id').executeTakeFirstOrThrow();
  return r.member_id;
}

export async function updatePassword(db: Db, memberId: number, password: string) {
  await db.updateTable('member').set({ password }).where('member_id', '=', memberId).execute();
}

export async function touchLogin(db: Db, memberId: number, time: number) {
  await db.updateTable('member').set({ last_login_time: time }).where('member_id', '=', memberId).execute();
}
