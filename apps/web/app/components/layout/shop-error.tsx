import { Store } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { isRouteErrorResponse, Link } from 'react-router';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import { RouteError } from './route-error';

/** The API's "missing shop id" (REQUEST_SITE_ID), as the shop loaders throw it. */
export function missingShopMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status !== 400) return null;
  const body = error.data as { reason?: string; message?: string } | null;
  return body?.reason === 'REQUEST_SITE_ID' ? body.message || 'REQUEST_SITE_ID' : null;
}

/** A shop page without a shop id says so in the server's words; other failures use the shared panels. */
export function ShopRouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const missing = missingShopMessage(error);
  if (!missing) return <RouteError error={error} />;
  return (
    <StatusPanel icon={Store} badge="400" title={missing} description={t('shopPage.missingIdHint')}>
      <Link to="/street" className={PRIMARY_BUTTON}>
        <Store size={16} aria-hidden />
        {t('shopPage.browseShops')}
      </Link>
      <Link to="/index" className={SECONDARY_BUTTON}>
        {t('common.backHome')}
      </Link>
    </StatusPanel>
  );
}
