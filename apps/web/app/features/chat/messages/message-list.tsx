import { Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { dayLabel } from './chat-dates';
import type { MessageView } from '../state/chat-types';
import { MessageItem } from './message-item';

function DayDivider({ day }: { day: string }) {
  const { t } = useTranslation();
  const label = dayLabel(day);
  return (
    <li className="flex justify-center">
      <span className="rounded-full bg-black/5 px-3 py-0.5 text-xs text-muted">
        {label.kind === 'date' ? label.date : t(`chat.${label.kind}`)}
      </span>
    </li>
  );
}

interface Props {
  messages: MessageView[];
  /** Whose messages sit on the right. */
  viewer: 'buyer' | 'servicer';
  /** SPEC §4: set once page >= page_count. */
  noMore: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** Shown after the messages: the pending goods or order card, an empty or login state. */
  footer?: ReactNode;
}

/** Keeps the newest message in view, and the reader's place when earlier ones are put above. */
function useStickToBottom(messages: MessageView[], footer: ReactNode) {
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef({ first: '', last: '', height: 0 });
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const first = messages[0]?.key ?? '';
    const newest = messages.at(-1)?.key ?? '';
    const prepended = first !== last.current.first && newest === last.current.last && newest !== '';
    if (prepended) box.scrollTop += box.scrollHeight - last.current.height;
    else box.scrollTop = box.scrollHeight;
    last.current = { first, last: newest, height: box.scrollHeight };
  }, [messages, footer]);
  return ref;
}

/**
 * What heads a fully loaded history: "no chat records" only when there are none; above messages,
 * that there are no earlier ones (issue 20 §13).
 */
export function historyMarker(count: number): 'chat.noRecords' | 'chat.historyStart' {
  return count === 0 ? 'chat.noRecords' : 'chat.historyStart';
}

export function MessageList({ messages, viewer, noMore, loadingEarlier, onLoadEarlier, footer }: Props) {
  const { t } = useTranslation();
  const ref = useStickToBottom(messages, footer);
  return (
    <div ref={ref} className="min-h-0 flex-1 overflow-y-auto bg-page px-5 py-3" data-testid="chat-messages">
      <div className="mb-3 text-center text-xs">
        {noMore ? (
          <span className="text-subtle">{t(historyMarker(messages.length))}</span>
        ) : (
          <button
            type="button"
            onClick={onLoadEarlier}
            disabled={loadingEarlier}
            className="text-brand hover:underline disabled:opacity-60"
          >
            {loadingEarlier ? t('chat.loading') : t('chat.loadEarlier')}
          </button>
        )}
      </div>
      <ol className="flex flex-col gap-4" aria-label={t('chat.messages')} aria-live="polite" aria-relevant="additions">
        {messages.map((message, i) => (
          <Fragment key={message.key}>
            {(i === 0 || messages[i - 1]!.day !== message.day) && <DayDivider day={message.day} />}
            <MessageItem
              message={message}
              mine={viewer === 'buyer' ? message.fromBuyer : !message.fromBuyer}
              orderLinks={viewer === 'buyer'}
            />
          </Fragment>
        ))}
      </ol>
      {footer}
    </div>
  );
}
