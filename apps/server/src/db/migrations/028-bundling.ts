import type { Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * Combo packages (ADR 071): the shop's packages, their SKUs, and the package each combo order
 * was created from. Packages hold no stock: buying one takes each SKU's stock.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const int = dialect === 'sqlite' ? 'integer' : 'bigint';
  await createTable(db, dialect, 'bundling', {
    bl_id: 'id',
    site_id: 'int',
    bl_name: 'text',
    bl_price: 'money',
    shipping_fee_type: 'int',
    status: 'int',
    create_time: 'int',
    modify_time: 'int',
  }).execute();
  await db.schema.createIndex('bundling_site').on('bundling').columns(['site_id', 'bl_id']).execute();
  await createTable(db, dialect, 'bundling_goods', { id: 'id', bl_id: 'int', sku_id: 'int', sort: 'int' }).execute();
  await db.schema.createIndex('bundling_goods_bl').on('bundling_goods').columns(['bl_id', 'sort']).execute();
  await db.schema.createIndex('bundling_goods_sku').on('bundling_goods').column('sku_id').execute();
  await db.schema
    .createTable('bundling_order')
    .addColumn('out_trade_no', 'text', (c) => c.primaryKey())
    .addColumn('bl_id', int, (c) => c.notNull())
    .addColumn('member_id', int, (c) => c.notNull())
    .addColumn('num', int, (c) => c.notNull())
    .addColumn('create_time', int, (c) => c.notNull().defaultTo(0))
    .execute();
}
