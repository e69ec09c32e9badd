import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useCatalogueAction } from '~/lib/catalogue-action';
import { useTranslation } from '~/lib/translation';
import type { GoodsView } from './goods-types';

/** The buy-now button's value; add to cart posts the intent `cart-add`. */
export const BUY_NOW = 'buy-now';

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

/** The quantity chosen, what is wrong with it once touched, and buy now / add to cart (login-gated). */
export function useBuyBox(goods: GoodsView) {
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
  // The buttons submit a plain form (ADR 095): before script runs the browser posts it to the
  // route's action (add to cart) or opens the checkout (buy now); once it runs, this takes over.
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    go(submitter?.value === BUY_NOW);
  }
  const change = (value: string) => {
    setTouched(true);
    setText(value);
  };

  return { min, max, soldOut, text, touched, error, adding: cart.busy, submit, change };
}
