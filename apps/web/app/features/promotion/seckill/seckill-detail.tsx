import { Zap } from 'lucide-react';
import { PromotionCountdown } from '~/components/promotion/promotion-status';
import { NotOnSale, PromotionBuyBox, PromotionDetail } from '~/components/promotion/buy-parts';
import { useTranslation } from '~/lib/translation';
import type { SeckillDetailView } from './seckill-types';

/** The seckill's countdown: to the end of the running slot, else to the next one, else ended. */
function Timer({ seckill, time }: { seckill: SeckillDetailView; time: number }) {
  const { t } = useTranslation();
  if (seckill.end > 0) return <PromotionCountdown end={seckill.end} serverTime={time} label={t('seckill.endsIn')} />;
  if (seckill.nextStart > 0)
    return <PromotionCountdown end={seckill.nextStart} serverTime={time} label={t('seckill.startsIn')} />;
  return <span className="text-[13px]">{t('seckill.ended')}</span>;
}

/** Buy now within the running slot, else why not and the way to the goods page. */
function BuyBox({ seckill }: { seckill: SeckillDetailView }) {
  const { t } = useTranslation();
  if (seckill.end === 0)
    return (
      <NotOnSale
        why={seckill.nextStart > 0 ? t('seckill.notStarted') : t('seckill.endedDetail')}
        skuId={seckill.skuId}
        label={t('seckill.viewGoods')}
      />
    );
  const max = Math.max(1, seckill.maxBuy > 0 ? Math.min(seckill.maxBuy, seckill.stock) : seckill.stock);
  return (
    <PromotionBuyBox
      quantityLabel={t('seckill.quantity')}
      max={max}
      note={seckill.maxBuy > 0 && t('seckill.limit', { count: seckill.maxBuy })}
      soldOut={seckill.stock === 0}
      soldOutLabel={t('seckill.soldOut')}
      buyLabel={t('seckill.buyNow')}
      tooFew={t('seckill.quantityZero')}
      tooMany={t('seckill.maxQuantity', { count: max })}
      checkout={(n) => `/promotion/seckill_payment?seckill_id=${seckill.id}&sku_id=${seckill.skuId}&num=${n}`}
    />
  );
}

/** SPEC §2 /promotion/seckill-N: pictures, flash and struck prices, countdown, stock left, quantity and buy now. */
export function SeckillDetailPage({ seckill, time }: { seckill: SeckillDetailView; time: number }) {
  const { t } = useTranslation();
  return (
    <PromotionDetail
      goods={seckill}
      icon={Zap}
      label={t('seckill.title')}
      timer={<Timer seckill={seckill} time={time} />}
      priceLabel={t('seckill.seckillPrice')}
      price={seckill.seckillPrice}
      marketPrice={seckill.price}
      stock={{ left: seckill.stock, sold: seckill.sold }}
    >
      <BuyBox seckill={seckill} />
    </PromotionDetail>
  );
}
