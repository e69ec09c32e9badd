import { Megaphone } from 'lucide-react';
import { PromotionBuyBox, PromotionDetail } from '~/components/promotion/buy-parts';
import { PromotionCountdown } from '~/components/promotion/promotion-status';
import { useTranslation } from '~/lib/translation';
import type { TopicGoodsDetailView } from './topic-types';

/** Quantity within the quota left, and buy now through the topic checkout. */
function BuyBox({ goods }: { goods: TopicGoodsDetailView }) {
  const { t } = useTranslation();
  const max = Math.max(1, goods.stock);
  return (
    <PromotionBuyBox
      quantityLabel={t('topic.quantity')}
      max={max}
      note={t('topic.left', { count: goods.stock })}
      soldOut={goods.stock === 0}
      soldOutLabel={t('topic.soldOut')}
      buyLabel={t('topic.buyNow')}
      tooFew={t('topic.quantityZero')}
      tooMany={t('topic.maxQuantity', { count: max })}
      checkout={(n) => `/promotion/topic_payment?topic_goods_id=${goods.id}&num=${n}`}
    />
  );
}

/** SPEC §2 /promotion/topic-goods-N: pictures, topic and struck prices, countdown to the topic's end, quantity and buy now. */
export function TopicGoodsPage({ goods, time }: { goods: TopicGoodsDetailView; time: number }) {
  const { t } = useTranslation();
  return (
    <PromotionDetail
      goods={goods}
      icon={Megaphone}
      label={goods.topicName}
      labelTo={`/promotion/topic-${goods.topicId}`}
      timer={<PromotionCountdown end={goods.end} serverTime={time} label={t('topic.endsIn')} />}
      priceLabel={t('topic.topicPrice')}
      price={goods.topicPrice}
      marketPrice={goods.price}
    >
      <BuyBox goods={goods} />
    </PromotionDetail>
  );
}
