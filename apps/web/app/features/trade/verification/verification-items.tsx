import type { VerifyRow } from '@zay/contract';
import { GoodsThumb } from '~/components/ui/thumb';
import { Price } from '~/components/ui/price';
import { useTranslation } from '~/lib/translation';

/** The goods a code stands for: picture, name, price and quantity. */
export function VerifyItems({ items }: { items: VerifyRow['item_array'] }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-line">
      {items.map((item, i) => (
        <li key={i} className="flex items-center gap-4 py-3">
          <GoodsThumb src={item.img} size={64} />
          <p className="min-w-0 flex-1 leading-text break-words text-ink">{item.name}</p>
          <Price amount={item.price} className="w-32 text-right font-normal text-ink" />
          <p className="w-36 text-right text-[13px] text-body">{t('verify.quantity', { num: item.num })}</p>
        </li>
      ))}
    </ul>
  );
}
