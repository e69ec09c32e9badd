import { PLATFORM_WITHDRAW_TABS, type PlatformWithdrawTab } from '@zay/contract';
import { Link } from 'react-router';
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
    <nav aria-label={t('platform.withdrawTabs')} className="flex flex-wrap border-b border-line bg-white px-2">
      {PLATFORM_WITHDRAW_TABS.map((tab) => (
        <Link
          key={tab}
          to={href(tab)}
          aria-current={tab === current ? 'page' : undefined}
          className={`-mb-px flex items-center gap-1.5 border-b-2 px-3 py-3 text-[14px] leading-tight-text ${tab === current ? 'border-brand font-semibold text-brand' : 'border-transparent text-body hover:text-brand'}`}
        >
          {t(`platform.tab_${tab}`)}
          {counts[tab] !== undefined && (
            <span className="rounded-full bg-page px-1.5 text-[12px] font-normal text-muted">{counts[tab]}</span>
          )}
        </Link>
      ))}
    </nav>
  );
}
