import { X } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { ChatGoodsCard, ChatOrderCard } from '../messages/chat-cards';
import type { PendingLink } from '../state/chat-types';

/** The goods or order the dialog was opened with, offered for sending (SPEC §4). */
export function PendingLinkCard({
  link,
  sending,
  onSend,
  onDismiss,
}: {
  link: PendingLink;
  sending: boolean;
  onSend: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={link.kind === 'goods' ? t('chat.pendingGoods') : t('chat.pendingOrder')}
      className="mx-auto mt-4 flex w-fit max-w-full items-center gap-3 rounded-lg border border-dashed border-brand/50 bg-white p-2 pr-3"
      data-testid="chat-pending"
    >
      {link.kind === 'goods' ? <ChatGoodsCard goods={link.goods} /> : <ChatOrderCard order={link.order} />}
      <div className="flex flex-col items-stretch gap-1.5">
        <button
          type="button"
          onClick={onSend}
          disabled={sending}
          className="h-8 rounded bg-brand px-3 text-[13px] whitespace-nowrap text-white hover:bg-brand-dark disabled:opacity-50"
        >
          {link.kind === 'goods' ? t('chat.sendGoods') : t('chat.sendOrder')}
        </button>
        <button
          type="button"
          onClick={onDismiss}
          className="flex h-7 items-center justify-center gap-1 rounded text-xs text-muted hover:text-brand"
        >
          <X size={12} aria-hidden />
          {t('chat.dismiss')}
        </button>
      </div>
    </section>
  );
}
