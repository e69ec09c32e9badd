import { sql } from 'kysely';
import type { Db } from '../../db/database';

const PUBLIC = [
  'member_id',
  'username',
  'nickname',
  'headimg',
  'mobile',
  'email',
  'reg_time',
  'last_login_time',
] as const;

export async function findMemberById(db: Db, memberId: number) {
  return db
    .selectFrom('member')
    .select([...PUBLIC, 'point', 'growth', 'balance', 'balance_money'])
    .select(sql<number>`case when password <> '' then 1 else 0 end`.as('password'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function mobileInUse(db: Db, mobile: string) {
  return !!(await db.selectFrom('member').select('member_id').where('mobile', '=', mobile).executeTakeFirst());
}

export async function updateProfile(db: Db, memberId: number, set: { nickname: string } | { headimg: string }) {
  await db.updateTable('member').set(set).where('member_id', '=', memberId).execute();
}
