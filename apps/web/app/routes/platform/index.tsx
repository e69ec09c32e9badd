import { platformLiveListEndpoint, platformRoleMay, platformWithdrawListEndpoint } from '@zay/contract';
import { Link } from 'react-router';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/index';
import { platformMenuFor } from './menu';
import { requirePlatformStaff } from './platform.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requirePlatformStaff(request, context);
  const call = serverApi(request, context);
  const may = (permission: 'withdrawals' | 'live') => platformRoleMay(staff.role, permission);
  const [withdrawals, rooms] = await Promise.all([
    may('withdrawals') ? call(platformWithdrawListEndpoint, { tab: 'pending', page_size: 1 }) : null,
    may('live') ? call(platformLiveListEndpoint, { tab: 'pending', page_size: 1 }) : null,
  ]);
  // What waits for the platform, by the menu entry of its work area (shown on that area's card).
  const waiting: Record<string, number> = {};
  if (withdrawals?.ok) waiting['/platform/withdraw'] = withdrawals.data.tab_count.pending;
  if (rooms?.ok) waiting['/platform/live'] = rooms.data.tab_count.pending;
  const title = serverI18n(resolveLang(request)).t('platform.title');
  return { title, nickname: staff.nickname, role: staff.role, waiting };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title });

/** `/platform`: a greeting and the console's work areas, one card each (the side menu's entries). */
export default function PlatformIndexRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // The areas the staff member's role opens (ADR 087).
  const areas = platformMenuFor(loaderData.role).filter((item) => item.to !== '/platform');
  return (
    <section aria-labelledby="platform-home" className="max-w-[960px]">
      <h1 id="platform-home" className="text-[20px] leading-tight-text font-semibold text-ink">
        {t('platform.welcome', { name: loaderData.nickname })}
      </h1>
      <p className="mt-1 text-[13px] text-muted">{t('platform.welcomeText')}</p>
      <ul className="mt-6 grid grid-cols-[repeat(auto-fill,minmax(220px,1fr))] gap-4">
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
  );
}
