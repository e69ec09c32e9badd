import { Link } from 'react-router';
import { Img } from '~/components/ui/img';
import { MarketPrice, Price } from '~/components/ui/price';
import { StockBar } from '~/components/promotion/promotion-status';
import { useTranslation } from '~/lib/translation';
import type { GroupbuyCardView } from './groupbuy-types';

/** A group-buy tile: picture, name, group price over the struck price, the minimum, what is left, and the way to buy. */
export function GroupbuyCard({ card, eager }: { card: GroupbuyCardView; eager?: boolean }) {
  const { t } = useTranslation();
  const to = `/promotion/groupbuy-${card.id}`;
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
        <span className="text-xs text-muted">{t('groupbuy.groupPrice')}</span>
        <Price amount={card.groupbuyPrice} className="text-[18px]" />
        <MarketPrice amount={card.price} />
      </p>
      <p className="mt-1 text-xs leading-tight-text text-muted">{t('groupbuy.minimum', { count: card.buyNum })}</p>
      <div className="mt-2">
        <StockBar stock={card.stock} sold={card.sold} />
      </div>
      <div className="mt-auto pt-3">
        <Link
          to={to}
          className="flex h-9 items-center justify-center rounded bg-brand px-4 text-[14px] text-white hover:bg-brand-dark"
        >
          {t('groupbuy.buyNow')}
        </Link>
      </div>
    </article>
  );
}
