import { PLATFORM_WITHDRAW_TABS, type PlatformWithdrawTab } from '@zay/contract';
import { StatusTabs } from '~/components/console/status-tabs';
import { useTranslation } from '~/lib/translation';

/** The review's status tabs with how many each holds; each is an address (the search is kept). */
export function WithdrawTabs({
  current,
  counts,
  href,
}: {
  current: PlatformWithdrawTab;
  counts: Partial<Record<PlatformWithdrawTab, number>>;
  href: (tab: PlatformWithdrawTab) => string;
}) {
  const { t } = useTranslation();
  return (
    <StatusTabs
      label={t('platform.withdrawTabs')}
      tabs={PLATFORM_WITHDRAW_TABS}
      current={current}
      href={href}
      name={(tab) => t(`platform.tab_${tab}`)}
      count={(tab) => counts[tab]}
    />
  );
}
