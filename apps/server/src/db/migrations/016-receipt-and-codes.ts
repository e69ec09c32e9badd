import type { Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * After payment (issue 14): the receipt deadline an order may extend once, and the redemption
 * desk — codes made when an order is paid (a pickup order's, virtual goods'), one per order, and the members
 * each shop lets redeem them. The unique code makes "one code, one order" hold however codes
 * are drawn; the unique (site, member) keeps one verifier row per shop and member.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const int = dialect === 'sqlite' ? 'integer' : 'bigint';
  await db.schema
    .alterTable('orders')
    .addColumn('extend_take_delivery', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await createTable(db, dialect, 'verify', {
    id: 'id',
    site_id: 'int',
    site_name: 'text',
    member_id: 'int',
    verify_code: 'text',
    verify_type: 'text',
    relate_id: 'int',
    item_array: 'text',
    is_verify: 'int',
    verifier_id: 'int',
    verifier_name: 'text',
    create_time: 'int',
    verify_time: 'int',
  }).execute();
  await db.schema.createIndex('verify_code_unique').unique().on('verify').column('verify_code').execute();
  await db.schema.createIndex('verify_relate').unique().on('verify').columns(['relate_id', 'verify_type']).execute();
  await db.schema.createIndex('verify_verifier').on('verify').columns(['verifier_id', 'verify_time']).execute();
  await createTable(db, dialect, 'verifier', {
    verifier_id: 'id',
    site_id: 'int',
    member_id: 'int',
    verifier_name: 'text',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('verifier_shop_member').unique().on('verifier').columns(['member_id', 'site_id']).execute();
  // The timers' sweeps: shipped orders by shipping time, received orders by receipt time.
  await db.schema.createIndex('orders_status_delivery').on('orders').columns(['order_status', 'delivery_time']).execute();
  await db.schema.createIndex('orders_status_sign').on('orders').columns(['order_status', 'sign_time']).execute();
}
