import { Users } from 'lucide-react';
import { PromotionCountdown } from '~/components/promotion/promotion-status';
import { useServerNow } from '~/lib/server-now';
import { NotOnSale, PromotionBuyBox, PromotionDetail } from '~/components/promotion/buy-parts';
import { useTranslation } from '~/lib/translation';
import type { GroupbuyDetailView } from './groupbuy-types';

/** The quantity from the minimum up to what is left, and buy now; once over, why not and the way to the goods. */
function BuyBox({ groupbuy, over }: { groupbuy: GroupbuyDetailView; over: boolean }) {
  const { t } = useTranslation();
  if (over || groupbuy.status === 1)
    return (
      <NotOnSale
        why={over ? t('groupbuy.over') : t('groupbuy.notStarted')}
        skuId={groupbuy.skuId}
        label={t('groupbuy.viewGoods')}
      />
    );
  const { buyNum, stock } = groupbuy;
  return (
    <PromotionBuyBox
      quantityLabel={t('groupbuy.quantity')}
      min={buyNum}
      max={Math.max(buyNum, stock)}
      note={t('groupbuy.minimum', { count: buyNum })}
      soldOut={stock < buyNum}
      soldOutLabel={t('groupbuy.soldOut')}
      buyLabel={t('groupbuy.buyNow')}
      tooFew={t('groupbuy.belowMinimum', { count: buyNum })}
      tooMany={t('groupbuy.maxQuantity', { count: stock })}
      checkout={(n) => `/promotion/groupbuy_payment?groupbuy_id=${groupbuy.id}&sku_id=${groupbuy.skuId}&num=${n}`}
    />
  );
}

/** SPEC §2 /promotion/groupbuy-N: pictures, group and struck prices, countdown to the end, the minimum and buy now. */
export function GroupbuyDetailPage({ groupbuy, time }: { groupbuy: GroupbuyDetailView; time: number }) {
  const { t } = useTranslation();
  const now = useServerNow(time);
  // Over when the answer said so, or once the countdown runs out on this page.
  const over = groupbuy.status === 3 || now >= groupbuy.end;
  const timer = over ? (
    <span className="text-[13px]">{t('groupbuy.over')}</span>
  ) : groupbuy.status === 1 ? (
    <PromotionCountdown end={groupbuy.start} serverTime={time} label={t('groupbuy.startsIn')} />
  ) : (
    <PromotionCountdown end={groupbuy.end} serverTime={time} label={t('groupbuy.endsIn')} />
  );
  return (
    <PromotionDetail
      goods={groupbuy}
      icon={Users}
      label={t('groupbuy.title')}
      timer={timer}
      priceLabel={t('groupbuy.groupPrice')}
      price={groupbuy.groupbuyPrice}
      marketPrice={groupbuy.price}
      stock={{ left: groupbuy.stock, sold: groupbuy.sold }}
    >
      <BuyBox groupbuy={groupbuy} over={over} />
    </PromotionDetail>
  );
}
