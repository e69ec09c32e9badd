import { RotateCcw, SearchX, TriangleAlert, House } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { isRouteErrorResponse, Link } from 'react-router';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import { MainLayout } from './main-layout';

function NotFoundPanel() {
  const { t } = useTranslation();
  return (
    <StatusPanel icon={SearchX} badge="404" title={t('notFound.title')} description={t('notFound.description')}>
      <Link to="/index" className={PRIMARY_BUTTON}>
        <House size={16} aria-hidden />
        {t('common.backHome')}
      </Link>
      <Link to="/category" className={SECONDARY_BUTTON}>
        {t('notFound.browseCategories')}
      </Link>
    </StatusPanel>
  );
}

function ErrorPanel() {
  const { t } = useTranslation();
  return (
    <StatusPanel icon={TriangleAlert} title={t('error.title')} description={t('error.description')}>
      <button type="button" onClick={() => window.location.reload()} className={PRIMARY_BUTTON}>
        <RotateCcw size={16} aria-hidden />
        {t('error.retry')}
      </button>
      <Link to="/index" className={SECONDARY_BUTTON}>
        {t('common.backHome')}
      </Link>
    </StatusPanel>
  );
}

/** The error panel: a 404 for unknown paths, a retry for everything else. */
export function RouteError({ error }: { error: unknown }) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPanel /> : <ErrorPanel />;
}

/** The error panel at page width, as a layout's error boundary shows it inside its chrome. */
export function PageError({ error }: { error: unknown }) {
  return (
    <div className="page-width py-10">
      <RouteError error={error} />
    </div>
  );
}

/** The error page with the site chrome, for errors outside any layout. */
export function ErrorPage({ error }: { error: unknown }) {
  return (
    <MainLayout>
      <PageError error={error} />
    </MainLayout>
  );
}
