import type { ReactNode } from 'react';
import { useLayoutData } from '~/lib/layout-data';
import { HeaderMain } from './header-main';
import { HeaderTop } from './header-top';
import { NavBar } from './nav-bar';
import { RightSidebar } from './right-sidebar';
import { SiteFooter } from './site-footer';
import { TopBanner } from './top-banner';

/** Top banner, header, category and navigation bar, body, right sidebar and footer (SPEC §2 main layout). */
export function MainLayout({ children }: { children: ReactNode }) {
  const data = useLayoutData();
  if (!data) return <main>{children}</main>;
  return (
    <div className="flex min-h-screen flex-col">
      <TopBanner adv={data.topBanner} />
      <HeaderTop data={data} />
      <header>
        <HeaderMain data={data} />
        <NavBar data={data} />
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <RightSidebar cartCount={data.cartCount} />
      <SiteFooter data={data} />
    </div>
  );
}
