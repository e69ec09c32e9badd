import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyConfirmDialog } from '~/components/ui/lazy-confirm-dialog';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';
import { useCartWrite } from './cart-actions';
import { CartInvalid } from './cart-invalid';
import { CartShopGroup } from './cart-shop-group';
import { CartSummary } from './cart-summary';
import { groupCart, totalsOf, type CartLineInput } from './cart-view';
import { useSelection } from './use-selection';

function ColumnHeads() {
  const { t } = useTranslation();
  const th = 'py-3 text-[13px] font-normal text-muted';
  return (
    <thead className="border-b-8 border-page bg-white">
      <tr>
        <th scope="col" className={`${th} w-12 pl-4`}>
          <span className="sr-only">{t('cart.colSelect')}</span>
        </th>
        <th scope="col" className={`${th} text-left`}>
          {t('cart.colGoods')}
        </th>
        <th scope="col" className={`${th} w-36`}>
          {t('cart.colPrice')}
        </th>
        <th scope="col" className={`${th} w-44`}>
          {t('cart.colQuantity')}
        </th>
        <th scope="col" className={`${th} w-36`}>
          {t('cart.colSubtotal')}
        </th>
        <th scope="col" className={`${th} w-28 pr-4`}>
          {t('cart.colOperation')}
        </th>
      </tr>
    </thead>
  );
}

/** The member's cart: lines by shop, selection, quantities, deletion and the way to checkout. */
export function CartPage({ lines }: { lines: CartLineInput[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const view = useMemo(() => groupCart(lines), [lines]);
  const items = useMemo(() => view.groups.flatMap((g) => g.items), [view]);
  const selection = useSelection(items);
  const totals = totalsOf(items, selection.selected);
  const [pending, setPending] = useState<number[] | null>(null);
  const writer = useCartWrite((result) => {
    if (result.intent === 'delete' && result.ok) void notifySuccess(t('cart.deleted'));
  });

  const confirmDelete = () => {
    if (pending) writer.remove(pending);
    setPending(null);
  };
  const checkout = () => {
    if (selection.chosen.length > 0) navigate(`/payment?cart_ids=${selection.chosen.join(',')}`);
  };

  return (
    <>
      <table className="w-full table-fixed border-collapse" aria-busy={writer.busy}>
        <caption className="sr-only">{t('cart.tableCaption')}</caption>
        <ColumnHeads />
        {view.groups.map((group) => (
          <CartShopGroup
            key={group.siteId}
            group={group}
            selected={selection.selected}
            onSelect={selection.set}
            onDelete={setPending}
          />
        ))}
        <CartInvalid items={view.invalid} onDelete={setPending} />
      </table>
      <CartSummary
        totals={totals}
        allSelected={selection.all}
        someSelected={selection.some}
        selectable={items.length > 0}
        onSelectAll={selection.selectAll}
        onDeleteSelected={() => setPending(selection.chosen)}
        onCheckout={checkout}
      />
      {pending && (
        <LazyConfirmDialog
          title={t('cart.deleteTitle', { count: pending.length })}
          description={t('cart.deleteText')}
          confirmLabel={t('cart.delete')}
          onConfirm={confirmDelete}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
