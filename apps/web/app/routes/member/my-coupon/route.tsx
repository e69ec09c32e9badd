import {
  COUPON_PAGE_SIZE,
  memberCouponPageEndpoint,
  memberPlatformCouponPageEndpoint,
  type MemberCoupon,
  type MemberPlatformCoupon,
} from '@zay/contract';
import { Link } from 'react-router';
import type { Route } from './+types/route';
import { MemberPage } from '~/components/layout/member-page';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { Pager } from '~/components/ui/pager';
import { CouponCard } from '~/features/promotion/coupon/coupon-card';
import { CouponTabs } from '~/features/promotion/coupon/coupon-tabs';
import { platformCouponFace, storeCouponFace } from '~/features/promotion/coupon/coupon-terms';
import { USE_LINK } from '~/features/promotion/coupon/receive-button';
import { serverApi } from '~/lib/api.server';
import { noindexPageMeta } from '~/lib/meta';
import { pageFrom } from '~/lib/page-query';
import { pageTitle } from '~/lib/page-title.server';
import { useTranslation, type TranslationKey } from '~/lib/translation';

type Source = 'store' | 'platform';
type State = 1 | 2 | 3;

/** `?source=platform` (store otherwise), `&state=1|2|3` (unused, used, expired), `&page=N`: 9 a page (§1.10). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const source: Source = params.get('source') === 'platform' ? 'platform' : 'store';
  const state = ([1, 2, 3] as const).find((s) => String(s) === params.get('state')) ?? 1;
  const page = pageFrom(request);
  const call = serverApi(request, context);
  const query = { page, page_size: COUPON_PAGE_SIZE, state };
  const result =
    source === 'store'
      ? await call(memberCouponPageEndpoint, query)
      : await call(memberPlatformCouponPageEndpoint, query);
  return {
    title: pageTitle(request, 'member_my_coupon'),
    source,
    state,
    page,
    store: source === 'store' && result.ok ? (result.data.list as MemberCoupon[]) : [],
    platform: source === 'platform' && result.ok ? (result.data.list as MemberPlatformCoupon[]) : [],
    pageCount: result.ok ? result.data.page_count : 1,
    errors: result.ok ? [] : [result.message],
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

const href = (source: Source, state: State, page = 1) => {
  const q = new URLSearchParams();
  if (source === 'platform') q.set('source', 'platform');
  if (state !== 1) q.set('state', String(state));
  if (page > 1) q.set('page', String(page));
  const query = q.toString();
  return query ? `/member/my_coupon?${query}` : '/member/my_coupon';
};

const STATES: { state: State; label: TranslationKey; empty: TranslationKey }[] = [
  { state: 1, label: 'coupons.stateUnused', empty: 'coupons.emptyUnused' },
  { state: 2, label: 'coupons.stateUsed', empty: 'coupons.emptyUsed' },
  { state: 3, label: 'coupons.stateExpired', empty: 'coupons.emptyExpired' },
];

export default function MyCouponRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, source, state, page, store, platform, pageCount, errors } = loaderData;
  const faces = [...store.map(storeFace), ...platform.map(platformFace)];
  const empty = STATES.find((s) => s.state === state)!.empty;
  return (
    <MemberPage title={title}>
      <section className="flex flex-col gap-4 bg-white px-6 py-4">
        <CouponTabs
          big
          label={title}
          current={source}
          items={(['store', 'platform'] as const).map((s) => ({
            key: s,
            text: t(s === 'store' ? 'coupons.tabStore' : 'coupons.tabPlatform'),
            to: href(s, 1),
          }))}
        />
        <CouponTabs
          label={t('coupons.colStatus')}
          current={state}
          items={STATES.map((s) => ({ key: s.state, text: t(s.label), to: href(source, s.state) }))}
        />
        {faces.length === 0 ? (
          <div className="flex flex-col items-center gap-4 py-14 text-center">
            <p className="text-[14px] text-muted">{t(empty)}</p>
            <Link to="/coupon" className={USE_LINK}>
              {t('coupons.goCentre')}
            </Link>
          </div>
        ) : (
          <ul className="grid grid-cols-3 gap-4 max-xl:grid-cols-2 max-md:grid-cols-1">
            {faces.map(({ key, face, use, orderNo }) => (
              <CouponCard key={key} coupon={face} dim={state !== 1}>
                {state === 1 && (
                  <Link to={use} className={USE_LINK}>
                    {t('coupons.use')}
                  </Link>
                )}
                {state === 2 && (
                  <span className="text-[12px]">
                    {orderNo ? t('coupons.usedOrder', { order_no: orderNo }) : t('coupons.stateUsed')}
                  </span>
                )}
                {state === 3 && <span className="text-[12px]">{t('coupons.stateExpired')}</span>}
              </CouponCard>
            ))}
          </ul>
        )}
        {pageCount > 1 && <Pager page={page} pageCount={pageCount} href={(p) => href(source, state, p)} />}
      </section>
      <LoadErrorToasts errors={errors} />
    </MemberPage>
  );
}

const storeFace = (c: MemberCoupon) => ({
  key: `s${c.coupon_id}`,
  use: `/shop_list?site_id=${c.site_id}`,
  orderNo: c.order_no,
  face: storeCouponFace(c),
});

const platformFace = (c: MemberPlatformCoupon) => ({
  key: `p${c.platformcoupon_id}`,
  use: '/list',
  orderNo: c.order_no,
  face: platformCouponFace(c),
});
