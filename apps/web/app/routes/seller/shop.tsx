import { regionListEndpoint, sellerShopInfoEndpoint } from '@zay/contract';
import { Store } from 'lucide-react';
import { StatusPanel } from '~/components/ui/status-panel';
import { ShopProfileForm, ShopStatusPanel } from '~/features/shop/console/shop-profile-form';
import { dataOr, serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/shop';
import { requireStaff } from './seller.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const call = serverApi(request, context);
  const [shop, regions] = await Promise.all([call(sellerShopInfoEndpoint, {}), call(regionListEndpoint, { pid: 0 })]);
  return {
    title: serverI18n(resolveLang(request)).t('shopJoin.menuShop'),
    shop: shop.ok ? shop.data : null,
    message: shop.ok ? '' : shop.message,
    regions: dataOr(regions, []),
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/seller/shop` (issue 30, ADR 089): the owner opens or closes the shop and edits what shoppers see of it. */
export default function SellerShopRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, shop, message, regions } = loaderData;
  return (
    <div className="mx-auto grid max-w-[1100px] gap-4">
      <div>
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        <p className="mt-1 text-[13px] leading-text text-muted">{t('shopJoin.shopIntro')}</p>
      </div>
      {shop ? (
        <>
          <ShopStatusPanel shop={shop} />
          <ShopProfileForm key={shop.site_id} shop={shop} regions={regions} />
        </>
      ) : (
        <StatusPanel icon={Store} compact title={t('shopJoin.shopLoadFailed')} description={message} />
      )}
    </div>
  );
}
