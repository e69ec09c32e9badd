import { useEffect, useRef, useState } from 'react';
import { useCartWrite } from './cart-actions';
import { maxQuantity, type CartItem } from './cart-view';
import { quantityDigits } from '~/lib/digits';

const STEP_DELAY_MS = 450;

/**
 * The quantity as typed: it follows the cart's until the shopper edits it, and goes back to the
 * cart's on `reset` (with the API's refusal, when there was one).
 */
function useQuantityText(num: number) {
  const [text, setText] = useState(String(num));
  const [error, setError] = useState('');
  const dirty = useRef(false);

  useEffect(() => {
    if (!dirty.current) setText(String(num));
  }, [num]);

  return {
    text,
    error,
    dirty: () => dirty.current,
    edit(value: string) {
      dirty.current = true;
      setError('');
      setText(value);
    },
    reset(message?: string) {
      dirty.current = false;
      if (message !== undefined) setError(message);
      setText(String(num));
    },
  };
}

/**
 * A cart line's quantity as typed and as the cart holds it. − and + stay within the minimum, the
 * stock and the purchase limit and are sent after a short pause (several clicks make one call); a
 * typed number is sent on Enter or when the field is left. The API decides: a refusal keeps its
 * message and the quantity goes back to what the cart holds.
 */
export function useLineQuantity(item: CartItem) {
  const qty = useQuantityText(item.num);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cart = useCartWrite((result) => qty.reset(result.ok ? '' : result.message));
  const max = maxQuantity(item);
  const n = Number(qty.text) || 0;

  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (value: string) => {
    clearTimeout(timer.current);
    if (value === '' || value === String(item.num)) return qty.reset();
    cart.edit(item.cartId, value);
  };

  return {
    text: qty.text,
    error: qty.error,
    busy: cart.busy,
    max,
    canLower: n > item.minBuy,
    canRaise: n < max,
    type: (value: string) => qty.edit(quantityDigits(value)),
    commit: () => qty.dirty() && send(qty.text),
    step: (delta: number) => {
      const next = String(Math.min(Math.max(max, item.minBuy), Math.max(item.minBuy, n + delta)));
      qty.edit(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(next), STEP_DELAY_MS);
    },
  };
}

export type LineQuantityApi = ReturnType<typeof useLineQuantity>;
