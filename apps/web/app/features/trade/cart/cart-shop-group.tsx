import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/translation';
import { CartLineRow } from './cart-line-row';
import type { ShopGroup } from './cart-view';
import { SelectBox } from './select-box';

interface Props {
  group: ShopGroup;
  selected: ReadonlySet<number>;
  onSelect: (cartIds: number[], checked: boolean) => void;
  onDelete: (cartIds: number[]) => void;
}

/** One shop's lines under a header row that selects them all. */
export function CartShopGroup({ group, selected, onSelect, onDelete }: Props) {
  const { t } = useTranslation();
  const ids = group.items.map((i) => i.cartId);
  const chosen = ids.filter((id) => selected.has(id)).length;
  return (
    <tbody className="border-b-8 border-page">
      <tr className="bg-white">
        <td className="py-3 pl-4">
          <SelectBox
            checked={chosen === ids.length}
            mixed={chosen > 0}
            onChange={(checked) => onSelect(ids, checked)}
            label={t('cart.selectShop', { shop: group.siteName })}
          />
        </td>
        <th scope="colgroup" colSpan={5} className="py-3 text-left text-[13px] font-semibold text-ink">
          <Link to={`/shop-${group.siteId}`} className="inline-flex items-center gap-1.5 hover:text-brand">
            <Store size={15} className="text-brand" aria-hidden />
            {group.siteName}
          </Link>
        </th>
      </tr>
      {group.items.map((item) => (
        <CartLineRow
          key={item.cartId}
          item={item}
          selected={selected.has(item.cartId)}
          onSelect={(checked) => onSelect([item.cartId], checked)}
          onDelete={() => onDelete([item.cartId])}
        />
      ))}
    </tbody>
  );
}
