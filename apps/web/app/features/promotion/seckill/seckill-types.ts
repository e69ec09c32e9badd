/** The seckill pages' views, as their loaders hand them to the browser. */
export interface SlotView {
  id: number;
  name: string;
  /** "08:00–10:00" */
  hours: string;
  /** 2 ended, 1 running, 0 coming. */
  status: number;
  start: number;
  end: number;
}

export interface SeckillCardView {
  id: number;
  skuId: number;
  name: string;
  image: string;
  seckillPrice: string;
  price: string;
  stock: number;
  sold: number;
  maxBuy: number;
}

export interface SeckillDetailView extends SeckillCardView {
  images: string[];
  shopName: string;
  siteId: number;
  unit: string;
  /** The running slot's end (Unix seconds); 0 when none runs now. */
  end: number;
  /** The next slot's start today when none runs; 0 when none comes. */
  nextStart: number;
  slots: SlotView[];
}
