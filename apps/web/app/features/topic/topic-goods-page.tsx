import { Megaphone, Store } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MarketPrice, Price } from '~/components/ui/price';
import { Gallery, Quantity } from '~/components/promotion/buy-parts';
import { PromotionCountdown } from '~/components/promotion/promotion-status';
import { useTranslation } from '~/lib/translation';
import type { TopicGoodsDetailView } from './topic-types';

/** Quantity within the quota left, and buy now through the topic checkout. */
function BuyBox({ goods }: { goods: TopicGoodsDetailView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const max = Math.max(1, goods.stock);
  const [num, setNum] = useState('1');
  const [error, setError] = useState('');
  function buy() {
    const n = Number(num) || 0;
    if (goods.stock === 0) return setError(t('topic.soldOut'));
    if (n === 0) return setError(t('topic.quantityZero'));
    if (n > max) return setError(t('topic.maxQuantity', { count: max }));
    setError('');
    void navigate(`/promotion/topic_payment?topic_goods_id=${goods.id}&num=${n}`);
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3 text-[13px]">
        <span className="w-24 shrink-0 text-muted">{t('topic.quantity')}</span>
        <Quantity value={num} max={max} onChange={setNum} />
        <span className="text-muted">{t('topic.left', { count: goods.stock })}</span>
      </div>
      <p role="alert" className="min-h-5 text-[13px] text-brand">
        {error}
      </p>
      <button
        type="button"
        onClick={buy}
        disabled={goods.stock === 0}
        className="h-12 w-fit rounded bg-brand px-12 text-[16px] font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-[#ccc]"
      >
        {goods.stock === 0 ? t('topic.soldOut') : t('topic.buyNow')}
      </button>
    </div>
  );
}

/** SPEC §2 /promotion/topic-goods-N: pictures, topic and struck prices, countdown to the topic's end, quantity and buy now. */
export function TopicGoodsPage({ goods, time }: { goods: TopicGoodsDetailView; time: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-8 rounded-lg bg-white p-6">
      <Gallery images={goods.images} name={goods.name} />
      <div className="min-w-0 flex-1">
        <h1 className="text-[20px] leading-tight-text font-semibold text-ink">{goods.name}</h1>
        <p className="mt-1 flex items-center gap-1 text-[13px] text-muted">
          <Store size={14} aria-hidden />
          {goods.shopName}
        </p>
        <div className="mt-4 overflow-hidden rounded-lg bg-[#fff7f5]">
          <div className="flex flex-wrap items-center justify-between gap-2 bg-gradient-to-r from-brand to-accent px-4 py-2 text-white">
            <Link
              to={`/promotion/topic-${goods.topicId}`}
              className="flex min-w-0 items-center gap-1.5 text-[15px] font-semibold hover:underline"
            >
              <Megaphone size={16} aria-hidden className="shrink-0" />
              <span className="truncate">{goods.topicName}</span>
            </Link>
            <PromotionCountdown end={goods.end} serverTime={time} label={t('topic.endsIn')} />
          </div>
          <div className="flex flex-wrap items-baseline gap-x-3 px-4 py-3">
            <span className="w-24 shrink-0 text-[13px] text-muted">{t('topic.topicPrice')}</span>
            <Price amount={goods.topicPrice} className="text-[28px]" />
            <MarketPrice amount={goods.price} />
          </div>
        </div>
        <div className="mt-5">
          <BuyBox goods={goods} />
        </div>
      </div>
    </div>
  );
}
