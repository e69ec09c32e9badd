import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';
import type { MemberWithdrawTable } from './withdrawal.table';

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
  set: Pick<
    Updateable<MemberWithdrawTable>,
    | 'audit_time'
    | 'payment_time'
    | 'refuse_reason'
    | 'certificate_remark'
    | 'transfer_method'
    | 'transfer_reference'
    | 'reviewer_id'
  >,
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

/* The platform's review (ADR 061): every member's withdrawals, by status, searched. */

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Withdrawals of `statuses` (every one when null) whose number, member, account name, number or mobile contain `search`. */
export async function reviewPage(
  db: Db,
  statuses: number[] | null,
  search: string,
  limit: number | null,
  offset: number,
) {
  let base = db.selectFrom('member_withdraw as w').innerJoin('member as m', 'm.member_id', 'w.member_id');
  if (statuses) base = base.where('w.status', 'in', statuses);
  if (search) {
    const pattern = likePattern(search.toLowerCase());
    const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`;
    base = base.where((eb) =>
      eb.or(
        ['w.withdraw_no', 'm.username', 'm.nickname', 'w.realname', 'w.account_number', 'w.mobile'].map((c) => like(c)),
      ),
    );
  }
  return fetchPage(
    base,
    (q) =>
      q
        .select([
          'w.id',
          'w.withdraw_no',
          'w.member_id',
          'm.username',
          'm.nickname',
          'w.realname',
          'w.account_number',
          'w.transfer_type',
          'w.apply_money',
          'w.money',
          'w.apply_time',
          'w.status',
        ])
        .orderBy('w.id', 'desc'),
    limit,
    offset,
  );
}

/** How many withdrawals are in each status. */
export async function statusCounts(db: Db) {
  const rows = await db
    .selectFrom('member_withdraw')
    .select(['status', sql<number>`count(*)`.as('n')])
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
}

/** One withdrawal with its member's names and its reviewer's nickname, for the platform. */
export async function reviewDetail(db: Db, id: number) {
  return db
    .selectFrom('member_withdraw as w')
    .innerJoin('member as m', 'm.member_id', 'w.member_id')
    .leftJoin('servicer as s', 's.servicer_id', 'w.reviewer_id')
    .selectAll('w')
    .select(['m.username', 'm.nickname', 's.nickname as reviewer'])
    .where('w.id', '=', id)
    .executeTakeFirst();
}
