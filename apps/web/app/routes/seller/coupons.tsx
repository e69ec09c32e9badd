import { platformCouponPageEndpoint, sellerCouponPageEndpoint } from '@zay/contract';
import { Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { Pager } from '~/components/ui/pager';
import { StatusPanel } from '~/components/ui/status-panel';
import { CouponTypeTable } from '~/features/seller/coupons/coupon-type-table';
import { BUTTON } from '~/components/console/console-ui';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/coupons';
import { couponConsoleOf } from './coupon-console.server';

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { where, platform } = await couponConsoleOf(request, context);
  const n = Number(new URL(request.url).searchParams.get('page') ?? 1);
  const page = Number.isSafeInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
  const endpoint = where === 'platform' ? platformCouponPageEndpoint : sellerCouponPageEndpoint;
  const result = await serverApi(request, context)(endpoint, { page, page_size: PAGE_SIZE });
  return {
    title: serverI18n(resolveLang(request)).t('coupons.sellerTitle'),
    where,
    platform,
    page,
    types: result.ok ? result.data : null,
    message: result.ok ? '' : result.message,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => [
  ...pageMeta(matches, location.pathname, { title: loaderData?.title }),
  { name: 'robots', content: 'noindex' },
];

/** `/seller/coupons`: the shop's coupon types; `/platform/coupons`: the platform coupon types (ADR 063, 072); newest first. */
export default function SellerCouponsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, where, platform, page, types, message } = loaderData;
  return (
    <div className="mx-auto max-w-[1280px]">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
          {platform && <p className="mt-1 text-[13px] text-muted">{t('coupons.sellerPlatformNote')}</p>}
        </div>
        {types && (
          <Link to={`/${where}/coupon_edit`} className={BUTTON}>
            {t('coupons.sellerNew')}
          </Link>
        )}
      </div>
      {types && types.list.length > 0 ? (
        <>
          <CouponTypeTable types={types.list} where={where} />
          <Pager page={page} pageCount={types.page_count} href={(p) => `/${where}/coupons?page=${p}`} />
        </>
      ) : (
        <div className="bg-white py-6">
          <StatusPanel
            icon={Ticket}
            title={types ? t('coupons.sellerEmpty') : message}
            description={types ? t('coupons.sellerEmptyText') : ''}
            compact
          />
        </div>
      )}
    </div>
  );
}
