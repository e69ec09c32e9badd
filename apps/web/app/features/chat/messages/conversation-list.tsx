import { CHAT_CONTENT_TYPES, emojiCodesToText } from '@zay/contract';
import { Img } from '~/components/ui/img';
import { useTranslation } from '~/lib/translation';
import { listTime } from './chat-dates';
import type { ContentType } from '../state/chat-types';

export interface ConversationRow {
  key: string;
  name: string;
  image: string;
  imageKind: 'shop' | 'headimg';
  online: boolean;
  unread: number;
  preview: string;
  previewType: ContentType;
  time: number;
}

function usePreview() {
  const { t } = useTranslation();
  return (row: ConversationRow) => {
    if (row.previewType === CHAT_CONTENT_TYPES.goods) return t('chat.previewGoods');
    if (row.previewType === CHAT_CONTENT_TYPES.order) return t('chat.previewOrder');
    if (row.previewType === CHAT_CONTENT_TYPES.image) return t('chat.previewPicture');
    return emojiCodesToText(row.preview);
  };
}

/** The picture with a green (online) or grey (offline) dot. */
function Avatar({ row }: { row: ConversationRow }) {
  return (
    <span className="relative shrink-0">
      <Img
        kind={row.imageKind}
        src={row.image}
        width={36}
        height={36}
        alt=""
        className="size-9 rounded-full object-cover"
      />
      <span
        className={`absolute right-0 bottom-0 size-2.5 rounded-full border-2 border-white ${row.online ? 'bg-green-600' : 'bg-gray-400'}`}
        aria-hidden
      />
    </span>
  );
}

function Row({ row, active, onSelect }: { row: ConversationRow; active: boolean; onSelect: () => void }) {
  const { t } = useTranslation();
  const preview = usePreview();
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={active || undefined}
        data-conversation={row.key}
        className={`flex w-full items-center gap-2.5 px-3 py-2.5 text-left ${active ? 'bg-brand-soft' : 'hover:bg-page'}`}
      >
        <Avatar row={row} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-1">
            <span className="min-w-0 flex-1 truncate text-[13px] font-medium text-ink">{row.name}</span>
            <span className="shrink-0 text-[11px] text-subtle">{listTime(row.time)}</span>
          </span>
          <span className="flex items-center gap-1">
            <span className="min-w-0 flex-1 truncate text-xs text-muted">
              <span className="sr-only">{row.online ? t('chat.online') : t('chat.offline')}. </span>
              {preview(row)}
            </span>
            {row.unread > 0 && (
              <span className="shrink-0 rounded-full bg-brand px-1.5 text-[11px] leading-4 text-white">
                <span className="sr-only">{t('chat.unread', { count: row.unread })}</span>
                <span aria-hidden>{row.unread > 99 ? '99+' : row.unread}</span>
              </span>
            )}
          </span>
        </span>
      </button>
    </li>
  );
}

/** Recent conversations: picture with an online mark, name, time, last message and unread count. */
export function ConversationList({
  title,
  rows,
  activeKey,
  onSelect,
  empty,
}: {
  title: string;
  rows: ConversationRow[];
  activeKey: string;
  onSelect: (key: string) => void;
  empty: string;
}) {
  return (
    <nav aria-label={title} className="flex min-h-0 flex-1 flex-col border-r border-line bg-white">
      <h3 className="border-b border-line px-3 py-2 text-[13px] font-semibold text-ink">{title}</h3>
      {rows.length === 0 ? (
        <p className="px-3 py-4 text-xs text-subtle">{empty}</p>
      ) : (
        <ul className="min-h-0 flex-1 overflow-y-auto">
          {rows.map((row) => (
            <Row key={row.key} row={row} active={row.key === activeKey} onSelect={() => onSelect(row.key)} />
          ))}
        </ul>
      )}
    </nav>
  );
}
