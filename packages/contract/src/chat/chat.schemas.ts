import { z } from 'zod';
import { CHAT_HISTORY_PAGE_SIZE, CHAT_LIST_PAGE_SIZE } from '../common/constants';
import { idSchema, intSchema } from '../common/fields';
import { moneySchema } from '../common/money';
import { chatServerTextSchema } from './chat.text';

/** content_type of a message (SPEC §3): 0 text, 1 goods link, 2 order link, 3 image. */
export const CHAT_CONTENT_TYPES = { text: 0, goods: 1, order: 2, image: 3 } as const;
export type ChatContentType = (typeof CHAT_CONTENT_TYPES)[keyof typeof CHAT_CONTENT_TYPES];
/** `type` of a message: who said it. */
export const CHAT_SPEAKERS = { member: 0, servicer: 1 } as const;

/** `say` calls a sender (member or servicer) may make: this many a second, bursts up to CHAT_SAY_BURST. */
export const CHAT_SAYS_PER_SECOND = 5;
export const CHAT_SAY_BURST = 10;

/** The largest chat image a client may upload, in bytes. */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Image kinds the upload accepts, sniffed from the bytes (the name and MIME type are not trusted). */
export const CHAT_IMAGE_KINDS = ['jpeg', 'png', 'webp', 'gif'] as const;
/** The multipart field that carries the image in `/api/upload/chatimg`. */
export const CHAT_IMAGE_FIELD = 'file';
/** What `/api/upload/chatimg` answers in `pic_path` and `say` accepts as an image message. */
export const CHAT_IMAGE_PATH_RE = /^upload\/chat\/\d{6}\/[A-Za-z0-9_-]{16,64}\.(?:webp|jpg|png|gif)$/;

/** A shop id; 0 is the platform's own customer service. */
export const chatSiteIdSchema = intSchema.pipe(z.number().int().min(0));

const contentTypeSchema = intSchema.pipe(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]));
const optionalIdSchema = z.union([idSchema, z.literal(0), z.literal('0'), z.literal(''), z.null()]).optional();

/** What a sent message holds once checked: cleaned text or image path, or the linked goods/order. */
export interface ChatContent {
  content_type: ChatContentType;
  /** Text (tags stripped, trimmed) for 0, the image path for 3, '' for goods and order links. */
  content: string;
  goods_sku_id: number;
  order_id: number;
}

/** The message fields shared by the buyer's and the servicer's `say`; check them with `toChatContent`. */
export const chatMessageInputSchema = z.object({
  content_type: contentTypeSchema,
  message: z.string().nullish(),
  /** A sku id (the API family's name). */
  goods_id: optionalIdSchema,
  order_id: optionalIdSchema,
});

type MessageInput = { content_type: ChatContentType; message?: string | null; goods_id?: unknown; order_id?: unknown };

/** Checks a message by its content_type; issues use the chat catalogue keys. */
export function toChatContent(input: MessageInput, ctx: z.RefinementCtx): ChatContent {
  const idOf = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : 0);
  const out: ChatContent = { content_type: input.content_type, content: '', goods_sku_id: 0, order_id: 0 };
  if (input.content_type === 0) {
    const text = chatServerTextSchema.safeParse(input.message ?? '');
    if (text.success) out.content = text.data;
    else ctx.addIssue({ code: 'custom', message: text.error.issues[0]!.message, path: ['message'] });
  } else if (input.content_type === 3) {
    const path = (input.message ?? '').trim();
    if (CHAT_IMAGE_PATH_RE.test(path)) out.content = path;
    else ctx.addIssue({ code: 'custom', message: 'CHAT_IMAGE_INVALID', path: ['message'] });
  } else if (input.content_type === 1) {
    out.goods_sku_id = idOf(input.goods_id);
    if (!out.goods_sku_id) ctx.addIssue({ code: 'custom', message: 'FIELD_REQUIRED', path: ['goods_id'] });
  } else {
    out.order_id = idOf(input.order_id);
    if (!out.order_id) ctx.addIssue({ code: 'custom', message: 'FIELD_REQUIRED', path: ['order_id'] });
  }
  return out;
}

/**
 * `/servicer/api/chat/say` (buyer). `servicer_id` is accepted for compatibility and ignored: the
 * server routes the message to the conversation's servicer.
 */
export const chatSayBodySchema = chatMessageInputSchema
  .extend({ site_id: chatSiteIdSchema, servicer_id: intSchema.optional() })
  .transform((b, ctx) => ({ site_id: b.site_id, ...toChatContent(b, ctx) }));

export const chatSiteBodySchema = z.object({ site_id: chatSiteIdSchema });
/** `/servicer/api/servicer/getGroupList`: the platform's (site 0) when no shop is named. */
export const servicerGroupListBodySchema = z.object({ site_id: chatSiteIdSchema.default(0) });
/**
 * A customer-service group a buyer may talk to. Zay has one per shop, its servicers (the
 * platform's is site 0): `group_id` is the shop's id, `online_count` how many are online now.
 */
export const servicerGroupSchema = z.object({
  group_id: z.number().int(),
  group_name: z.string(),
  site_id: z.number().int(),
  online_count: z.number().int(),
});
export const chatBindBodySchema = z.object({ client_id: z.string().min(1).max(64), site_id: chatSiteIdSchema });
/** Clients send `bye` on every page leave, often without parameters: then it does nothing. */
export const chatByeBodySchema = z.object({ site_id: chatSiteIdSchema.optional(), servicer_id: intSchema.optional() });

const historyPaging = {
  page: intSchema.pipe(z.number().int().min(1).max(100_000)).default(1),
  limit: intSchema.pipe(z.number().int().min(1).max(50)).default(CHAT_HISTORY_PAGE_SIZE),
};
/** `/servicer/api/chat/dialogs`: page 1 holds the newest `limit` messages. */
export const chatDialogsBodySchema = z.object({
  site_id: chatSiteIdSchema,
  servicer_id: intSchema.optional(),
  ...historyPaging,
});
export const chatListBodySchema = z.object({
  page: intSchema.pipe(z.number().int().min(1).max(1)).default(1),
  page_size: intSchema.pipe(z.number().int().min(1).max(CHAT_LIST_PAGE_SIZE)).default(CHAT_LIST_PAGE_SIZE),
});

/** The goods card of a content_type 1 message (null fields when it is another kind or gone). */
const goodsCardFields = {
  goods_name: z.string().nullable(),
  sku_name: z.string().nullable(),
  sku_image: z.string().nullable(),
  price: moneySchema.nullable(),
  stock: z.number().int().nullable(),
  sale_num: z.number().int().nullable(),
};

export const chatOrderGoodsSchema = z.object({
  sku_id: z.number().int(),
  sku_name: z.string(),
  sku_image: z.string(),
  num: z.number().int(),
  price: moneySchema,
});

/** The order card of a content_type 2 message (null fields when it is another kind or unknown). */
const orderCardFields = {
  order_no: z.string().nullable(),
  order_name: z.string().nullable(),
  order_money: moneySchema.nullable(),
  order_status: z.number().int().nullable(),
  order_status_name: z.string().nullable(),
  delivery_type_name: z.string().nullable(),
  order_goods: z.array(chatOrderGoodsSchema).nullable(),
};

/**
 * One chat history record. `consumer_say` holds a buyer's text or image path, `servicer_say` a
 * servicer's; `nickname`/`headimg` are the buyer's (except in the frame that pushes a servicer's
 * reply to the buyer, where `nickname` is the servicer's, as the family's clients show it: issue
 * 32), `servicer_nickname`/`avatar` the servicer's,
 * `shop_name`/`logo` the shop's; `shop_id` repeats `site_id`. When it was said, on the
 * marketplace's clock (ADR 032): `create_day` YYYY-MM-DD and `create_time` HH:mm:ss, which this
 * family's clients print as `create_day create_time`.
 */
export const chatRecordSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  shop_id: z.number().int(),
  member_id: z.number().int(),
  servicer_id: z.number().int(),
  create_day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  create_time: z.string().regex(/^\d{2}:\d{2}:\d{2}$/),
  content_type: z.number().int(),
  type: z.number().int(),
  /** 1 once the other side has read it. */
  read: z.number().int(),
  goods_sku_id: z.number().int(),
  order_id: z.number().int(),
  consumer_say: z.string(),
  servicer_say: z.string(),
  nickname: z.string(),
  headimg: z.string(),
  servicer_nickname: z.string(),
  avatar: z.string(),
  shop_name: z.string(),
  logo: z.string(),
  ...goodsCardFields,
  ...orderCardFields,
});
export type ChatRecord = z.infer<typeof chatRecordSchema>;

/** `say` answers `read: 0` (as the API family does), the new record's id and the record itself. */
export const chatSayResultSchema = z.object({ read: z.number().int(), id: z.number().int(), record: chatRecordSchema });

export const chatBindResultSchema = z.object({
  servicer_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
});

export const chatOnlineCountSchema = z.object({ online_count: z.number().int() });

/** What both sides' conversation lists show of a conversation: unread count and last message. */
export const conversationTailShape = {
  /** Messages from the other side not yet read. */
  unread: z.number().int(),
  servicer_id: z.number().int(),
  /** The last message's text or image path ('' for goods and order links). */
  content: z.string(),
  content_type: z.number().int(),
  type: z.number().int(),
  /** The last message's time; `add_time` when the conversation began. */
  create_time: z.number().int(),
  add_time: z.number().int(),
};

/** One row of the buyer's conversation list: one per shop, newest activity first. */
export const chatConversationSchema = z.object({
  shop_id: z.number().int(),
  site_id: z.number().int(),
  shop_name: z.string(),
  logo: z.string(),
  avatar: z.string(),
  /** 1 when the shop has a servicer online. */
  online: z.number().int(),
  ...conversationTailShape,
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatUploadResultSchema = z.object({ pic_path: z.string() });
