import type { Db } from '../../db/database';
import type { GroupCommit } from '../../db/group-commit';

/** A transaction (or the group committer's shared one). */
type Tx = Db;

/** Only the repository touches the query builder; services pass plain values. */

export type MessageRow = {
  id: number;
  conversation_id: number;
  member_id: number;
  site_id: number;
  servicer_id: number;
  type: number;
  content_type: number;
  content: string;
  goods_sku_id: number;
  order_id: number;
  is_read: number;
  create_time: number;
};

const MESSAGE_COLUMNS = [
  'id',
  'conversation_id',
  'member_id',
  'site_id',
  'servicer_id',
  'type',
  'content_type',
  'content',
  'goods_sku_id',
  'order_id',
  'is_read',
  'create_time',
] as const;

export async function findConversation(db: Db, memberId: number, siteId: number) {
  return db
    .selectFrom('chat_conversation')
    .select(['id', 'member_id', 'site_id', 'servicer_id'])
    .where('member_id', '=', memberId)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
}

/** The member's conversation with the shop, created on first use (races end in the one row). */
export async function ensureConversation(db: Db, writes: GroupCommit, memberId: number, siteId: number, now: number) {
  const found = await findConversation(db, memberId, siteId);
  if (found) return found;
  await writes.submit((tx) =>
    tx
      .insertInto('chat_conversation')
      .values({ member_id: memberId, site_id: siteId, create_time: now })
      .onConflict((oc) => oc.columns(['member_id', 'site_id']).doNothing())
      .execute(),
  );
  return (await findConversation(db, memberId, siteId))!;
}

export async function setConversationServicer(db: Db | Tx, conversationId: number, servicerId: number) {
  await db.updateTable('chat_conversation').set({ servicer_id: servicerId }).where('id', '=', conversationId).execute();
}

export async function setServicerOfMember(db: Db | Tx, memberId: number, siteId: number, servicerId: number) {
  await db
    .updateTable('chat_conversation')
    .set({ servicer_id: servicerId })
    .where('member_id', '=', memberId)
    .where('site_id', '=', siteId)
    .execute();
}

export type NewMessage = Omit<MessageRow, 'id' | 'is_read'> & { delivered: number };

/** Stores a message and makes it the conversation's last one, inside the caller's transaction. */
export async function insertMessage(tx: Tx, row: NewMessage): Promise<MessageRow> {
  const { id } = await tx.insertInto('chat_message').values(row).returning('id').executeTakeFirstOrThrow();
  await tx
    .updateTable('chat_conversation')
    .set({ last_message_id: id, last_time: row.create_time })
    .where('id', '=', row.conversation_id)
    .where('last_message_id', '<', id)
    .execute();
  const { delivered: _, ...rest } = row;
  return { ...rest, id, is_read: 0 };
}

export async function countMessages(db: Db, conversationId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_message')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first: page 1 is the latest `limit` messages. */
export async function pageMessages(db: Db, conversationId: number, limit: number, offset: number) {
  return db
    .selectFrom('chat_message')
    .select(MESSAGE_COLUMNS)
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Marks the messages `type` sent in the conversation read; answers how many changed. */
export async function markRead(db: Db | Tx, conversationId: number, type: number): Promise<number> {
  const res = await db
    .updateTable('chat_message')
    .set({ is_read: 1 })
    .where('conversation_id', '=', conversationId)
    .where('type', '=', type)
    .where('is_read', '=', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Conversations of the shop holding member messages no servicer has received yet. */
export async function undeliveredConversations(db: Db, siteId: number, limit: number) {
  const rows = await db
    .selectFrom('chat_message')
    .select('conversation_id')
    .distinct()
    .where('site_id', '=', siteId)
    .where('delivered', '=', 0)
    .where('type', '=', 0)
    .limit(limit)
    .execute();
  return rows.map((r) => r.conversation_id);
}

export async function findConversationById(db: Db, id: number) {
  return db
    .selectFrom('chat_conversation')
    .select(['id', 'member_id', 'site_id', 'servicer_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Claims the conversation's undelivered messages: one conditional update, so when two
 * servicers come online at once each message goes to only one of them.
 */
export async function claimUndelivered(db: Db | Tx, conversationId: number): Promise<MessageRow[]> {
  const rows = await db
    .updateTable('chat_message')
    .set({ delivered: 1 })
    .where('conversation_id', '=', conversationId)
    .where('delivered', '=', 0)
    .where('type', '=', 0)
    .returning(MESSAGE_COLUMNS)
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/** Replies of the conversation no socket of the buyer has taken yet, oldest first. */
export async function undeliveredReplies(db: Db, conversationId: number) {
  return db
    .selectFrom('chat_message')
    .select(MESSAGE_COLUMNS)
    .where('conversation_id', '=', conversationId)
    .where('delivered', '=', 0)
    .where('type', '=', 1)
    .orderBy('id')
    .execute();
}

/** A live socket took these messages. */
export async function markDelivered(db: Db | Tx, ids: number[]) {
  await db.updateTable('chat_message').set({ delivered: 1 }).where('id', 'in', ids).where('delivered', '=', 0).execute();
}
