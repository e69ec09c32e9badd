import type { Db } from '../../../db/database';
import { deleteMemberRow, markOnlyDefault } from '../../../db/one-default';
import { fetchPage } from '../../../db/paging';

export interface BankAccountFields {
  realname: string;
  mobile: string;
  withdraw_type: string;
  branch_bank_name: string;
  bank_account: string;
}

const COLUMNS = [
  'id',
  'member_id',
  'realname',
  'mobile',
  'withdraw_type',
  'branch_bank_name',
  'bank_account',
  'is_default',
  'create_time',
  'modify_time',
] as const;

export async function accountPage(db: Db, memberId: number, limit: number | null, offset: number) {
  const base = db.selectFrom('member_bank_account').where('member_id', '=', memberId);
  return fetchPage(base, (q) => q.select(COLUMNS).orderBy('is_default', 'desc').orderBy('id', 'desc'), limit, offset);
}

/** The member's own account by id; another member's is not found. */
export async function findAccount(db: Db, memberId: number, id: number) {
  return db
    .selectFrom('member_bank_account')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function findDefault(db: Db, memberId: number) {
  return db
    .selectFrom('member_bank_account')
    .select(COLUMNS)
    .where('member_id', '=', memberId)
    .where('is_default', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertAccount(db: Db, memberId: number, fields: BankAccountFields, now: number) {
  const row = await db
    .insertInto('member_bank_account')
    .values({ ...fields, member_id: memberId, is_default: 0, create_time: now, modify_time: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAccount(db: Db, memberId: number, id: number, fields: BankAccountFields, now: number) {
  const r = await db
    .updateTable('member_bank_account')
    .set({ ...fields, modify_time: now })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Makes `id` the member's one default (run it in a transaction); false (nothing changed) when it is not theirs. */
export async function makeDefault(db: Db, memberId: number, id: number) {
  if (!(await findAccount(db, memberId, id))) return false;
  await markOnlyDefault(db, 'member_bank_account', memberId, id);
  return true;
}

export async function deleteAccount(db: Db, memberId: number, id: number) {
  return (await deleteMemberRow(db, 'member_bank_account', memberId, id)) === 1;
}

/* A shop's accounts (ADR 102): rows of the same table with member_id 0 and the shop's site_id. */

const shopRows = (db: Db, siteId: number) =>
  db.selectFrom('member_bank_account').where('site_id', '=', siteId).where('member_id', '=', 0);

export async function shopAccounts(db: Db, siteId: number) {
  return shopRows(db, siteId).select(COLUMNS).orderBy('id', 'desc').limit(50).execute();
}

export async function findShopAccount(db: Db, siteId: number, id: number) {
  return shopRows(db, siteId).select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertShopAccount(db: Db, siteId: number, fields: BankAccountFields, now: number) {
  const row = await db
    .insertInto('member_bank_account')
    .values({ ...fields, member_id: 0, site_id: siteId, is_default: 0, create_time: now, modify_time: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes the shop's account `id`; false when it is not the shop's. */
export async function deleteShopAccount(db: Db, siteId: number, id: number) {
  const r = await db
    .deleteFrom('member_bank_account')
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .where('member_id', '=', 0)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
