import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_LIST_PAGE,
  CHAT_LIST_PAGE_SIZE,
  chatBindEndpoint,
  chatDialogsEndpoint,
  chatListEndpoint,
  chatSetReadEndpoint,
  type ChatServerFrame,
} from '@zay/contract';
import { useEffect, useReducer, useRef } from 'react';
import { api } from '~/lib/api';
import { sendBye } from './chat-calls';
import { toConversationView, toMessageView } from './chat-records';
import { chatReducer, initialChatState, withCurrentShop, type ChatState } from './chat-state';
import type { ConversationView } from './chat-types';
import { useChatSocket } from './use-chat-socket';

const LIST_REFRESH_MS = 250;

type MessageFrame = Extract<ChatServerFrame, { type: 'string' | 'goodssku' | 'order' | 'image' }>;

function isMessageFrame(frame: ChatServerFrame): frame is MessageFrame {
  return frame.type === 'string' || frame.type === 'goodssku' || frame.type === 'order' || frame.type === 'image';
}

/**
 * The buyer's side of SPEC §4: conversation list, socket (init → bind → history), live messages,
 * paging, switching conversations, and bye when the dialog closes or the page goes away.
 * `opened` is the shop the dialog was opened for, kept on top of the list while it is absent.
 */
export function useBuyerChat(siteId: number, member: boolean, opened: ConversationView | null) {
  const [state, dispatch] = useReducer(chatReducer, siteId, initialChatState);
  const live = useRef<ChatState>(state);
  live.current = state;
  const generation = useRef(0);
  const openedRef = useRef(opened);
  openedRef.current = opened;
  const timers = useRef<{ list?: ReturnType<typeof setTimeout>; read?: ReturnType<typeof setTimeout> }>({});

  const loadConversations = async () => {
    const result = await api(chatListEndpoint, { page: CHAT_LIST_PAGE, page_size: CHAT_LIST_PAGE_SIZE });
    // SPEC §8: a failed chat load is ignored silently.
    if (!result.ok) return;
    const list = result.data
      .map(toConversationView)
      .map((c) => (c.siteId === live.current.peer ? { ...c, unread: 0 } : c));
    dispatch({ type: 'conversations', list: withCurrentShop(list, openedRef.current) });
  };

  const refreshSoon = () => {
    clearTimeout(timers.current.list);
    timers.current.list = setTimeout(() => void loadConversations(), LIST_REFRESH_MS);
  };

  const markRead = (site: number) => void api(chatSetReadEndpoint, { site_id: site });

  const loadHistory = async (page: number) => {
    const mine = generation.current;
    const site = live.current.peer;
    if (page > 1) dispatch({ type: 'loadingEarlier', on: true });
    const result = await api(chatDialogsEndpoint, { site_id: site, page, limit: CHAT_HISTORY_PAGE_SIZE });
    if (mine !== generation.current) return;
    if (!result.ok) return dispatch({ type: 'loadingEarlier', on: false });
    const { list, page_count } = result.data;
    dispatch({ type: 'history', page, pageCount: page_count, list: list.map(toMessageView) });
  };

  const bind = async (clientId: string) => {
    const mine = generation.current;
    const result = await api(chatBindEndpoint, { client_id: clientId, site_id: live.current.peer });
    if (mine !== generation.current) return;
    const servicer = result.ok
      ? { id: result.data.servicer_id, nickname: result.data.nickname, avatar: result.data.avatar }
      : null;
    dispatch({ type: 'bound', servicer });
    await loadHistory(1);
  };

  const onFrame = (frame: ChatServerFrame) => {
    refreshSoon();
    const site = live.current.peer;
    if (frame.type === 'init') {
      generation.current += 1;
      dispatch({ type: 'init' });
      void bind(frame.data.client_id);
    } else if (frame.type === 'connect' && frame.data.site_id === site) {
      const { shop_id, servicer_id, nickname, avatar } = frame.data;
      dispatch({ type: 'bound', servicer: shop_id !== undefined ? { id: servicer_id, nickname, avatar } : null });
    } else if (isMessageFrame(frame) && frame.data.site_id === site) {
      dispatch({ type: 'received', message: toMessageView(frame.data) });
      clearTimeout(timers.current.read);
      timers.current.read = setTimeout(() => markRead(site), LIST_REFRESH_MS);
    }
  };

  const socket = useChatSocket('buyer', member, onFrame);

  useEffect(() => {
    if (!member) return;
    void loadConversations();
    markRead(siteId);
    const current = timers.current;
    const leave = () => {
      const { peer: site, servicer } = live.current;
      sendBye(site, servicer?.id ?? 0);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      clearTimeout(current.list);
      clearTimeout(current.read);
      leave();
    };
    // The dialog is remounted for each opening; this runs once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [member]);

  const select = (next: number) => {
    if (next === live.current.peer) return;
    sendBye(live.current.peer, live.current.servicer?.id ?? 0);
    generation.current += 1;
    dispatch({ type: 'select', peer: next });
    live.current = { ...live.current, peer: next };
    markRead(next);
    socket.reconnect();
  };

  return { state, dispatch, live, select, loadEarlier: () => void loadHistory(live.current.page), refreshSoon };
}
