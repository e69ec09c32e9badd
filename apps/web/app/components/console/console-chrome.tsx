import type { Endpoint } from '@zay/contract';
import { LogOut, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { LanguageSwitcher } from '~/components/layout/language-switcher';
import { Img } from '~/components/ui/img';
import { api } from '~/lib/api';
import { useLayoutData } from '~/lib/layout-data';
import { useTranslation, type TranslationKey } from '~/lib/translation';
import type { ConsoleNs } from './console-ns';

/** One entry of a console's side menu; `end` lights it on its own path only, `lit` decides itself. */
export interface ConsoleMenuItem {
  to: string;
  label: TranslationKey;
  icon: LucideIcon;
  end?: boolean;
  /** Overrides the router's idea of "active" (e.g. an entry that stays lit on its sub-pages). */
  lit?: (pathname: string) => boolean;
  /** A link out of this console (another console), never lit. */
  external?: boolean;
}

/** Who is logged in, as the header shows them. */
export interface ConsoleStaff {
  logo: string;
  shop: string;
  name: string;
}

function LogoutButton({ ns, endpoint }: { ns: ConsoleNs; endpoint: Endpoint }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = async () => {
    await api(endpoint, {});
    void navigate(`/${ns}/login`, { replace: true });
  };
  return (
    <button
      type="button"
      onClick={() => void logout()}
      className="flex h-8 shrink-0 items-center gap-1 rounded border border-white/40 px-3 text-[13px] hover:bg-white/10"
    >
      <LogOut size={14} aria-hidden />
      {t(`${ns}.logout`)}
    </button>
  );
}

const MENU_ITEM =
  'flex items-center gap-2 rounded px-3 py-2.5 text-[14px] leading-tight-text text-body hover:bg-page hover:text-brand';
const ACTIVE = 'bg-brand-soft font-semibold text-brand';

function SideMenu({ ns, items, pathname }: { ns: ConsoleNs; items: ConsoleMenuItem[]; pathname: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t(`${ns}.menu`)} className="w-60 shrink-0 border-r border-line bg-white p-3">
      {items.map(({ to, label, icon: Icon, end, lit, external }) => {
        const content = (
          <>
            <Icon size={16} className="shrink-0" aria-hidden />
            {t(label)}
          </>
        );
        if (external)
          return (
            <Link key={to} to={to} className={MENU_ITEM}>
              {content}
            </Link>
          );
        return (
          <NavLink
            key={to}
            to={to}
            end={end ?? false}
            className={({ isActive }) => `${MENU_ITEM} ${(lit ? lit(pathname) : isActive) ? ACTIVE : ''}`}
          >
            {content}
          </NavLink>
        );
      })}
    </nav>
  );
}

/**
 * The chrome every staff console shares: a dark header with the site, the console's name, the
 * language switcher, the shop and staff member and log out; a side menu once logged in. `fill`
 * makes the page exactly one screen high (the chat workbench scrolls its own panes).
 */
export function ConsoleChrome({
  ns,
  icon: Icon,
  staff,
  logoutEndpoint,
  menu = [],
  pathname,
  fill = false,
  children,
}: {
  ns: ConsoleNs;
  icon: LucideIcon;
  staff: ConsoleStaff | null;
  logoutEndpoint: Endpoint;
  menu?: ConsoleMenuItem[];
  pathname: string;
  fill?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const layout = useLayoutData();
  return (
    <div className={`flex flex-col bg-page ${fill ? 'h-screen min-h-[600px]' : 'min-h-screen'}`}>
      <header className="flex h-14 shrink-0 items-center gap-4 bg-dark px-6 text-white">
        <Link to="/index" className="text-[20px] font-bold tracking-tight text-white hover:text-white/85">
          {layout?.site?.title}
        </Link>
        <span className="h-5 w-px bg-white/30" aria-hidden />
        <p className="flex items-center gap-2 text-[16px] font-semibold">
          <Icon size={18} aria-hidden />
          {t(`${ns}.title`)}
        </p>
        <div className="ml-auto flex min-w-0 items-center gap-3 text-[13px]">
          {layout && <LanguageSwitcher current={layout.lang} />}
          {staff && (
            <>
              <span className="h-5 w-px bg-white/30" aria-hidden />
              <Img kind="shop" src={staff.logo} width={28} height={28} alt="" className="size-7 rounded-full" />
              <span data-testid="console-shop" className="truncate">
                {staff.shop}
              </span>
              <span className="text-white/80">·</span>
              <span data-testid="console-staff" className="truncate">
                {staff.name}
              </span>
              <LogoutButton ns={ns} endpoint={logoutEndpoint} />
            </>
          )}
        </div>
      </header>
      <div className="flex min-h-0 flex-1">
        {staff && menu.length > 0 && <SideMenu ns={ns} items={menu} pathname={pathname} />}
        <main id="main" className={`min-w-0 flex-1 ${fill ? 'min-h-0' : 'p-6'}`}>
          {children}
        </main>
      </div>
    </div>
  );
}
