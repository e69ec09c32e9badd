import { sql, type Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/** Sessions, captchas, SMS codes and their outbox, rate counters; unique member identities. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const table = (name: string, cols: Parameters<typeof createTable>[3]) => createTable(db, dialect, name, cols);

  await table('member_token', {
    id: 'id',
    member_id: 'int',
    token_hash: 'text',
    expire_time: 'int',
    revoked: 'int',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('member_token_hash').unique().on('member_token').column('token_hash').execute();
  await db.schema.createIndex('member_token_member').on('member_token').column('member_id').execute();

  await db.schema
    .createTable('captcha')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('expire_time', dialect === 'sqlite' ? 'integer' : 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captcha_expire').on('captcha').column('expire_time').execute();

  await table('sms_code', {
    id: 'id',
    code_key: 'text',
    mobile: 'text',
    purpose: 'text',
    code_hash: 'text',
    tries: 'int',
    used: 'int',
    expire_time: 'int',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('sms_code_key').unique().on('sms_code').column('code_key').execute();
  await table('sms_outbox', {
    id: 'id',
    mobile: 'text',
    purpose: 'text',
    content: 'text',
    code: 'text',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('sms_outbox_mobile').on('sms_outbox').columns(['mobile', 'id']).execute();

  await db.schema
    .createTable('rate_counter')
    .addColumn('counter_key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', dialect === 'sqlite' ? 'integer' : 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();

  for (const col of ['username', 'mobile', 'email']) {
    await db.schema.dropIndex(`member_${col}`).ifExists().execute();
    await db.schema
      .createIndex(`member_${col}_unique`)
      .unique()
      .on('member')
      .expression(col === 'username' || col === 'email' ? sql`lower(${sql.ref(col)})` : sql.ref(col))
      .where(sql.ref(col), '<>', '')
      .execute();
  }
}
