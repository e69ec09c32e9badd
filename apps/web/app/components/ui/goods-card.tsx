import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { Img } from './img';
import { MarketPrice, Price } from './price';

export interface GoodsCardData {
  skuId: number;
  name: string;
  image: string;
  price: string;
  marketPrice: string;
  saleNum: number;
  introduction?: string;
  shopName?: string;
  own?: boolean;
  freeShipping?: boolean;
}

function Tags({ goods }: { goods: GoodsCardData }) {
  const { t } = useTranslation();
  if (!goods.own && !goods.freeShipping) return null;
  return (
    <span className="flex gap-1 text-2xs leading-tight-text">
      {goods.own && <span className="rounded-sm bg-brand px-1 text-white">{t('catalogue.ownShop')}</span>}
      {goods.freeShipping && (
        <span className="rounded-sm border border-brand px-1 text-brand">{t('catalogue.freeShipping')}</span>
      )}
    </span>
  );
}

/** The tile's foot, kept at the bottom however long the name: tags, then shop and sales. */
function CardFoot({ goods }: { goods: GoodsCardData }) {
  const { t } = useTranslation();
  return (
    <div className="mt-auto flex flex-col gap-1 pt-2">
      <Tags goods={goods} />
      <p className="flex justify-between gap-2 text-xs text-subtle">
        <span className="truncate">{goods.shopName}</span>
        <span className="shrink-0">{t('goods.sold', { count: goods.saleNum })}</span>
      </p>
    </div>
  );
}

/** A goods tile: square image, two-line name, price and sales; links to the goods page. */
export function GoodsCard({
  goods,
  imageSize = 200,
  eager,
}: {
  goods: GoodsCardData;
  imageSize?: number;
  /** The first row of a list is above the fold. */
  eager?: boolean;
}) {
  return (
    <Link
      to={`/sku-${goods.skuId}`}
      title={goods.name}
      className="group/goods flex h-full flex-col rounded-lg bg-white p-3 transition hover:-translate-y-0.5 hover:shadow-[0_8px_24px_rgba(0,0,0,0.08)]"
    >
      <Img
        kind="goods"
        thumb
        src={goods.image}
        width={imageSize}
        height={imageSize}
        alt={goods.name}
        eager={eager}
        className="mx-auto aspect-square w-full rounded object-cover"
      />
      <div className="mt-2 flex flex-wrap items-baseline gap-x-2">
        <Price amount={goods.price} className="text-[16px]" />
        <MarketPrice amount={goods.marketPrice} />
      </div>
      <h3 className="mt-1 line-clamp-2 text-[13px] leading-tight-text text-ink group-hover/goods:text-brand">
        {goods.name}
      </h3>
      {goods.introduction && <p className="mt-0.5 truncate text-xs text-subtle">{goods.introduction}</p>}
      <CardFoot goods={goods} />
    </Link>
  );
}
