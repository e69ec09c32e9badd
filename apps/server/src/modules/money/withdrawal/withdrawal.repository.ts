import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';
import type { MemberWithdrawTable } from './withdrawal.table';

export type NewWithdrawal = Insertable<MemberWithdrawTable>;

export async function insertWithdrawal(db: Db, row: NewWithdrawal) {
  const r = await db.insertInto('member_withdraw').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

/** The shop's withdrawals, newest first, every column (ADR 102). */
export async function shopWithdrawalPage(db: Db, siteId: number, limit: number | null, offset: number) {
  const base = db.selectFrom('member_withdraw').where('site_id', '=', siteId).where('member_id', '=', 0);
  return fetchPage(base, (q) => q.selectAll().orderBy('id', 'desc'), limit, offset);
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
    .returning(['member_id', 'site_id', 'apply_money', 'withdraw_no'])
    .executeTakeFirst();
  return row ?? null;
}

/** Sums of the member's (or with `siteId`, the shop's) withdrawals on their way out (pending or approved) and transferred. */
export async function withdrawalSums(db: Db, memberId: number, siteId = 0) {
  const row = await db
    .selectFrom('member_withdraw')
    .select([
      sql<number>`coalesce(sum(case when status in (0, 1) then apply_money else 0 end), 0)`.as('applied'),
      sql<number>`coalesce(sum(case when status = 2 then apply_money else 0 end), 0)`.as('withdrawn'),
    ])
    .where('member_id', '=', memberId)
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return { applied: Number(row.applied), withdrawn: Number(row.withdrawn) };
}

/* The platform's review (ADR 061): every member's withdrawals, by status, searched. */

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The members' withdrawals (site_id 0) or the shops' (ADR 102). */
export type WithdrawOwner = 'member' | 'shop';

/** Every withdrawal with its member's or its shop's names ('' for the other). */
const applicants = (db: Db) =>
  db
    .selectFrom('member_withdraw as w')
    .leftJoin('member as m', 'm.member_id', 'w.member_id')
    .leftJoin('shop as sh', (j) => j.onRef('sh.site_id', '=', 'w.site_id').on('w.site_id', '>', 0));

const applicantColumns = [
  sql<string>`coalesce(m.username, '')`.as('username'),
  sql<string>`coalesce(m.nickname, '')`.as('nickname'),
  sql<string>`coalesce(sh.site_name, '')`.as('site_name'),
] as const;

/** Withdrawals of `statuses` (every one when null) whose number, member or shop, account name, number or mobile contain `search`. */
export async function reviewPage(
  db: Db,
  owner: WithdrawOwner,
  statuses: number[] | null,
  search: string,
  limit: number | null,
  offset: number,
) {
  let base = applicants(db).where('w.site_id', owner === 'shop' ? '>' : '=', 0);
  if (statuses) base = base.where('w.status', 'in', statuses);
  if (search) {
    const pattern = likePattern(search.toLowerCase());
    const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`;
    base = base.where((eb) =>
      eb.or(
        ['w.withdraw_no', 'm.username', 'm.nickname', 'sh.site_name', 'w.realname', 'w.account_number', 'w.mobile'].map(
          (c) => like(c),
        ),
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
          'w.site_id',
          ...applicantColumns,
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

/** How many withdrawals of the members or of the shops are in each status. */
export async function statusCounts(db: Db, owner: WithdrawOwner) {
  const rows = await db
    .selectFrom('member_withdraw')
    .select(['status', sql<number>`count(*)`.as('n')])
    .where('site_id', owner === 'shop' ? '>' : '=', 0)
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
}

/** One withdrawal with its member's or shop's names and its reviewer's nickname, for the platform. */
export async function reviewDetail(db: Db, id: number) {
  return applicants(db)
    .leftJoin('servicer as s', 's.servicer_id', 'w.reviewer_id')
    .selectAll('w')
    .select([...applicantColumns, 's.nickname as reviewer'])
    .where('w.id', '=', id)
    .executeTakeFirst();
}
