import { useTranslation } from 'react-i18next';
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
}

/** A goods tile: square image, two-line name, price and sales; links to the goods page. */
export function GoodsCard({ goods, imageSize = 200 }: { goods: GoodsCardData; imageSize?: number }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/sku-${goods.skuId}`}
      title={goods.name}
      className="group/goods flex h-full flex-col rounded-lg bg-white p-3 transition hover:-translate-y-0.5 hover:shadow-[0_8px_24px_rgba(0,0,0,0.08)]"
    >
      <Img
        kind="goods"
        src={goods.image}
        width={imageSize}
        height={imageSize}
        alt={goods.name}
        className="mx-auto aspect-square w-full rounded object-cover"
      />
      <h3 className="mt-2 line-clamp-2 text-[13px] leading-tight-text text-ink group-hover/goods:text-brand">
        {goods.name}
      </h3>
      {goods.introduction && <p className="mt-0.5 truncate text-xs text-subtle">{goods.introduction}</p>}
      <div className="mt-auto flex items-baseline gap-2 pt-2">
        <Price amount={goods.price} className="text-[16px]" />
        <MarketPrice amount={goods.marketPrice} />
      </div>
      <p className="mt-0.5 text-xs text-subtle">{t('goods.sold', { count: goods.saleNum })}</p>
    </Link>
  );
}
