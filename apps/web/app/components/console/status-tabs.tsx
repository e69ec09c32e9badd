import { Link } from 'react-router';

/**
 * A console list's status tabs, each an address (they work before the page's script runs); a tab
 * may show how many rows it holds beside its name.
 */
export function StatusTabs<T extends string>({
  label,
  tabs,
  current,
  href,
  name,
  count,
}: {
  label: string;
  tabs: readonly T[];
  current: T;
  href: (tab: T) => string;
  name: (tab: T) => string;
  count?: (tab: T) => number | undefined;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap border-b border-line bg-white px-2">
      {tabs.map((tab) => {
        const n = count?.(tab);
        return (
          <Link
            key={tab}
            to={href(tab)}
            aria-current={tab === current ? 'page' : undefined}
            className={`-mb-px ${count ? 'flex items-center gap-1.5 ' : ''}border-b-2 px-3 py-3 text-[14px] leading-tight-text ${tab === current ? 'border-brand font-semibold text-brand' : 'border-transparent text-body hover:text-brand'}`}
          >
            {name(tab)}
            {n !== undefined && (
              <span className="rounded-full bg-page px-1.5 text-[12px] font-normal text-muted">{n}</span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
