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
import type { ActionDispatch, Dispatch, RefObject, SetStateAction } from 'react';
import { api, isSessionError } from '~/lib/api';
import type { ChatTimers } from '../dialog/buyer-chat-loads';
import { toMessageView } from '../state/chat-records';
import type { ThreadAction, ThreadState } from '../state/chat-state';

/** The workbench shows more of a conversation at once than the buyer's small dialog. */
const WORKBENCH_HISTORY_PAGE_SIZE = 10;
const REFRESH_MS = 250;

/** What the servicer's loads read and write. */
export interface WorkbenchRefs {
  dispatch: ActionDispatch<[ThreadAction]>;
  live: RefObject<ThreadState>;
  timers: RefObject<ChatTimers>;
  setList: Dispatch<SetStateAction<WorkbenchConversation[]>>;
  setOrders: Dispatch<SetStateAction<WorkbenchOrder[] | null>>;
}

export async function loadList({ live, setList }: WorkbenchRefs) {
  const result = await api(workbenchChatListEndpoint, { page: 1, page_size: WORKBENCH_LIST_PAGE_SIZE });
  // The servicer's session ended (logout elsewhere, expiry): back to their login.
  if (!result.ok && isSessionError(result)) return window.location.assign('/servicer/login');
  if (!result.ok) return;
  const open = live.current.peer;
  setList(result.data.list.map((row) => (row.member_id === open ? { ...row, unread: 0 } : row)));
}

export function refreshSoon(refs: WorkbenchRefs) {
  const { timers } = refs;
  clearTimeout(timers.current.list);
  timers.current.list = setTimeout(() => void loadList(refs), REFRESH_MS);
}

const markRead = (memberId: number) => void api(workbenchSetReadEndpoint, { member_id: memberId });

export async function loadHistory({ live, dispatch }: WorkbenchRefs, page: number) {
  const peer = live.current.peer;
  if (!peer) return;
  if (page > 1) dispatch({ type: 'loadingEarlier', on: true });
  const limit = WORKBENCH_HISTORY_PAGE_SIZE;
  const result = await api(workbenchDialogsEndpoint, { member_id: peer, page, limit });
  if (peer !== live.current.peer) return;
  if (!result.ok) return dispatch({ type: 'loadingEarlier', on: false });
  dispatch({ type: 'history', page, pageCount: result.data.page_count, list: result.data.list.map(toMessageView) });
}

/** The buyer's orders beside the conversation, kept only while that buyer is still the one open. */
function loadOrders({ live, setOrders }: WorkbenchRefs, memberId: number) {
  void api(workbenchOrdersEndpoint, { member_id: memberId, page: 1, page_size: WORKBENCH_ORDERS_PAGE_SIZE }).then(
    (r) => memberId === live.current.peer && setOrders(r.ok ? r.data.list : []),
  );
}

export function onWorkbenchFrame(refs: WorkbenchRefs, frame: ChatServerFrame) {
  const { live, dispatch, timers } = refs;
  refreshSoon(refs);
  const peer = live.current.peer;
  if (frame.type === 'init' && peer) void loadHistory(refs, 1);
  const isMessage =
    frame.type === 'string' || frame.type === 'goodssku' || frame.type === 'order' || frame.type === 'image';
  if (isMessage && frame.data.member_id === peer) {
    dispatch({ type: 'received', message: toMessageView(frame.data) });
    clearTimeout(timers.current.read);
    timers.current.read = setTimeout(() => markRead(peer), REFRESH_MS);
  }
}

/** Opens another buyer's conversation: read at once, their history and orders loaded afresh. */
export function selectBuyer(refs: WorkbenchRefs, memberId: number) {
  const { live, dispatch, setList, setOrders } = refs;
  if (memberId === live.current.peer) return;
  dispatch({ type: 'select', peer: memberId });
  live.current = { ...live.current, peer: memberId, messages: [], page: 1, noMore: false };
  setList((rows) => rows.map((r) => (r.member_id === memberId ? { ...r, unread: 0 } : r)));
  setOrders(null);
  markRead(memberId);
  void loadHistory(refs, 1);
  loadOrders(refs, memberId);
}
