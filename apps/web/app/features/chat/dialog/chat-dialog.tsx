import { CHAT_DIALOG_WIDTH_PERCENT, chatSayEndpoint } from '@zay/contract';
import { X } from 'lucide-react';
import * as Dialog from 'radix-ui/dialog';
import type { RefObject } from 'react';
import { useLocation } from 'react-router';
import { Img } from '~/components/ui/img';
import { api } from '~/lib/api';
import { useLayoutData } from '~/lib/layout-data';
import type { ChatTarget } from '~/lib/open-chat';
import { loginPath } from '~/lib/safe-redirect';
import { useTranslation } from '~/lib/translation';
import { BuyerConversations } from './buyer-conversations';
import { Composer } from '../composer/composer';
import { MessageList } from '../messages/message-list';
import { PendingLinkCard } from './pending-link';
import type { ChatState } from '../state/chat-state';
import type { ConversationView } from '../state/chat-types';
import { ServiceStatus } from './service-status';
import { useBuyerChat } from './use-buyer-chat';
import { useChatSend, type SayCall } from '../state/use-chat-send';
import { useOpenedShop, usePendingLink } from './use-chat-context';

/** The buyer's `say` names the servicer the bind gave (the server routes it either way). */
const buyerSay =
  (live: RefObject<ChatState>): SayCall =>
  (siteId, message) =>
    api(chatSayEndpoint, { site_id: siteId, servicer_id: live.current.servicer?.id ?? 0, ...message });

function VisitorNotice() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <div className="min-h-0 flex-1 overflow-y-auto bg-page px-5 py-3">
      <div className="mx-auto mt-10 max-w-xs rounded-lg bg-white p-6 text-center shadow-sm" role="alert">
        <p className="text-[14px] text-ink">{t('chat.notLoggedIn')}</p>
        <a
          href={loginPath(`${pathname}${search}`)}
          className="mt-4 inline-flex h-9 items-center rounded bg-brand px-5 text-[13px] text-white hover:bg-brand-dark"
        >
          {t('chat.logIn')}
        </a>
      </div>
    </div>
  );
}

function DialogHeader({ current }: { current: ConversationView | null | undefined }) {
  const { t } = useTranslation();
  return (
    <header className="flex items-center gap-3 border-b border-line bg-brand px-4 py-2.5 text-white">
      <Img
        kind="shop"
        src={current?.logo}
        width={32}
        height={32}
        alt=""
        className="size-8 rounded-full bg-white object-cover"
      />
      <Dialog.Title className="min-w-0 flex-1 truncate text-[15px] font-semibold">
        {current?.name ? t('chat.titleWith', { name: current.name }) : t('chat.title')}
      </Dialog.Title>
      <Dialog.Description className="sr-only">{t('chat.description')}</Dialog.Description>
      <Dialog.Close className="grid size-8 place-items-center rounded hover:bg-white/15" aria-label={t('chat.close')}>
        <X size={18} aria-hidden />
      </Dialog.Close>
    </header>
  );
}

interface ConversationProps {
  chat: ReturnType<typeof useBuyerChat>;
  send: ReturnType<typeof useChatSend>;
  member: boolean;
  online: boolean | undefined;
}

/** The conversation: the service's state, the messages (a member's) or the log-in notice, and the composer. */
function Conversation({ chat, send, member, online }: ConversationProps) {
  const { t } = useTranslation();
  const { state, dispatch } = chat;
  const pending = state.pending && (
    <PendingLinkCard
      link={state.pending}
      sending={state.sending}
      onSend={send.sendPending}
      onDismiss={() => dispatch({ type: 'pending', link: null })}
    />
  );
  return (
    <section aria-label={t('chat.conversation')} className="flex min-h-0 min-w-0 flex-col">
      <ServiceStatus state={member ? state.service : online ? 'online' : 'offline'} />
      {member ? (
        <MessageList
          messages={state.messages}
          viewer="buyer"
          noMore={state.noMore}
          loadingEarlier={state.loadingEarlier}
          onLoadEarlier={chat.loadEarlier}
          footer={pending}
        />
      ) : (
        <VisitorNotice />
      )}
      <Composer
        disabled={!member}
        sending={state.sending}
        uploading={state.uploading}
        onSendText={send.sendText}
        onSendImage={send.sendImage}
        failure={send.error}
      />
    </section>
  );
}

interface DialogProps {
  target: ChatTarget;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}

/** SPEC §2 customer-service dialog: 48 % wide, conversations on the left for members, the chat on the right. */
export default function ChatDialog({ target, onClose, returnFocus }: DialogProps) {
  const member = Boolean(useLayoutData()?.member);
  const opened = useOpenedShop(target.siteId);
  const chat = useBuyerChat(target.siteId, member, opened);
  const { state, dispatch } = chat;
  const send = useChatSend(chat.live, dispatch, buyerSay(chat.live), chat.refreshSoon);
  usePendingLink(target, member, dispatch);
  const current = state.conversations.find((c) => c.siteId === state.peer) ?? opened;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          style={{ width: `${CHAT_DIALOG_WIDTH_PERCENT}%` }}
          className="fixed top-1/2 left-1/2 z-50 flex h-[min(680px,88vh)] min-w-[600px] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-lg bg-white shadow-2xl"
          data-testid="chat-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <DialogHeader current={current} />
          <div className={`grid min-h-0 flex-1 ${member ? 'grid-cols-[210px_1fr]' : 'grid-cols-1'}`}>
            {member && (
              <BuyerConversations list={state.conversations} activeSiteId={state.peer} onSelect={chat.select} />
            )}
            <Conversation chat={chat} send={send} member={member} online={current?.online} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
