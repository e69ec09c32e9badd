import type { GroupbuyDetail, GroupbuyGoods } from '@zay/contract';
import { promotionImages } from '~/components/promotion/promotion-images';
import { imageUrl } from '~/lib/links';
import type { GroupbuyCardView, GroupbuyDetailView } from './groupbuy-types';

export function toGroupbuyCard(g: GroupbuyGoods): GroupbuyCardView {
  return {
    id: g.groupbuy_id,
    skuId: g.sku_id,
    name: g.sku_name || g.goods_name,
    image: imageUrl(g.sku_image || g.goods_image),
    groupbuyPrice: g.groupbuy_price,
    price: g.price,
    buyNum: g.buy_num,
    // The SKU's own stock bounds what the quota can still sell.
    stock: Math.min(g.stock, g.goods_stock),
    sold: g.sell_num,
    status: g.status,
    end: g.end_time,
  };
}

export function toGroupbuyDetail(d: GroupbuyDetail): GroupbuyDetailView {
  const g = d.goods_sku_detail;
  const card = toGroupbuyCard(g);
  return {
    ...card,
    images: promotionImages(g, card.image),
    shopName: d.shop_info.site_name,
    start: g.start_time,
  };
}
