import { shopSettlementEndpoint } from '@zay/contract';
import { ConsoleListPage } from '~/components/console/console-list-page';
import { SettlementView } from '~/features/aftersale/console/settlement-view';
import { loadConsolePage } from '~/lib/console-list.server';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/settlement';
import { requireStaff } from './seller.server';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadConsolePage(request, context, requireStaff, 'afterSale.settlement', (call, page) =>
    call(shopSettlementEndpoint, { page, page_size: 20 }),
  );

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/seller/settlement`: the shop's settlement ledger (ADR 059). */
export default function SellerSettlementRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, list: settlement, message } = loaderData;
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
