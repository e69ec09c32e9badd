import { Link } from 'react-router';
import { Img } from '~/components/ui/img';
import { MarketPrice, Price } from '~/components/ui/price';
import { useTranslation } from '~/lib/translation';
import { lineTotal, type CartItem } from './cart-view';
import { LineQuantity } from './line-quantity';
import { SelectBox } from './select-box';

interface Props {
  item: CartItem;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onDelete: () => void;
}

/** Picture, name and spec; an unbuyable line is greyed and says why (`tag`). */
/** The last cell of a line, valid or not: its delete button, named after the goods for screen readers. */
export function DeleteCell({ item, onDelete }: { item: CartItem; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <td className="py-4 pr-4 text-center">
      <button
        type="button"
        onClick={onDelete}
        className="text-[13px] text-muted hover:text-brand hover:underline"
        aria-label={t('cart.deleteLine', { name: item.name })}
      >
        {t('cart.delete')}
      </button>
    </td>
  );
}

export function GoodsCell({ item, tag }: { item: CartItem; tag?: string }) {
  const dim = !!tag;
  return (
    <div className="flex min-w-0 items-start gap-3">
      <Link to={`/sku-${item.skuId}`} className="shrink-0" tabIndex={-1} aria-hidden>
        <Img
          kind="goods"
          thumb
          src={item.image}
          width={72}
          height={72}
          alt=""
          className={`size-[72px] rounded border border-line object-cover ${dim ? 'opacity-50' : ''}`}
        />
      </Link>
      <div className="min-w-0">
        <Link
          to={`/sku-${item.skuId}`}
          className={`line-clamp-2 text-[13px] leading-text break-words hover:text-brand ${dim ? 'text-subtle' : 'text-ink'}`}
        >
          {item.name}
        </Link>
        {item.spec && <p className="mt-1 line-clamp-1 text-xs text-subtle">{item.spec}</p>}
        {tag && <p className="mt-2 w-fit rounded bg-[#e4e4e4] px-2 py-0.5 text-xs text-ink">{tag}</p>}
      </div>
    </div>
  );
}

/** One buyable line: select, goods, unit price, quantity, subtotal, delete. */
export function CartLineRow({ item, selected, onSelect, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <tr className={`border-t border-line align-top ${selected ? 'bg-[#fffaf6]' : 'bg-white'}`}>
      <td className="py-4 pl-4">
        <SelectBox checked={selected} onChange={onSelect} label={t('cart.selectLine', { name: item.name })} />
      </td>
      <td className="py-4 pr-4">
        <GoodsCell item={item} />
      </td>
      <td className="py-4 text-center">
        <div className="flex flex-col items-center">
          <Price amount={item.price} className="text-[14px] font-normal text-ink" />
          {Number(item.marketPrice) > Number(item.price) && <MarketPrice amount={item.marketPrice} />}
        </div>
      </td>
      <td className="py-3 text-center">
        <LineQuantity item={item} />
      </td>
      <td className="py-4 text-center">
        <Price amount={lineTotal(item)} className="text-[14px]" />
      </td>
      <DeleteCell item={item} onDelete={onDelete} />
    </tr>
  );
}
