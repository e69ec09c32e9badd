import { Mail, Phone, Store } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/route';
import { FooterBottom } from '~/components/layout/footer-bottom';
import { SiteLogo } from '~/components/layout/site-logo';
import { StatusPanel } from '~/components/ui/status-panel';
import { useLayoutData } from '~/lib/layout-data';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';

export function loader({ request }: Route.LoaderArgs) {
  return { title: pageTitle(request, 'closed') };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** Shown for every path while the platform is closed (the root loader redirects here). */
export default function ClosedRoute() {
  const { t } = useTranslation();
  const data = useLayoutData();
  if (!data) return null;
  const { site } = data;
  return (
    <div className="flex min-h-screen flex-col bg-page">
      <header className="bg-white">
        <div className="page-width flex h-24 items-center">
          <SiteLogo site={site} />
        </div>
      </header>
      <main id="main" className="page-width flex-1 py-12">
        <StatusPanel
          icon={Store}
          title={t('closed.title')}
          description={site.close_reason || t('closed.defaultReason')}
        >
          {site.web_phone && (
            <a href={`tel:${site.web_phone}`} className="flex items-center gap-2 text-muted hover:text-brand">
              <Phone size={16} aria-hidden />
              {site.web_phone}
            </a>
          )}
          {site.web_email && (
            <a href={`mailto:${site.web_email}`} className="flex items-center gap-2 text-muted hover:text-brand">
              <Mail size={16} aria-hidden />
              {site.web_email}
            </a>
          )}
        </StatusPanel>
      </main>
      <FooterBottom copyright={data.copyright} siteTitle={site.title} demoPayments={!!site.demo_payments} />
    </div>
  );
}
