import type { Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * The shop console (ADR 049, 050): staff accounts get a role (the existing customer-service
 * accounts keep theirs), orders get packages with their goods and tracking events, and the desk
 * keeps a log of what staff did with an order. `order_package_goods.order_goods_id` is unique:
 * a goods travels in one package, also when two clerks ship the same order at once.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const table = (name: string, cols: Parameters<typeof createTable>[3]) => createTable(db, dialect, name, cols);

  await db.schema
    .alterTable('servicer')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('service'))
    .execute();

  await table('order_package', {
    id: 'id',
    order_id: 'int',
    site_id: 'int',
    member_id: 'int',
    package_no: 'int', // 1, 2, … within the order
    delivery_type: 'int', // 1 a courier company, 0 the shop's own delivery
    express_company_id: 'int',
    delivery_no: 'text',
    courier_name: 'text',
    courier_phone: 'text',
    delivery_time: 'int',
    create_time: 'int',
  }).execute();
  await db.schema
    .createIndex('order_package_order')
    .unique()
    .on('order_package')
    .columns(['order_id', 'package_no'])
    .execute();

  await table('order_package_goods', {
    id: 'id',
    package_id: 'int',
    order_id: 'int',
    order_goods_id: 'int',
  }).execute();
  await db.schema
    .createIndex('order_package_goods_line')
    .unique()
    .on('order_package_goods')
    .column('order_goods_id')
    .execute();
  await db.schema.createIndex('order_package_goods_package').on('order_package_goods').column('package_id').execute();

  await table('order_package_trace', {
    id: 'id',
    package_id: 'int',
    order_id: 'int',
    trace_time: 'int',
    remark: 'text',
    staff_id: 'int',
    create_time: 'int',
  }).execute();
  await db.schema
    .createIndex('order_package_trace_package')
    .on('order_package_trace')
    .columns(['package_id', 'trace_time'])
    .execute();

  await table('order_desk_log', {
    id: 'id',
    order_id: 'int',
    site_id: 'int',
    staff_id: 'int',
    action: 'text',
    remark: 'text',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('order_desk_log_order').on('order_desk_log').columns(['order_id', 'id']).execute();
}
