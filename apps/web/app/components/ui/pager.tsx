import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Page numbers around the current one, with the first and last always reachable; 0 marks a gap. */
export function pageWindow(page: number, pageCount: number, around = 2): number[] {
  const pages = new Set([1, pageCount]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [0, p] : [p]));
}

const CELL = 'inline-flex h-9 min-w-9 items-center justify-center rounded border px-3 text-[13px] whitespace-nowrap';

interface Props {
  page: number;
  pageCount: number;
  /** The address of a page, keeping every other query value. */
  href: (page: number) => string;
  /** For paging inside a page section (reviews), where jumping to the top would lose the reader. */
  keepScroll?: boolean;
}

function Edge({
  to,
  disabled,
  keepScroll,
  children,
}: {
  to: string;
  disabled: boolean;
  keepScroll?: boolean;
  children: ReactNode;
}) {
  if (disabled)
    return (
      <span className={`${CELL} gap-1 border-line text-subtle`} aria-disabled="true">
        {children}
      </span>
    );
  return (
    <Link
      to={to}
      preventScrollReset={keepScroll}
      className={`${CELL} gap-1 border-line bg-white hover:border-brand hover:text-brand`}
    >
      {children}
    </Link>
  );
}

/** Numbered paging with previous and next, as plain links: every page has its own address. */
export function Pager({ page, pageCount, href, keepScroll }: Props) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('catalogue.pager')} className="mt-8 flex items-center justify-center gap-1.5">
      <Edge to={href(page - 1)} disabled={page <= 1} keepScroll={keepScroll}>
        <ChevronLeft size={14} aria-hidden />
        {t('catalogue.previous')}
      </Edge>
      {pageWindow(page, pageCount).map((p, i) =>
        p === 0 ? (
          <span key={`gap${i}`} className="px-1 text-subtle" aria-hidden>
            …
          </span>
        ) : (
          <Link
            key={p}
            to={href(p)}
            preventScrollReset={keepScroll}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('catalogue.pageN', { page: p })}
            className={`${CELL} ${p === page ? 'border-brand bg-brand text-white' : 'border-line bg-white hover:border-brand hover:text-brand'}`}
          >
            {p}
          </Link>
        ),
      )}
      <Edge to={href(page + 1)} disabled={page >= pageCount} keepScroll={keepScroll}>
        {t('catalogue.next')}
        <ChevronRight size={14} aria-hidden />
      </Edge>
    </nav>
  );
}
