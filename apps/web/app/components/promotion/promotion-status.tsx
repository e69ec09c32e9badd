import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Img } from '~/components/ui/img';
import { MarketPrice, Price } from '~/components/ui/price';
import { useServerNow } from '~/lib/server-now';
import { useTranslation } from '~/lib/translation';

/*
 * A running promotion's tile, time and stock left, shared by the seckill, group-buy and topic pages
 * and the home page's seckill floor: one module, so a page that shows a promotion loads one small chunk.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** "Ends in [Nd] HH:MM:SS" to `end` on the server's clock; "Activity ended" once it passes. */
export function PromotionCountdown({
  end,
  serverTime,
  label,
  tone = 'light',
}: {
  end: number;
  serverTime: number;
  label: string;
  tone?: 'light' | 'dark';
}) {
  const { t } = useTranslation();
  const now = useServerNow(serverTime);
  if (now >= end) return <span className="text-[13px]">{t('seckill.ended')}</span>;
  const left = end - now;
  // Past a day (group buys run for weeks) the days lead: "3d 04:05:06".
  const days = Math.floor(left / 86_400);
  const cells = [Math.floor((left % 86_400) / 3600), Math.floor((left % 3600) / 60), left % 60];
  const cell =
    tone === 'light'
      ? 'inline-block min-w-7 rounded bg-white/25 px-1 text-center font-semibold tabular-nums'
      : 'inline-block min-w-7 rounded bg-ink px-1 text-center font-semibold text-white tabular-nums';
  return (
    <span className="flex flex-wrap items-center gap-1 text-[13px]" role="timer" aria-live="off">
      <span>{label}</span>
      {days > 0 && (
        <span className={cell}>
          {days}
          {t('seckill.days')}
        </span>
      )}
      {cells.map((n, i) => (
        <span key={i} className="flex items-center gap-1">
          {i > 0 && ':'}
          <span className={cell}>{pad(n)}</span>
        </span>
      ))}
    </span>
  );
}

/** Sold share of a promotion's quantity, 0–100. */
export const soldPercent = (c: { stock: number; sold: number }) =>
  c.stock + c.sold > 0 ? Math.round((c.sold * 100) / (c.stock + c.sold)) : 100;

/** How much of the promotion's quantity is gone, as a bar, with what is left. */
export function StockBar({ stock, sold }: { stock: number; sold: number }) {
  const { t } = useTranslation();
  const percent = soldPercent({ stock, sold });
  return (
    <div className="grid gap-1">
      <div
        className="h-2 overflow-hidden rounded-full bg-[#f6d5d5]"
        role="progressbar"
        aria-label={t('seckill.stockLeft')}
        aria-valuemin={0}
        aria-valuemax={stock + sold}
        aria-valuenow={stock}
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
      <p className="flex flex-wrap justify-between gap-x-2 text-xs leading-tight-text text-muted">
        <span>{t('seckill.soldPercent', { percent })}</span>
        <span className="text-brand">{stock > 0 ? t('seckill.left', { count: stock }) : t('seckill.soldOut')}</span>
      </p>
    </div>
  );
}

/** A promotion's goods tile: its picture and name linking to the promotion's page, then its own lines. */
export function PromotionTile(props: {
  to: string;
  name: string;
  image: string;
  eager?: boolean;
  children: ReactNode;
}) {
  return (
    <article className="flex h-full flex-col rounded-lg bg-white p-3 transition hover:shadow-[0_8px_24px_rgba(0,0,0,0.08)]">
      <Link to={props.to} title={props.name} tabIndex={-1} aria-hidden>
        <Img
          kind="goods"
          src={props.image}
          width={200}
          height={200}
          alt=""
          eager={props.eager}
          className="mx-auto aspect-square w-full rounded object-cover"
        />
      </Link>
      <h3 className="mt-2 line-clamp-2 min-h-[2.8em] text-[13px] leading-text text-body">
        <Link to={props.to} className="hover:text-brand">
          {props.name}
        </Link>
      </h3>
      {props.children}
    </article>
  );
}

/** A tile's promotion price over the struck price; `label` names it, on screen or for screen readers only. */
export function TilePrice(props: { label: string; labelShown?: boolean; amount: string; struck: string }) {
  return (
    <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
      <span className={props.labelShown ? 'text-xs text-muted' : 'sr-only'}>{props.label}</span>
      <Price amount={props.amount} className="text-[18px]" />
      <MarketPrice amount={props.struck} />
    </p>
  );
}

/** A tile's buy button, or in its place why it cannot be bought (`closed`: not open yet, sold out). */
export function TileBuy(props: { to: string; label: string; closed: string | null; className: string }) {
  return props.closed === null ? (
    <Link
      to={props.to}
      className={`${props.className} inline-flex h-9 items-center justify-center rounded bg-brand px-4 text-[14px] text-white hover:bg-brand-dark`}
    >
      {props.label}
    </Link>
  ) : (
    <span
      className={`${props.className} inline-flex h-9 items-center justify-center rounded bg-[#eee] px-4 text-[14px] text-muted`}
    >
      {props.closed}
    </span>
  );
}
