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
    .select([...PUBLIC, 'point', 'growth', 'balance'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function mobileInUse(db: Db, mobile: string) {
  return !!(await db.selectFrom('member').select('member_id').where('mobile', '=', mobile).executeTakeFirst());
}
