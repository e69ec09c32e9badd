import type { GoodsListItem } from '@zay/contract';
import type { GoodsCardData } from '~/components/ui/goods-card';
import { imageUrl } from './links';

/** What a goods tile needs of a list item; loaders send only this to the browser. */
export function toGoodsCard(item: GoodsListItem): GoodsCardData {
  return {
    skuId: item.sku_id,
    name: item.goods_name || item.sku_name,
    image: imageUrl(item.sku_image || item.goods_image.split(',')[0]),
    price: item.discount_price || item.price,
    marketPrice: item.market_price,
    saleNum: item.sale_num,
    shopName: item.site_name,
    own: item.is_own === 1,
    freeShipping: item.is_free_shipping === 1,
  };
}
