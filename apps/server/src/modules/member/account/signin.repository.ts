import type { Db } from '../../../db/database';

export async function findSignState(db: Db, memberId: number) {
  return db
    .selectFrom('member')
    .select(['sign_day', 'sign_days_series'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/**
 * Marks `today` signed with its streak only if the member has not signed today: the one
 * conditional update two sign-ins at once race on. False when today is signed already.
 */
export async function markSigned(db: Db, memberId: number, today: number, series: number) {
  const r = await db
    .updateTable('member')
    .set({ sign_day: today, sign_days_series: series })
    .where('member_id', '=', memberId)
    .where('sign_day', '<', today)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function insertSignin(
  db: Db,
  row: { member_id: number; sign_day: number; series: number; point: number; growth: number; create_time: number },
) {
  await db.insertInto('member_signin').values(row).execute();
}

export async function signedDays(db: Db, memberId: number, fromDay: number) {
  return db
    .selectFrom('member_signin')
    .select('sign_day')
    .where('member_id', '=', memberId)
    .where('sign_day', '>=', fromDay)
    .orderBy('sign_day')
    .execute();
}
