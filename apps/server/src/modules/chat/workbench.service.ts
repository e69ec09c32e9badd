import { pageCount, type ChatContent, type WorkbenchConversation } from '@zay/contract';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { conversationTail, countShopConversations, shopConversations } from './chat-list.repository';
import { toRecords } from './chat-records';
import { checkContent } from './chat-content';
import { historyPage, replyFrame, takeSay, type ChatDeps } from './chat.service';
import * as repo from './chat.repository';
import { recentOrders } from './order-cards';

/** The servicer of a workbench call: who and which shop. */
export interface ServicerRef {
  id: number;
  siteId: number;
}

/** A buyer's conversation with the servicer's shop; another shop's buyers are unreachable. */
async function requireConversation(ctx: RequestContext, servicer: ServicerRef, memberId: number) {
  const conv = await repo.findConversation(ctx.db, memberId, servicer.siteId);
  if (!conv) throw new AppError('CHAT_CONVERSATION_NOT_FOUND');
  return conv;
}

export async function workbenchList(
  ctx: RequestContext,
  deps: ChatDeps,
  servicer: ServicerRef,
  page: number,
  pageSize: number,
) {
  const [count, rows] = await Promise.all([
    countShopConversations(ctx.db, servicer.siteId, servicer.id),
    shopConversations(ctx.db, servicer.siteId, servicer.id, pageSize, (page - 1) * pageSize),
  ]);
  const list: WorkbenchConversation[] = rows.map((r) => ({
    member_id: r.member_id,
    nickname: r.nickname || r.username || '',
    headimg: r.headimg ?? '',
    online: deps.hub.presence.memberOnline(servicer.siteId, r.member_id) ? 1 : 0,
    ...conversationTail(r),
  }));
  return { list, count, page_count: pageCount(count, pageSize) };
}

export async function workbenchDialogs(
  ctx: RequestContext,
  servicer: ServicerRef,
  memberId: number,
  page: number,
  limit: number,
) {
  const conv = await requireConversation(ctx, servicer, memberId);
  return historyPage(ctx, conv.id, page, limit);
}

/**
 * The servicer replies; the buyer's sockets get it live, or on their next bind when none took it.
 * The replying servicer takes the conversation.
 */
export async function workbenchSay(
  ctx: RequestContext,
  deps: ChatDeps,
  servicer: ServicerRef,
  memberId: number,
  content: ChatContent,
) {
  await takeSay(deps, `s:${servicer.id}`);
  const conv = await requireConversation(ctx, servicer, memberId);
  await checkContent(ctx, deps.storage, content, memberId, servicer.siteId);
  const row = await deps.writes.submit(async (tx) => {
    if (conv.servicer_id !== servicer.id) await repo.setConversationServicer(tx, conv.id, servicer.id);
    return repo.insertMessage(tx, {
      conversation_id: conv.id,
      member_id: memberId,
      site_id: servicer.siteId,
      servicer_id: servicer.id,
      type: 1,
      ...content,
      delivered: 0,
      create_time: ctx.now(),
    });
  });
  const [record] = await toRecords(ctx, [row]);
  deps.hub.push({ role: 'member', id: memberId }, replyFrame(record!), undefined, [row.id]);
  return { read: 0, id: row.id, record: record! };
}

export async function workbenchSetRead(ctx: RequestContext, deps: ChatDeps, servicer: ServicerRef, memberId: number) {
  const conv = await requireConversation(ctx, servicer, memberId);
  if ((await deps.writes.submit((tx) => repo.markRead(tx, conv.id, 0))) > 0) {
    deps.hub.push(
      { role: 'member', id: memberId },
      { type: 'read', data: { site_id: servicer.siteId, shop_id: servicer.siteId, member_id: memberId, by: 1 } },
    );
  }
  return {};
}

export async function workbenchOrders(
  ctx: RequestContext,
  servicer: ServicerRef,
  memberId: number,
  page: number,
  pageSize: number,
) {
  await requireConversation(ctx, servicer, memberId);
  return recentOrders(ctx, memberId, servicer.siteId, page, pageSize);
}
