import { sql, type Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * Seckill (flash sales, ADR 064/065): the platform's daily time slots, the seckills of shops'
 * SKUs, what each member bought of a seckill per market day, and the seckill of each seckill
 * order. The seckill's stock, like goods stock, never goes below zero.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const int = dialect === 'sqlite' ? 'integer' : 'bigint';
  await createTable(db, dialect, 'seckill_time', {
    id: 'id',
    name: 'text',
    seckill_start_time: 'int',
    seckill_end_time: 'int',
    create_time: 'int',
  }).execute();
  await createTable(db, dialect, 'seckill', {
    id: 'id',
    site_id: 'int',
    seckill_name: 'text',
    goods_id: 'int',
    sku_id: 'int',
    seckill_time_id: 'text',
    seckill_price: 'money',
    stock: 'int',
    sale_num: 'int',
    max_buy: 'int',
    status: 'int',
    start_time: 'int',
    end_time: 'int',
    remark: 'text',
    create_time: 'int',
  })
    .addCheckConstraint('seckill_stock_nonneg', sql`stock >= 0`)
    .execute();
  await db.schema.createIndex('seckill_sku').on('seckill').columns(['sku_id', 'end_time']).execute();
  await db.schema.createIndex('seckill_live').on('seckill').columns(['status', 'end_time']).execute();
  await db.schema
    .createTable('seckill_buy')
    .addColumn('seckill_id', int, (c) => c.notNull())
    .addColumn('member_id', int, (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('num', int, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('seckill_buy_pk', ['seckill_id', 'member_id', 'day'])
    .execute();
  await db.schema
    .createTable('seckill_order')
    .addColumn('out_trade_no', 'text', (c) => c.primaryKey())
    .addColumn('seckill_id', int, (c) => c.notNull())
    .addColumn('member_id', int, (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('num', int, (c) => c.notNull())
    .addColumn('create_time', int, (c) => c.notNull().defaultTo(0))
    .execute();
}
