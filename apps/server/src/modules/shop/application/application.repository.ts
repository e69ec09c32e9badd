import { sql, type Insertable, type Updateable } from 'kysely';
import { SHOP_FROZEN, type ApplyState, type PlatformShopState } from '@zay/contract';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { fetchPage } from '../../../db/paging';
import { MOVES, type MoveName } from './lifecycle';

const COLUMNS = [
  'a.apply_id',
  'a.member_id',
  'a.apply_state',
  'a.shop_name',
  'a.category_id',
  'a.category_name',
  'a.contact_name',
  'a.contact_mobile',
  'a.province_id',
  'a.city_id',
  'a.district_id',
  'a.address',
  'a.full_address',
  'a.description',
  'a.logo',
  'a.refuse_reason',
  'a.site_id',
  'a.create_time',
  'a.update_time',
  'a.review_time',
] as const;

export type ApplyFields = Omit<
  Insertable<Database['shop_apply']>,
  'apply_id' | 'member_id' | 'apply_state' | 'refuse_reason' | 'site_id' | 'reviewer_id' | 'review_time'
>;

/** The member's latest application. */
export async function findLatestOfMember(db: Db, memberId: number) {
  return db
    .selectFrom('shop_apply as a')
    .select(COLUMNS)
    .where('a.member_id', '=', memberId)
    .orderBy('a.apply_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** An application, of `memberId` only when given (another member's is not found). */
export async function findApplication(db: Db, applyId: number, memberId?: number) {
  return db
    .selectFrom('shop_apply as a')
    .select(COLUMNS)
    .where('a.apply_id', '=', applyId)
    .$if(memberId !== undefined, (q) => q.where('a.member_id', '=', memberId!))
    .executeTakeFirst();
}

/** A new waiting application; the partial unique index refuses a second open one of the member. */
export async function insertApplication(db: Db, memberId: number, fields: ApplyFields) {
  const row = await db
    .insertInto('shop_apply')
    .values({ ...fields, member_id: memberId, apply_state: MOVES.submit.to })
    .returning('apply_id')
    .executeTakeFirstOrThrow();
  return row.apply_id;
}

/**
 * Makes `move` on the application if it is in one of the move's starting states (and the member's,
 * when `memberId` is given), setting `set` too; answers whether it moved. The guard is the WHERE.
 */
export async function moveApplication(
  db: Db,
  applyId: number,
  move: MoveName,
  set: Updateable<Database['shop_apply']>,
  memberId?: number,
) {
  const from = MOVES[move].from as readonly ApplyState[];
  if (from.length === 0) return false;
  const moved = await db
    .updateTable('shop_apply')
    .set({ ...set, apply_state: MOVES[move].to })
    .where('apply_id', '=', applyId)
    .where('apply_state', 'in', from)
    .$if(memberId !== undefined, (q) => q.where('member_id', '=', memberId!))
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** The shop an approval created (not a state change: the move was made first). */
export async function setApplicationShop(db: Db, applyId: number, siteId: number) {
  await db.updateTable('shop_apply').set({ site_id: siteId }).where('apply_id', '=', applyId).execute();
}

/** Applications of one state (all: null) with their member's name; waiting ones oldest first. */
export async function pageApplications(db: Db, state: ApplyState | null, limit: number | null, offset: number) {
  const base = db
    .selectFrom('shop_apply as a')
    .innerJoin('member as m', 'm.member_id', 'a.member_id')
    .$if(state !== null, (q) => q.where('a.apply_state', '=', state!));
  return fetchPage(
    base,
    (q) =>
      q
        .select(COLUMNS)
        .select(sql<string>`coalesce(nullif(m.nickname, ''), nullif(m.username, ''), m.mobile)`.as('member_name'))
        .orderBy('a.update_time', state === 'pending' ? 'asc' : 'desc')
        .orderBy('a.apply_id', state === 'pending' ? 'asc' : 'desc'),
    limit,
    offset,
  );
}

export async function countByState(db: Db) {
  const rows = await db
    .selectFrom('shop_apply')
    .select(['apply_state', sql<number>`count(*)`.as('n')])
    .groupBy('apply_state')
    .execute();
  return new Map(rows.map((r) => [r.apply_state, Number(r.n)]));
}

/** A top category the platform shows, with its names. */
export async function findTopCategory(db: Db, categoryId: number) {
  return db
    .selectFrom('goods_category')
    .select(['category_id', 'category_name', 'category_name1', 'category_name2'])
    .where('category_id', '=', categoryId)
    .where('level', '=', 1)
    .where('is_show', '=', 1)
    .executeTakeFirst();
}

export async function listTopCategories(db: Db) {
  return db
    .selectFrom('goods_category')
    .select(['category_id', 'category_name', 'category_name1', 'category_name2'])
    .where('level', '=', 1)
    .where('is_show', '=', 1)
    .orderBy('sort')
    .orderBy('category_id')
    .execute();
}

/** Whether a shop other than `exceptSiteId` is called `name` (any case). */
export async function shopNameTaken(db: Db, name: string, exceptSiteId = 0) {
  return !!(await db
    .selectFrom('shop')
    .select('site_id')
    .where(sql<string>`lower(site_name)`, '=', name.toLowerCase())
    .where('site_id', '<>', exceptSiteId)
    .executeTakeFirst());
}

/** A new shop, closed to shoppers; answers its id. */
export async function insertShop(db: Db, row: Insertable<Database['shop']>) {
  const added = await db.insertInto('shop').values(row).returning('site_id').executeTakeFirstOrThrow();
  return added.site_id;
}

const STATUS_OF_STATE = { open: 1, closed: 0, frozen: SHOP_FROZEN } as const;

/** What the platform's shop list filters by (ADR 103). */
export interface ShopFilter {
  keyword: string;
  state: PlatformShopState;
  is_own?: 0 | 1;
}

/** Every shop with its owner's name and how many goods it has on sale, newest first. */
export async function pageShops(db: Db, f: ShopFilter, limit: number | null, offset: number) {
  const { keyword } = f;
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const base = db
    .selectFrom('shop as s')
    .$if(keyword !== '', (q) => q.where(sql<boolean>`lower(s.site_name) LIKE lower(${pattern}) ESCAPE '\\'`))
    .$if(f.state !== 'all', (q) => q.where('s.shop_status', '=', STATUS_OF_STATE[f.state as 'open']))
    .$if(f.is_own !== undefined, (q) => q.where('s.is_own', '=', f.is_own!));
  return fetchPage(
    base,
    (q) =>
      q
        .select([
          's.site_id',
          's.site_name',
          's.logo',
          's.category_name',
          's.shop_status',
          's.is_own',
          's.telephone',
          's.create_time',
        ])
        .select((eb) => [
          eb
            .selectFrom('servicer as v')
            .select('v.nickname')
            .whereRef('v.site_id', '=', 's.site_id')
            .where('v.role', '=', 'owner')
            .orderBy('v.servicer_id')
            .limit(1)
            .as('owner_name'),
          eb
            .selectFrom('goods as g')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('g.site_id', '=', 's.site_id')
            .where('g.goods_state', '=', 1)
            .where('g.verify_state', '=', 1)
            .where('g.is_delete', '=', 0)
            .as('goods_on_sale'),
        ])
        .orderBy('s.site_id', 'desc'),
    limit,
    offset,
  );
}
