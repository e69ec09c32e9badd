import { Link } from 'react-router';
import { Img } from '~/components/ui/img';
import { MarketPrice, Price } from '~/components/ui/price';
import { useTranslation } from '~/lib/translation';
import type { SeckillCardView } from './seckill-types';
import { StockBar } from '~/components/promotion/promotion-status';

/** A seckill tile: picture, name, flash price over the struck price, stock left, and the way to buy. */
export function SeckillCard({ card, running, eager }: { card: SeckillCardView; running: boolean; eager?: boolean }) {
  const { t } = useTranslation();
  const to = `/promotion/seckill-${card.id}`;
  return (
    <article className="flex h-full flex-col rounded-lg bg-white p-3 transition hover:shadow-[0_8px_24px_rgba(0,0,0,0.08)]">
      <Link to={to} title={card.name} tabIndex={-1} aria-hidden>
        <Img
          kind="goods"
          src={card.image}
          width={200}
          height={200}
          alt=""
          eager={eager}
          className="mx-auto aspect-square w-full rounded object-cover"
        />
      </Link>
      <h3 className="mt-2 line-clamp-2 min-h-[2.8em] text-[13px] leading-text text-body">
        <Link to={to} className="hover:text-brand">
          {card.name}
        </Link>
      </h3>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
        <span className="sr-only">{t('seckill.seckillPrice')}</span>
        <Price amount={card.seckillPrice} className="text-[18px]" />
        <MarketPrice amount={card.price} />
      </p>
      <div className="mt-2">
        <StockBar stock={card.stock} sold={card.sold} />
      </div>
      {running && card.stock > 0 ? (
        <Link
          to={to}
          className="mt-3 inline-flex h-9 items-center justify-center rounded bg-brand px-4 text-[14px] text-white hover:bg-brand-dark"
        >
          {t('seckill.buyNow')}
        </Link>
      ) : (
        <span className="mt-3 inline-flex h-9 items-center justify-center rounded bg-[#eee] px-4 text-[14px] text-muted">
          {card.stock > 0 ? t('seckill.notOpen') : t('seckill.soldOut')}
        </span>
      )}
    </article>
  );
}
