/** The topic pages' views, as their loaders hand them to the browser. */
export interface TopicCardView {
  id: number;
  name: string;
  banner: string;
  remark: string;
  end: number;
}

export interface TopicGoodsCardView {
  id: number;
  skuId: number;
  name: string;
  image: string;
  topicPrice: string;
  price: string;
  /** The topic quota left. */
  stock: number;
}

export interface TopicGoodsDetailView extends TopicGoodsCardView {
  topicId: number;
  topicName: string;
  images: string[];
  shopName: string;
  end: number;
}

/** A topic's page: its banner, colour, name and one page of its goods. */
export interface TopicPageView {
  id: number;
  name: string;
  banner: string;
  color: string;
  remark: string;
  end: number;
  time: number;
  goods: TopicGoodsCardView[];
  page: number;
  pageCount: number;
}

/** A topic's state the page shows instead of its goods: not installed, or the server's reason (not open, ended). */
export interface TopicNotice {
  missing: boolean;
  message: string;
}

export type TopicDetailData =
  | { kind: 'topic'; title: string; listTitle: string; topic: TopicPageView | null; notice: TopicNotice | null }
  | {
      kind: 'goods';
      title: string;
      listTitle: string;
      goods: TopicGoodsDetailView | null;
      time: number;
      notice: TopicNotice | null;
    };
