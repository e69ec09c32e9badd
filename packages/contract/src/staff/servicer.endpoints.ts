import { z } from 'zod';
import { consoleSessionEndpoints, defineEndpoint } from '../common/endpoint';
import { pageOf } from '../common/paging';
import { chatRecordSchema, chatSayResultSchema } from '../chat/chat.schemas';
import * as s from './servicer.schemas';

/*
 * The servicer's workbench (`/servicer`): shop staff log in with their own accounts, see their
 * shop's conversations and reply. `auth: 'servicer'` calls take the servicer token (cookie
 * `zay_servicer_token`, Bearer header or body `token`), never a member's.
 */

/** The servicer's logout also closes the sockets opened with this session (the servicer's other devices stay connected). */
export const {
  login: servicerLoginEndpoint,
  logout: servicerLogoutEndpoint,
  info: servicerInfoEndpoint,
} = consoleSessionEndpoints('servicer', {
  loginBody: s.servicerLoginBodySchema,
  loginResult: s.servicerLoginResultSchema,
  info: s.servicerInfoSchema,
});

/** The shop's conversations assigned to this servicer (or waiting for one), newest activity first. */
export const workbenchChatListEndpoint = defineEndpoint({
  path: '/servicer/api/workbench/chatList',
  body: s.workbenchListBodySchema,
  response: pageOf(s.workbenchConversationSchema),
  auth: 'servicer',
});

/** A buyer's history with the servicer's shop; same paging as the buyer's dialogs. */
export const workbenchDialogsEndpoint = defineEndpoint({
  path: '/servicer/api/workbench/dialogs',
  body: s.workbenchDialogsBodySchema,
  response: pageOf(chatRecordSchema),
  auth: 'servicer',
});

/** Replies to a buyer who has a conversation with the shop; same message rules as the buyer's say. */
export const workbenchSayEndpoint = defineEndpoint({
  path: '/servicer/api/workbench/say',
  body: s.workbenchSayBodySchema,
  response: chatSayResultSchema,
  auth: 'servicer',
});

/** Marks the buyer's messages to the shop read. */
export const workbenchSetReadEndpoint = defineEndpoint({
  path: '/servicer/api/workbench/setRead',
  body: s.workbenchMemberBodySchema,
  response: z.object({}),
  auth: 'servicer',
});

/** The buyer's recent orders with the servicer's shop, newest first. */
export const workbenchOrdersEndpoint = defineEndpoint({
  path: '/servicer/api/workbench/orders',
  body: s.workbenchOrdersBodySchema,
  response: pageOf(s.workbenchOrderSchema),
  auth: 'servicer',
});
