import type { Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * Issue 16, ADR 061:
 * - the platform's review of withdrawals: the transfer as it was made (how, its reference;
 *   `payment_time` is when), the staff member who last moved the withdrawal, an index for the tabs;
 * - recharge packages (`member_recharge`, names in the three languages like `member_level`) and
 *   their orders (`member_recharge_order`, one per payment: `out_trade_no` unique).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const int = dialect === 'sqlite' ? 'integer' : 'bigint';
  for (const col of ['transfer_method', 'transfer_reference'])
    await db.schema
      .alterTable('member_withdraw')
      .addColumn(col, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  await db.schema
    .alterTable('member_withdraw')
    .addColumn('reviewer_id', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('member_withdraw_status').on('member_withdraw').columns(['status', 'id']).execute();

  await createTable(db, dialect, 'member_recharge', {
    recharge_id: 'id',
    recharge_name: 'text',
    recharge_name_en: 'text',
    recharge_name_mm: 'text',
    cover_img: 'text',
    face_value: 'money',
    buy_price: 'money',
    point: 'int',
    growth: 'int',
    coupon_id: 'text',
    sale_num: 'int',
    status: 'int',
    create_time: 'int',
  }).execute();
  await createTable(db, dialect, 'member_recharge_order', {
    order_id: 'id',
    order_no: 'text',
    out_trade_no: 'text',
    member_id: 'int',
    recharge_id: 'int',
    recharge_name: 'text',
    cover_img: 'text',
    face_value: 'money',
    buy_price: 'money',
    point: 'int',
    growth: 'int',
    coupon_id: 'text',
    status: 'int',
    pay_type: 'text',
    pay_time: 'int',
    create_time: 'int',
  }).execute();
  await db.schema
    .createIndex('member_recharge_order_trade')
    .on('member_recharge_order')
    .column('out_trade_no')
    .unique()
    .execute();
  await db.schema
    .createIndex('member_recharge_order_member')
    .on('member_recharge_order')
    .columns(['member_id', 'status', 'order_id'])
    .execute();
}
