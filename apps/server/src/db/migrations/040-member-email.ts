import type { Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * Binding an e-mail address to a member (issue 32 §8, ADR 088): codes sent by e-mail, kept like
 * SMS codes (only a hash, tries, once), and the development provider's outbox, where the console
 * provider keeps what it "sent" for developers and tests, like `sms_outbox`.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createTable(db, dialect, 'email_code', {
    id: 'id',
    code_key: 'text',
    email: 'text',
    purpose: 'text',
    code_hash: 'text',
    tries: 'int',
    used: 'int',
    expire_time: 'int',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('email_code_key').unique().on('email_code').column('code_key').execute();
  await createTable(db, dialect, 'email_outbox', {
    id: 'id',
    email: 'text',
    purpose: 'text',
    subject: 'text',
    content: 'text',
    code: 'text',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('email_outbox_email').on('email_outbox').columns(['email', 'id']).execute();
}
