import {
  APPLY_TABS,
  PLATFORM_SHOP_STATES,
  platformApplyListEndpoint,
  platformShopListEndpoint,
  type PlatformShopState,
} from '@zay/contract';
import { Store, Inbox } from 'lucide-react';
import { Form } from 'react-router';
import { PagedRows } from '~/components/console/console-list-page';
import { BUTTON, FORM_INPUT, SELECT } from '~/components/console/console-ui';
import { QueueTabs, queueFilters } from '~/features/aftersale/console/queue-tabs';
import { ApplicationReviewTable } from '~/features/shop/console/application-review-table';
import { PlatformShopTable } from '~/features/shop/console/platform-shop-table';
import { serverApi } from '~/lib/api.server';
import { listOrMessage } from '~/lib/console-list.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/shops';
import { requirePlatformStaff } from './platform.server';

/** `?tab=&page=` page the applications; `?shops_page=&keyword=&state=&own=` the shops. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const filters = queueFilters(request, APPLY_TABS);
  const q = new URL(request.url).searchParams;
  const shopsPage = Math.min(Math.max(Math.trunc(Number(q.get('shops_page'))) || 1, 1), 100_000);
  const keyword = (q.get('keyword') ?? '').trim().slice(0, 50);
  const stateText = q.get('state') ?? 'all';
  const state: PlatformShopState = (PLATFORM_SHOP_STATES as readonly string[]).includes(stateText)
    ? (stateText as PlatformShopState)
    : 'all';
  const own = q.get('own') === '1' ? 1 : q.get('own') === '0' ? 0 : undefined;
  const call = serverApi(request, context);
  const [applications, shops] = await Promise.all([
    call(platformApplyListEndpoint, { ...filters, page_size: 20 }),
    call(platformShopListEndpoint, { page: shopsPage, page_size: 20, keyword, state, is_own: own }),
  ]);
  const apps = listOrMessage(applications);
  const all = listOrMessage(shops);
  return {
    title: serverI18n(resolveLang(request)).t('shopJoin.menuShops'),
    filters,
    applications: apps.list,
    appsMessage: apps.message,
    shops: all.list,
    shopsMessage: all.message,
    shopsPage,
    keyword,
    state,
    own: own === undefined ? '' : String(own),
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/shops` (issue 30, ADR 089): the shop application queue (approve, refuse with a reason) and every shop. */
export default function PlatformShopsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, filters, applications, appsMessage, shops, shopsMessage, shopsPage, keyword, state, own } = loaderData;
  const shopQuery = `${keyword ? `&keyword=${encodeURIComponent(keyword)}` : ''}${state !== 'all' ? `&state=${state}` : ''}${own ? `&own=${own}` : ''}`;
  const appsHref = (tab: string, page = 1) =>
    `/platform/shops?tab=${tab}${page > 1 ? `&page=${page}` : ''}${shopQuery}`;
  const shopsHref = (page: number) => `/platform/shops?tab=${filters.tab}&shops_page=${page}${shopQuery}`;
  return (
    <div className="mx-auto grid max-w-[1280px] gap-6">
      <section aria-labelledby="applications-title">
        <h1 className="mb-1 text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        <h2 id="applications-title" className="mb-3 text-[15px] leading-tight-text text-muted">
          {t('shopJoin.applicationsTitle')}
        </h2>
        <QueueTabs
          tabs={APPLY_TABS}
          current={filters.tab}
          href={(tab) => appsHref(tab)}
          label={(tab) => `${t(`shopJoin.tab_${tab}`)}${applications ? ` (${applications.tab_count[tab]})` : ''}`}
        />
        <PagedRows
          list={applications}
          page={filters.page}
          href={(p) => appsHref(filters.tab, p)}
          icon={Inbox}
          empty={t('shopJoin.emptyApps')}
          emptyText={t('shopJoin.emptyAppsText')}
          message={appsMessage}
        >
          {(rows) => <ApplicationReviewTable rows={rows} />}
        </PagedRows>
      </section>
      <section aria-labelledby="shops-title">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <h2 id="shops-title" className="text-[16px] leading-tight-text font-semibold text-ink">
            {t('shopJoin.shopsList')}
          </h2>
          <Form method="get" className="flex flex-wrap items-center gap-2" role="search">
            <input type="hidden" name="tab" value={filters.tab} />
            <label htmlFor="shop-state" className="sr-only">
              {t('platformShops2.stateFilter')}
            </label>
            <select id="shop-state" name="state" defaultValue={state} className={SELECT}>
              {PLATFORM_SHOP_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`platformShops2.state_${s}`)}
                </option>
              ))}
            </select>
            <label htmlFor="shop-own" className="sr-only">
              {t('platformShops2.ownFilter')}
            </label>
            <select id="shop-own" name="own" defaultValue={own} className={SELECT}>
              <option value="">{t('platformShops2.own_all')}</option>
              <option value="1">{t('platformShops2.own_1')}</option>
              <option value="0">{t('platformShops2.own_0')}</option>
            </select>
            <label htmlFor="shop-keyword" className="sr-only">
              {t('shopJoin.searchShops')}
            </label>
            <input
              id="shop-keyword"
              name="keyword"
              defaultValue={keyword}
              maxLength={50}
              placeholder={t('shopJoin.searchShops')}
              className={`${FORM_INPUT} w-64`}
            />
            <button type="submit" className={`${BUTTON} shrink-0 whitespace-nowrap`}>
              {t('shopJoin.search')}
            </button>
          </Form>
        </div>
        <PagedRows
          list={shops}
          page={shopsPage}
          href={shopsHref}
          icon={Store}
          empty={t('shopJoin.emptyShops')}
          message={shopsMessage}
        >
          {(rows) => <PlatformShopTable rows={rows} />}
        </PagedRows>
      </section>
    </div>
  );
}
