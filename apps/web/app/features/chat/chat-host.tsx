import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { OPEN_CHAT_EVENT, type ChatTarget } from '~/lib/open-chat';

// The dialog, the socket client and the emoji set load only when a shopper opens the chat.
const ChatDialog = lazy(() => import('./dialog/chat-dialog'));

/** Listens for `openChat()` anywhere on the page and shows the dialog for that shop. */
export function ChatHost() {
  const [target, setTarget] = useState<ChatTarget | null>(null);
  const [opened, setOpened] = useState(0);
  // The dialog opens from buttons outside it, so focus is handed back by hand when it closes.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const open = (event: Event) => {
      const detail = (event as CustomEvent<ChatTarget>).detail;
      if (!detail || !Number.isInteger(detail.siteId) || detail.siteId < 0) return;
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setTarget(detail);
      setOpened((n) => n + 1);
    };
    window.addEventListener(OPEN_CHAT_EVENT, open);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, open);
  }, []);
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <ChatDialog key={opened} target={target} onClose={() => setTarget(null)} returnFocus={opener} />
    </Suspense>
  );
}
