import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { useNavigate } from 'react-router';
import { FollowButton } from '~/components/ui/follow-button';
import { useCatalogueAction } from '~/lib/catalogue-action';
import type { GoodsView } from './goods-types';
import { QuantityStepper } from './quantity-stepper';

/** SPEC §5: the quantity cannot be 0, and never beyond the stock or the per-order limit. */
function limits(goods: GoodsView) {
  const min = Math.max(1, goods.minBuy);
  const max = goods.maxBuy > 0 ? Math.min(goods.stock, goods.maxBuy) : goods.stock;
  return { min, max, soldOut: goods.stock <= 0 || max < min };
}

function useQuantityError(text: string, min: number, max: number) {
  const { t } = useTranslation();
  const n = Number(text);
  if (!text || n === 0) return t('goodsDetail.quantityZero');
  if (n < min) return t('goodsDetail.minQuantity', { count: min });
  if (n > max) return t('goodsDetail.maxQuantity', { count: max });
  return '';
}

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

/** Quantity, stock, buy now and add to cart (login-gated), and following the goods. */
export function BuyBox({ goods, collected }: { goods: GoodsView; collected: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { min, max, soldOut } = limits(goods);
  const [text, setText] = useState(String(min));
  const [touched, setTouched] = useState(false);
  const error = useQuantityError(text, min, max);
  const cart = useCatalogueAction(`/sku-${goods.skuId}`);

  function go(buy: boolean) {
    setTouched(true);
    if (soldOut || error) return;
    if (!buy) return cart.submit('cart-add', { sku_id: goods.skuId, num: Number(text) });
    if (!cart.loggedIn) return cart.toLogin();
    // Checkout is the order work's page; it reads what to buy from the address.
    navigate(`/payment?sku_id=${goods.skuId}&num=${Number(text)}`);
  }
  const change = (value: string) => {
    setTouched(true);
    setText(value);
  };

  return (
    <div className="mt-5 grid gap-4">
      <div className="flex items-center gap-3">
        <span className="w-20 shrink-0 text-[13px] text-muted">{t('goodsDetail.quantity')}</span>
        <QuantityStepper
          value={text}
          min={min}
          max={Math.max(min, max)}
          disabled={soldOut}
          onChange={change}
          describedBy="stock-note"
        />
        <StockNote goods={goods} soldOut={soldOut} />
      </div>
      <p role="alert" className="-mt-2 min-h-5 pl-23 text-[13px] text-brand">
        {touched && !soldOut && error}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" disabled={soldOut} onClick={() => go(true)} className={BUY}>
          {t('goodsDetail.buyNow')}
        </button>
        <button type="button" disabled={soldOut || cart.busy} onClick={() => go(false)} className={ADD}>
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
    </div>
  );
}
