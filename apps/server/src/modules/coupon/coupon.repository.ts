import { sql } from 'kysely';
import type { Db } from '../../db/database';

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
            .where('order_status', '!=', -1),
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
