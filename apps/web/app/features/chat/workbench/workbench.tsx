import { workbenchSayEndpoint, type ServicerInfo, type WorkbenchConversation } from '@zay/contract';
import { MessagesSquare } from 'lucide-react';
import { api } from '~/lib/api';
import { useTranslation } from '~/lib/translation';
import { BuyerOrders } from './buyer-orders';
import { Composer } from '../composer/composer';
import { ConversationList, type ConversationRow } from '../messages/conversation-list';
import { MessageList } from '../messages/message-list';
import { useChatSend, type SayCall } from '../state/use-chat-send';
import type { SocketState } from '../state/use-chat-socket';
import { useWorkbench } from './use-workbench';

const servicerSay: SayCall = (memberId, message) => api(workbenchSayEndpoint, { member_id: memberId, ...message });

const toRow = (c: WorkbenchConversation): ConversationRow => ({
  key: String(c.member_id),
  name: c.nickname,
  image: c.headimg,
  imageKind: 'headimg',
  online: c.online === 1,
  unread: c.unread,
  preview: c.content,
  previewType: c.content_type === 1 || c.content_type === 2 || c.content_type === 3 ? c.content_type : 0,
  time: c.create_time,
});

function LiveState({ socket }: { socket: SocketState }) {
  const { t } = useTranslation();
  const open = socket === 'open';
  return (
    <p
      role="status"
      className="flex items-center gap-1.5 border-r border-b border-line bg-white px-3 py-1.5 text-xs text-muted"
      data-socket={socket}
    >
      <span className={`size-2 rounded-full ${open ? 'bg-green-600' : 'bg-amber-500'}`} aria-hidden />
      {open ? t('servicer.live') : t('servicer.reconnecting')}
    </p>
  );
}

function BuyerHeader({ buyer }: { buyer: WorkbenchConversation | undefined }) {
  const { t } = useTranslation();
  return (
    <header className="flex items-center gap-3 border-b border-line bg-white px-5 py-2.5">
      <h2 className="min-w-0 truncate text-[15px] font-semibold text-ink">{buyer?.nickname}</h2>
      {buyer && (
        <span className="flex items-center gap-1.5 text-xs text-muted" data-buyer-online={buyer.online}>
          <span className={`size-2 rounded-full ${buyer.online ? 'bg-green-600' : 'bg-gray-400'}`} aria-hidden />
          {buyer.online ? t('servicer.buyerOnline') : t('servicer.buyerOffline')}
        </span>
      )}
    </header>
  );
}

function PickBuyer() {
  const { t } = useTranslation();
  return (
    <div className="col-span-2 grid place-items-center text-center text-muted">
      <div>
        <MessagesSquare size={40} strokeWidth={1.5} className="mx-auto text-subtle" aria-hidden />
        <p className="mt-3 text-[14px]">{t('servicer.pickBuyer')}</p>
      </div>
    </div>
  );
}

/** The open buyer's conversation, with the composer to reply. */
function Thread({ bench, send }: { bench: ReturnType<typeof useWorkbench>; send: ReturnType<typeof useChatSend> }) {
  const { t } = useTranslation();
  const { thread } = bench;
  return (
    <section aria-label={t('chat.conversation')} className="flex min-h-0 min-w-0 flex-col">
      <BuyerHeader buyer={bench.list.find((c) => c.member_id === thread.peer)} />
      <MessageList
        messages={thread.messages}
        viewer="servicer"
        noMore={thread.noMore}
        loadingEarlier={thread.loadingEarlier}
        onLoadEarlier={bench.loadEarlier}
      />
      <Composer
        disabled={false}
        sending={thread.sending}
        uploading={thread.uploading}
        onSendText={send.sendText}
        onSendImage={send.sendImage}
        failure={send.error}
      />
    </section>
  );
}

/** SPEC §2/§6: the servicer reads a buyer's history (goods and order cards too) and replies live. */
export function Workbench({ servicer }: { servicer: ServicerInfo }) {
  const { t } = useTranslation();
  const bench = useWorkbench();
  const { thread } = bench;
  const send = useChatSend(bench.live, bench.dispatch, servicerSay, bench.refreshSoon);
  return (
    <div className="grid h-full grid-cols-[280px_1fr_300px]" data-servicer={servicer.servicer_id}>
      <div className="flex min-h-0 flex-col bg-white">
        <LiveState socket={bench.socket} />
        <ConversationList
          title={t('servicer.buyers')}
          rows={bench.list.map(toRow)}
          activeKey={String(thread.peer)}
          onSelect={(key) => bench.select(Number(key))}
          empty={t('servicer.noBuyers')}
        />
      </div>
      {thread.peer ? (
        <>
          <Thread bench={bench} send={send} />
          <BuyerOrders orders={bench.orders} />
        </>
      ) : (
        <PickBuyer />
      )}
    </div>
  );
}
