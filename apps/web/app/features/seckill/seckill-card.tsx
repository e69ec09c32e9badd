import { Link } from 'react-router';
import { MarketPrice, Price } from '~/components/ui/price';
import { useTranslation } from '~/lib/translation';
import type { SeckillCardView } from './seckill-types';
import { PromotionTile, StockBar } from '~/components/promotion/promotion-status';

/** A seckill tile: picture, name, flash price over the struck price, stock left, and the way to buy. */
export function SeckillCard({ card, running, eager }: { card: SeckillCardView; running: boolean; eager?: boolean }) {
  const { t } = useTranslation();
  const to = `/promotion/seckill-${card.id}`;
  return (
    <PromotionTile to={to} name={card.name} image={card.image} eager={eager}>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
        <span className="sr-only">{t('seckill.seckillPrice')}</span>
        <Price amount={card.seckillPrice} className="text-[18px]" />
        <MarketPrice amount={card.price} />
      </p>
      {/* Pushed to the tile's foot: a price that fits one line must not lift this tile's button above its neighbours'. */}
      <div className="mt-auto pt-2">
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
    </PromotionTile>
  );
}
