import {
  COUPON_PAGE_SIZE,
  couponTypePageEndpoint,
  platformCouponTypePageEndpoint,
  type CouponType,
  type PlatformCouponType,
} from '@zay/contract';
import { BadgeCheck, LayoutGrid, Timer, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/route';
import { Pager } from '~/components/ui/pager';
import { StatusPanel } from '~/components/ui/status-panel';
import { CouponTabs } from '~/features/promotion/coupon/coupon-tabs';
import { CouponOffer } from '~/features/promotion/coupon/coupon-offer';
import { platformCouponFace, storeCouponFace } from '~/features/promotion/coupon/coupon-terms';
import { USE_LINK } from '~/features/promotion/coupon/receive-button';
import { serverApi } from '~/lib/api.server';
import { pageMeta } from '~/lib/meta';
import { pageFrom } from '~/lib/page-query';
import { pageTitle } from '~/lib/page-title.server';
import { useTranslation } from '~/lib/translation';

/**
 * `?tab=platform` for platform coupons (store coupons otherwise; `site_id=N` one shop's, as the
 * goods page links), `&page=N`: 9 a page (API-SHAPES-MORE §5.1).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const tab = params.get('tab') === 'platform' ? 'platform' : 'store';
  const page = pageFrom(request);
  const siteId = Math.max(0, Math.trunc(Number(params.get('site_id'))) || 0);
  const call = serverApi(request, context);
  const query = { page, page_size: COUPON_PAGE_SIZE };
  const result =
    tab === 'store'
      ? await call(couponTypePageEndpoint, { ...query, site_id: siteId })
      : await call(platformCouponTypePageEndpoint, query);
  return {
    title: pageTitle(request, 'coupon'),
    tab,
    siteId,
    page,
    store: tab === 'store' && result.ok ? (result.data.list as CouponType[]) : [],
    platform: tab === 'platform' && result.ok ? (result.data.list as PlatformCouponType[]) : [],
    pageCount: result.ok ? result.data.page_count : 1,
    message: result.ok ? '' : result.message,
  } as const;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title });

const TABS = [
  { tab: 'store', to: '/coupon', label: 'coupons.tabStore' },
  { tab: 'platform', to: '/coupon?tab=platform', label: 'coupons.tabPlatform' },
] as const;

function Header() {
  const { t } = useTranslation();
  const badges = [
    { icon: Timer, label: t('coupons.badgeLimited') },
    { icon: LayoutGrid, label: t('coupons.badgeStack') },
    { icon: BadgeCheck, label: t('coupons.badgeVariety') },
  ];
  return (
    <header className="flex flex-wrap items-center justify-between gap-4 rounded-lg bg-gradient-to-r from-brand to-[#ff7a45] px-8 py-6 text-white">
      <div>
        <h1 className="text-2xl leading-tight-text font-bold">{t('coupons.centreTitle')}</h1>
        <p className="mt-1 text-[14px] opacity-90">{t('coupons.centreSlogan')}</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {badges.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-1 rounded-full bg-white/20 px-3 py-1 text-[12px]">
              <Icon size={14} aria-hidden />
              {label}
            </li>
          ))}
        </ul>
      </div>
      <Link to="/member/my_coupon" className="rounded border border-white px-5 py-2 text-[14px] hover:bg-white/15">
        {t('coupons.myCoupons')}
      </Link>
    </header>
  );
}

export default function CouponCentreRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tab, siteId, page, store, platform, pageCount, message } = loaderData;
  const filter = tab === 'platform' ? 'tab=platform&' : siteId ? `site_id=${siteId}&` : '';
  const href = (p: number) => `/coupon?${filter}page=${p}`;
  const empty = store.length === 0 && platform.length === 0;
  return (
    <div className="mx-auto flex w-full max-w-[1210px] flex-col gap-4 py-6">
      <Header />
      <CouponTabs
        big
        label={t('coupons.centreTitle')}
        className="bg-white px-6 pt-3"
        current={tab}
        items={TABS.map((item) => ({ key: item.tab, text: t(item.label), to: item.to }))}
      />
      {empty ? (
        <StatusPanel
          icon={Ticket}
          title={message || t('coupons.empty')}
          description={message ? '' : t('coupons.emptyText')}
          compact
        />
      ) : (
        <ul className="grid grid-cols-3 gap-4 max-lg:grid-cols-2 max-md:grid-cols-1">
          {store.map((c) => (
            <CouponOffer
              key={c.coupon_type_id}
              kind="store"
              typeId={c.coupon_type_id}
              face={storeCouponFace(c)}
              type={c}
              useHref={`/shop_list?site_id=${c.site_id}`}
            />
          ))}
          {platform.map((c) => (
            <CouponOffer
              key={c.platformcoupon_type_id}
              kind="platform"
              typeId={c.platformcoupon_type_id}
              face={platformCouponFace(c)}
              type={c}
              useHref="/list"
            />
          ))}
        </ul>
      )}
      {pageCount > 1 && <Pager page={page} pageCount={pageCount} href={href} />}
      {empty && !message && (
        <p className="text-center">
          <Link to="/member/my_coupon" className={USE_LINK}>
            {t('coupons.myCoupons')}
          </Link>
        </p>
      )}
    </div>
  );
}
