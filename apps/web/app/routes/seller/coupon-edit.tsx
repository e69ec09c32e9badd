import { platformCouponInfoEndpoint, sellerCouponInfoEndpoint } from '@zay/contract';
import { Ticket } from 'lucide-react';
import { StatusPanel } from '~/components/ui/status-panel';
import { CouponForm } from '~/features/promotion/coupon/console/coupon-form';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import type { Route } from './+types/coupon-edit';
import { couponConsoleOf } from './coupon-console.server';

/** `/seller/coupon_edit` (`/platform/coupon_edit`) creates a coupon type; `?coupon_type_id=N` edits one of the shop's (the platform's). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { where, platform } = await couponConsoleOf(request, context);
  const id = Number(new URL(request.url).searchParams.get('coupon_type_id') ?? 0);
  const i18n = serverI18n(resolveLang(request));
  const result =
    id > 0 && Number.isSafeInteger(id)
      ? await serverApi(request, context)(
          where === 'platform' ? platformCouponInfoEndpoint : sellerCouponInfoEndpoint,
          {
            coupon_type_id: id,
          },
        )
      : null;
  return {
    title: i18n.t(id > 0 ? 'coupons.formEditTitle' : 'coupons.formNewTitle'),
    where,
    platform,
    type: result?.ok ? result.data : null,
    message: result && !result.ok ? result.message : '',
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function SellerCouponEditRoute({ loaderData }: Route.ComponentProps) {
  const { title, where, platform, type, message } = loaderData;
  return (
    <div className="mx-auto max-w-[1280px]">
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{title}</h1>
      {message ? (
        <StatusPanel icon={Ticket} title={message} description="" compact />
      ) : (
        <CouponForm key={type?.coupon_type_id ?? 0} type={type} platform={platform} where={where} />
      )}
    </div>
  );
}
