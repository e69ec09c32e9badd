import { DESK_TABS, type DeskTab } from '@zay/contract';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/translation';

/** The desk's status tabs; each is an address (the search is kept). */
export function DeskTabs({ current, href }: { current: DeskTab; href: (tab: DeskTab) => string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('seller.tabs')} className="flex flex-wrap border-b border-line bg-white px-2">
      {DESK_TABS.map((tab) => (
        <Link
          key={tab}
          to={href(tab)}
          aria-current={tab === current ? 'page' : undefined}
          className={`-mb-px border-b-2 px-3 py-3 text-[14px] leading-tight-text ${tab === current ? 'border-brand font-semibold text-brand' : 'border-transparent text-body hover:text-brand'}`}
        >
          {t(`seller.tab_${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
