import { sql, type Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/** The balance ledger (member.balance is its sum, kept in step) and the hashed payment password. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createTable(db, dialect, 'member_balance_log', {
    id: 'id',
    member_id: 'int',
    amount: 'money', // signed
    balance_after: 'money',
    type: 'text', // order_pay | order_refund | pay_refund | recharge | gift
    ref: 'text', // out_trade_no or order_no
    remark: 'text',
    create_time: 'int',
  }).execute();
  await db.schema
    .createIndex('member_balance_log_member')
    .on('member_balance_log')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .alterTable('member')
    .addColumn('pay_password', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // A last line of defence: a balance never goes below zero, whatever the code does.
  if (dialect === 'postgres')
    await sql`alter table member add constraint member_balance_nonneg check (balance >= 0)`.execute(db);
  else
    await sql`create trigger member_balance_nonneg before update of balance on member
      when new.balance < 0 begin select raise(abort, 'balance below zero'); end`.execute(db);
}
