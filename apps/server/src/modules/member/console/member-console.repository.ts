import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';
import type { LedgerAccount } from '../account/account.table';

/** The platform console's reads and writes of members (issue 31, ADR 092). */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const LIST_COLUMNS = [
  'm.member_id',
  'm.username',
  'm.nickname',
  'm.mobile',
  'm.headimg',
  'm.status',
  'm.balance',
  'm.balance_money',
  'm.point',
  'm.growth',
  'm.member_level',
  'm.reg_time',
  'm.last_login_time',
] as const;

/**
 * Members newest first. `search`: digits match the id exactly or the mobile in part; any text
 * matches the username or nickname in part (case-insensitive).
 */
export async function pageMembers(
  db: Db,
  filter: { search: string; status?: number },
  limit: number | null,
  offset: number,
) {
  let base = db.selectFrom('member as m');
  const search = filter.search;
  if (search) {
    const like = sql<string>`${`%${escapeLike(search.toLowerCase())}%`} escape '\\'`;
    base = base.where((eb) => {
      const any = [
        eb(sql`lower(m.username)`, 'like', like),
        eb(sql`lower(m.nickname)`, 'like', like),
        eb('m.mobile', 'like', like),
      ];
      if (/^\d{1,15}$/.test(search) && Number.isSafeInteger(Number(search)))
        any.push(eb('m.member_id', '=', Number(search)));
      return eb.or(any);
    });
  }
  if (filter.status !== undefined) base = base.where('m.status', '=', filter.status);
  return fetchPage(base, (q) => q.select(LIST_COLUMNS).orderBy('m.member_id', 'desc'), limit, offset);
}

export async function findMember(db: Db, memberId: number) {
  return db
    .selectFrom('member as m')
    .select([...LIST_COLUMNS, 'm.email'])
    .where('m.member_id', '=', memberId)
    .executeTakeFirst();
}

export async function levelNames(db: Db) {
  return db
    .selectFrom('member_level')
    .select(['level_id', 'level_name', 'level_name_en', 'level_name_mm', 'is_default'])
    .execute();
}

/** The member's sessions (each a login), newest first. */
export async function recentSessions(db: Db, memberId: number, limit: number) {
  return db
    .selectFrom('member_token')
    .select(['id', 'create_time', 'expire_time', 'revoked'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Sets the member's status (1 active, 0 frozen); answers whether the member exists. */
export async function setStatus(db: Db, memberId: number, status: number) {
  const r = await db.updateTable('member').set({ status }).where('member_id', '=', memberId).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The member's ledger rows of `accounts`, newest first, with the account after each. */
export async function pageLedger(
  db: Db,
  memberId: number,
  accounts: LedgerAccount[],
  limit: number | null,
  offset: number,
) {
  const base = db
    .selectFrom('member_balance_log')
    .where('member_id', '=', memberId)
    .where('account_type', 'in', accounts);
  return fetchPage(
    base,
    (q) =>
      q
        .select(['id', 'member_id', 'account_type', 'amount', 'balance_after', 'type', 'remark', 'create_time'])
        .orderBy('id', 'desc'),
    limit,
    offset,
  );
}
