/** The group-buy pages' views, as their loaders hand them to the browser. */
export interface GroupbuyCardView {
  id: number;
  skuId: number;
  name: string;
  image: string;
  groupbuyPrice: string;
  price: string;
  /** The least a buyer orders at once. */
  buyNum: number;
  /** The quota left and what orders took of it. */
  stock: number;
  sold: number;
  /** 1 not started, 2 running, 3 ended. */
  status: number;
  end: number;
}

export interface GroupbuyDetailView extends GroupbuyCardView {
  images: string[];
  shopName: string;
  start: number;
}
