import { Price } from '~/components/ui/price';
import { useHydrated } from '~/lib/hydrated';
import { useTranslation } from '~/lib/translation';
import type { Totals } from './cart-view';
import { SelectBox } from './select-box';

interface Props {
  totals: Totals;
  allSelected: boolean;
  someSelected: boolean;
  selectable: boolean;
  onSelectAll: (checked: boolean) => void;
  onDeleteSelected: () => void;
  onCheckout: () => void;
  /** The chosen lines, posted by the checkout button's form before script runs. */
  chosen: number[];
}

function SelectAll(props: Pick<Props, 'allSelected' | 'someSelected' | 'selectable' | 'onSelectAll'>) {
  const { allSelected, someSelected, selectable, onSelectAll } = props;
  const { t } = useTranslation();
  return (
    <label className="flex cursor-pointer items-center gap-2 text-[13px] text-body">
      <SelectBox
        checked={allSelected}
        mixed={someSelected}
        disabled={!selectable}
        onChange={onSelectAll}
        label={t('cart.selectAll')}
      />
      <span aria-hidden>{t('cart.selectAll')}</span>
    </label>
  );
}

/** Select all, delete the selection, how many and how much, and check out; it stays in view. */
export function CartSummary(props: Props) {
  const { totals, allSelected, someSelected, selectable, onSelectAll, onDeleteSelected, onCheckout, chosen } = props;
  const { t } = useTranslation();
  // Deleting asks first in a dialog, which needs script (ADR 095).
  const ready = useHydrated();
  return (
    <section
      aria-label={t('cart.summary')}
      className="sticky bottom-0 z-10 mt-3 flex min-h-16 flex-wrap items-center gap-x-6 gap-y-2 border border-line bg-white pl-4 shadow-[0_-2px_8px_rgba(0,0,0,0.05)]"
    >
      <SelectAll
        allSelected={allSelected}
        someSelected={someSelected}
        selectable={selectable}
        onSelectAll={onSelectAll}
      />
      <button
        type="button"
        onClick={onDeleteSelected}
        disabled={!ready || totals.lines === 0}
        aria-busy={!ready || undefined}
        className="text-[13px] text-body hover:text-brand disabled:cursor-not-allowed disabled:text-subtle"
      >
        {t('cart.deleteSelected')}
      </button>
      <div className="ml-auto flex items-center gap-6">
        <p className="text-[13px] text-body">{t('cart.selectedCount', { count: totals.count })}</p>
        <p className="flex items-baseline gap-2 text-[13px] text-body" aria-live="polite">
          <span>{t('cart.total')}</span>
          <Price amount={totals.amount} className="text-[22px]" />
        </p>
        {/* A plain form (ADR 095): before script runs the browser opens the checkout of every chosen line. */}
        <form
          method="get"
          action="/payment"
          onSubmit={(e) => {
            e.preventDefault();
            onCheckout();
          }}
        >
          <input type="hidden" name="cart_ids" value={chosen.join(',')} />
          <button
            type="submit"
            disabled={totals.lines === 0}
            className="h-16 min-w-36 bg-brand px-8 text-[17px] font-semibold whitespace-nowrap text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-[#b0b0b0]"
          >
            {t('cart.checkout')}
          </button>
        </form>
      </div>
    </section>
  );
}
