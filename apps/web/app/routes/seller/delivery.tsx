import { regionListEndpoint, sellerDeliveryInfoEndpoint, sellerShopInfoEndpoint } from '@zay/contract';
import { ShopDelivery } from '~/features/shop/console/shop-delivery';
import { dataOr, serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/delivery';
import { requireStaff } from './seller.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const call = serverApi(request, context);
  const [delivery, states, shop] = await Promise.all([
    call(sellerDeliveryInfoEndpoint, {}),
    call(regionListEndpoint, { pid: 0 }),
    call(sellerShopInfoEndpoint, {}),
  ]);
  // Local delivery serves the cities (districts) of the shop's own state/region.
  const province = shop.ok ? shop.data.province_id : 0;
  const cities = province > 0 ? dataOr(await call(regionListEndpoint, { pid: province }), []) : [];
  return {
    title: serverI18n(resolveLang(request)).t('sellerDelivery.menu'),
    delivery: delivery.ok ? delivery.data : null,
    message: delivery.ok ? '' : delivery.message,
    states: dataOr(states, []),
    cities,
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/seller/delivery` (issue 30, ADR 101): express fee templates, pickup stores and local delivery. */
export default function SellerDeliveryRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, delivery, message, states, cities } = loaderData;
  return (
    <div className="mx-auto grid max-w-[1100px] gap-4">
      <div>
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        <p className="mt-1 text-[13px] leading-text text-muted">{t('sellerDelivery.intro')}</p>
      </div>
      <ShopDelivery d={delivery} states={states} cities={cities} message={message} />
    </div>
  );
}
