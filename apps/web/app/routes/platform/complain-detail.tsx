import { platformComplainDetailEndpoint } from '@zay/contract';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { orderGoodsRecord } from '~/lib/order-goods.server';
import { useTranslation } from '~/lib/translation';
import { RefundCasePage } from '../seller/refund-case-page';
import type { Route } from './+types/complain-detail';
import { requirePlatformStaff } from './platform.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const detail = await orderGoodsRecord(request, context, platformComplainDetailEndpoint);
  if (!detail) throw new Response(null, { status: 404 });
  return { title: serverI18n(resolveLang(request)).t('afterSale.platformTitle'), detail };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/complain_detail?order_goods_id=`: both sides' record and the platform's decision. */
export default function PlatformComplainDetailRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <RefundCasePage
      queue="/platform/complain"
      queueTitle={t('afterSale.platformTitle')}
      detail={loaderData.detail}
      by="platform"
    />
  );
}
