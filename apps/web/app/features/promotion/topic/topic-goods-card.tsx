import { PromotionTile, TileBuy, TilePrice } from '~/components/promotion/promotion-status';
import { useTranslation } from '~/lib/translation';
import type { TopicGoodsCardView } from './topic-types';

/** A topic goods tile: picture, name, topic price over the struck price, and the way to buy. */
export function TopicGoodsCard({ card, eager }: { card: TopicGoodsCardView; eager?: boolean }) {
  const { t } = useTranslation();
  const to = `/promotion/topic-goods-${card.id}`;
  return (
    <PromotionTile to={to} name={card.name} image={card.image} eager={eager}>
      <TilePrice label={t('topic.topicPrice')} amount={card.topicPrice} struck={card.price} />
      <TileBuy
        to={to}
        label={t('topic.buyNow')}
        closed={card.stock > 0 ? null : t('topic.soldOut')}
        className="mt-auto"
      />
    </PromotionTile>
  );
}
