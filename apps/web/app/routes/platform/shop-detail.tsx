import { platformShopDetailEndpoint } from '@zay/contract';
import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { Fact, Panel } from '~/components/console/console-ui';
import { formatPrice } from '~/components/ui/price';
import { StatusPanel } from '~/components/ui/status-panel';
import { CommissionPanel, ShopFreezePanel } from '~/features/shop/console/platform-shop-actions';
import { ShopState } from '~/features/shop/console/platform-shop-table';
import { serverApi } from '~/lib/api.server';
import { formatDateTime } from '~/lib/format-time';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/shop-detail';
import { requirePlatformStaff } from './platform.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const id = Number(new URL(request.url).searchParams.get('id'));
  const title = serverI18n(resolveLang(request)).t('platformShops2.detailTitle');
  if (!Number.isSafeInteger(id) || id < 1) return { title, shop: null, message: '' };
  const detail = await serverApi(request, context)(platformShopDetailEndpoint, { site_id: id });
  return { title, shop: detail.ok ? detail.data : null, message: detail.ok ? '' : detail.message };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/shop?id=`: a shop's owner, staff, goods, orders and settlement; freeze and commission (ADR 103). */
export default function PlatformShopRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { shop, message } = loaderData;
  const back = (
    <Link to="/platform/shops" className="text-[13px] text-brand hover:underline">
      {t('platformShops2.backToList')}
    </Link>
  );
  if (!shop)
    return (
      <div className="mx-auto grid max-w-[1280px] gap-3">
        {back}
        <div className="bg-white py-6">
          <StatusPanel icon={Store} compact title={t('platformShops2.notFound')} description={message} />
        </div>
      </div>
    );
  const s = shop.settlement;
  return (
    <div className="mx-auto grid max-w-[1280px] gap-3">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl leading-tight-text font-semibold break-words text-ink">{shop.site_name}</h1>
        <ShopState status={shop.shop_status} />
      </div>
      <Panel title={t('platformShops2.factsTitle')} testId="shop-facts">
        <dl className="grid grid-cols-3 gap-x-6 gap-y-2">
          <Fact label={t('platformShops2.idLabel')}>{shop.site_id}</Fact>
          <Fact label={t('platformShops2.category')}>{shop.category_name || '—'}</Fact>
          <Fact label={t('platformShops2.joined')}>{shop.create_time ? formatDateTime(shop.create_time) : '—'}</Fact>
          <Fact label={t('platformShops2.owner')}>{shop.owner_name || '—'}</Fact>
          <Fact label={t('platformShops2.ownerAccount')}>{shop.owner_username || '—'}</Fact>
          <Fact label={t('platformShops2.ownerMobile')}>{shop.owner_mobile || shop.telephone || '—'}</Fact>
          <Fact label={t('platformShops2.staff')}>{shop.staff_count}</Fact>
          <Fact label={t('platformShops2.goods')}>
            {t('platformShops2.goodsCounts', { all: shop.goods_count, onSale: shop.goods_on_sale })}
          </Fact>
          <Fact label={t('platformShops2.address')}>{shop.full_address || '—'}</Fact>
          <Fact label={t('platformShops2.orders')}>{shop.order_count}</Fact>
          <Fact label={t('platformShops2.openOrders')}>{shop.open_order_count}</Fact>
          <Fact label={t('platformShops2.completedOrders')}>{shop.completed_order_count}</Fact>
          <Fact label={t('platformShops2.sales')}>{formatPrice(shop.sales)}</Fact>
        </dl>
      </Panel>
      <Panel title={t('platformShops2.settlementTitle')} testId="shop-settlement">
        <dl className="grid grid-cols-4 gap-x-6 gap-y-2">
          <Fact label={t('platformShops2.income')}>{formatPrice(s.income)}</Fact>
          <Fact label={t('platformShops2.refunded')}>{formatPrice(s.refunded)}</Fact>
          <Fact label={t('platformShops2.commission')}>{formatPrice(s.commission)}</Fact>
          <Fact label={t('platformShops2.balance')}>{formatPrice(s.balance)}</Fact>
        </dl>
      </Panel>
      <div className="grid grid-cols-2 gap-4">
        <ShopFreezePanel key={`f${shop.shop_status}`} shop={shop} />
        <CommissionPanel key={`c${shop.commission.own}`} shop={shop} />
      </div>
    </div>
  );
}
