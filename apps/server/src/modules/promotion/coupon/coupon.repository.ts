import { sql, type Insertable } from 'kysely';
import { ORDER_STATUS } from '@zay/contract';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';
import type { Database } from '../../../db/schema';

const COLUMNS = [
  'coupon_id',
  'coupon_type_id',
  'site_id',
  'coupon_name',
  'type',
  'money',
  'discount_rate',
  'discount_limit',
  'at_least',
  'start_time',
  'end_time',
] as const;

/** The member's unused coupons valid at `now` for the shops (0 = platform coupons). */
export async function findUsableCoupons(db: Db, memberId: number, siteIds: number[], now: number) {
  return db
    .selectFrom('coupon')
    .select(COLUMNS)
    .where('member_id', '=', memberId)
    .where('state', '=', 1)
    .where('site_id', 'in', siteIds)
    .where('start_time', '<=', now)
    .where('end_time', '>', now)
    .orderBy('end_time')
    .orderBy('coupon_id')
    .execute();
}
export type CouponRow = Awaited<ReturnType<typeof findUsableCoupons>>[number];

/** The member's coupons by id, whatever their state (another member's are not found). */
export async function findMemberCoupons(db: Db, memberId: number, couponIds: number[]) {
  if (couponIds.length === 0) return [];
  return db
    .selectFrom('coupon')
    .select([...COLUMNS, 'state'])
    .where('member_id', '=', memberId)
    .where('coupon_id', 'in', couponIds)
    .execute();
}

/** Marks an unused, unexpired coupon used; false when it was used (or expired) meanwhile. */
export async function useCoupon(db: Db, memberId: number, couponId: number, orderId: number, now: number) {
  const res = await db
    .updateTable('coupon')
    .set({ state: 2, use_time: now, use_order_id: orderId })
    .where('coupon_id', '=', couponId)
    .where('member_id', '=', memberId)
    .where('state', '=', 1)
    .where('end_time', '>', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Gives a used coupon back, unless an open order other than the closed ones still uses it. */
export async function returnCoupon(
  db: Db,
  memberId: number,
  couponId: number,
  column: 'coupon_id' | 'platform_coupon_id',
) {
  await db
    .updateTable('coupon')
    .set({ state: 1, use_time: 0, use_order_id: 0 })
    .where('coupon_id', '=', couponId)
    .where('member_id', '=', memberId)
    .where('state', '=', 2)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('orders')
            .select(sql`1`.as('x'))
            .where(column, '=', couponId)
            .where('member_id', '=', memberId)
            .where('order_status', '!=', ORDER_STATUS.CLOSED),
        ),
      ),
    )
    .execute();
}

/**
 * How many of the member's coupons (store and platform) are in the family's `state`: 1 unused
 * and still valid, 2 used, 3 expired — which includes unused ones whose term has passed.
 */
export async function countMemberCoupons(db: Db, memberId: number, state: 1 | 2 | 3, now: number) {
  let q = db
    .selectFrom('coupon')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_id', '=', memberId);
  if (state === 1) q = q.where('state', '=', 1).where('end_time', '>', now);
  else if (state === 2) q = q.where('state', '=', 2);
  else q = q.where((eb) => eb.or([eb('state', '=', 3), eb.and([eb('state', '=', 1), eb('end_time', '<=', now)])]));
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A received coupon: the type's terms copied, valid from `start_time` to `end_time`. */
export async function insertCoupon(db: Db, row: Insertable<Database['coupon']>) {
  const out = await db.insertInto('coupon').values(row).returning('coupon_id').executeTakeFirstOrThrow();
  return out.coupon_id;
}

/**
 * A page of the member's coupons of one kind in the family's `state` (as `countMemberCoupons`),
 * newest receipt first, with the shop's name, the type's validity and the order that used it.
 */
export function findMemberCouponPage(
  db: Db,
  q: { memberId: number; platform: boolean; state: 1 | 2 | 3; now: number },
  limit: number | null,
  offset: number,
) {
  const base = db
    .selectFrom('coupon as c')
    .where('c.member_id', '=', q.memberId)
    .where('c.site_id', q.platform ? '=' : '>', 0)
    .where((eb) =>
      q.state === 1
        ? eb.and([eb('c.state', '=', 1), eb('c.end_time', '>', q.now)])
        : q.state === 2
          ? eb('c.state', '=', 2)
          : eb.or([eb('c.state', '=', 3), eb.and([eb('c.state', '=', 1), eb('c.end_time', '<=', q.now)])]),
    );
  return fetchPage(
    base,
    (b) =>
      b
        .leftJoin('coupon_type as ct', 'ct.coupon_type_id', 'c.coupon_type_id')
        .leftJoin('shop as s', 's.site_id', 'c.site_id')
        .leftJoin('orders as o', (j) =>
          j.onRef('o.order_id', '=', 'c.use_order_id').onRef('o.member_id', '=', 'c.member_id'),
        )
        .leftJoin('member as m', 'm.member_id', 'c.member_id')
        .select([
          'c.coupon_id',
          'c.coupon_type_id',
          'c.site_id',
          'c.coupon_name',
          'c.type',
          'c.money',
          'c.discount_rate',
          'c.discount_limit',
          'c.at_least',
          'c.state',
          'c.get_type',
          'c.coupon_code',
          'c.fetch_time',
          'c.use_time',
          'c.end_time',
          'c.use_order_id',
          sql<number>`coalesce(ct.validity_type, 0)`.as('validity_type'),
          sql<number>`coalesce(ct.fixed_term, 0)`.as('fixed_term'),
          sql<string>`coalesce(s.site_name, '')`.as('site_name'),
          sql<string>`coalesce(o.order_no, '')`.as('order_no'),
          sql<string>`coalesce(m.username, '')`.as('username'),
        ])
        .orderBy('c.fetch_time', 'desc')
        .orderBy('c.coupon_id', 'desc'),
    limit,
    offset,
  );
}
export type MemberCouponRow = Awaited<ReturnType<typeof findMemberCouponPage>>['list'][number];

/** How many of the member's store coupons (site_id > 0) are in `state`. */
export async function countStoreCoupons(db: Db, memberId: number, state: 1 | 2 | 3, now: number) {
  const { count } = await findMemberCouponPage(db, { memberId, platform: false, state, now }, 0, 0);
  return count;
}
