/** A live room as the live pages show it. */
export interface LiveRoomView {
  id: number;
  name: string;
  cover: string;
  siteId: number;
  shopName: string;
  anchor: string;
  /** 101 live, 102 coming, 103 ended, 104–107 banned, paused, error, expired. */
  status: number;
  statusName: string;
  start: number;
  playUrl: string;
  playType: 'hls' | 'mp4' | '';
  goods: LiveGoodsView[];
}

export interface LiveGoodsView {
  goodsId: number;
  skuId: number;
  name: string;
  image: string;
  price: string;
  stock: number;
}

export const LIVE = 101;
export const COMING = 102;
