import { servicerLogoutEndpoint } from '@zay/contract';
import { Headset, LogOut } from 'lucide-react';
import { Link, Outlet, useNavigate } from 'react-router';
import { Img } from '~/components/ui/img';
import { RouteError } from '~/components/layout/route-error';
import { api } from '~/lib/api';
import { useLayoutData } from '~/lib/layout-data';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/layout';
import { getServicer } from './servicer.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { servicer: await getServicer(request, context) };
}

export const meta: Route.MetaFunction = ({ matches, location, error }) => [
  ...pageMeta(matches, location.pathname, { error }),
  { name: 'robots', content: 'noindex' },
];

function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = async () => {
    await api(servicerLogoutEndpoint, {});
    void navigate('/servicer/login', { replace: true });
  };
  return (
    <button
      type="button"
      onClick={() => void logout()}
      className="flex h-8 items-center gap-1 rounded border border-white/40 px-3 text-[13px] hover:bg-white/10"
    >
      <LogOut size={14} aria-hidden />
      {t('servicer.logout')}
    </button>
  );
}

/** The workbench's own chrome: the site's logo, the shop and the servicer; no storefront header. */
export default function ServicerLayout({ loaderData: { servicer } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const site = useLayoutData()?.site;
  return (
    <div className="flex h-screen min-h-[600px] flex-col bg-page">
      <header className="flex h-14 shrink-0 items-center gap-4 bg-dark px-6 text-white">
        <Link to="/index" className="text-[20px] font-bold tracking-tight text-white hover:text-white/85">
          {site?.title}
        </Link>
        <span className="h-5 w-px bg-white/30" aria-hidden />
        <h1 className="flex items-center gap-2 text-[16px] font-semibold">
          <Headset size={18} aria-hidden />
          {t('servicer.title')}
        </h1>
        {servicer && (
          <div className="ml-auto flex items-center gap-3 text-[13px]">
            <Img kind="shop" src={servicer.logo} width={28} height={28} alt="" className="size-7 rounded-full" />
            <span>
              <span className="sr-only">{t('servicer.shop')}: </span>
              {servicer.shop_name}
            </span>
            <span className="text-white/80">·</span>
            <span data-testid="servicer-nickname">{servicer.nickname}</span>
            <LogoutButton />
          </div>
        )}
      </header>
      <main id="main" className="min-h-0 flex-1">
        <Outlet />
      </main>
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
