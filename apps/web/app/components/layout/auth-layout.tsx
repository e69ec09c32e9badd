import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { Link, useMatches } from 'react-router';
import { useLayoutData, type LayoutData } from '~/lib/layout-data';
import { FooterBottom } from './footer-bottom';
import { LanguageSwitcher } from './language-switcher';
import { SiteLogo } from './site-logo';

/** The page's name beside the logo, from the auth route's loader. */
function usePageName(): string {
  const data = useMatches().at(-1)?.loaderData as { title?: unknown } | undefined;
  return typeof data?.title === 'string' ? data.title : '';
}

function AuthHeader({ data, pageName }: { data: LayoutData; pageName: string }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-line bg-white">
      <div className="page-width flex h-[88px] items-center justify-between">
        <div className="flex items-center gap-5">
          <SiteLogo site={data.site} />
          {pageName && (
            <>
              <span className="h-8 w-px bg-line" aria-hidden />
              <span className="text-[22px] leading-tight-text text-ink">{pageName}</span>
            </>
          )}
        </div>
        <nav aria-label={t('auth.headerLinks')} className="flex items-center gap-5 text-[13px] text-muted">
          <LanguageSwitcher current={data.lang} />
          <Link to="/index" className="hover:text-brand">
            {t('auth.backHome')}
          </Link>
        </nav>
      </div>
    </header>
  );
}

/**
 * SPEC §2 auth layout, full width: a slim header (logo home, the page's name, language) over a
 * branded band that holds the page's card.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const data = useLayoutData();
  const pageName = usePageName();
  if (!data) return <main>{children}</main>;
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <AuthHeader data={data} pageName={pageName} />
      <main
        id="main"
        className="relative flex flex-1 items-center overflow-hidden bg-gradient-to-br from-[#e2474b] via-brand to-brand-dark"
      >
        <span
          aria-hidden
          className="pointer-events-none absolute -top-40 -left-32 size-[520px] rounded-full bg-white/[0.06]"
        />
        <span
          aria-hidden
          className="pointer-events-none absolute -right-24 -bottom-48 size-[560px] rounded-full bg-white/[0.05]"
        />
        <div className="relative w-full">{children}</div>
      </main>
      <FooterBottom copyright={data.copyright} siteTitle={data.site.title} demoPayments={!!data.site.demo_payments} />
    </div>
  );
}
