import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { Img } from '~/components/ui/img';
import { MarketPrice, Price } from '~/components/ui/price';
import type { FloorGoods } from './floor-types';

/** A large featured tile: name and pitch above, picture below. */
export function TileGoods({ goods }: { goods: FloorGoods }) {
  return (
    <Link
      to={`/sku-${goods.skuId}`}
      title={goods.name}
      className="group/tile flex h-full flex-col rounded-lg bg-white p-5 transition hover:shadow-[0_8px_24px_rgba(0,0,0,0.08)]"
    >
      <h3 className="line-clamp-1 text-[15px] leading-tight-text font-semibold text-ink group-hover/tile:text-brand">
        {goods.name}
      </h3>
      <p className="mt-0.5 line-clamp-1 text-xs text-subtle">{goods.introduction}</p>
      <Price amount={goods.price} className="mt-1 text-[15px]" />
      <Img
        kind="goods"
        thumb
        src={goods.image}
        width={160}
        height={160}
        alt={goods.name}
        className="mx-auto mt-auto size-40 object-cover transition duration-300 group-hover/tile:scale-105"
      />
    </Link>
  );
}

/** A compact row: text on the left, a small picture on the right. */
export function CompactGoods({ goods, narrow }: { goods: FloorGoods; narrow?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/sku-${goods.skuId}`}
      title={goods.name}
      className="group/cg flex h-full items-center gap-3 rounded-lg bg-white p-3 transition hover:shadow-[0_6px_18px_rgba(0,0,0,0.07)]"
    >
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-[13px] leading-tight-text text-ink group-hover/cg:text-brand">
          {goods.name}
        </span>
        <span className="mt-1 flex flex-wrap items-baseline gap-x-1.5">
          <Price amount={goods.price} className="text-[14px]" />
          {!narrow && <MarketPrice amount={goods.marketPrice} />}
        </span>
        <span className="text-xs text-subtle">{t('goods.sold', { count: goods.saleNum })}</span>
      </span>
      <Img
        kind="goods"
        thumb
        src={goods.image}
        width={88}
        height={88}
        alt={goods.name}
        className="size-[88px] shrink-0 rounded object-cover"
      />
    </Link>
  );
}
