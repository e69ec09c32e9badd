import { Construction, House, Search } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, StatusPanel } from './status-panel';

/** Stands in for a page whose feature is not built yet, inside that page's real layout. */
export function ComingSoon({ page, compact }: { page: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      icon={Construction}
      badge={t('comingSoon.badge')}
      title={t('comingSoon.title', { page })}
      description={t('comingSoon.description')}
      compact={compact}
    >
      <Link to="/index" className={PRIMARY_BUTTON}>
        <House size={16} aria-hidden />
        {t('common.backHome')}
      </Link>
      <Link to="/list" className={SECONDARY_BUTTON}>
        <Search size={16} aria-hidden />
        {t('comingSoon.browse')}
      </Link>
    </StatusPanel>
  );
}

/** A main-layout page still to be built, found by its own route (ADR 041). */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <div className="page-width py-8">
      <ComingSoon page={title} />
    </div>
  );
}
