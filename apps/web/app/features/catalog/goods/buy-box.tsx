import { ShoppingCart } from 'lucide-react';
import { FollowButton } from '~/components/ui/follow-button';
import { useTranslation } from '~/lib/translation';
import type { GoodsView } from './goods-types';
import { QuantityStepper } from './quantity-stepper';
import { useBuyBox } from './use-buy-box';

function StockNote({ goods, soldOut }: { goods: GoodsView; soldOut: boolean }) {
  const { t } = useTranslation();
  return (
    <span id="stock-note" className={`text-[13px] ${soldOut ? 'font-semibold text-brand' : 'text-muted'}`}>
      {soldOut ? t('goodsDetail.outOfStock') : t('goodsDetail.stock', { count: goods.stock, unit: goods.unit })}
      {goods.maxBuy > 0 && !soldOut && ` · ${t('goodsDetail.limit', { count: goods.maxBuy })}`}
    </span>
  );
}

const BUY =
  'h-11 min-w-32 rounded border border-brand bg-brand-soft px-6 text-[15px] font-semibold whitespace-nowrap text-brand hover:bg-[#ffe9e9] disabled:cursor-not-allowed disabled:border-line disabled:bg-[#f2f2f2] disabled:text-subtle';
const ADD =
  'flex h-11 min-w-32 items-center justify-center gap-2 rounded bg-brand px-6 text-[15px] font-semibold whitespace-nowrap text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-[#d9d9d9]';

/** Buy now, add to cart and follow. */
function Actions({
  goods,
  collected,
  box,
}: {
  goods: GoodsView;
  collected: boolean;
  box: ReturnType<typeof useBuyBox>;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" disabled={box.soldOut} onClick={() => box.go(true)} className={BUY}>
        {t('goodsDetail.buyNow')}
      </button>
      <button type="button" disabled={box.soldOut || box.adding} onClick={() => box.go(false)} className={ADD}>
        <ShoppingCart size={18} aria-hidden />
        {t('goodsDetail.addToCart')}
      </button>
      <FollowButton
        kind="goods"
        key={goods.skuId}
        id={goods.skuId}
        following={collected}
        count={goods.collectNum}
        className="h-11"
      />
    </div>
  );
}

/** Quantity, stock, buy now and add to cart (login-gated), and following the goods. */
export function BuyBox({ goods, collected }: { goods: GoodsView; collected: boolean }) {
  const { t } = useTranslation();
  const box = useBuyBox(goods);
  return (
    <div className="mt-5 grid gap-4">
      <div className="flex items-center gap-3">
        <span className="w-20 shrink-0 text-[13px] text-muted">{t('goodsDetail.quantity')}</span>
        <QuantityStepper
          value={box.text}
          min={box.min}
          max={Math.max(box.min, box.max)}
          disabled={box.soldOut}
          onChange={box.change}
          describedBy="stock-note"
        />
        <StockNote goods={goods} soldOut={box.soldOut} />
      </div>
      <p role="alert" className="-mt-2 min-h-5 pl-23 text-[13px] text-brand">
        {box.touched && !box.soldOut && box.error}
      </p>
      <Actions goods={goods} collected={collected} box={box} />
    </div>
  );
}
