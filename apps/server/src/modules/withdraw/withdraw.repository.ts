import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { fetchPage } from '../../db/paging';
import type { MemberWithdrawTable } from './withdraw.table';

export type NewWithdrawal = Insertable<MemberWithdrawTable>;

export async function insertWithdrawal(db: Db, row: NewWithdrawal) {
  const r = await db.insertInto('member_withdraw').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function withdrawalPage(db: Db, memberId: number, limit: number | null, offset: number) {
  const base = db.selectFrom('member_withdraw').where('member_id', '=', memberId);
  return fetchPage(
    base,
    (q) =>
      q
        .select(['id', 'withdraw_no', 'apply_money', 'apply_time', 'status', 'transfer_type'])
        .orderBy('apply_time', 'desc')
        .orderBy('id', 'desc'),
    limit,
    offset,
  );
}

/** One withdrawal; the member's own only when `memberId` is given (the platform's review passes null). */
export async function findWithdrawal(db: Db, id: number, memberId: number | null) {
  let q = db.selectFrom('member_withdraw').selectAll().where('id', '=', id);
  if (memberId !== null) q = q.where('member_id', '=', memberId);
  return q.executeTakeFirst();
}

/** Moves a withdrawal from one of `from` to `to`, setting `set`; false when it was in none of them. */
export async function moveStatus(
  db: Db,
  id: number,
  from: number[],
  to: number,
  set: Pick<Updateable<MemberWithdrawTable>, 'audit_time' | 'payment_time' | 'refuse_reason' | 'certificate_remark'>,
) {
  const row = await db
    .updateTable('member_withdraw')
    .set({ ...set, status: to })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returning(['member_id', 'apply_money', 'withdraw_no'])
    .executeTakeFirst();
  return row ?? null;
}

/** Sums of the member's withdrawals on their way out (pending or approved) and transferred. */
export async function withdrawalSums(db: Db, memberId: number) {
  const row = await db
    .selectFrom('member_withdraw')
    .select([
      sql<number>`coalesce(sum(case when status in (0, 1) then apply_money else 0 end), 0)`.as('applied'),
      sql<number>`coalesce(sum(case when status = 2 then apply_money else 0 end), 0)`.as('withdrawn'),
    ])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { applied: Number(row.applied), withdrawn: Number(row.withdrawn) };
}
