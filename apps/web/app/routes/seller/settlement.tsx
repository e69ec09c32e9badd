import { shopSettlementEndpoint } from '@zay/contract';
import { ConsoleListPage } from '~/components/console/console-list-page';
import { SettlementView } from '~/features/aftersale/console/settlement-view';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { pageFrom } from '~/lib/page-query';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/settlement';
import { requireStaff } from './seller.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const page = pageFrom(request);
  const result = await serverApi(request, context)(shopSettlementEndpoint, { page, page_size: 20 });
  return {
    title: serverI18n(resolveLang(request)).t('afterSale.settlement'),
    page,
    settlement: result.ok ? result.data : null,
    message: result.ok ? '' : result.message,
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/seller/settlement`: the shop's settlement ledger (ADR 059). */
export default function SellerSettlementRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, settlement, message } = loaderData;
  return (
    <ConsoleListPage
      title={t('afterSale.settlement')}
      width="max-w-[1100px]"
      message={message}
      page={page}
      pageCount={settlement?.page_count ?? 1}
      href={(p) => `/seller/settlement?page=${p}`}
    >
      {settlement && <SettlementView s={settlement} />}
    </ConsoleListPage>
  );
}
