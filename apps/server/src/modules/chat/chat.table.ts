import type { Generated } from 'kysely';
import type { D } from '../../db/columns';

/** One per member and shop; `servicer_id` is the assigned servicer (0 while none). */
export interface ChatConversationTable {
  id: Generated<number>;
  member_id: number;
  site_id: number;
  servicer_id: D<number>;
  last_message_id: D<number>;
  last_time: D<number>;
  create_time: number;
}

export interface ChatMessageTable {
  id: Generated<number>;
  conversation_id: number;
  member_id: number;
  site_id: number;
  servicer_id: D<number>;
  type: number; // 0 member, 1 servicer
  content_type: number; // 0 text, 1 goods, 2 order, 3 image
  content: D<string>; // text without tags, or the image path
  goods_sku_id: D<number>;
  order_id: D<number>;
  is_read: D<number>;
  delivered: D<number>;
  create_time: number;
}

/** The tables the chat module owns, by name. */
export interface ChatTables {
  chat_conversation: ChatConversationTable;
  chat_message: ChatMessageTable;
}
