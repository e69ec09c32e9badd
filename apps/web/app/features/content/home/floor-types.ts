export interface FloorText {
  text: string;
  color: string;
  url: string;
}

export interface FloorImage {
  image: string;
  url: string;
}

export interface FloorGoods {
  skuId: number;
  name: string;
  image: string;
  introduction: string;
  price: string;
  marketPrice: string;
  saleNum: number;
}

export interface FloorBrand {
  id: number;
  name: string;
  image: string;
}

export interface FloorCategory {
  id: number;
  name: string;
  level: number;
}

/** A home floor with its slots read and checked on the server, ready to render. */
export interface FloorView {
  id: number;
  style: 1 | 2 | 3;
  title: FloorText;
  subTitle: FloorText;
  leftImg: FloorImage | null;
  bottomImg: FloorImage | null;
  goods: FloorGoods[];
  rightGoods: FloorGoods[];
  bottomGoods: FloorGoods[];
  brands: FloorBrand[];
  categories: FloorCategory[];
}

export interface FloatLayerView {
  title: string;
  image: string;
  url: string;
  /** Each new `number` from the platform shows the layer once more. */
  version: string;
}
