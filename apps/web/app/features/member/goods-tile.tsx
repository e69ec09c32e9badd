import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Img } from '~/components/ui/img';
import { Price } from '~/components/ui/price';

/** One goods tile of the member centre's lists, with a bin button in its corner. */
export function GoodsTile(props: {
  skuId: number;
  image: string;
  name: string;
  price: string;
  testId: string;
  removeLabel: string;
  busy: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="group relative rounded border border-line p-2" data-testid={props.testId}>
      <Link to={`/sku-${props.skuId}`} className="block text-[13px]">
        <Img
          kind="goods"
          thumb
          src={props.image}
          width={160}
          height={160}
          alt=""
          className="aspect-square w-full rounded object-cover"
        />
        <p className="mt-2 line-clamp-2 leading-text break-words text-ink group-hover:text-brand">{props.name}</p>
        <Price amount={props.price} />
      </Link>
      <button
        type="button"
        disabled={props.busy}
        aria-label={props.removeLabel}
        onClick={props.onRemove}
        className="absolute top-3 right-3 rounded-full bg-white/90 p-1.5 text-muted shadow hover:text-brand"
      >
        <Trash2 size={16} aria-hidden />
      </button>
    </li>
  );
}
