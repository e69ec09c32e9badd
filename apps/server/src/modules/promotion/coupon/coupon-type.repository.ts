import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';

/** Store coupon types belong to a shop (site_id > 0); platform coupon types have site_id 0. */
export type CouponKind = 'store' | 'platform';

const TYPE_COLUMNS = [
  'ct.coupon_type_id',
  'ct.site_id',
  'ct.coupon_name',
  'ct.type',
  'ct.money',
  'ct.discount_rate',
  'ct.discount_limit',
  'ct.at_least',
  'ct.validity_type',
  'ct.start_time',
  'ct.end_time',
  'ct.fixed_term',
  'ct.count',
  'ct.lead_count',
  'ct.max_fetch',
  'ct.status',
  'ct.create_time',
] as const;

type TypeEb = ExpressionBuilder<Database & { ct: Database['coupon_type'] } & { s: Database['shop'] }, 'ct' | 's'>;

/** Types a member may receive now: on offer, their fixed end not passed; a store type's shop open. */
function receivable(eb: TypeEb, kind: CouponKind, now: number) {
  return eb.and([
    eb('ct.status', '=', 1),
    eb.or([eb('ct.validity_type', '=', 1), eb('ct.end_time', '>', now)]),
    kind === 'platform' ? eb('ct.site_id', '=', 0) : eb.and([eb('ct.site_id', '>', 0), eb('s.shop_status', '=', 1)]),
  ]);
}

function typesOn(db: Db, memberId: number | null) {
  return db
    .selectFrom('coupon_type as ct')
    .leftJoin('shop as s', 's.site_id', 'ct.site_id')
    .leftJoin('coupon_fetch as f', (j) =>
      j.onRef('f.coupon_type_id', '=', 'ct.coupon_type_id').on('f.member_id', '=', memberId ?? 0),
    );
}

export interface TypeFilter {
  kind: CouponKind;
  now: number;
  memberId: number | null;
  siteId?: number;
  ids?: number[];
  onlyLeft?: boolean;
}

function filtered(db: Db, f: TypeFilter) {
  let q = typesOn(db, f.memberId).where((eb) => receivable(eb, f.kind, f.now));
  if (f.siteId) q = q.where('ct.site_id', '=', f.siteId);
  if (f.ids) q = q.where('ct.coupon_type_id', 'in', f.ids.length ? f.ids : [0]);
  if (f.onlyLeft) q = q.whereRef('ct.lead_count', '<', 'ct.count');
  return q;
}

const withShopAndHeld = [
  ...TYPE_COLUMNS,
  sql<string>`coalesce(s.site_name, '')`.as('site_name'),
  sql<number>`coalesce(f.fetch_count, 0)`.as('received'),
] as const;

/** A page of the types on offer, newest first. */
export function findTypePage(db: Db, f: TypeFilter, limit: number | null, offset: number) {
  return fetchPage(
    filtered(db, f),
    (q) => q.select(withShopAndHeld).orderBy('ct.coupon_type_id', 'desc'),
    limit,
    offset,
  );
}
export type TypeRow = Awaited<ReturnType<typeof findTypePage>>['list'][number];

/** A shop's types on offer, the largest amount first (the goods page). */
export function findShopTypes(db: Db, f: TypeFilter) {
  return filtered(db, f)
    .select(withShopAndHeld)
    .orderBy('ct.money', 'desc')
    .orderBy('ct.coupon_type_id', 'desc')
    .execute();
}

/** One type of the kind, whatever its status, with its shop's state (null: no such type). */
export function findType(db: Db, kind: CouponKind, typeId: number) {
  return db
    .selectFrom('coupon_type as ct')
    .leftJoin('shop as s', 's.site_id', 'ct.site_id')
    .select([...TYPE_COLUMNS, sql<number>`coalesce(s.shop_status, 0)`.as('shop_status')])
    .where('ct.coupon_type_id', '=', typeId)
    .where('ct.site_id', kind === 'platform' ? '=' : '>', 0)
    .executeTakeFirst();
}

/**
 * Counts one more receipt of the type by the member; with a limit, only while they hold fewer
 * than `maxFetch` (a conditional upsert: concurrent receipts by one member wait on its row).
 */
export async function countFetch(db: Db, typeId: number, memberId: number, maxFetch: number) {
  const res = await db
    .insertInto('coupon_fetch')
    .values({ coupon_type_id: typeId, member_id: memberId, fetch_count: 1 })
    .onConflict((oc) => {
      const update = oc
        .columns(['coupon_type_id', 'member_id'])
        .doUpdateSet({ fetch_count: sql`coupon_fetch.fetch_count + 1` });
      return maxFetch > 0 ? update.where('coupon_fetch.fetch_count', '<', maxFetch) : update;
    })
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Takes one coupon of the type's total: false when all are taken or it is no longer on offer. */
export async function takeOne(db: Db, typeId: number) {
  const res = await db
    .updateTable('coupon_type')
    .set({ lead_count: sql`lead_count + 1` })
    .where('coupon_type_id', '=', typeId)
    .where('status', '=', 1)
    .whereRef('lead_count', '<', 'count')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** How many coupons of the type the member has received. */
export async function receivedCount(db: Db, typeId: number, memberId: number) {
  const row = await db
    .selectFrom('coupon_fetch')
    .select('fetch_count')
    .where('coupon_type_id', '=', typeId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.fetch_count ?? 0;
}

// ---- The console ----

/** A page of a shop's (0: the platform's) types with how many were used, newest first. */
export function findOwnTypePage(db: Db, siteId: number, limit: number | null, offset: number) {
  return fetchPage(
    db.selectFrom('coupon_type as ct').where('ct.site_id', '=', siteId),
    (q) => q.select([...TYPE_COLUMNS, usedCount]).orderBy('ct.coupon_type_id', 'desc'),
    limit,
    offset,
  );
}

const usedCount = (eb: ExpressionBuilder<Database & { ct: Database['coupon_type'] }, 'ct'>) =>
  eb
    .selectFrom('coupon as c')
    .select(sql<number>`count(*)`.as('n'))
    .whereRef('c.coupon_type_id', '=', 'ct.coupon_type_id')
    .where('c.state', '=', 2)
    .as('used_count');

export function findOwnType(db: Db, siteId: number, typeId: number) {
  return db
    .selectFrom('coupon_type as ct')
    .select([...TYPE_COLUMNS, usedCount])
    .where('ct.site_id', '=', siteId)
    .where('ct.coupon_type_id', '=', typeId)
    .executeTakeFirst();
}
export type OwnTypeRow = NonNullable<Awaited<ReturnType<typeof findOwnType>>>;

/** What a type's owner writes. */
export interface TypeTerms {
  site_id: number;
  coupon_name: string;
  type: string;
  money: number;
  discount_rate: number;
  discount_limit: number;
  at_least: number;
  validity_type: number;
  start_time: number;
  end_time: number;
  fixed_term: number;
  count: number;
  max_fetch: number;
}

export async function insertType(db: Db, terms: TypeTerms, now: number) {
  const row = await db
    .insertInto('coupon_type')
    .values({ ...terms, lead_count: 0, status: 1, create_time: now })
    .returning('coupon_type_id')
    .executeTakeFirstOrThrow();
  return row.coupon_type_id;
}

/** Rewrites an open type's terms; not when the new total is below what was taken (false). */
export async function updateType(db: Db, siteId: number, typeId: number, terms: Omit<TypeTerms, 'site_id'>) {
  const res = await db
    .updateTable('coupon_type')
    .set(terms)
    .where('coupon_type_id', '=', typeId)
    .where('site_id', '=', siteId)
    .where('status', '=', 1)
    .where('lead_count', '<=', terms.count)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Closes an open type (status -1); false when it is not open. */
export async function closeType(db: Db, siteId: number, typeId: number) {
  const res = await db
    .updateTable('coupon_type')
    .set({ status: -1 })
    .where('coupon_type_id', '=', typeId)
    .where('site_id', '=', siteId)
    .where('status', '=', 1)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
