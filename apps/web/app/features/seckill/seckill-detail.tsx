import { Store, Zap } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PromotionGallery } from '~/components/promotion/promotion-gallery';
import { QuantityStepper } from '~/components/promotion/quantity-stepper';
import { MarketPrice, Price } from '~/components/ui/price';
import { useTranslation } from '~/lib/translation';
import { PromotionCountdown } from '~/components/promotion/promotion-countdown';
import type { SeckillDetailView } from './seckill-types';
import { StockBar } from './stock-bar';

function Banner({ seckill, time }: { seckill: SeckillDetailView; time: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 bg-gradient-to-r from-brand to-accent px-4 py-2 text-white">
      <span className="flex items-center gap-1.5 text-[15px] font-semibold">
        <Zap size={16} aria-hidden />
        {t('seckill.title')}
      </span>
      {seckill.end > 0 ? (
        <PromotionCountdown end={seckill.end} serverTime={time} label={t('seckill.endsIn')} />
      ) : seckill.nextStart > 0 ? (
        <PromotionCountdown end={seckill.nextStart} serverTime={time} label={t('seckill.startsIn')} />
      ) : (
        <span className="text-[13px]">{t('seckill.ended')}</span>
      )}
    </div>
  );
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
        <QuantityStepper value={num} max={max} onChange={setNum} />
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
    <div className="flex gap-8 rounded-lg bg-white p-6">
      <PromotionGallery images={seckill.images} name={seckill.name} />
      <div className="min-w-0 flex-1">
        <h1 className="text-[20px] leading-tight-text font-semibold text-ink">{seckill.name}</h1>
        <p className="mt-1 flex items-center gap-1 text-[13px] text-muted">
          <Store size={14} aria-hidden />
          {seckill.shopName}
        </p>
        <div className="mt-4 overflow-hidden rounded-lg bg-[#fff7f5]">
          <Banner seckill={seckill} time={time} />
          <div className="grid gap-3 px-4 py-3">
            <div className="flex flex-wrap items-baseline gap-x-3">
              <span className="w-20 shrink-0 text-[13px] text-muted">{t('seckill.seckillPrice')}</span>
              <Price amount={seckill.seckillPrice} className="text-[28px]" />
              <MarketPrice amount={seckill.price} />
            </div>
            <div className="max-w-sm">
              <StockBar stock={seckill.stock} sold={seckill.sold} />
            </div>
          </div>
        </div>
        <div className="mt-5">
          <BuyBox seckill={seckill} />
        </div>
      </div>
    </div>
  );
}
