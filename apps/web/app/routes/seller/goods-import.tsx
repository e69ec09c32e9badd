import { GOODS_IMPORT_STATE, sellerGoodsImportJobEndpoint } from '@zay/contract';
import { Link } from 'react-router';
import { PLAIN_BUTTON } from '~/components/console/console-ui';
import { ExportGoodsButton } from '~/features/catalog/goods-import/console/export-goods-button';
import { GoodsImportPanel } from '~/features/catalog/goods-import/console/goods-import-panel';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/goods-import';
import { requireStaff } from './seller.server';

/** `/seller/goods_import`: the shop's goods from a CSV file, checked first, applied in the background (ADR 108). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const latest = await serverApi(request, context)(sellerGoodsImportJobEndpoint, {});
  return {
    title: serverI18n(resolveLang(request)).t('goodsImport.title'),
    running: latest.ok && latest.data.state === GOODS_IMPORT_STATE.RUNNING ? latest.data : null,
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function SellerGoodsImportRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, running } = loaderData;
  return (
    <div className="mx-auto max-w-[1280px]">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        <div className="flex flex-wrap gap-3">
          <ExportGoodsButton />
          <Link to="/seller/goods" className={PLAIN_BUTTON}>
            {t('goodsConsole.backToList')}
          </Link>
        </div>
      </div>
      <p className="mb-3 text-[13px] text-muted">{t('goodsImport.intro')}</p>
      <GoodsImportPanel running={running} />
    </div>
  );
}
