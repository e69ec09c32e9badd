import { sellerShopCategoryListEndpoint } from '@zay/contract';
import { FolderTree } from 'lucide-react';
import { StatusPanel } from '~/components/ui/status-panel';
import { ShopCategories } from '~/features/shop/console/shop-categories';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/categories';
import { requireStaff } from './seller.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const list = await serverApi(request, context)(sellerShopCategoryListEndpoint, {});
  return {
    title: serverI18n(resolveLang(request)).t('shopJoin.menuCategories'),
    list: list.ok ? list.data : null,
    message: list.ok ? '' : list.message,
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/seller/categories` (issue 30, ADR 089): the shop's own two-level categories, their order and visibility. */
export default function SellerCategoriesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, list, message } = loaderData;
  return (
    <div className="mx-auto grid max-w-[1100px] gap-4">
      <div>
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        <p className="mt-1 text-[13px] leading-text text-muted">{t('shopJoin.categoriesIntro')}</p>
      </div>
      {list ? (
        <ShopCategories list={list} />
      ) : (
        <StatusPanel icon={FolderTree} compact title={t('shopJoin.categoriesLoadFailed')} description={message} />
      )}
    </div>
  );
}
