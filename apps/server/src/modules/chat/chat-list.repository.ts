import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { ChatConversationTable, ChatMessageTable } from './chat.table';

type TailRow = {
  unread: unknown;
  servicer_id: number;
  content: string;
  content_type: number;
  type: number;
  create_time: number;
  add_time: number;
};

/** The unread count and last message of a listed conversation (text and images only show their content). */
export const conversationTail = (r: TailRow) => ({
  unread: Number(r.unread ?? 0),
  servicer_id: r.servicer_id,
  content: r.content_type === 0 || r.content_type === 3 ? r.content : '',
  content_type: r.content_type,
  type: r.type,
  create_time: r.create_time,
  add_time: r.add_time,
});

type ListEb = ExpressionBuilder<Database & { c: ChatConversationTable; m: ChatMessageTable }, 'c' | 'm'>;

/**
 * The columns `conversationTail` reads: the conversation's last message (`m`) and how many
 * messages of `unreadType` (1 the shop's replies, 0 the member's) are still unread.
 */
const tailColumns = (eb: ListEb, unreadType: 0 | 1) =>
  [
    'c.servicer_id',
    'c.create_time as add_time',
    'm.content',
    'm.content_type',
    'm.type',
    'm.create_time',
    eb
      .selectFrom('chat_message as u')
      .select(eb.fn.countAll<number>().as('n'))
      .whereRef('u.conversation_id', '=', 'c.id')
      .where('u.type', '=', unreadType)
      .where('u.is_read', '=', 0)
      .as('unread'),
  ] as const;

/** The member's conversations that hold messages, newest activity first, with unread replies. */
export async function memberConversations(db: Db, memberId: number, limit: number) {
  return db
    .selectFrom('chat_conversation as c')
    .innerJoin('chat_message as m', 'm.id', 'c.last_message_id')
    .leftJoin('shop as s', 's.site_id', 'c.site_id')
    .select((eb) => ['c.site_id', 's.site_name', 's.logo', 's.avatar', ...tailColumns(eb, 1)])
    .where('c.member_id', '=', memberId)
    .orderBy('c.last_time', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}

/** Conversations of the shop served by the servicer or waiting for one; `servicerId` 0 lists all. */
function shopConversationsQuery(db: Db, siteId: number, servicerId: number) {
  let q = db.selectFrom('chat_conversation as c').where('c.site_id', '=', siteId).where('c.last_message_id', '>', 0);
  if (servicerId) q = q.where('c.servicer_id', 'in', [servicerId, 0]);
  return q;
}

export async function countShopConversations(db: Db, siteId: number, servicerId: number) {
  const row = await shopConversationsQuery(db, siteId, servicerId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function shopConversations(db: Db, siteId: number, servicerId: number, limit: number, offset: number) {
  return shopConversationsQuery(db, siteId, servicerId)
    .innerJoin('chat_message as m', 'm.id', 'c.last_message_id')
    .leftJoin('member as b', 'b.member_id', 'c.member_id')
    .select((eb) => ['c.member_id', 'b.nickname', 'b.username', 'b.headimg', ...tailColumns(eb, 0)])
    .orderBy('c.last_time', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
