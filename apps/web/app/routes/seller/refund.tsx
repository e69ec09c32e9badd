import { shopRefundDetailEndpoint } from '@zay/contract';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { orderGoodsRecord } from '~/lib/order-goods.server';
import { useTranslation } from '~/lib/translation';
import { RefundCasePage } from './refund-case-page';
import type { Route } from './+types/refund';
import { requireStaff } from './seller.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  // Another shop's goods, like a missing one, is not found.
  const detail = await orderGoodsRecord(request, context, shopRefundDetailEndpoint);
  if (!detail) throw new Response(null, { status: 404 });
  return { title: serverI18n(resolveLang(request)).t('afterSale.queueTitle'), detail };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/seller/refund?order_goods_id=`: one after-sale, its record and the shop's decision. */
export default function SellerRefundRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <RefundCasePage
      queue="/seller/refunds"
      queueTitle={t('afterSale.queueTitle')}
      detail={loaderData.detail}
      by="shop"
    />
  );
}
