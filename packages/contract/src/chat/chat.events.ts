import { z } from 'zod';
import { chatRecordSchema } from './chat.schemas';
import { parseJsonAs } from '../common/json-text';

/*
 * Frames of the chat socket `/ws/chat` (JSON text frames, `{type, data}`). A buyer connects with
 * the member session (cookie `zay_token`, `Authorization: Bearer` or `?token=`), or without any:
 * such a socket gets `init` and nothing else until `/servicer/api/chat/bind` (with the member's
 * token) claims its client id, and is closed (CHAT_CLOSE.unbound) if none does in time. A
 * servicer adds `?role=servicer` and uses the servicer session (cookie `zay_servicer_token`,
 * Bearer or `?token=`). A token that is not valid (401) or a foreign Origin (403) is refused.
 */

/** The socket path. */
export const CHAT_SOCKET_PATH = '/ws/chat';
/** The keep-alive text frame a client sends every CHAT_PING_MS (SPEC §7); the server does not answer it. */
export const CHAT_PING_FRAME = 'ping';
/** Client frames longer than this (bytes) are dropped. */
export const CHAT_FRAME_MAX_BYTES = 1024;
/** A client may send this many frames per second (burst: CHAT_FRAME_BURST); more are dropped. */
export const CHAT_FRAMES_PER_SECOND = 5;
export const CHAT_FRAME_BURST = 20;
/** Close codes the server uses. */
export const CHAT_CLOSE = {
  /** The client kept flooding past the rate limit. */
  rateLimited: 4008,
  /** The session ended (logout, token revoked). */
  sessionEnded: 4001,
  /**
   * The member (or servicer) already has the most sockets allowed open, or too many sockets wait
   * for a bind (from this address or in all); retry later.
   */
  tooManySockets: 4009,
  /** No bind claimed the socket in time. */
  unbound: 4010,
  /** The server is shutting down; reconnect. */
  goingAway: 1001,
  /** This process is draining (SIGTERM) while others serve on; reconnect (the balancer picks another). */
  serviceRestart: 1012,
} as const;

/** A frame's shop: `shop_id` repeats `site_id`. */
const shopIds = { site_id: z.number().int(), shop_id: z.number().int() };

const messageFrame = <T extends 'string' | 'goodssku' | 'order' | 'image'>(type: T) =>
  z.object({ type: z.literal(type), data: chatRecordSchema });

/** The type of a message frame for each content_type (0 text, 1 goods, 2 order, 3 image). */
export const CHAT_FRAME_TYPE_BY_CONTENT = ['string', 'goodssku', 'order', 'image'] as const;

/**
 * Server → client. Every frame about a shop carries its id as `site_id` and as `shop_id` (the
 * name this family's clients match on).
 * - init: first frame; the buyer passes `client_id` to `/servicer/api/chat/bind`.
 * - connect (buyer): the customer-service state of the shop the socket is bound to changed —
 *   online with `servicer_id`, or not online when `servicer_id` is 0.
 * - close (servicer): a buyer left the conversation (bye).
 * - string / goodssku / order / image: a new message (buyer: from a servicer, to every socket of
 *   the member; servicer: from a buyer, live or — when it was sent while no servicer was online —
 *   on coming online). `data.id` identifies it; clients drop ids they already show.
 * - presence (servicer): a buyer of the shop opened (`online` 1) or left (0) the chat.
 * - read: the other side read the conversation (`by` 0 buyer, 1 servicer).
 */
export const chatServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('init'), data: z.object({ client_id: z.string() }) }),
  z.object({
    type: z.literal('connect'),
    data: z.object({
      ...shopIds,
      servicer_id: z.number().int(),
      nickname: z.string(),
      avatar: z.string(),
    }),
  }),
  z.object({
    type: z.literal('close'),
    data: z.object({ ...shopIds, member_id: z.number().int(), servicer_id: z.number().int() }),
  }),
  messageFrame('string'),
  messageFrame('goodssku'),
  messageFrame('order'),
  messageFrame('image'),
  z.object({
    type: z.literal('presence'),
    data: z.object({ ...shopIds, member_id: z.number().int(), online: z.number().int() }),
  }),
  z.object({
    type: z.literal('read'),
    data: z.object({ ...shopIds, member_id: z.number().int(), by: z.number().int() }),
  }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;
export type ChatServerFrameType = ChatServerFrame['type'];

/**
 * Client → server, besides the bare text `ping`: the same keep-alive as JSON. Anything else
 * (unknown type, bad JSON, binary, over CHAT_FRAME_MAX_BYTES) is dropped. Messages are sent with
 * the `say` calls, not over the socket.
 */
export const chatClientFrameSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('ping') })]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

/** Parses a client frame's text: `ping` or a JSON frame of the union; null when it must be dropped. */
export function parseChatClientFrame(text: string): ChatClientFrame | null {
  if (text === CHAT_PING_FRAME) return { type: 'ping' };
  if (text.length > CHAT_FRAME_MAX_BYTES) return null;
  return parseJsonAs(chatClientFrameSchema, text) ?? null;
}

/** Parses a server frame's text (clients): null when it is not a frame of the union. */
export function parseChatServerFrame(text: string): ChatServerFrame | null {
  return parseJsonAs(chatServerFrameSchema, text) ?? null;
}
