import { useTranslation } from '~/lib/translation';
import { DeleteCell, GoodsCell } from './cart-line-row';
import type { CartItem } from './cart-view';

interface Props {
  items: CartItem[];
  onDelete: (cartIds: number[]) => void;
}

function InvalidRow({ item, onDelete }: { item: CartItem; onDelete: Props['onDelete'] }) {
  const { t } = useTranslation();
  return (
    <tr className="border-t border-line bg-[#fafafa] align-top">
      <td className="py-4 pl-4" />
      <td className="py-4 pr-4">
        <GoodsCell item={item} tag={t(item.problem === 'soldOut' ? 'cart.soldOut' : 'cart.offSale')} />
      </td>
      <td colSpan={3} className="py-4 text-center text-[13px] text-subtle">
        {t(item.problem === 'soldOut' ? 'cart.soldOutNote' : 'cart.offSaleNote')}
      </td>
      <DeleteCell item={item} onDelete={() => onDelete([item.cartId])} />
    </tr>
  );
}

/** Lines that cannot be bought now (off sale, sold out): shown apart, never selected, easy to clear. */
export function CartInvalid({ items, onDelete }: Props) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <tbody>
      <tr className="bg-[#fafafa]">
        <th scope="colgroup" colSpan={4} className="py-3 pl-4 text-left text-[13px] font-semibold text-muted">
          {t('cart.invalidTitle', { count: items.length })}
        </th>
        <td colSpan={2} className="py-3 pr-4 text-right">
          <button
            type="button"
            onClick={() => onDelete(items.map((i) => i.cartId))}
            className="text-[13px] text-brand hover:underline"
          >
            {t('cart.clearInvalid')}
          </button>
        </td>
      </tr>
      {items.map((item) => (
        <InvalidRow key={item.cartId} item={item} onDelete={onDelete} />
      ))}
    </tbody>
  );
}
