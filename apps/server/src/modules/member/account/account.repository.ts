import type { Db } from '../../../db/database';

export async function findAccount(db: Db, memberId: number) {
  return db
    .selectFrom('member')
    .select(['balance', 'balance_money', 'point', 'pay_password'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function savePayPassword(db: Db, memberId: number, hash: string) {
  await db.updateTable('member').set({ pay_password: hash }).where('member_id', '=', memberId).execute();
}
