import { CHAT_PING_DEFAULT_MS, parseChatServerFrame, type ChatServerFrame } from '@zay/contract';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ChatSocket, chatSocketUrl } from './chat-socket';

export type SocketState = 'connecting' | 'open' | 'closed';

/**
 * One live socket while the component is mounted (and `enabled`); frames go to the latest
 * `onFrame`. `reconnect` opens a new socket, which starts with a new init frame.
 */
export function useChatSocket(role: 'buyer' | 'servicer', enabled: boolean, onFrame: (frame: ChatServerFrame) => void) {
  const socket = useRef<ChatSocket<ChatServerFrame> | null>(null);
  const [state, setState] = useState<SocketState>('closed');
  const handle = useEffectEvent(onFrame);
  useEffect(() => {
    if (!enabled) return;
    const s = new ChatSocket<ChatServerFrame>({
      url: chatSocketUrl(role),
      pingMs: CHAT_PING_DEFAULT_MS,
      parse: parseChatServerFrame,
      onFrame: (frame) => handle(frame),
      onState: setState,
    });
    socket.current = s;
    s.connect();
    return () => {
      s.close();
      socket.current = null;
    };
  }, [role, enabled]);
  return { state, reconnect: () => socket.current?.reconnect() };
}
