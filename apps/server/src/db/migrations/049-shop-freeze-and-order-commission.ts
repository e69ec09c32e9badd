import type { Kysely } from 'kysely';
import type { Dialect } from './column-kinds';

/**
 * Issue 31, ADR 103 — the platform runs its shops:
 * - `shop.shop_status` −1 is frozen by the platform (1 open, 0 closed stay the shop's own); the
 *   freeze keeps why (`freeze_reason`, which the owner reads), when (`freeze_time`) and the status
 *   to give back on unfreezing (`status_before_freeze`);
 * - `orders.commission_rate`: the shop's commission in hundredths of a percent, fixed when the
 *   order is placed, so a changed rate applies from the next order on; −1 (orders placed before
 *   this migration) takes the rate in force when the order is booked, as before.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const int = dialect === 'sqlite' ? 'integer' : 'bigint';
  await db.schema
    .alterTable('shop')
    .addColumn('freeze_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('shop')
    .addColumn('freeze_time', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('shop')
    .addColumn('status_before_freeze', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('commission_rate', int, (c) => c.notNull().defaultTo(-1))
    .execute();
}
