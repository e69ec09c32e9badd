import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../../db/database';
import { deleteMemberRow, markOnlyDefault } from '../../../db/one-default';
import { fetchPage } from '../../../db/paging';
import type { MemberAddressTable } from './address.table';

const COLUMNS = [
  'id',
  'name',
  'mobile',
  'telephone',
  'province_id',
  'city_id',
  'district_id',
  'address',
  'full_address',
  'longitude',
  'latitude',
  'is_default',
] as const;

export async function pageAddresses(db: Db, memberId: number, limit: number | null, offset: number) {
  const base = db.selectFrom('member_address').where('member_id', '=', memberId);
  return fetchPage(base, (q) => q.select(COLUMNS).orderBy('is_default', 'desc').orderBy('id', 'desc'), limit, offset);
}

export async function findAddress(db: Db, memberId: number, id: number) {
  return db
    .selectFrom('member_address')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function countAddresses(db: Db, memberId: number) {
  const row = await db
    .selectFrom('member_address')
    .select(sql<number>`count(*)`.as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAddress(db: Db, row: Insertable<MemberAddressTable>) {
  return (await db.insertInto('member_address').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateAddress(db: Db, memberId: number, id: number, row: Updateable<MemberAddressTable>) {
  const res = await db
    .updateTable('member_address')
    .set(row)
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Makes `id` the only default address of the member (`id` 0 clears them all). */
export const markDefault = (db: Db, memberId: number, id: number) =>
  markOnlyDefault(db, 'member_address', memberId, id);

export const deleteAddress = (db: Db, memberId: number, id: number) =>
  deleteMemberRow(db, 'member_address', memberId, id);

export async function newestAddressId(db: Db, memberId: number) {
  const row = await db
    .selectFrom('member_address')
    .select('id')
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id;
}

export async function findRegionChain(db: Db, ids: number[]) {
  return db
    .selectFrom('region')
    .select(['id', 'pid', 'level', 'name', 'name_zh', 'name_mm'])
    .where('id', 'in', ids)
    .execute();
}

/** The member's default address (or the newest one), in one query. */
export async function findDefaultAddress(db: Db, memberId: number) {
  return db
    .selectFrom('member_address')
    .select(COLUMNS)
    .where('member_id', '=', memberId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
