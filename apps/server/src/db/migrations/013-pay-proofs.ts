import type { Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * Bank-transfer proof files, one row each, bound to the payment they were sent for (issue 19
 * §3): the unique path makes "one proof, one payment" hold under parallel submissions on both
 * databases, which a look-up before the write cannot.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createTable(db, dialect, 'pay_proof', {
    id: 'id',
    pic_path: 'text',
    out_trade_no: 'text',
    member_id: 'int',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('pay_proof_path').unique().on('pay_proof').column('pic_path').execute();
}
