import { Store } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { Img } from '~/components/ui/img';
import { OwnShopBadge } from '~/components/ui/own-shop-badge';
import { Price } from '~/components/ui/price';
import { ShopRatings, type ShopScores } from '~/components/ui/shop-ratings';

export type StreetOrder = 'default' | 'sales' | 'credit';

export interface StreetShopView {
  siteId: number;
  name: string;
  logo: string;
  own: boolean;
  level: string;
  business: string;
  description: string;
  scores: ShopScores;
  followers: number;
  sales: number;
  goods: { skuId: number; name: string; image: string; price: string }[];
}

function ShopLogo({ shop }: { shop: StreetShopView }) {
  return (
    <Link to={`/shop-${shop.siteId}`} className="shrink-0" tabIndex={-1} aria-hidden>
      <Img
        kind="shop"
        src={shop.logo}
        width={88}
        height={88}
        alt=""
        className="size-[88px] rounded-full border border-line object-cover"
      />
    </Link>
  );
}

function ShopFigures({ shop }: { shop: StreetShopView }) {
  const { t } = useTranslation();
  const n = (v: number) => v.toLocaleString('en-US');
  return (
    <p className="mt-2 flex gap-4 text-xs text-muted">
      <span>{t('catalogue.followers', { count: shop.followers, formatted: n(shop.followers) })}</span>
      <span>{t('street.sales', { count: shop.sales, formatted: n(shop.sales) })}</span>
    </p>
  );
}

function ShopSide({ shop }: { shop: StreetShopView }) {
  const { t } = useTranslation();
  return (
    <div className="flex w-[460px] shrink-0 gap-4 border-r border-line pr-6">
      <ShopLogo shop={shop} />
      <div className="min-w-0 flex-1">
        <h2 className="flex items-center gap-2">
          <Link
            to={`/shop-${shop.siteId}`}
            className="truncate text-[16px] leading-tight-text font-semibold text-ink hover:text-brand"
          >
            {shop.name}
          </Link>
          {shop.own && <OwnShopBadge />}
        </h2>
        {shop.level && <p className="text-xs text-accent-ink">{shop.level}</p>}
        <p className="mt-1 truncate text-[13px] text-muted">
          {t('street.mainBusiness')}: <span className="text-body">{shop.business || '—'}</span>
        </p>
        <div className="mt-2">
          <ShopRatings scores={shop.scores} layout="row" />
        </div>
        <ShopFigures shop={shop} />
        <Link
          to={`/shop-${shop.siteId}`}
          className="mt-3 inline-flex h-8 items-center gap-1.5 rounded border border-brand px-4 text-[13px] text-brand hover:bg-brand hover:text-white"
        >
          <Store size={14} aria-hidden />
          {t('catalogue.enterShop')}
        </Link>
      </div>
    </div>
  );
}

/** One shop of the shop street: who it is, how it rates, and its best sellers. */
export function StreetRow({ shop }: { shop: StreetShopView }) {
  const { t } = useTranslation();
  return (
    <li className="flex gap-6 rounded-lg bg-white p-5">
      <ShopSide shop={shop} />
      <ul aria-label={t('street.bestSellers', { shop: shop.name })} className="grid flex-1 grid-cols-4 gap-3">
        {shop.goods.map((g) => (
          <li key={g.skuId}>
            <Link to={`/sku-${g.skuId}`} title={g.name} className="group/g block">
              <Img
                kind="goods"
                src={g.image}
                width={150}
                height={150}
                alt={g.name}
                className="aspect-square w-full rounded object-cover"
              />
              <Price amount={g.price} className="mt-1 block text-[13px]" />
              {/* Burmese leading on every page: goods names mix in Burmese, whose marks from the clamped
                  second line show under the first at Chinese or English leading. */}
              <span className="line-clamp-1 text-xs leading-[1.75] text-muted group-hover/g:text-brand">{g.name}</span>
            </Link>
          </li>
        ))}
        {shop.goods.length === 0 && (
          <li className="col-span-4 self-center text-center text-[13px] text-subtle">{t('street.noGoods')}</li>
        )}
      </ul>
    </li>
  );
}
