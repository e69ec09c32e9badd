import { LoaderCircle, Minus, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { useCartWrite } from './cart-actions';
import { maxQuantity, type CartItem } from './cart-view';

const STEP_DELAY_MS = 450;
/** Below this the shopper is told how many are left. */
const LOW_STOCK = 10;
const BUTTON =
  'grid size-8 place-items-center border-line bg-[#fafafa] text-body hover:text-brand disabled:cursor-not-allowed disabled:text-[#c4c4c4]';

/**
 * The quantity of one cart line. − and + stay within the minimum, the stock and the purchase
 * limit and are sent after a short pause (several clicks make one call); a typed number is sent
 * on Enter or when the field is left. The API decides: a refusal shows its message under the
 * stepper and the quantity goes back to what the cart holds.
 */
export function LineQuantity({ item }: { item: CartItem }) {
  const { t } = useTranslation();
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
  const step = (delta: number) => {
    const next = String(Math.min(Math.max(max, item.minBuy), Math.max(item.minBuy, n + delta)));
    dirty.current = true;
    setError('');
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(next), STEP_DELAY_MS);
  };

  const errorId = `qty-error-${item.cartId}`;
  return (
    <div className="flex flex-col items-center gap-1">
      <div className="flex items-center gap-1.5">
        <div className="flex h-8 rounded border border-line" aria-busy={cart.busy}>
          <button
            type="button"
            className={`${BUTTON} border-r`}
            onClick={() => step(-1)}
            disabled={n <= item.minBuy}
            aria-label={t('cart.decrease', { name: item.name })}
          >
            <Minus size={13} aria-hidden />
          </button>
          <input
            type="text"
            inputMode="numeric"
            value={text}
            onChange={(e) => {
              dirty.current = true;
              setError('');
              setText(e.target.value.replace(/\D/g, '').slice(0, 5));
            }}
            onBlur={() => dirty.current && send(text)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') send(text);
              if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
                e.preventDefault();
                step(e.key === 'ArrowUp' ? 1 : -1);
              }
            }}
            aria-label={t('cart.quantityOf', { name: item.name })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="w-12 text-center text-[13px] outline-none focus-visible:bg-brand-soft"
          />
          <button
            type="button"
            className={`${BUTTON} border-l`}
            onClick={() => step(1)}
            disabled={n >= max}
            aria-label={t('cart.increase', { name: item.name })}
          >
            <Plus size={13} aria-hidden />
          </button>
        </div>
        <span className="w-4">
          {cart.busy && <LoaderCircle size={14} className="animate-spin text-subtle" aria-label={t('cart.updating')} />}
        </span>
      </div>
      <div className="min-h-4 max-w-36 text-center text-xs leading-tight-text">
        <p id={errorId} role="alert" className="text-brand">
          {error}
        </p>
        {!error && <LimitNote item={item} max={max} />}
      </div>
    </div>
  );
}

function LimitNote({ item, max }: { item: CartItem; max: number }) {
  const { t } = useTranslation();
  if (item.num > max) return <p className="text-accent-ink">{t('cart.onlyLeft', { count: max })}</p>;
  if (item.maxBuy > 0) return <p className="text-subtle">{t('cart.limit', { count: item.maxBuy })}</p>;
  if (item.stock <= LOW_STOCK) return <p className="text-subtle">{t('cart.onlyLeft', { count: item.stock })}</p>;
  return null;
}
