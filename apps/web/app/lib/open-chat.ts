/**
 * Any page opens the customer-service chat through this event; the chat host (mounted once in
 * the root) lazy-loads the dialog on first use, so pages carry no chat code of their own.
 */
export interface ChatTarget {
  /** The shop to talk to; 0 is the platform's own service. */
  siteId: number;
  /** A goods the shopper is looking at: shown as a card they can send. */
  goodsSkuId?: number;
  /** An order of theirs: shown as a card they can send. */
  orderId?: number;
}

export const OPEN_CHAT_EVENT = 'zay:open-chat';

export function openChat(target: ChatTarget): void {
  window.dispatchEvent(new CustomEvent<ChatTarget>(OPEN_CHAT_EVENT, { detail: target }));
}
