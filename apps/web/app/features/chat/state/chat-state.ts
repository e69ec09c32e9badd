import { mergeMessages } from './chat-records';
import type { ConversationView, MessageView, PendingLink } from './chat-types';

export interface Servicer {
  id: number;
  nickname: string;
  avatar: string;
}

/** One open conversation and its history paging; `peer` is the shop (buyer) or the buyer (workbench). */
export interface ThreadState {
  peer: number;
  messages: MessageView[];
  /** The next history page to load. */
  page: number;
  /** 'no chat records': set once page >= page_count (SPEC §4). */
  noMore: boolean;
  loadingEarlier: boolean;
  sending: boolean;
  uploading: number | null;
  pending: PendingLink | null;
}

/** The buyer's dialog adds the conversation list and the state of the shop's service. */
export interface ChatState extends ThreadState {
  conversations: ConversationView[];
  servicer: Servicer | null;
  /** connecting until the bind answers; then online or offline as connect frames say. */
  service: 'connecting' | 'online' | 'offline';
}

export type ThreadAction =
  | { type: 'select'; peer: number }
  | { type: 'init' }
  | { type: 'history'; page: number; pageCount: number; list: MessageView[] }
  | { type: 'loadingEarlier'; on: boolean }
  | { type: 'received'; message: MessageView }
  | { type: 'sending'; on: boolean }
  | { type: 'uploading'; percent: number | null }
  | { type: 'pending'; link: PendingLink | null };

export type ChatAction =
  ThreadAction | { type: 'conversations'; list: ConversationView[] } | { type: 'bound'; servicer: Servicer | null };

export function initialThread(peer: number): ThreadState {
  return {
    peer,
    messages: [],
    page: 1,
    noMore: false,
    loadingEarlier: false,
    sending: false,
    uploading: null,
    pending: null,
  };
}

export function initialChatState(siteId: number): ChatState {
  return { ...initialThread(siteId), conversations: [], servicer: null, service: 'connecting' };
}

function fresh<S extends ThreadState>(state: S): S {
  return { ...state, messages: [], page: 1, noMore: false, loadingEarlier: false };
}

export function threadReducer<S extends ThreadState>(state: S, action: ThreadAction): S {
  switch (action.type) {
    case 'select':
      // SPEC §4: reset paging and clear messages (the pending link belonged to the first conversation).
      return { ...fresh(state), peer: action.peer, pending: null };
    case 'init':
      return fresh(state);
    case 'history': {
      // Page 1 replaces the thread, but keeps what arrived live while it loaded (the thread was
      // cleared at init/select, so anything in it is newer than the page or in it already).
      const messages =
        action.page === 1
          ? mergeMessages(action.list, state.messages, 'after')
          : mergeMessages(state.messages, action.list, 'before');
      const noMore = action.page >= action.pageCount;
      return { ...state, messages, noMore, page: noMore ? state.page : action.page + 1, loadingEarlier: false };
    }
    case 'loadingEarlier':
      return { ...state, loadingEarlier: action.on };
    case 'received':
      return { ...state, messages: mergeMessages(state.messages, [action.message], 'after') };
    case 'sending':
      return { ...state, sending: action.on };
    case 'uploading':
      return { ...state, uploading: action.percent };
    case 'pending':
      return { ...state, pending: action.link };
  }
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'conversations':
      return { ...state, conversations: action.list };
    case 'bound':
      return { ...state, servicer: action.servicer, service: action.servicer ? 'online' : 'offline' };
    case 'select': {
      // …and zero the selected conversation's unread count.
      const next = threadReducer(state, action);
      const conversations = state.conversations.map((c) => (c.siteId === action.peer ? { ...c, unread: 0 } : c));
      return { ...next, conversations, servicer: null, service: 'connecting' };
    }
    case 'init':
      return { ...threadReducer(state, action), service: 'connecting' };
    default:
      return threadReducer(state, action);
  }
}

/** SPEC §4: the current shop, when absent from the list, goes on top with its own online state. */
export function withCurrentShop(list: ConversationView[], current: ConversationView | null): ConversationView[] {
  if (!current || list.some((c) => c.siteId === current.siteId)) return list;
  return [current, ...list];
}
