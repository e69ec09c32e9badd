import { platformCouponPageEndpoint, sellerCouponPageEndpoint } from '@zay/contract';
import { Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { PagedRows } from '~/components/console/console-list-page';
import { CouponTypeTable } from '~/features/promotion/coupon/console/coupon-type-table';
import { BUTTON } from '~/components/console/console-ui';
import { serverApi } from '~/lib/api.server';
import { listOrMessage } from '~/lib/console-list.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { pageFrom } from '~/lib/page-query';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/coupons';
import { couponConsoleOf } from './coupon-console.server';

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { where, platform } = await couponConsoleOf(request, context);
  const page = pageFrom(request);
  const endpoint = where === 'platform' ? platformCouponPageEndpoint : sellerCouponPageEndpoint;
  const result = await serverApi(request, context)(endpoint, { page, page_size: PAGE_SIZE });
  return {
    title: serverI18n(resolveLang(request)).t('coupons.sellerTitle'),
    where,
    platform,
    page,
    ...listOrMessage(result),
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/seller/coupons`: the shop's coupon types; `/platform/coupons`: the platform coupon types (ADR 063, 072); newest first. */
export default function SellerCouponsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, where, platform, page, list: types, message } = loaderData;
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
      <PagedRows
        list={types}
        page={page}
        href={(p) => `/${where}/coupons?page=${p}`}
        icon={Ticket}
        empty={t('coupons.sellerEmpty')}
        emptyText={t('coupons.sellerEmptyText')}
        message={message}
      >
        {(rows) => <CouponTypeTable types={rows} where={where} />}
      </PagedRows>
    </div>
  );
}
