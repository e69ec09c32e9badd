import { shopUnsubscribeEndpoint, type FollowedShop } from '@zay/contract';
import { Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Img } from '~/components/ui/img';
import { OwnShopBadge } from '~/components/ui/own-shop-badge';
import { ShopRatings } from '~/components/ui/shop-ratings';
import { api } from '~/lib/api';
import { useTranslation } from '~/lib/translation';
import { useConfirmedWrite } from '../use-confirmed-write';

/** Followed shops as cards: logo, name, own-shop tag, the three ratings, telephone; unfollow after asking. */
export function FollowedShops({ shops }: { shops: FollowedShop[] }) {
  const { t } = useTranslation();
  const { busy, ask, dialog } = useConfirmedWrite();
  if (shops.length === 0)
    return <p className="py-16 text-center text-[13px] text-muted">{t('memberCentre.noFollowedShops')}</p>;
  return (
    <>
      <ul className="grid grid-cols-2 gap-4 max-lg:grid-cols-1">
        {shops.map((shop) => (
          <li key={shop.site_id} className="flex gap-4 rounded border border-line p-4" data-testid="followed-shop">
            <Link to={`/shop-${shop.site_id}`} className="shrink-0">
              <Img
                kind="shop"
                src={shop.logo}
                width={72}
                height={72}
                alt=""
                className="size-18 rounded object-contain"
              />
            </Link>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <div className="flex items-center gap-2">
                <Link
                  to={`/shop-${shop.site_id}`}
                  className="truncate text-[15px] font-semibold text-ink hover:text-brand"
                >
                  {shop.site_name}
                </Link>
                {shop.is_own === 1 && <OwnShopBadge />}
              </div>
              <ShopRatings
                layout="row"
                scores={{
                  desc: shop.shop_desccredit,
                  service: shop.shop_servicecredit,
                  delivery: shop.shop_deliverycredit,
                }}
              />
              {shop.telephone && (
                <p className="flex items-center gap-1 text-xs text-muted">
                  <Phone size={12} aria-hidden />
                  {shop.telephone}
                </p>
              )}
            </div>
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                ask({
                  title: t('memberCentre.unfollowShopTitle'),
                  description: t('memberCentre.unfollowShopText', { name: shop.site_name }),
                  run: () => api(shopUnsubscribeEndpoint, { site_id: shop.site_id }),
                  done: t('memberCentre.unfollowed'),
                })
              }
              className="self-start rounded border border-line px-3 py-1 text-[13px] leading-tight-text whitespace-nowrap text-body hover:border-brand hover:text-brand disabled:opacity-60"
            >
              {t('memberCentre.unfollow')}
            </button>
          </li>
        ))}
      </ul>
      {dialog}
    </>
  );
}
