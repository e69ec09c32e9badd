import {
  CHAT_FRAME_TYPE_BY_CONTENT,
  pageCount,
  type ChatContent,
  type ChatConversation,
  type ChatRecord,
} from '@zay/contract';
import { AppError } from '../../lib/app-error';
import { requireMember, type RequestContext } from '../../lib/context';
import type { ChatHub } from './chat-hub';
import { conversationTail, memberConversations } from './chat-list.repository';
import { toRecords } from './chat-records';
import { checkContent } from './chat-content';
import * as repo from './chat.repository';
import { servicerFaces } from '../staff';
import { shopFace, shopFaces } from './shop-face';
import type { GroupCommit } from '../../db/group-commit';
import type { SharedBuckets } from '../../lib/shared-limits';
import type { UploadStorage } from '../../lib/upload-storage';

export interface ChatDeps {
  hub: ChatHub;
  writes: GroupCommit;
  storage: UploadStorage;
  says: SharedBuckets;
}

/** An open shop, or the platform (site 0); anything else is SHOP_NOT_FOUND. */
async function requireShop(ctx: RequestContext, siteId: number) {
  const shop = await shopFace(ctx.db, siteId);
  if (!shop || !shop.open) throw new AppError('SHOP_NOT_FOUND');
  return shop;
}

export function messageFrame(record: ChatRecord) {
  return { type: CHAT_FRAME_TYPE_BY_CONTENT[record.content_type as 0 | 1 | 2 | 3], data: record };
}

/** A servicer's reply as the buyer's sockets get it: the family's clients show `data.nickname`, the one who replied. */
export function replyFrame(record: ChatRecord) {
  return messageFrame({ ...record, nickname: record.servicer_nickname || record.shop_name });
}

/** Pushes the replies no socket of the buyer took yet (they were away, or their process died). */
async function pushWaitingReplies(ctx: RequestContext, deps: ChatDeps, memberId: number, conversationId: number) {
  const rows = await repo.undeliveredReplies(ctx.db, conversationId);
  for (const record of await toRecords(ctx, rows)) {
    deps.hub.push({ role: 'member', id: memberId }, replyFrame(record), undefined, [record.id]);
  }
}

export async function takeSay(deps: ChatDeps, key: string) {
  if (!(await deps.says.take(key))) throw new AppError('RATE_LIMITED');
}

/**
 * The buyer sends a message; it goes to the conversation's servicer, or waits for one. It is
 * marked delivered only when a live socket of the servicer takes it (ADR 110).
 */
export async function say(ctx: RequestContext, deps: ChatDeps, siteId: number, content: ChatContent) {
  const memberId = requireMember(ctx);
  await takeSay(deps, `m:${memberId}`);
  await requireShop(ctx, siteId);
  await checkContent(ctx, deps.storage, content, memberId, siteId);
  const conv = await repo.ensureConversation(ctx.db, deps.writes, memberId, siteId, ctx.now());
  const presence = deps.hub.presence;
  const to = presence.isServicerOnline(conv.servicer_id) ? conv.servicer_id : presence.leastBusy(siteId);
  const row = await deps.writes.submit(async (tx) => {
    if (to && to !== conv.servicer_id) await repo.setConversationServicer(tx, conv.id, to);
    return repo.insertMessage(tx, {
      conversation_id: conv.id,
      member_id: memberId,
      site_id: siteId,
      servicer_id: to || conv.servicer_id,
      type: 0,
      ...content,
      delivered: 0,
      create_time: ctx.now(),
    });
  });
  const [record] = await toRecords(ctx, [row]);
  if (to) deps.hub.push({ role: 'servicer', id: to }, messageFrame(record!), undefined, [row.id]);
  return { read: 0, id: row.id, record: record! };
}

export async function setRead(ctx: RequestContext, deps: ChatDeps, siteId: number) {
  const memberId = requireMember(ctx);
  const conv = await repo.findConversation(ctx.db, memberId, siteId);
  if (!conv) return {};
  const changed = await deps.writes.submit((tx) => repo.markRead(tx, conv.id, 1));
  if (changed > 0 && conv.servicer_id) {
    deps.hub.push(
      { role: 'servicer', id: conv.servicer_id },
      { type: 'read', data: { site_id: siteId, shop_id: siteId, member_id: memberId, by: 0 } },
    );
  }
  return {};
}

/**
 * Ties the socket to the shop and picks the servicer: the conversation's if online, else the least
 * busy. An anonymous socket becomes the member's first, under the session of the call's token.
 * Replies that no socket of the buyer took are pushed again.
 */
export async function bind(
  ctx: RequestContext,
  deps: ChatDeps,
  session: { id: number; expireTime: number },
  clientId: string,
  siteId: number,
) {
  const memberId = requireMember(ctx);
  await requireShop(ctx, siteId);
  const conv = await repo.ensureConversation(ctx.db, deps.writes, memberId, siteId, ctx.now());
  const presence = deps.hub.presence;
  const chosen = presence.isServicerOnline(conv.servicer_id) ? conv.servicer_id : presence.leastBusy(siteId);
  const who = { memberId, session: session.id, expireTime: session.expireTime };
  if (!(await deps.hub.bind(clientId, who, siteId, chosen))) throw new AppError('CHAT_CONNECTION_GONE');
  await pushWaitingReplies(ctx, deps, memberId, conv.id);
  if (!chosen) throw new AppError('SERVICER_OFFLINE');
  if (chosen !== conv.servicer_id) await deps.writes.submit((tx) => repo.setConversationServicer(tx, conv.id, chosen));
  const face = (await servicerFaces(ctx.db, [chosen])).get(chosen);
  return { servicer_id: chosen, nickname: face?.nickname ?? '', avatar: face?.avatar ?? '' };
}

/** History with the shop: page 1 = the newest `limit` messages, oldest first within the page. */
export async function dialogs(ctx: RequestContext, siteId: number, page: number, limit: number) {
  const conv = await repo.findConversation(ctx.db, requireMember(ctx), siteId);
  return historyPage(ctx, conv?.id ?? null, page, limit);
}

export async function historyPage(ctx: RequestContext, conversationId: number | null, page: number, limit: number) {
  if (conversationId === null) return { list: [], count: 0, page_count: 1 };
  const count = await repo.countMessages(ctx.db, conversationId);
  const rows = await repo.pageMessages(ctx.db, conversationId, limit, (page - 1) * limit);
  const list = await toRecords(ctx, rows.reverse());
  return { list, count, page_count: pageCount(count, limit) };
}

export function hasServicers(deps: ChatDeps, siteId: number) {
  return { online_count: deps.hub.presence.servicersOnline(siteId).length };
}

/** servicer/getGroupList: the shop's one group (its servicers), or none when the shop is not open. */
export async function servicerGroups(ctx: RequestContext, deps: ChatDeps, siteId: number) {
  const face = (await shopFaces(ctx.db, [siteId])).get(siteId);
  if (!face?.open) return [];
  const online = deps.hub.presence.servicersOnline(siteId).length;
  return [{ group_id: siteId, group_name: face.name, site_id: siteId, online_count: online }];
}

export async function chatList(ctx: RequestContext, deps: ChatDeps, limit: number): Promise<ChatConversation[]> {
  const rows = await memberConversations(ctx.db, requireMember(ctx), limit);
  const platform = rows.some((r) => r.site_id === 0) ? await shopFace(ctx.db, 0) : undefined;
  return rows.map((r) => ({
    shop_id: r.site_id,
    site_id: r.site_id,
    shop_name: (r.site_id === 0 ? platform?.name : r.site_name) ?? '',
    logo: (r.site_id === 0 ? platform?.logo : r.logo) ?? '',
    avatar: (r.site_id === 0 ? platform?.avatar : r.avatar) ?? '',
    online: deps.hub.presence.servicersOnline(r.site_id).length > 0 ? 1 : 0,
    ...conversationTail(r),
  }));
}

/** The buyer leaves: their sockets are unbound from the shop and its servicer hears `close`. */
export async function bye(ctx: RequestContext, deps: ChatDeps, siteId: number | undefined) {
  if (siteId === undefined || ctx.memberId === null) return {};
  const memberId = ctx.memberId;
  deps.hub.unbind(memberId, siteId);
  const conv = await repo.findConversation(ctx.db, memberId, siteId);
  if (conv?.servicer_id) {
    deps.hub.push(
      { role: 'servicer', id: conv.servicer_id },
      {
        type: 'close',
        data: { site_id: siteId, shop_id: siteId, member_id: memberId, servicer_id: conv.servicer_id },
      },
    );
  }
  return {};
}
