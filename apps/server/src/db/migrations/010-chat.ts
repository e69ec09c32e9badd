import { sql, type Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * Customer-service chat: servicer accounts (shop staff) and their sessions, one conversation per
 * member and shop, and the messages. Unread counts are counted from `is_read`, never stored.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const table = (name: string, cols: Parameters<typeof createTable>[3]) => createTable(db, dialect, name, cols);

  await table('servicer', {
    servicer_id: 'id',
    site_id: 'int', // 0 = the platform's own customer service
    username: 'text',
    password: 'text', // scrypt hash
    nickname: 'text',
    avatar: 'text',
    status: 'int', // 1 enabled
    create_time: 'int',
  }).execute();
  await db.schema
    .createIndex('servicer_username_unique')
    .unique()
    .on('servicer')
    .expression(sql`lower(username)`)
    .execute();
  await db.schema.createIndex('servicer_site').on('servicer').column('site_id').execute();

  await table('servicer_token', {
    id: 'id',
    servicer_id: 'int',
    token_hash: 'text',
    expire_time: 'int',
    revoked: 'int',
    create_time: 'int',
  }).execute();
  await db.schema.createIndex('servicer_token_hash').unique().on('servicer_token').column('token_hash').execute();
  await db.schema.createIndex('servicer_token_servicer').on('servicer_token').column('servicer_id').execute();

  await table('chat_conversation', {
    id: 'id',
    member_id: 'int',
    site_id: 'int',
    servicer_id: 'int', // assigned servicer, 0 while none
    last_message_id: 'int',
    last_time: 'int',
    create_time: 'int',
  }).execute();
  await db.schema
    .createIndex('chat_conversation_member_site')
    .unique()
    .on('chat_conversation')
    .columns(['member_id', 'site_id'])
    .execute();
  await db.schema
    .createIndex('chat_conversation_member_time')
    .on('chat_conversation')
    .columns(['member_id', 'last_time'])
    .execute();
  await db.schema
    .createIndex('chat_conversation_site_time')
    .on('chat_conversation')
    .columns(['site_id', 'servicer_id', 'last_time'])
    .execute();

  await table('chat_message', {
    id: 'id',
    conversation_id: 'int',
    member_id: 'int',
    site_id: 'int',
    servicer_id: 'int',
    type: 'int', // 0 from the member, 1 from a servicer
    content_type: 'int', // 0 text, 1 goods, 2 order, 3 image
    content: 'text', // text without tags, or the image path
    goods_sku_id: 'int',
    order_id: 'int',
    is_read: 'int', // read by the other side
    delivered: 'int', // a member message reached a servicer's socket
    create_time: 'int',
  }).execute();
  await db.schema
    .createIndex('chat_message_conversation')
    .on('chat_message')
    .columns(['conversation_id', 'id'])
    .execute();
  await db.schema
    .createIndex('chat_message_unread')
    .on('chat_message')
    .columns(['conversation_id', 'type', 'is_read'])
    .execute();
  await db.schema
    .createIndex('chat_message_undelivered')
    .on('chat_message')
    .columns(['site_id', 'delivered'])
    .where(sql.ref('delivered'), '=', 0)
    .execute();
}
