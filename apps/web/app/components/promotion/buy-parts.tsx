import { Minus, Plus, Store, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorLine } from '~/components/ui/form-end';
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
 * A promotion's detail page (seckill, group buy, topic goods): pictures, name and shop, a banner
 * with the promotion's name (a link to it with `labelTo`) and its countdown, its price over the
 * struck price, what is left (with `stock`), and the buy box.
 */
export function PromotionDetail(props: {
  /** The promotion's goods as its page shows them. */
  goods: { images: string[]; name: string; shopName: string };
  icon: LucideIcon;
  label: string;
  labelTo?: string;
  timer: ReactNode;
  priceLabel: string;
  price: string;
  marketPrice: string;
  stock?: { left: number; sold: number };
  children: ReactNode;
}) {
  const { icon: Icon, stock, goods } = props;
  const label = (
    <>
      <Icon size={16} aria-hidden className="shrink-0" />
      <span className="truncate">{props.label}</span>
    </>
  );
  const LABEL = 'flex min-w-0 items-center gap-1.5 text-[15px] font-semibold';
  return (
    <div className="flex gap-8 rounded-lg bg-white p-6">
      <Gallery images={goods.images} name={goods.name} />
      <div className="min-w-0 flex-1">
        <h1 className="text-[20px] leading-tight-text font-semibold text-ink">{goods.name}</h1>
        <p className="mt-1 flex items-center gap-1 text-[13px] text-muted">
          <Store size={14} aria-hidden />
          {goods.shopName}
        </p>
        <div className="mt-4 overflow-hidden rounded-lg bg-[#fff7f5]">
          <div className="flex flex-wrap items-center justify-between gap-2 bg-gradient-to-r from-brand to-accent px-4 py-2 text-white">
            {props.labelTo ? (
              <Link to={props.labelTo} className={`${LABEL} hover:underline`}>
                {label}
              </Link>
            ) : (
              <span className={LABEL}>{label}</span>
            )}
            {props.timer}
          </div>
          <div className="grid gap-3 px-4 py-3">
            <div className="flex flex-wrap items-baseline gap-x-3">
              <span className="min-w-20 shrink-0 text-[13px] whitespace-nowrap text-muted">{props.priceLabel}</span>
              <Price amount={props.price} className="text-[28px]" />
              <MarketPrice amount={props.marketPrice} />
            </div>
            {stock && (
              <div className="max-w-sm">
                <StockBar stock={stock.left} sold={stock.sold} />
              </div>
            )}
          </div>
        </div>
        <div className="mt-5">{props.children}</div>
      </div>
    </div>
  );
}

/** Why a promotion cannot be bought (not started, over), and the way to its goods page. */
export function NotOnSale({ why, skuId, label }: { why: string; skuId: number; label: string }) {
  return (
    <div className="grid gap-3">
      <p role="status" className="text-[14px] text-brand">
        {why}
      </p>
      <Link
        to={`/sku-${skuId}`}
        className="inline-flex h-11 w-fit items-center rounded border border-brand px-8 text-[15px] text-brand hover:bg-brand-soft"
      >
        {label}
      </Link>
    </div>
  );
}

/**
 * A promotion's buy box: the quantity from `min` to `max` with a note beside it, the reason the
 * last try was refused, and buy now (sold out when `soldOut`). A quantity below `min` is refused
 * with `tooFew`, one above `max` with `tooMany`; else the shopper goes to `checkout(n)`.
 */
export function PromotionBuyBox(props: {
  quantityLabel: string;
  min?: number;
  max: number;
  note?: ReactNode;
  soldOut: boolean;
  soldOutLabel: string;
  buyLabel: string;
  tooFew: string;
  tooMany: string;
  checkout: (n: number) => string;
}) {
  const navigate = useNavigate();
  const [num, setNum] = useState(String(props.min ?? 1));
  const [error, setError] = useState('');
  function buy() {
    const n = Number(num) || 0;
    const refusal = props.soldOut
      ? props.soldOutLabel
      : n < (props.min ?? 1)
        ? props.tooFew
        : n > props.max
          ? props.tooMany
          : '';
    setError(refusal);
    if (!refusal) void navigate(props.checkout(n));
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3 text-[13px]">
        <span className="min-w-20 shrink-0 text-muted">{props.quantityLabel}</span>
        <Quantity value={num} min={props.min} max={props.max} onChange={setNum} />
        {props.note && <span className="text-muted">{props.note}</span>}
      </div>
      <ErrorLine message={error} />
      <button
        type="button"
        onClick={buy}
        disabled={props.soldOut}
        className="h-12 w-fit rounded bg-brand px-12 text-[16px] font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-[#ccc]"
      >
        {props.soldOut ? props.soldOutLabel : props.buyLabel}
      </button>
    </div>
  );
}
