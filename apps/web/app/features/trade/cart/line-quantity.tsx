import { LoaderCircle, Minus, Plus } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import type { CartItem } from './cart-view';
import { useLineQuantity, type LineQuantityApi } from './use-line-quantity';

/** Below this the shopper is told how many are left. */
const LOW_STOCK = 10;
const BUTTON =
  'grid size-8 place-items-center border-line bg-[#fafafa] text-body hover:text-brand disabled:cursor-not-allowed disabled:text-[#c4c4c4]';

function LimitNote({ item, max }: { item: CartItem; max: number }) {
  const { t } = useTranslation();
  if (item.num > max) return <p className="text-accent-ink">{t('cart.onlyLeft', { count: max })}</p>;
  if (item.maxBuy > 0) return <p className="text-subtle">{t('cart.limit', { count: item.maxBuy })}</p>;
  if (item.stock <= LOW_STOCK) return <p className="text-subtle">{t('cart.onlyLeft', { count: item.stock })}</p>;
  return null;
}

function StepButton({ qty, delta, label }: { qty: LineQuantityApi; delta: 1 | -1; label: string }) {
  return (
    <button
      type="button"
      className={`${BUTTON} ${delta < 0 ? 'border-r' : 'border-l'}`}
      onClick={() => qty.step(delta)}
      disabled={delta < 0 ? !qty.canLower : !qty.canRaise}
      aria-label={label}
    >
      {delta < 0 ? <Minus size={13} aria-hidden /> : <Plus size={13} aria-hidden />}
    </button>
  );
}

/** The API's refusal, or else the limits that apply to the line. */
function QuantityNote({ item, qty, errorId }: { item: CartItem; qty: LineQuantityApi; errorId: string }) {
  return (
    <div className="min-h-4 max-w-36 text-center text-xs leading-tight-text">
      <p id={errorId} role="alert" className="text-brand">
        {qty.error}
      </p>
      {!qty.error && <LimitNote item={item} max={qty.max} />}
    </div>
  );
}

/** − / quantity / + of one cart line, with the API's refusal or the limits under it. */
export function LineQuantity({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const qty = useLineQuantity(item);
  const errorId = `qty-error-${item.cartId}`;
  return (
    <div className="flex flex-col items-center gap-1">
      <div className="flex items-center gap-1.5">
        <div className="flex h-8 rounded border border-line" aria-busy={qty.busy}>
          <StepButton qty={qty} delta={-1} label={t('cart.decrease', { name: item.name })} />
          <input
            type="text"
            inputMode="numeric"
            value={qty.text}
            onChange={(e) => qty.type(e.target.value)}
            onBlur={qty.commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') qty.commit();
              if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
                e.preventDefault();
                qty.step(e.key === 'ArrowUp' ? 1 : -1);
              }
            }}
            aria-label={t('cart.quantityOf', { name: item.name })}
            aria-invalid={qty.error ? true : undefined}
            aria-describedby={qty.error ? errorId : undefined}
            className="w-12 text-center text-[13px] outline-none focus-visible:bg-brand-soft"
          />
          <StepButton qty={qty} delta={1} label={t('cart.increase', { name: item.name })} />
        </div>
        <span className="w-4">
          {qty.busy && <LoaderCircle size={14} className="animate-spin text-subtle" aria-label={t('cart.updating')} />}
        </span>
      </div>
      <QuantityNote item={item} qty={qty} errorId={errorId} />
    </div>
  );
}
