import { useTranslation } from '~/lib/translation';
import type { SeckillCardView } from './seckill-types';
import { PromotionTile, StockBar, TileBuy, TilePrice } from '~/components/promotion/promotion-status';

/** A seckill tile: picture, name, flash price over the struck price, stock left, and the way to buy. */
export function SeckillCard({ card, running, eager }: { card: SeckillCardView; running: boolean; eager?: boolean }) {
  const { t } = useTranslation();
  const to = `/promotion/seckill-${card.id}`;
  return (
    <PromotionTile to={to} name={card.name} image={card.image} eager={eager}>
      <TilePrice label={t('seckill.seckillPrice')} amount={card.seckillPrice} struck={card.price} />
      {/* Pushed to the tile's foot: a price that fits one line must not lift this tile's button above its neighbours'. */}
      <div className="mt-auto pt-2">
        <StockBar stock={card.stock} sold={card.sold} />
      </div>
      <TileBuy
        to={to}
        label={t('seckill.buyNow')}
        closed={running && card.stock > 0 ? null : card.stock > 0 ? t('seckill.notOpen') : t('seckill.soldOut')}
        className="mt-3"
      />
    </PromotionTile>
  );
}
