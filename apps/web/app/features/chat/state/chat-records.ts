import { CHAT_CONTENT_TYPES, CHAT_SPEAKERS, type ChatConversation, type ChatRecord } from '@zay/contract';
import type { ContentType, ConversationView, MessageView } from './chat-types';

function contentType(value: number): ContentType {
  return value === 1 || value === 2 || value === 3 ? value : 0;
}

/** A history record or a live frame's record as the message list shows it. */
export function toMessageView(record: ChatRecord): MessageView {
  const fromBuyer = record.type === CHAT_SPEAKERS.member;
  const type = contentType(record.content_type);
  const message: MessageView = {
    key: `r${record.id}`,
    id: record.id,
    fromBuyer,
    contentType: type,
    text: fromBuyer ? record.consumer_say : record.servicer_say,
    day: record.create_day,
    clock: record.create_time,
    name: fromBuyer ? record.nickname : record.servicer_nickname || record.shop_name,
    avatar: fromBuyer ? record.headimg : record.avatar || record.logo,
  };
  if (type === CHAT_CONTENT_TYPES.goods)
    message.goods = {
      skuId: record.goods_sku_id,
      name: record.sku_name || record.goods_name || '',
      image: record.sku_image ?? '',
      price: record.price ?? '0.00',
      stock: record.stock ?? undefined,
      saleNum: record.sale_num ?? undefined,
    };
  if (type === CHAT_CONTENT_TYPES.order)
    message.order = {
      orderId: record.order_id,
      orderNo: record.order_no ?? '',
      money: record.order_money ?? '0.00',
      status: record.order_status_name ?? '',
      image: record.order_goods?.[0]?.sku_image,
      deliveryType: record.delivery_type_name ?? undefined,
    };
  return message;
}

/** Adds messages not shown yet (a live frame may repeat one the history or a send already brought). */
export function mergeMessages(
  current: MessageView[],
  incoming: MessageView[],
  where: 'before' | 'after',
): MessageView[] {
  const seen = new Set(current.map((m) => m.id).filter((id) => id !== undefined));
  const fresh = incoming.filter((m) => m.id === undefined || !seen.has(m.id));
  if (!fresh.length) return current;
  return where === 'before' ? [...fresh, ...current] : [...current, ...fresh];
}

export function toConversationView(row: ChatConversation): ConversationView {
  return {
    siteId: row.shop_id,
    name: row.shop_name,
    logo: row.logo || row.avatar,
    online: row.online === 1,
    unread: row.unread,
    preview: row.content,
    previewType: contentType(row.content_type),
    time: row.create_time,
  };
}
