import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_LIST_PAGE,
  CHAT_LIST_PAGE_SIZE,
  chatBindEndpoint,
  chatByeEndpoint,
  chatDialogsEndpoint,
  chatListEndpoint,
  chatSetReadEndpoint,
  type ChatServerFrame,
  type Lang,
} from '@zay/contract';
import type { ActionDispatch, RefObject } from 'react';
import { api } from '~/lib/api';
import { toConversationView, toMessageView } from '../state/chat-records';
import { withCurrentShop, type ChatAction, type ChatState } from '../state/chat-state';
import type { ConversationView } from '../state/chat-types';

export const LIST_REFRESH_MS = 250;

export interface ChatTimers {
  list?: ReturnType<typeof setTimeout>;
  read?: ReturnType<typeof setTimeout>;
}

/**
 * What the buyer's loads read and write. `generation` goes up with each new socket (init) and
 * each switch of conversation, so an answer for an older one is dropped.
 */
export interface BuyerChatRefs {
  dispatch: ActionDispatch<[ChatAction]>;
  live: RefObject<ChatState>;
  generation: RefObject<number>;
  opened: RefObject<ConversationView | null>;
  timers: RefObject<ChatTimers>;
}

type MessageFrame = Extract<ChatServerFrame, { type: 'string' | 'goodssku' | 'order' | 'image' }>;

function isMessageFrame(frame: ChatServerFrame): frame is MessageFrame {
  return frame.type === 'string' || frame.type === 'goodssku' || frame.type === 'order' || frame.type === 'image';
}

export async function loadConversations({ live, opened, dispatch }: BuyerChatRefs) {
  const result = await api(chatListEndpoint, { page: CHAT_LIST_PAGE, page_size: CHAT_LIST_PAGE_SIZE });
  // SPEC §8: a failed chat load is ignored silently.
  if (!result.ok) return;
  const list = result.data
    .map(toConversationView)
    .map((c) => (c.siteId === live.current.peer ? { ...c, unread: 0 } : c));
  dispatch({ type: 'conversations', list: withCurrentShop(list, opened.current) });
}

export function refreshSoon(refs: BuyerChatRefs) {
  const { timers } = refs;
  clearTimeout(timers.current.list);
  timers.current.list = setTimeout(() => void loadConversations(refs), LIST_REFRESH_MS);
}

export const markRead = (site: number) => void api(chatSetReadEndpoint, { site_id: site });

export async function loadHistory({ live, generation, dispatch }: BuyerChatRefs, page: number) {
  const mine = generation.current;
  const site = live.current.peer;
  if (page > 1) dispatch({ type: 'loadingEarlier', on: true });
  const result = await api(chatDialogsEndpoint, { site_id: site, page, limit: CHAT_HISTORY_PAGE_SIZE });
  if (mine !== generation.current) return;
  if (!result.ok) return dispatch({ type: 'loadingEarlier', on: false });
  const { list, page_count } = result.data;
  dispatch({ type: 'history', page, pageCount: page_count, list: list.map(toMessageView) });
}

async function bind(refs: BuyerChatRefs, clientId: string) {
  const { live, generation, dispatch } = refs;
  const mine = generation.current;
  const result = await api(chatBindEndpoint, { client_id: clientId, site_id: live.current.peer });
  if (mine !== generation.current) return;
  const servicer = result.ok
    ? { id: result.data.servicer_id, nickname: result.data.nickname, avatar: result.data.avatar }
    : null;
  dispatch({ type: 'bound', servicer });
  await loadHistory(refs, 1);
}

/** SPEC §4: init → bind → history; connect frames tell the shop's service; messages of the open shop. */
export function onBuyerFrame(refs: BuyerChatRefs, frame: ChatServerFrame) {
  const { live, generation, dispatch, timers } = refs;
  refreshSoon(refs);
  const site = live.current.peer;
  if (frame.type === 'init') {
    generation.current += 1;
    dispatch({ type: 'init' });
    void bind(refs, frame.data.client_id);
  } else if (frame.type === 'connect' && frame.data.site_id === site) {
    const { servicer_id, nickname, avatar } = frame.data;
    dispatch({ type: 'bound', servicer: servicer_id ? { id: servicer_id, nickname, avatar } : null });
  } else if (isMessageFrame(frame) && frame.data.site_id === site) {
    dispatch({ type: 'received', message: toMessageView(frame.data) });
    clearTimeout(timers.current.read);
    timers.current.read = setTimeout(() => markRead(site), LIST_REFRESH_MS);
  }
}

/**
 * `bye` as the page goes away: a keepalive request outlives the page, which an ordinary call
 * (and so `api()`) does not.
 */
export function sendBye(siteId: number, servicerId: number): void {
  const lang = document.documentElement.dataset.lang as Lang | undefined;
  try {
    void fetch(chatByeEndpoint.path, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ app_type: 'pc', lang, site_id: siteId, servicer_id: servicerId }),
    }).catch(() => undefined);
  } catch {
    /* the page is going away; nothing left to tell */
  }
}
