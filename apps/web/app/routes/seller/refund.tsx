import { shopRefundDetailEndpoint } from '@zay/contract';
import { Link } from 'react-router';
import { RefundCase } from '~/features/aftersale/console/refund-case';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/refund';
import { requireStaff } from './seller.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = Math.trunc(Number(new URL(request.url).searchParams.get('order_goods_id')));
  const found = id > 0 ? await serverApi(request, context)(shopRefundDetailEndpoint, { order_goods_id: id }) : null;
  // Another shop's goods, like a missing one, is not found.
  if (!found?.ok) throw new Response(null, { status: 404 });
  return { title: serverI18n(resolveLang(request)).t('afterSale.queueTitle'), detail: found.data };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/seller/refund?order_goods_id=`: one after-sale, its record and the shop's decision. */
export default function SellerRefundRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-[1100px]">
      <Link to="/seller/refunds" className="mb-3 inline-block text-[13px] text-link hover:text-brand">
        ← {t('afterSale.queueTitle')}
      </Link>
      <RefundCase d={loaderData.detail} by="shop" />
    </div>
  );
}
