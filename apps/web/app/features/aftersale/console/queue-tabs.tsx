import { Link } from 'react-router';
import { useTranslation } from '~/lib/translation';

const TAB = 'border-b-2 px-4 py-2.5 text-[14px] leading-tight-text';

/** A queue's tabs as links (they work before the page's script runs); after-sale's names unless `label` says. */
export function QueueTabs<T extends string>({
  tabs,
  current,
  href,
  label,
}: {
  tabs: readonly T[];
  current: T;
  href: (tab: T) => string;
  label?: (tab: T) => string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('afterSale.colStatus')} className="mb-3 flex flex-wrap border-b border-line bg-white">
      {tabs.map((tab) => (
        <Link
          key={tab}
          to={href(tab)}
          aria-current={current === tab ? 'page' : undefined}
          className={`${TAB} ${current === tab ? 'border-brand font-semibold text-brand' : 'border-transparent text-body hover:text-brand'}`}
        >
          {label ? label(tab) : t(`afterSale.tab_${tab}` as 'afterSale.tab_all')}
        </Link>
      ))}
    </nav>
  );
}

/** `?tab=` and `?page=` of a queue's address, falling back to the first tab and page 1. */
export function queueFilters<T extends string>(request: Request, tabs: readonly T[]) {
  const q = new URL(request.url).searchParams;
  const tab = q.get('tab') ?? tabs[0]!;
  const page = Number(q.get('page') ?? 1);
  return {
    tab: ((tabs as readonly string[]).includes(tab) ? tab : tabs[0]!) as T,
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export const queueHref = (base: string, tab: string, page = 1) =>
  `${base}?tab=${tab}${page > 1 ? `&page=${page}` : ''}`;
