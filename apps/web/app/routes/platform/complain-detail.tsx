import { platformComplainDetailEndpoint } from '@zay/contract';
import { Link } from 'react-router';
import { RefundCase } from '~/features/aftersale/console/refund-case';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/complain-detail';
import { requirePlatformStaff } from './platform.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const id = Math.trunc(Number(new URL(request.url).searchParams.get('order_goods_id')));
  const found =
    id > 0 ? await serverApi(request, context)(platformComplainDetailEndpoint, { order_goods_id: id }) : null;
  if (!found?.ok) throw new Response(null, { status: 404 });
  return { title: serverI18n(resolveLang(request)).t('afterSale.platformTitle'), detail: found.data };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/complain_detail?order_goods_id=`: both sides' record and the platform's decision. */
export default function PlatformComplainDetailRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-[1100px]">
      <Link to="/platform/complain" className="mb-3 inline-block text-[13px] text-link hover:text-brand">
        ← {t('afterSale.platformTitle')}
      </Link>
      <RefundCase d={loaderData.detail} by="platform" />
    </div>
  );
}
