import { useTranslation } from '~/lib/translation';
import type { ConversationView } from '../state/chat-types';
import { ConversationList, type ConversationRow } from '../messages/conversation-list';

const toRow = (c: ConversationView): ConversationRow => ({
  key: String(c.siteId),
  name: c.name,
  image: c.logo,
  imageKind: 'shop',
  online: c.online,
  unread: c.unread,
  preview: c.preview,
  previewType: c.previewType,
  time: c.time,
});

/** The member's recent conversations with shops (SPEC §2 left column). */
export function BuyerConversations({
  list,
  activeSiteId,
  onSelect,
}: {
  list: ConversationView[];
  activeSiteId: number;
  onSelect: (siteId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ConversationList
      title={t('chat.recent')}
      rows={list.map(toRow)}
      activeKey={String(activeSiteId)}
      onSelect={(key) => onSelect(Number(key))}
      empty={t('chat.noConversations')}
    />
  );
}
