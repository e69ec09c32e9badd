import { useEffect, useMemo, useReducer, useRef } from 'react';
import {
  loadConversations,
  loadHistory,
  markRead,
  onBuyerFrame,
  refreshSoon,
  type BuyerChatRefs,
  sendBye,
  type ChatTimers,
} from './buyer-chat-loads';
import { chatReducer, initialChatState, type ChatState } from '../state/chat-state';
import type { ConversationView } from '../state/chat-types';
import { useChatSocket } from '../state/use-chat-socket';

/** While the dialog is open: the list and the shop's messages read; bye when it closes or the page goes away. */
function useOpening(refs: BuyerChatRefs, siteId: number, member: boolean) {
  useEffect(() => {
    if (!member) return;
    void loadConversations(refs);
    markRead(siteId);
    const current = refs.timers.current;
    const leave = () => {
      const { peer: site, servicer } = refs.live.current;
      sendBye(site, servicer?.id ?? 0);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      clearTimeout(current.list);
      clearTimeout(current.read);
      leave();
    };
    // The dialog is remounted for each opening (shop and member fixed), so this runs once per opening.
  }, [refs, siteId, member]);
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
  const openedRef = useRef(opened);
  openedRef.current = opened;
  const generation = useRef(0);
  const timers = useRef<ChatTimers>({});
  // Stable refs and dispatch only: one object for the component's life.
  const refs: BuyerChatRefs = useMemo(() => ({ dispatch, live, generation, opened: openedRef, timers }), []);
  const socket = useChatSocket('buyer', member, (frame) => onBuyerFrame(refs, frame));
  useOpening(refs, siteId, member);

  const select = (next: number) => {
    if (next === live.current.peer) return;
    sendBye(live.current.peer, live.current.servicer?.id ?? 0);
    generation.current += 1;
    dispatch({ type: 'select', peer: next });
    live.current = { ...live.current, peer: next };
    markRead(next);
    socket.reconnect();
  };

  const loadEarlier = () => void loadHistory(refs, live.current.page);
  return { state, dispatch, live, select, loadEarlier, refreshSoon: () => refreshSoon(refs) };
}
