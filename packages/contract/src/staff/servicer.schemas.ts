import { z } from 'zod';
import { idSchema, intSchema } from '../common/fields';
import { moneySchema } from '../common/money';
import { PASSWORD_MAX } from '../common/constants';
import {
  chatMessageInputSchema,
  chatOrderGoodsSchema,
  conversationTailShape,
  toChatContent,
} from '../chat/chat.schemas';

/** Servicer (shop customer-service staff) sessions live in this cookie, apart from the member's. */
export const SERVICER_TOKEN_COOKIE = 'zay_servicer_token';
/** Days a servicer session lasts. */
export const SERVICER_SESSION_DAYS = 1;
/** Conversations per page in the workbench. */
export const WORKBENCH_LIST_PAGE_SIZE = 30;
/** Recent orders of a buyer shown beside a conversation. */
export const WORKBENCH_ORDERS_PAGE_SIZE = 5;

export const servicerLoginBodySchema = z.object({
  username: z.string({ error: 'USERNAME_REQUIRED' }).trim().min(1, { error: 'USERNAME_REQUIRED' }).max(50),
  password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }).max(PASSWORD_MAX),
});

/** The logged-in servicer and their shop. */
export const servicerInfoSchema = z.object({
  servicer_id: z.number().int(),
  site_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  shop_name: z.string(),
  logo: z.string(),
});
export type ServicerInfo = z.infer<typeof servicerInfoSchema>;

/** The token is also set as the HttpOnly cookie `zay_servicer_token`; other clients send it as Bearer or body `token`. */
export const servicerLoginResultSchema = z.object({ token: z.string(), servicer: servicerInfoSchema });

export const workbenchListBodySchema = z.object({
  page: intSchema.pipe(z.number().int().min(1).max(100_000)).default(1),
  page_size: intSchema.pipe(z.number().int().min(1).max(100)).default(WORKBENCH_LIST_PAGE_SIZE),
});

/** One conversation of the servicer's shop, as the workbench lists it. */
export const workbenchConversationSchema = z.object({
  member_id: z.number().int(),
  nickname: z.string(),
  headimg: z.string(),
  /** 1 while the buyer has the chat with this shop open. */
  online: z.number().int(),
  ...conversationTailShape,
});
export type WorkbenchConversation = z.infer<typeof workbenchConversationSchema>;

export const workbenchMemberBodySchema = z.object({ member_id: idSchema });

/** The servicer's `say`: the buyer's id and the same message fields and rules as the buyer's. */
export const workbenchSayBodySchema = chatMessageInputSchema
  .extend({ member_id: idSchema })
  .transform((b, ctx) => ({ member_id: b.member_id, ...toChatContent(b, ctx) }));

export const workbenchDialogsBodySchema = z.object({
  member_id: idSchema,
  page: intSchema.pipe(z.number().int().min(1).max(100_000)).default(1),
  limit: intSchema.pipe(z.number().int().min(1).max(50)).default(4),
});

export const workbenchOrdersBodySchema = z.object({
  member_id: idSchema,
  page: intSchema.pipe(z.number().int().min(1).max(100_000)).default(1),
  page_size: intSchema.pipe(z.number().int().min(1).max(20)).default(WORKBENCH_ORDERS_PAGE_SIZE),
});

/** One of the buyer's orders with the servicer's shop. */
export const workbenchOrderSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  order_status: z.number().int(),
  order_status_name: z.string(),
  order_money: moneySchema,
  delivery_type_name: z.string(),
  create_time: z.number().int(),
  order_goods: z.array(chatOrderGoodsSchema),
});
export type WorkbenchOrder = z.infer<typeof workbenchOrderSchema>;
