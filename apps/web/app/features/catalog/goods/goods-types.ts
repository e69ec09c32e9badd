import type { GoodsCardData } from '~/components/ui/goods-card';

/** The goods page as the loader hands it to the browser: JSON fields parsed, names localised. */
export interface SpecValue {
  id: number;
  name: string;
  image: string;
  /** The SKU a click on this value leads to; 0 when no SKU has this combination. */
  skuId: number;
  selected: boolean;
}

export interface SpecGroup {
  id: number;
  name: string;
  values: SpecValue[];
}

export interface GoodsView {
  goodsId: number;
  skuId: number;
  siteId: number;
  name: string;
  introduction: string;
  images: string[];
  videoUrl: string;
  price: string;
  marketPrice: string;
  /** The price a shopper pays now: the promotion price while one runs. */
  salePrice: string;
  /** A running limited-time discount (Unix seconds). */
  promotion: { start: number; end: number } | null;
  stock: number;
  saleNum: number;
  collectNum: number;
  evaluateNum: number;
  unit: string;
  minBuy: number;
  /** 0: no limit but the stock. */
  maxBuy: number;
  freeShipping: boolean;
  virtual: boolean;
  specs: SpecGroup[];
  attributes: { name: string; value: string }[];
  /** Sanitised by the server; the only HTML the page renders as HTML. */
  content: string;
}

export interface ShopCardView {
  siteId: number;
  name: string;
  logo: string;
  own: boolean;
  scores: { desc: number; service: number; delivery: number };
  followers: number;
  sales: number;
  telephone: string;
  following: boolean;
}

export interface ManjianView {
  name: string;
  end: number;
  rules: { money: string; discount: string; freeShipping: boolean }[];
}

export interface EvaluationView {
  id: number;
  name: string;
  avatar: string;
  score: number;
  content: string;
  images: string[];
  date: string;
  skuName: string;
  reply: string;
  again: { content: string; images: string[]; reply: string; date: string } | null;
}

export interface EvaluationPage {
  list: EvaluationView[];
  page: number;
  pageCount: number;
}

export const EVALUATE_FILTERS = ['all', 'good', 'middle', 'bad', 'image'] as const;
export type EvaluateFilter = (typeof EVALUATE_FILTERS)[number];

export type EvaluateCounts = Record<EvaluateFilter, number>;

export interface AftersaleItem {
  key: string;
  text: string;
}

/** One of the shop's coupons offered on the goods page (API-SHAPES-MORE §5.1 typelists). */
export interface GoodsCouponView {
  id: number;
  /** "1,000 Ks · On orders of 20,000 Ks or more" (✓ when held), in the page's language. */
  label: string;
}

/** The promotion kinds that put a strip over the goods page's price (seckill, then group buy, topic…). */
export type PromotionKind = 'seckill' | 'groupbuy' | 'topic' | 'combo';

/** A promotion of this SKU running now: its kind, its page's id, its price and its end (Unix seconds). */
export interface PromotionStrip {
  kind: PromotionKind;
  id: number;
  price: string;
  end: number;
  /** Shown instead of a countdown when the promotion has no end (a combo: its name and saving). */
  note?: string;
}

/** Everything the goods page loader returns; the promises stream in after the first paint. */

export interface GoodsPageData {
  goods: GoodsView;
  /** The goods' category path, level 1 first. */
  categories: { id: number; name: string; level: number }[];
  shop: ShopCardView;
  manjian: ManjianView | null;
  /** At most five of the shop's coupons, the strip's title and where they are received. */
  coupons: { title: string; href: string; list: GoodsCouponView[] } | null;
  /** The promotions of this SKU running now, each a strip linking to its page. */
  promotions: PromotionStrip[];
  /** The server's clock when the page was loaded (Unix seconds): the countdowns' first render. */
  time: number;
  collected: boolean;
  counts: EvaluateCounts;
  evaluateQuery: { type: EvaluateFilter; page: number };
  evaluations: Promise<EvaluationPage>;
  recommend: Promise<RecommendCard[]>;
  aftersale: Promise<AftersaleItem[]>;
  /** API paths the page calls once it runs: the click counter, the footprint for members, the QR code. */
  track: { clicks: string; footprint: string; qrcode: string };
}

/** A goods tile of the recommendations: the shared card's fields without the optional ones. */
export type RecommendCard = Pick<GoodsCardData, 'skuId' | 'name' | 'image' | 'price' | 'marketPrice' | 'saleNum'>;
