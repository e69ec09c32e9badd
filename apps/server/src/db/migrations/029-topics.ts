import { sql, type Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * Topic activities (ADR 072/073): the platform's topics (banner, colour, dates), the goods of any
 * shop in them at a topic price with a quota that never goes below zero, and the topic goods each
 * topic order was created from (so closing the order returns the quota). The platform may also
 * switch a seckill time slot off (`seckill_time.status`, 1 on / 0 off; ADR 072).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const int = dialect === 'sqlite' ? 'integer' : 'bigint';
  await createTable(db, dialect, 'topic', {
    topic_id: 'id',
    topic_name: 'text',
    topic_adv: 'text',
    bg_color: 'text',
    status: 'int',
    remark: 'text',
    start_time: 'int',
    end_time: 'int',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('topic_live').on('topic').columns(['status', 'end_time']).execute();
  await createTable(db, dialect, 'topic_goods', {
    id: 'id',
    topic_id: 'int',
    site_id: 'int',
    goods_id: 'int',
    sku_id: 'int',
    topic_price: 'money',
    stock: 'int',
    sale_num: 'int',
    create_time: 'int',
  })
    .addCheckConstraint('topic_goods_stock_nonneg', sql`stock >= 0`)
    .execute();
  await db.schema.createIndex('topic_goods_topic_sku').on('topic_goods').columns(['topic_id', 'sku_id']).unique().execute();
  await db.schema.createIndex('topic_goods_sku').on('topic_goods').column('sku_id').execute();
  await db.schema
    .createTable('topic_order')
    .addColumn('out_trade_no', 'text', (c) => c.primaryKey())
    .addColumn('topic_goods_id', int, (c) => c.notNull())
    .addColumn('member_id', int, (c) => c.notNull())
    .addColumn('num', int, (c) => c.notNull())
    .addColumn('create_time', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('seckill_time')
    .addColumn('status', int, (c) => c.notNull().defaultTo(1))
    .execute();
}
