import { sellerLogoutEndpoint } from '@zay/contract';
import { ClipboardList, Headset, LogOut, MessageSquareText, Radio, Store } from 'lucide-react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitcher } from '~/components/layout/language-switcher';
import { Img } from '~/components/ui/img';
import { RouteError } from '~/components/layout/route-error';
import { api } from '~/lib/api';
import { useLayoutData } from '~/lib/layout-data';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/layout';
import { getStaff } from './seller.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { staff: await getStaff(request, context) };
}

export const meta: Route.MetaFunction = ({ matches, location, error }) => [
  ...pageMeta(matches, location.pathname, { error }),
  { name: 'robots', content: 'noindex' },
];

function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = async () => {
    await api(sellerLogoutEndpoint, {});
    void navigate('/seller/login', { replace: true });
  };
  return (
    <button
      type="button"
      onClick={() => void logout()}
      className="flex h-8 items-center gap-1 rounded border border-white/40 px-3 text-[13px] hover:bg-white/10"
    >
      <LogOut size={14} aria-hidden />
      {t('seller.logout')}
    </button>
  );
}

const MENU_ITEM =
  'flex items-center gap-2 rounded px-3 py-2.5 text-[14px] leading-tight-text text-body hover:bg-page hover:text-brand';

const ACTIVE = 'bg-brand-soft font-semibold text-brand';

function SideMenu() {
  const { t } = useTranslation();
  // The order desk's entry stays lit on its order pages; the reviews have their own entry.
  const { pathname } = useLocation();
  const onReviews = pathname.startsWith('/seller/reviews') || pathname.startsWith('/seller/live');
  return (
    <nav aria-label={t('seller.menu')} className="w-52 shrink-0 border-r border-line bg-white p-3">
      <NavLink
        to="/seller"
        className={({ isActive }) => `${MENU_ITEM} ${isActive && !onReviews ? ACTIVE : ''}`}
        end={false}
      >
        <ClipboardList size={16} className="shrink-0" aria-hidden />
        {t('seller.menuOrders')}
      </NavLink>
      <NavLink to="/seller/reviews" className={({ isActive }) => `${MENU_ITEM} ${isActive ? ACTIVE : ''}`}>
        <MessageSquareText size={16} className="shrink-0" aria-hidden />
        {t('seller.menuReviews')}
      </NavLink>
      <NavLink to="/seller/live" className={({ isActive }) => `${MENU_ITEM} ${isActive ? ACTIVE : ''}`}>
        <Radio size={16} className="shrink-0" aria-hidden />
        {t('live.console.title')}
      </NavLink>
      <Link to="/servicer" className={MENU_ITEM}>
        <Headset size={16} className="shrink-0" aria-hidden />
        {t('seller.menuChat')}
      </Link>
    </nav>
  );
}

/** The shop console's own chrome: the site, the shop and the staff member, a side menu (ADR 049). */
export default function SellerLayout({ loaderData: { staff } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const layout = useLayoutData();
  const site = layout?.site;
  return (
    <div className="flex min-h-screen flex-col bg-page">
      <header className="flex h-14 shrink-0 items-center gap-4 bg-dark px-6 text-white">
        <Link to="/index" className="text-[20px] font-bold tracking-tight text-white hover:text-white/85">
          {site?.title}
        </Link>
        <span className="h-5 w-px bg-white/30" aria-hidden />
        <p className="flex items-center gap-2 text-[16px] font-semibold">
          <Store size={18} aria-hidden />
          {t('seller.title')}
        </p>
        <div className="ml-auto flex items-center gap-3 text-[13px]">
          {layout && <LanguageSwitcher current={layout.lang} />}
          {staff && (
            <>
              <span className="h-5 w-px bg-white/30" aria-hidden />
              <Img kind="shop" src={staff.logo} width={28} height={28} alt="" className="size-7 rounded-full" />
              <span data-testid="seller-shop">{staff.site_id === 0 ? t('seller.platform') : staff.shop_name}</span>
              <span className="text-white/80">·</span>
              <span data-testid="seller-staff">{`${staff.nickname} (${staff.role_name})`}</span>
              <LogoutButton />
            </>
          )}
        </div>
      </header>
      <div className="flex min-h-0 flex-1">
        {staff && <SideMenu />}
        <main id="main" className="min-w-0 flex-1 p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="page-width py-10">
      <RouteError error={error} />
    </div>
  );
}
