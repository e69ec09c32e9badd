import {
  workbenchChatListEndpoint,
  workbenchDialogsEndpoint,
  workbenchOrdersEndpoint,
  workbenchSetReadEndpoint,
  WORKBENCH_LIST_PAGE_SIZE,
  WORKBENCH_ORDERS_PAGE_SIZE,
  type ChatServerFrame,
  type WorkbenchConversation,
  type WorkbenchOrder,
} from '@zay/contract';
import { useEffect, useReducer, useRef, useState } from 'react';
import { api, isSessionError } from '~/lib/api';
import { toMessageView } from './chat-records';
import { initialThread, threadReducer, type ThreadState } from './chat-state';
import { useChatSocket } from './use-chat-socket';

/** The workbench shows more of a conversation at once than the buyer's small dialog. */
export const WORKBENCH_HISTORY_PAGE_SIZE = 10;
const REFRESH_MS = 250;

/** The servicer's side: their shop's conversations, one buyer's history and orders, live frames. */
export function useWorkbench() {
  const [thread, dispatch] = useReducer(threadReducer<ThreadState>, 0, initialThread);
  const live = useRef(thread);
  live.current = thread;
  const [list, setList] = useState<WorkbenchConversation[]>([]);
  const [orders, setOrders] = useState<WorkbenchOrder[] | null>(null);
  const timers = useRef<{ list?: ReturnType<typeof setTimeout>; read?: ReturnType<typeof setTimeout> }>({});

  const loadList = async () => {
    const result = await api(workbenchChatListEndpoint, { page: 1, page_size: WORKBENCH_LIST_PAGE_SIZE });
    // The servicer's session ended (logout elsewhere, expiry): back to their login.
    if (!result.ok && isSessionError(result)) return window.location.assign('/servicer/login');
    if (!result.ok) return;
    const open = live.current.peer;
    setList(result.data.list.map((row) => (row.member_id === open ? { ...row, unread: 0 } : row)));
  };
  const refreshSoon = () => {
    clearTimeout(timers.current.list);
    timers.current.list = setTimeout(() => void loadList(), REFRESH_MS);
  };
  const markRead = (memberId: number) => void api(workbenchSetReadEndpoint, { member_id: memberId });

  const loadHistory = async (page: number) => {
    const peer = live.current.peer;
    if (!peer) return;
    if (page > 1) dispatch({ type: 'loadingEarlier', on: true });
    const limit = WORKBENCH_HISTORY_PAGE_SIZE;
    const result = await api(workbenchDialogsEndpoint, { member_id: peer, page, limit });
    if (peer !== live.current.peer) return;
    if (!result.ok) return dispatch({ type: 'loadingEarlier', on: false });
    dispatch({ type: 'history', page, pageCount: result.data.page_count, list: result.data.list.map(toMessageView) });
  };

  const onFrame = (frame: ChatServerFrame) => {
    refreshSoon();
    const peer = live.current.peer;
    if (frame.type === 'init' && peer) void loadHistory(1);
    const isMessage =
      frame.type === 'string' || frame.type === 'goodssku' || frame.type === 'order' || frame.type === 'image';
    if (isMessage && frame.data.member_id === peer) {
      dispatch({ type: 'received', message: toMessageView(frame.data) });
      clearTimeout(timers.current.read);
      timers.current.read = setTimeout(() => markRead(peer), REFRESH_MS);
    }
  };
  const socket = useChatSocket('servicer', true, onFrame);

  useEffect(() => {
    void loadList();
    const current = timers.current;
    return () => {
      clearTimeout(current.list);
      clearTimeout(current.read);
    };
  }, []);

  const select = (memberId: number) => {
    if (memberId === live.current.peer) return;
    dispatch({ type: 'select', peer: memberId });
    live.current = { ...live.current, peer: memberId, messages: [], page: 1, noMore: false };
    setList((rows) => rows.map((r) => (r.member_id === memberId ? { ...r, unread: 0 } : r)));
    setOrders(null);
    markRead(memberId);
    void loadHistory(1);
    void api(workbenchOrdersEndpoint, { member_id: memberId, page: 1, page_size: WORKBENCH_ORDERS_PAGE_SIZE }).then(
      (r) => memberId === live.current.peer && setOrders(r.ok ? r.data.list : []),
    );
  };

  return {
    thread,
    dispatch,
    live,
    list,
    orders,
    socket: socket.state,
    select,
    loadEarlier: () => void loadHistory(live.current.page),
    refreshSoon,
  };
}
