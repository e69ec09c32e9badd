import { DESK_TABS, type DeskTab } from '@zay/contract';
import { StatusTabs } from '~/components/console/status-tabs';
import { useTranslation } from '~/lib/translation';

/** The desk's status tabs; each is an address (the search is kept). */
export function DeskTabs({ current, href }: { current: DeskTab; href: (tab: DeskTab) => string }) {
  const { t } = useTranslation();
  return (
    <StatusTabs
      label={t('seller.tabs')}
      tabs={DESK_TABS}
      current={current}
      href={href}
      name={(tab) => t(`seller.tab_${tab}`)}
    />
  );
}
