import { Users } from 'lucide-react';
import { PromotionCountdown, useServerNow } from '~/components/promotion/promotion-status';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PromotionDetail, Quantity } from '~/components/promotion/buy-parts';
import { useTranslation } from '~/lib/translation';
import type { GroupbuyDetailView } from './groupbuy-types';

/** The quantity from the minimum up to what is left, and buy now; once over, why not and the way to the goods. */
function BuyBox({ groupbuy, over }: { groupbuy: GroupbuyDetailView; over: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [num, setNum] = useState(String(groupbuy.buyNum));
  const [error, setError] = useState('');
  const notStarted = groupbuy.status === 1;
  if (over || notStarted)
    return (
      <div className="grid gap-3">
        <p role="status" className="text-[14px] text-brand">
          {over ? t('groupbuy.over') : t('groupbuy.notStarted')}
        </p>
        <Link
          to={`/sku-${groupbuy.skuId}`}
          className="inline-flex h-11 w-fit items-center rounded border border-brand px-8 text-[15px] text-brand hover:bg-brand-soft"
        >
          {t('groupbuy.viewGoods')}
        </Link>
      </div>
    );
  const max = Math.max(groupbuy.buyNum, groupbuy.stock);
  function buy() {
    const n = Number(num) || 0;
    if (groupbuy.stock < groupbuy.buyNum) return setError(t('groupbuy.soldOut'));
    if (n < groupbuy.buyNum) return setError(t('groupbuy.belowMinimum', { count: groupbuy.buyNum }));
    if (n > groupbuy.stock) return setError(t('groupbuy.maxQuantity', { count: groupbuy.stock }));
    setError('');
    void navigate(`/promotion/groupbuy_payment?groupbuy_id=${groupbuy.id}&sku_id=${groupbuy.skuId}&num=${n}`);
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3 text-[13px]">
        <span className="min-w-20 shrink-0 text-muted">{t('groupbuy.quantity')}</span>
        <Quantity value={num} min={groupbuy.buyNum} max={max} onChange={setNum} />
        <span className="text-muted">{t('groupbuy.minimum', { count: groupbuy.buyNum })}</span>
      </div>
      <p role="alert" className="min-h-5 text-[13px] text-brand">
        {error}
      </p>
      <button
        type="button"
        onClick={buy}
        disabled={groupbuy.stock < groupbuy.buyNum}
        className="h-12 w-fit rounded bg-brand px-12 text-[16px] font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-[#ccc]"
      >
        {groupbuy.stock < groupbuy.buyNum ? t('groupbuy.soldOut') : t('groupbuy.buyNow')}
      </button>
    </div>
  );
}

/** SPEC §2 /promotion/groupbuy-N: pictures, group and struck prices, countdown to the end, the minimum and buy now. */
export function GroupbuyDetailPage({ groupbuy, time }: { groupbuy: GroupbuyDetailView; time: number }) {
  const { t } = useTranslation();
  const now = useServerNow(time);
  // Over when the answer said so, or once the countdown runs out on this page.
  const over = groupbuy.status === 3 || (now !== null && now >= groupbuy.end);
  const timer = over ? (
    <span className="text-[13px]">{t('groupbuy.over')}</span>
  ) : groupbuy.status === 1 ? (
    <PromotionCountdown end={groupbuy.start} serverTime={time} label={t('groupbuy.startsIn')} />
  ) : (
    <PromotionCountdown end={groupbuy.end} serverTime={time} label={t('groupbuy.endsIn')} />
  );
  return (
    <PromotionDetail
      images={groupbuy.images}
      name={groupbuy.name}
      shopName={groupbuy.shopName}
      icon={Users}
      label={t('groupbuy.title')}
      timer={timer}
      priceLabel={t('groupbuy.groupPrice')}
      price={groupbuy.groupbuyPrice}
      marketPrice={groupbuy.price}
      stock={groupbuy.stock}
      sold={groupbuy.sold}
    >
      <BuyBox groupbuy={groupbuy} over={over} />
    </PromotionDetail>
  );
}
