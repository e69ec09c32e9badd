import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database';
import type { CouponTypeTable } from './coupon.table';

export const DAY = 86_400;
export const nowSec = () => Math.floor(Date.now() / 1000);

/** A coupon type on offer: 1,000 Ks off, 10 of them, one each, until tomorrow unless `terms` say otherwise. */
export async function addType(db: Db, siteId: number, terms: Partial<Insertable<CouponTypeTable>> = {}) {
  const r = await db
    .insertInto('coupon_type')
    .values({
      site_id: siteId,
      coupon_name: `Coupon ${Math.random().toString(36).slice(2, 7)}`,
      type: 'reward',
      money: 1000_00,
      validity_type: 0,
      end_time: nowSec() + DAY,
      count: 10,
      max_fetch: 1,
      status: 1,
      create_time: nowSec(),
      ...terms,
    })
    .returning('coupon_type_id')
    .executeTakeFirstOrThrow();
  return r.coupon_type_id;
}

export async function typeRow(db: Db, typeId: number) {
  return db.selectFrom('coupon_type').selectAll().where('coupon_type_id', '=', typeId).executeTakeFirstOrThrow();
}

export async function couponsOf(db: Db, typeId: number) {
  return db.selectFrom('coupon').selectAll().where('coupon_type_id', '=', typeId).execute();
}
