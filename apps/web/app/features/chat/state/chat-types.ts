/** What the chat screens show, built from history records and live frames alike. */
export type ContentType = 0 | 1 | 2 | 3;

export interface GoodsCardView {
  skuId: number;
  name: string;
  image: string;
  price: string;
  stock?: number;
  saleNum?: number;
}

export interface OrderCardView {
  orderId: number;
  orderNo: string;
  money: string;
  status: string;
  image?: string;
  deliveryType?: string;
}

export interface MessageView {
  /** Stable within the open dialog: the record id, or a local key for a just-sent message. */
  key: string;
  id?: number;
  /** Written by the buyer (type 0) rather than the servicer. */
  fromBuyer: boolean;
  contentType: ContentType;
  /** Text (emoji codes inside) or, for an image, its path. */
  text: string;
  goods?: GoodsCardView;
  order?: OrderCardView;
  /** When it was said, on the marketplace's clock: YYYY-MM-DD and HH:mm:ss (the record's create_day and create_time). */
  day: string;
  clock: string;
  name: string;
  avatar: string;
}

export interface ConversationView {
  siteId: number;
  name: string;
  logo: string;
  online: boolean;
  unread: number;
  /** The last message as a line of text. */
  preview: string;
  previewType: ContentType;
  time: number;
}

/** A goods or order link passed into the dialog, offered as a card the buyer can send. */
export type PendingLink = { kind: 'goods'; goods: GoodsCardView } | { kind: 'order'; order: OrderCardView };
