import { sql, type Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * Group buy (ADR 070): a shop's SKU sold at a group price between two times to buyers of at
 * least `buy_num`, from a quota (`stock` left, `sell_num` taken by open and paid orders) that
 * never goes below zero; and the group buy each group-buy payment took from.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const int = dialect === 'sqlite' ? 'integer' : 'bigint';
  await createTable(db, dialect, 'groupbuy', {
    id: 'id',
    site_id: 'int',
    groupbuy_name: 'text',
    goods_id: 'int',
    sku_id: 'int',
    groupbuy_price: 'money',
    buy_num: 'int',
    stock: 'int',
    sell_num: 'int',
    status: 'int',
    start_time: 'int',
    end_time: 'int',
    create_time: 'int',
    modify_time: 'int',
  })
    .addCheckConstraint('groupbuy_stock_nonneg', sql`stock >= 0`)
    .execute();
  await db.schema.createIndex('groupbuy_sku').on('groupbuy').columns(['sku_id', 'end_time']).execute();
  await db.schema.createIndex('groupbuy_live').on('groupbuy').columns(['status', 'end_time']).execute();
  await db.schema.createIndex('groupbuy_site').on('groupbuy').columns(['site_id', 'id']).execute();
  await db.schema
    .createTable('groupbuy_order')
    .addColumn('out_trade_no', 'text', (c) => c.primaryKey())
    .addColumn('groupbuy_id', int, (c) => c.notNull())
    .addColumn('member_id', int, (c) => c.notNull())
    .addColumn('num', int, (c) => c.notNull())
    .addColumn('create_time', int, (c) => c.notNull().defaultTo(0))
    .execute();
}
