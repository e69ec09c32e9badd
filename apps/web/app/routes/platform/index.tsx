import { platformDashboardEndpoint, platformLiveListEndpoint, platformRoleMay } from '@zay/contract';
import { BarChart3 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { StatusPanel } from '~/components/ui/status-panel';
import { DashboardFigures, DashboardTable } from '~/features/staff/platform/console/dashboard-figures';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/index';
import { platformMenuFor } from './menu';
import { requirePlatformStaff } from './platform.server';

// The chart library loads with this module, on this page only and on the client (ADR 107).
const DashboardCharts = lazy(() => import('~/features/staff/platform/console/dashboard-charts'));

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requirePlatformStaff(request, context);
  const call = serverApi(request, context);
  const [dashboard, rooms] = await Promise.all([
    call(platformDashboardEndpoint, {}),
    platformRoleMay(staff.role, 'live') ? call(platformLiveListEndpoint, { tab: 'pending', page_size: 1 }) : null,
  ]);
  // What waits for the platform, by the menu entry of its work area (shown on that area's card).
  const waiting: Record<string, number> = {};
  if (dashboard.ok) {
    const q = dashboard.data.queues;
    const put = (to: string, n: number | null) => {
      if (n !== null) waiting[to] = n;
    };
    put('/platform/withdraw', q.member_withdrawals === null ? null : q.member_withdrawals + (q.shop_withdrawals ?? 0));
    put('/platform/shops', q.shop_applications);
    put('/platform/goods', q.goods_review);
    put('/platform/complain', q.complaints);
  }
  if (rooms?.ok) waiting['/platform/live'] = rooms.data.tab_count.pending;
  const title = serverI18n(resolveLang(request)).t('platform.title');
  return {
    title,
    nickname: staff.nickname,
    role: staff.role,
    waiting,
    dashboard: dashboard.ok ? dashboard.data : null,
    message: dashboard.ok ? '' : dashboard.message,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title });

/** The charts once the page runs in the browser; the server's page has the figures and the table. */
function Charts({ days }: { days: NonNullable<Route.ComponentProps['loaderData']['dashboard']>['days'] }) {
  const { t } = useTranslation();
  const [client, setClient] = useState(false);
  useEffect(() => setClient(true), []);
  const loading = <p className="text-[13px] text-muted">{t('platformDashboard.chartLoading')}</p>;
  return (
    <section aria-labelledby="dashboard-charts" className="grid gap-3">
      <h2 id="dashboard-charts" className="text-[16px] font-semibold text-ink">
        {t('platformDashboard.charts')}
      </h2>
      {client ? (
        <Suspense fallback={loading}>
          <DashboardCharts days={days} />
        </Suspense>
      ) : (
        loading
      )}
      <DashboardTable days={days} />
    </section>
  );
}

/** `/platform`: a greeting, the dashboard (issue 31, ADR 107) and the console's work areas, one card each. */
export default function PlatformIndexRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { dashboard, message } = loaderData;
  // The areas the staff member's role opens (ADR 087).
  const areas = platformMenuFor(loaderData.role).filter((item) => item.to !== '/platform');
  return (
    <section aria-labelledby="platform-home" className="grid max-w-[1100px] gap-6">
      <div>
        <h1 id="platform-home" className="text-[20px] leading-tight-text font-semibold text-ink">
          {t('platform.welcome', { name: loaderData.nickname })}
        </h1>
        <p className="mt-1 text-[13px] text-muted">{t('platform.welcomeText')}</p>
      </div>
      {dashboard ? (
        <>
          <DashboardFigures dashboard={dashboard} />
          <Charts days={dashboard.days} />
        </>
      ) : (
        <StatusPanel icon={BarChart3} compact title={t('platformDashboard.loadFailed')} description={message} />
      )}
      <section aria-labelledby="platform-areas">
        <h2 id="platform-areas" className="text-[16px] font-semibold text-ink">
          {t('platformDashboard.areas')}
        </h2>
        <ul className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(220px,1fr))] gap-4">
          {areas.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full items-center gap-3 rounded-lg bg-white p-5 text-[15px] leading-tight-text text-ink shadow-sm hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
              >
                <Icon size={22} className="shrink-0 text-brand" aria-hidden />
                <span className="flex flex-col gap-1">
                  {t(label)}
                  {loaderData.waiting[to] !== undefined && (
                    <span className="text-[13px] text-muted" data-testid="platform-waiting">
                      {t('platform.waiting', { count: loaderData.waiting[to] })}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
