import { Link } from 'react-router';
import { GoodsThumb } from '~/components/ui/thumb';

/** The goods an after-sale is about: picture, name (to its page) and quantity. */
export function RefundGoods({ g }: { g: { sku_id: number; sku_image: string; sku_name: string; num: number } }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <GoodsThumb src={g.sku_image} size={56} />
      <div className="min-w-0">
        <Link to={`/sku-${g.sku_id}`} className="line-clamp-2 leading-text break-words text-ink hover:text-brand">
          {g.sku_name}
        </Link>
        <span className="text-xs text-muted">× {g.num}</span>
      </div>
    </div>
  );
}

export const BOX = 'bg-white px-6 py-5';
export const H2 = 'mb-3 text-[15px] font-semibold text-ink';
export const BUTTON =
  'h-9 rounded bg-brand px-5 text-[14px] text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';
/** A buyer's after-sale form's submit button (`FormEnd`). */
export const SUBMIT = `self-start ${BUTTON}`;
export const BUTTON_LINE =
  'inline-flex h-9 items-center rounded border border-line px-4 text-[14px] text-body hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2';

/** A refund's or complaint's facts (`FactList`): labels a fixed width, values wrapping. */
export const FACTS = 'grid max-w-[640px] grid-cols-[minmax(120px,max-content)_1fr] gap-x-6 gap-y-2 text-[13px]';
export const FACT_VALUE = 'break-words text-ink';
