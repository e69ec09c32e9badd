import type { Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * The devices a member signed in from (ADR 087): the SHA-256 of the browser's device cookie, so
 * a password login from one of them passes the per-account guessing budget once it is spent.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createTable(db, dialect, 'member_login_device', {
    id: 'id',
    member_id: 'int',
    device_hash: 'text',
    last_time: 'int',
  }).execute();
  await db.schema
    .createIndex('member_login_device_member')
    .on('member_login_device')
    .columns(['member_id', 'device_hash'])
    .unique()
    .execute();
}
