import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';

export async function findByUsername(db: Db, username: string) {
  return db
    .selectFrom('servicer')
    .select(['servicer_id', 'site_id', 'password', 'status'])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

/** The console account a member signs in to with their own password (ADR 089). */
export async function findByMemberId(db: Db, memberId: number) {
  return db
    .selectFrom('servicer')
    .select(['servicer_id', 'site_id', 'status'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** A new console account; answers its id. */
export async function insertServicer(db: Db, row: Insertable<Database['servicer']>) {
  const added = await db.insertInto('servicer').values(row).returning('servicer_id').executeTakeFirstOrThrow();
  return added.servicer_id;
}

/** The servicer with their shop's name and logo (site 0, the platform, has no shop row). */
export async function findInfo(db: Db, servicerId: number) {
  return db
    .selectFrom('servicer as v')
    .leftJoin('shop as s', 's.site_id', 'v.site_id')
    .select(['v.servicer_id', 'v.site_id', 'v.username', 'v.nickname', 'v.avatar', 'v.role', 's.site_name', 's.logo'])
    .where('v.servicer_id', '=', servicerId)
    .executeTakeFirst();
}

export async function listByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('servicer')
    .select(['servicer_id', 'site_id', 'nickname', 'avatar'])
    .where('servicer_id', 'in', ids)
    .execute();
}

export async function insertToken(
  db: Db,
  row: { servicer_id: number; token_hash: string; expire_time: number; create_time: number },
) {
  await db.insertInto('servicer_token').values(row).execute();
}

export async function findToken(db: Db, tokenHash: string) {
  return (
    db
      .selectFrom('servicer_token as t')
      .innerJoin('servicer as v', 'v.servicer_id', 't.servicer_id')
      // A member-linked account (ADR 089) lives while its member does: a blocked member's sessions end.
      .leftJoin('member as m', (j) => j.onRef('m.member_id', '=', 'v.member_id').on('v.member_id', '>', 0))
      .select(['t.id', 't.servicer_id', 't.expire_time', 't.revoked', 'v.status', 'v.site_id', 'v.role', 'v.member_id'])
      .select('m.status as member_status')
      .where('t.token_hash', '=', tokenHash)
      .executeTakeFirst()
  );
}

/** Answers the revoked row (none for an unknown token). */
export async function revokeToken(db: Db, tokenHash: string) {
  return db
    .updateTable('servicer_token')
    .set({ revoked: 1 })
    .where('token_hash', '=', tokenHash)
    .returning(['id', 'servicer_id'])
    .executeTakeFirst();
}

/** The staff accounts of one shop (`site_id` in the WHERE: another shop's rows are never read). */
export async function listShopStaff(db: Db, siteId: number) {
  return db
    .selectFrom('servicer')
    .select(['servicer_id', 'username', 'nickname', 'role', 'status', 'member_id', 'create_time'])
    .where('site_id', '=', siteId)
    .orderBy('servicer_id')
    .execute();
}

/** One staff account of the shop, or undefined (another shop's id is not found). */
export async function findShopStaff(db: Db, siteId: number, servicerId: number) {
  return db
    .selectFrom('servicer')
    .select(['servicer_id', 'username', 'nickname', 'role', 'status'])
    .where('site_id', '=', siteId)
    .where('servicer_id', '=', servicerId)
    .executeTakeFirst();
}

/** Changes a staff account of the shop that is not an owner's; answers whether a row changed. */
export async function updateShopStaff(
  db: Db,
  siteId: number,
  servicerId: number,
  patch: { nickname?: string; role?: string; status?: number; password?: string },
) {
  const res = await db
    .updateTable('servicer')
    .set(patch)
    .where('site_id', '=', siteId)
    .where('servicer_id', '=', servicerId)
    .where('role', '<>', 'owner')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Ends every session of the account. */
/**
 * Changes a platform staff account (site 0). With `keepAdmin`, the statement itself refuses to
 * leave the platform without another enabled administrator (the row must not be an enabled owner,
 * or another must exist). Answers whether a row changed.
 */
export async function updatePlatformStaff(
  db: Db,
  servicerId: number,
  patch: { nickname?: string; role?: string; status?: number; password?: string },
  keepAdmin: boolean,
) {
  // The EXISTS below reads a snapshot: on PostgreSQL two administrators disabling each other at
  // once would each still see the other enabled. Locking the administrators' rows first makes the
  // second wait for the first, and its UPDATE then reads the outcome (a new snapshot per statement).
  if (keepAdmin && dialectOf(db) === 'postgres')
    await db
      .selectFrom('servicer')
      .select('servicer_id')
      .where('site_id', '=', 0)
      .where('role', '=', 'owner')
      .orderBy('servicer_id')
      .forUpdate()
      .execute();
  const res = await db
    .updateTable('servicer')
    .set(patch)
    .where('site_id', '=', 0)
    .where('servicer_id', '=', servicerId)
    .$if(keepAdmin, (q) =>
      q.where((eb) =>
        eb.or([
          eb('role', '<>', 'owner'),
          eb('status', '<>', 1),
          eb.exists(
            eb
              .selectFrom('servicer as other')
              .select('other.servicer_id')
              .where('other.site_id', '=', 0)
              .where('other.role', '=', 'owner')
              .where('other.status', '=', 1)
              .where('other.servicer_id', '<>', servicerId),
          ),
        ]),
      ),
    )
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function revokeServicerTokens(db: Db, servicerId: number) {
  await db
    .updateTable('servicer_token')
    .set({ revoked: 1 })
    .where('servicer_id', '=', servicerId)
    .where('revoked', '=', 0)
    .execute();
}
