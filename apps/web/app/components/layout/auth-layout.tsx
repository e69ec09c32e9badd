import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLayoutData } from '~/lib/layout-data';
import { FooterBottom } from './footer-bottom';
import { SiteLogo } from './site-logo';

/** SPEC §2 auth layout: a slim header and a full-width body for sign-in, registration and password recovery. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const data = useLayoutData();
  if (!data) return <main>{children}</main>;
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <header className="border-b border-line">
        <div className="page-width flex h-24 items-center justify-between">
          <SiteLogo site={data.site} />
          <Link to="/index" className="text-[13px] text-muted hover:text-brand">
            {t('auth.backHome')}
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1 bg-gradient-to-br from-brand-soft via-white to-[#fff8ef]">
        {children}
      </main>
      <FooterBottom copyright={data.copyright} siteTitle={data.site.title} />
    </div>
  );
}
