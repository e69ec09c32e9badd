import { useEffect, useRef, useState } from 'react';
import { useCartWrite } from './cart-actions';
import { maxQuantity, type CartItem } from './cart-view';

const STEP_DELAY_MS = 450;

/**
 * A cart line's quantity as typed and as the cart holds it. − and + stay within the minimum, the
 * stock and the purchase limit and are sent after a short pause (several clicks make one call); a
 * typed number is sent on Enter or when the field is left. The API decides: a refusal keeps its
 * message and the quantity goes back to what the cart holds.
 */
export function useLineQuantity(item: CartItem) {
  const [text, setText] = useState(String(item.num));
  const [error, setError] = useState('');
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cart = useCartWrite((result) => {
    dirty.current = false;
    setError(result.ok ? '' : result.message);
    setText(String(item.num));
  });
  const max = maxQuantity(item);
  const n = Number(text) || 0;

  useEffect(() => {
    if (!dirty.current) setText(String(item.num));
  }, [item.num]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (value: string) => {
    clearTimeout(timer.current);
    if (value === '' || value === String(item.num)) {
      dirty.current = false;
      setText(String(item.num));
      return;
    }
    cart.edit(item.cartId, value);
  };

  return {
    text,
    error,
    busy: cart.busy,
    max,
    canLower: n > item.minBuy,
    canRaise: n < max,
    type: (value: string) => {
      dirty.current = true;
      setError('');
      setText(value.replace(/\D/g, '').slice(0, 5));
    },
    commit: () => dirty.current && send(text),
    step: (delta: number) => {
      const next = String(Math.min(Math.max(max, item.minBuy), Math.max(item.minBuy, n + delta)));
      dirty.current = true;
      setError('');
      setText(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(next), STEP_DELAY_MS);
    },
  };
}
