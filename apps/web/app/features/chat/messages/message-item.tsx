import { Img } from '~/components/ui/img';
import { imageUrl } from '~/lib/links';
import { useTranslation } from '~/lib/translation';
import { ChatGoodsCard, ChatOrderCard } from './chat-cards';
import { ChatRichText } from './chat-rich-text';
import { CHAT_CONTENT_TYPES as CONTENT } from '@zay/contract';
import type { MessageView } from '../state/chat-types';

function Body({ message, mine, orderLinks }: { message: MessageView; mine: boolean; orderLinks: boolean }) {
  const { t } = useTranslation();
  if (message.contentType === CONTENT.goods && message.goods) return <ChatGoodsCard goods={message.goods} />;
  if (message.contentType === CONTENT.order && message.order)
    return <ChatOrderCard order={message.order} linked={orderLinks} />;
  if (message.contentType === CONTENT.image)
    return (
      <a href={imageUrl(message.text)} target="_blank" rel="noopener" className="block">
        <img
          src={imageUrl(message.text)}
          alt={t('chat.picture')}
          className="max-h-48 max-w-[220px] rounded-md border border-line bg-page object-contain"
        />
      </a>
    );
  return (
    <p
      className={`max-w-[420px] rounded-lg px-3 py-2 text-[14px] leading-text break-words whitespace-pre-wrap ${
        mine ? 'rounded-tr-none bg-brand text-white' : 'rounded-tl-none bg-white text-ink shadow-sm'
      }`}
    >
      <ChatRichText text={message.text} />
    </p>
  );
}

/** One message: avatar, name and time, then text, a picture or a goods or order card. */
export function MessageItem({
  message,
  mine,
  orderLinks = true,
}: {
  message: MessageView;
  mine: boolean;
  orderLinks?: boolean;
}) {
  return (
    <li
      className={`flex gap-2.5 ${mine ? 'flex-row-reverse' : ''}`}
      data-from={message.fromBuyer ? 'buyer' : 'servicer'}
    >
      <Img
        kind={message.fromBuyer ? 'headimg' : 'shop'}
        src={message.avatar}
        width={36}
        height={36}
        alt=""
        className="size-9 shrink-0 rounded-full object-cover"
      />
      <div className={`flex min-w-0 flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}>
        <span className="text-xs text-subtle">
          {message.name && <span className="mr-2">{message.name}</span>}
          <time dateTime={`${message.day}T${message.clock}`}>{message.clock.slice(0, 5)}</time>
        </span>
        <Body message={message} mine={mine} orderLinks={orderLinks} />
      </div>
    </li>
  );
}
