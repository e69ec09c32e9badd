import { Link } from 'react-router';
import { PromotionTile, StockBar, TilePrice } from '~/components/promotion/promotion-status';
import { useTranslation } from '~/lib/translation';
import type { GroupbuyCardView } from './groupbuy-types';

/** A group-buy tile: picture, name, group price over the struck price, the minimum, what is left, and the way to buy. */
export function GroupbuyCard({ card, eager }: { card: GroupbuyCardView; eager?: boolean }) {
  const { t } = useTranslation();
  const to = `/promotion/groupbuy-${card.id}`;
  return (
    <PromotionTile to={to} name={card.name} image={card.image} eager={eager}>
      <TilePrice label={t('groupbuy.groupPrice')} labelShown amount={card.groupbuyPrice} struck={card.price} />
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
    </PromotionTile>
  );
}
