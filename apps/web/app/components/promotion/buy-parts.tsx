import { Minus, Plus, Store, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Img } from '~/components/ui/img';
import { MarketPrice, Price } from '~/components/ui/price';
import { StockBar } from './promotion-status';
import { useTranslation } from '~/lib/translation';

/** The pictures, one large and up to five to choose it (the seckill and group-buy pages). */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  return (
    <div className="w-[400px] shrink-0">
      <Img
        kind="goods"
        src={images[shown]}
        width={400}
        height={400}
        alt={name}
        eager
        className="aspect-square w-full rounded-lg border border-line bg-white object-cover"
      />
      {images.length > 1 && (
        <ul className="mt-2 flex gap-2" aria-label={t('seckill.pictures')}>
          {images.slice(0, 5).map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setShown(i)}
                aria-pressed={i === shown}
                className={`block rounded border-2 ${i === shown ? 'border-brand' : 'border-transparent'}`}
              >
                <Img
                  kind="goods"
                  src={src}
                  width={64}
                  height={64}
                  alt={`${name} ${i + 1}`}
                  className="size-16 rounded object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const STEP =
  'grid size-9 place-items-center bg-[#fafafa] text-body hover:text-brand disabled:cursor-not-allowed disabled:text-[#c4c4c4]';

/** Quantity within `min` (1, or a group buy's minimum) … `max` (the stock, and the daily limit when there is one). */
export function Quantity({
  value,
  min = 1,
  max,
  onChange,
}: {
  value: string;
  min?: number;
  max: number;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  const n = Number(value) || 0;
  const step = (d: number) => onChange(String(Math.min(max, Math.max(min, n + d))));
  return (
    <div className="flex h-9 w-fit rounded border border-line">
      <button
        type="button"
        className={`${STEP} border-r border-line`}
        onClick={() => step(-1)}
        disabled={n <= min}
        aria-label={t('seckill.decrease')}
      >
        <Minus size={14} aria-hidden />
      </button>
      <input
        type="text"
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 4))}
        aria-label={t('seckill.quantity')}
        className="w-14 text-center text-[14px] outline-offset-[-2px]"
      />
      <button
        type="button"
        className={`${STEP} border-l border-line`}
        onClick={() => step(1)}
        disabled={n >= max}
        aria-label={t('seckill.increase')}
      >
        <Plus size={14} aria-hidden />
      </button>
    </div>
  );
}

/**
 * A promotion's detail page (seckill, group buy): pictures, name and shop, a banner with the
 * promotion's name and its countdown, its price over the struck price, what is left, and the buy box.
 */
export function PromotionDetail(props: {
  images: string[];
  name: string;
  shopName: string;
  icon: LucideIcon;
  label: string;
  timer: ReactNode;
  priceLabel: string;
  price: string;
  marketPrice: string;
  stock: number;
  sold: number;
  children: ReactNode;
}) {
  const { icon: Icon } = props;
  return (
    <div className="flex gap-8 rounded-lg bg-white p-6">
      <Gallery images={props.images} name={props.name} />
      <div className="min-w-0 flex-1">
        <h1 className="text-[20px] leading-tight-text font-semibold text-ink">{props.name}</h1>
        <p className="mt-1 flex items-center gap-1 text-[13px] text-muted">
          <Store size={14} aria-hidden />
          {props.shopName}
        </p>
        <div className="mt-4 overflow-hidden rounded-lg bg-[#fff7f5]">
          <div className="flex flex-wrap items-center justify-between gap-2 bg-gradient-to-r from-brand to-accent px-4 py-2 text-white">
            <span className="flex items-center gap-1.5 text-[15px] font-semibold">
              <Icon size={16} aria-hidden />
              {props.label}
            </span>
            {props.timer}
          </div>
          <div className="grid gap-3 px-4 py-3">
            <div className="flex flex-wrap items-baseline gap-x-3">
              <span className="min-w-20 shrink-0 text-[13px] whitespace-nowrap text-muted">{props.priceLabel}</span>
              <Price amount={props.price} className="text-[28px]" />
              <MarketPrice amount={props.marketPrice} />
            </div>
            <div className="max-w-sm">
              <StockBar stock={props.stock} sold={props.sold} />
            </div>
          </div>
        </div>
        <div className="mt-5">{props.children}</div>
      </div>
    </div>
  );
}
