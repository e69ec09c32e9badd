import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { LazyConfirmDialog } from '~/components/ui/lazy-confirm-dialog';
import { useTranslation } from '~/lib/translation';
import { CartInvalid } from './cart-invalid';
import { CartShopGroup } from './cart-shop-group';
import { CartSummary } from './cart-summary';
import { groupCart, totalsOf, type CartLineInput, type CartView } from './cart-view';
import { useCartDeletion } from './use-cart-deletion';
import { useSelection } from './use-selection';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';

const TH = 'py-3 text-[13px] font-normal text-muted';
const COLUMNS: Column[] = [
  { label: 'cart.colSelect', className: `${TH} w-12 pl-4`, unseen: true },
  { label: 'cart.colGoods', className: `${TH} text-left` },
  { label: 'cart.colPrice', className: `${TH} w-36` },
  { label: 'cart.colQuantity', className: `${TH} w-44` },
  { label: 'cart.colSubtotal', className: `${TH} w-36` },
  { label: 'cart.colOperation', className: `${TH} w-28 pr-4` },
];

interface TableProps {
  view: CartView;
  selection: ReturnType<typeof useSelection>;
  deletion: ReturnType<typeof useCartDeletion>;
}

/** The lines by shop, then those that cannot be bought now. */
function CartTable({ view, selection, deletion }: TableProps) {
  const { t } = useTranslation();
  return (
    <table className="w-full table-fixed border-collapse" aria-busy={deletion.busy}>
      <caption className="sr-only">{t('cart.tableCaption')}</caption>
      <ColumnHeads columns={COLUMNS} className="border-b-8 border-page bg-white" />
      {view.groups.map((group) => (
        <CartShopGroup
          key={group.siteId}
          group={group}
          selected={selection.selected}
          onSelect={selection.set}
          onDelete={deletion.ask}
        />
      ))}
      <CartInvalid items={view.invalid} onDelete={deletion.ask} />
    </table>
  );
}

function DeleteConfirm({ deletion }: { deletion: ReturnType<typeof useCartDeletion> }) {
  const { t } = useTranslation();
  if (!deletion.pending) return null;
  return (
    <LazyConfirmDialog
      title={t('cart.deleteTitle', { count: deletion.pending.length })}
      description={t('cart.deleteText')}
      confirmLabel={t('cart.delete')}
      onConfirm={deletion.confirm}
      onClose={deletion.cancel}
    />
  );
}

/** The member's cart: lines by shop, selection, quantities, deletion and the way to checkout. */
export function CartPage({ lines }: { lines: CartLineInput[] }) {
  const navigate = useNavigate();
  const view = useMemo(() => groupCart(lines), [lines]);
  const items = useMemo(() => view.groups.flatMap((g) => g.items), [view]);
  const selection = useSelection(items);
  const totals = totalsOf(items, selection.selected);
  const deletion = useCartDeletion();

  const checkout = () => {
    if (selection.chosen.length > 0) navigate(`/payment?cart_ids=${selection.chosen.join(',')}`);
  };

  return (
    <>
      <CartTable view={view} selection={selection} deletion={deletion} />
      <CartSummary
        totals={totals}
        allSelected={selection.all}
        someSelected={selection.some}
        selectable={items.length > 0}
        onSelectAll={selection.selectAll}
        onDeleteSelected={() => deletion.ask(selection.chosen)}
        onCheckout={checkout}
        chosen={selection.chosen}
      />
      <DeleteConfirm deletion={deletion} />
    </>
  );
}
