import { Zap } from 'lucide-react';
import { PromotionCountdown } from '~/components/promotion/promotion-status';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PromotionDetail, Quantity } from '~/components/promotion/buy-parts';
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
  const navigate = useNavigate();
  const max = Math.max(1, seckill.maxBuy > 0 ? Math.min(seckill.maxBuy, seckill.stock) : seckill.stock);
  const [num, setNum] = useState('1');
  const [error, setError] = useState('');
  if (seckill.end === 0)
    return (
      <div className="grid gap-3">
        <p role="status" className="text-[14px] text-brand">
          {seckill.nextStart > 0 ? t('seckill.notStarted') : t('seckill.endedDetail')}
        </p>
        <Link
          to={`/sku-${seckill.skuId}`}
          className="inline-flex h-11 w-fit items-center rounded border border-brand px-8 text-[15px] text-brand hover:bg-brand-soft"
        >
          {t('seckill.viewGoods')}
        </Link>
      </div>
    );
  function buy() {
    const n = Number(num) || 0;
    if (seckill.stock === 0) return setError(t('seckill.soldOut'));
    if (n === 0) return setError(t('seckill.quantityZero'));
    if (n > max) return setError(t('seckill.maxQuantity', { count: max }));
    setError('');
    void navigate(`/promotion/seckill_payment?seckill_id=${seckill.id}&sku_id=${seckill.skuId}&num=${n}`);
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3 text-[13px]">
        <span className="w-20 shrink-0 text-muted">{t('seckill.quantity')}</span>
        <Quantity value={num} max={max} onChange={setNum} />
        {seckill.maxBuy > 0 && <span className="text-muted">{t('seckill.limit', { count: seckill.maxBuy })}</span>}
      </div>
      <p role="alert" className="min-h-5 text-[13px] text-brand">
        {error}
      </p>
      <button
        type="button"
        onClick={buy}
        disabled={seckill.stock === 0}
        className="h-12 w-fit rounded bg-brand px-12 text-[16px] font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-[#ccc]"
      >
        {seckill.stock === 0 ? t('seckill.soldOut') : t('seckill.buyNow')}
      </button>
    </div>
  );
}

/** SPEC §2 /promotion/seckill-N: pictures, flash and struck prices, countdown, stock left, quantity and buy now. */
export function SeckillDetailPage({ seckill, time }: { seckill: SeckillDetailView; time: number }) {
  const { t } = useTranslation();
  return (
    <PromotionDetail
      images={seckill.images}
      name={seckill.name}
      shopName={seckill.shopName}
      icon={Zap}
      label={t('seckill.title')}
      timer={<Timer seckill={seckill} time={time} />}
      priceLabel={t('seckill.seckillPrice')}
      price={seckill.seckillPrice}
      marketPrice={seckill.price}
      stock={seckill.stock}
      sold={seckill.sold}
    >
      <BuyBox seckill={seckill} />
    </PromotionDetail>
  );
}
