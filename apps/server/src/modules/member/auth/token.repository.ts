import type { Db } from '../../../db/database';

export async function insertToken(
  db: Db,
  row: { member_id: number; token_hash: string; expire_time: number; create_time: number },
) {
  await db.insertInto('member_token').values(row).execute();
}

export async function findToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('member_token as t')
    .innerJoin('member as m', 'm.member_id', 't.member_id')
    .select(['t.id', 't.member_id', 't.expire_time', 't.revoked', 'm.status'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Answers the revoked row (none for an unknown token). */
export async function revokeToken(db: Db, tokenHash: string) {
  return db
    .updateTable('member_token')
    .set({ revoked: 1 })
    .where('token_hash', '=', tokenHash)
    .returning(['id', 'member_id'])
    .executeTakeFirst();
}

export async function revokeMemberTokens(db: Db, memberId: number) {
  await db.updateTable('member_token').set({ revoked: 1 }).where('member_id', '=', memberId).execute();
}

/** Ends every session of the member but `keep` (the one asking). */
export async function revokeOtherTokens(db: Db, memberId: number, keep: number) {
  await db
    .updateTable('member_token')
    .set({ revoked: 1 })
    .where('member_id', '=', memberId)
    .where('id', '<>', keep)
    .execute();
}
