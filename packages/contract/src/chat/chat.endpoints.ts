import { z } from 'zod';
import { defineEndpoint, emptyBodySchema } from '../common/endpoint';
import { pageOf } from '../common/paging';
import * as s from './chat.schemas';

/*
 * The buyer's side of the customer-service chat (SPEC §7 "Chat"). The paths keep the API
 * family's `/servicer/api/chat/` prefix; they take the member's token like every member call.
 */

/** Sends a message to a shop; the server picks the servicer. Text is stripped of tags. */
export const chatSayEndpoint = defineEndpoint({
  path: '/servicer/api/chat/say',
  body: s.chatSayBodySchema,
  response: s.chatSayResultSchema,
  auth: 'required',
});

/** Marks every servicer message of the conversation with `site_id` read (its unread count becomes 0). */
export const chatSetReadEndpoint = defineEndpoint({
  path: '/servicer/api/chat/setRead',
  body: s.chatSiteBodySchema,
  response: z.object({}),
  auth: 'required',
});

/**
 * Ties the socket `client_id` (from the `init` frame) to this member and shop, and assigns a
 * servicer: the conversation's own if online, else the least busy online one. None online →
 * code -1 SERVICER_OFFLINE; the socket still gets a `connect` frame when one comes online.
 */
export const chatBindEndpoint = defineEndpoint({
  path: '/servicer/api/chat/bind',
  body: s.chatBindBodySchema,
  response: s.chatBindResultSchema,
  auth: 'required',
});

/** History with a shop, newest page first (page 1 = the last `limit` messages), oldest-first within a page. */
export const chatDialogsEndpoint = defineEndpoint({
  path: '/servicer/api/chat/dialogs',
  body: s.chatDialogsBodySchema,
  response: pageOf(s.chatRecordSchema),
  auth: 'required',
});

/** How many servicers of the shop are online now. */
export const chatHasServicersEndpoint = defineEndpoint({
  path: '/servicer/api/chat/hasServicers',
  body: s.chatSiteBodySchema,
  response: s.chatOnlineCountSchema,
  auth: 'none',
});

/** The customer-service groups of a shop (Zay: one, the shop's servicers); empty for a shop that is not open. */
export const servicerGroupListEndpoint = defineEndpoint({
  path: '/servicer/api/servicer/getGroupList',
  body: s.servicerGroupListBodySchema,
  response: z.array(s.servicerGroupSchema),
  auth: 'none',
});

/** The member's conversations (one row per shop), newest activity first; page 1 of 30. */
export const chatListEndpoint = defineEndpoint({
  path: '/servicer/api/chat/chatList',
  body: s.chatListBodySchema,
  response: z.array(s.chatConversationSchema),
  auth: 'required',
});

/**
 * The buyer leaves the conversation: the socket is unbound from the shop and the servicer gets
 * `close`. Sent on every page leave: without a shop or a member it answers success and does nothing.
 */
export const chatByeEndpoint = defineEndpoint({
  path: '/servicer/api/chat/bye',
  body: s.chatByeBodySchema,
  response: z.object({}),
  auth: 'optional',
});

/**
 * Uploads one chat image as multipart/form-data, field `file` (CHAT_IMAGE_FIELD): jpeg, png,
 * webp or gif by its bytes, at most CHAT_IMAGE_MAX_BYTES; re-encoded. Members and servicers may
 * upload (the servicer token is accepted too). The body schema is empty: the image is not JSON.
 */
export const chatImageUploadEndpoint = defineEndpoint({
  path: '/api/upload/chatimg',
  body: emptyBodySchema,
  response: s.chatUploadResultSchema,
  auth: 'required',
});
