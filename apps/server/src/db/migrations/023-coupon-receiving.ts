import type { Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * Receiving coupons (ADR 062): each received coupon gets its code, and `coupon_fetch` counts how
 * many of a type each member has received — one row per (type, member), raised by a conditional
 * upsert, so the per-member limit holds when one member receives many times at once.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('coupon')
    .addColumn('coupon_code', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('coupon')
    .addColumn('get_type', dialect === 'sqlite' ? 'integer' : 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('coupon_member_fetch').on('coupon').columns(['member_id', 'fetch_time']).execute();

  await createTable(db, dialect, 'coupon_fetch', {
    id: 'id',
    coupon_type_id: 'int',
    member_id: 'int',
    fetch_count: 'int',
  }).execute();
  await db.schema
    .createIndex('coupon_fetch_member')
    .unique()
    .on('coupon_fetch')
    .columns(['coupon_type_id', 'member_id'])
    .execute();
}
