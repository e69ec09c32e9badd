import type { WorkbenchConversation, WorkbenchOrder } from '@zay/contract';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ChatTimers } from '../dialog/buyer-chat-loads';
import { initialThread, threadReducer, type ThreadState } from '../state/chat-state';
import { useChatSocket } from '../state/use-chat-socket';
import { loadHistory, loadList, onWorkbenchFrame, refreshSoon, selectBuyer } from './workbench-loads';

/** The servicer's side: their shop's conversations, one buyer's history and orders, live frames. */
export function useWorkbench() {
  const [thread, dispatch] = useReducer(threadReducer<ThreadState>, 0, initialThread);
  const live = useRef(thread);
  live.current = thread;
  const [list, setList] = useState<WorkbenchConversation[]>([]);
  const [orders, setOrders] = useState<WorkbenchOrder[] | null>(null);
  const timers = useRef<ChatTimers>({});
  // Stable refs, dispatch and setters only: one object for the component's life.
  const refs = useMemo(() => ({ dispatch, live, timers, setList, setOrders }), []);
  const socket = useChatSocket('servicer', true, (frame) => onWorkbenchFrame(refs, frame));

  useEffect(() => {
    void loadList(refs);
    const current = timers.current;
    return () => {
      clearTimeout(current.list);
      clearTimeout(current.read);
    };
  }, [refs]);

  return {
    thread,
    dispatch,
    live,
    list,
    orders,
    socket: socket.state,
    select: (memberId: number) => selectBuyer(refs, memberId),
    loadEarlier: () => void loadHistory(refs, live.current.page),
    refreshSoon: () => refreshSoon(refs),
  };
}
