import type { Kysely } from 'kysely';
import type { Dialect } from './column-kinds';

/**
 * The platform's review of withdrawals (issue 16, ADR 061): the transfer as it was made (how, its
 * reference; `payment_time` is when), the staff member who last moved the withdrawal, and an
 * index for the review's tabs.
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
}
