import type { Topic, TopicGoods, TopicGoodsDetail } from '@zay/contract';
import { promotionImages } from '~/components/promotion/promotion-images';
import { imageUrl } from '~/lib/links';
import type { TopicCardView, TopicGoodsCardView, TopicGoodsDetailView } from './topic-types';

export const toTopicCard = (t: Topic): TopicCardView => ({
  id: t.topic_id,
  name: t.topic_name,
  banner: imageUrl(t.topic_adv),
  remark: t.remark,
  end: t.end_time,
});

export const toTopicGoodsCard = (g: TopicGoods): TopicGoodsCardView => ({
  id: g.id,
  skuId: g.sku_id,
  name: g.sku_name || g.goods_name,
  image: imageUrl(g.sku_image),
  topicPrice: g.topic_price,
  price: g.discount_price,
  stock: Math.min(g.stock, g.goods_stock),
});

export function toTopicGoodsDetail(d: TopicGoodsDetail): TopicGoodsDetailView {
  const g = d.goods_sku_detail;
  const card = toTopicGoodsCard(g);
  return {
    ...card,
    topicId: g.topic_id,
    topicName: g.topic_name,
    images: promotionImages(g, card.image),
    shopName: d.shop_info.site_name,
    end: g.end_time,
  };
}

/** A colour the page may paint with: "#rrggbb" only, else the page's own background. */
export const safeColor = (c: string) => (/^#[0-9a-fA-F]{6}$/.test(c) ? c : '#ffffff');
