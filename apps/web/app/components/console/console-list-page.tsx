import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Pager } from '~/components/ui/pager';
import { StatusPanel } from '~/components/ui/status-panel';

/**
 * A console's paged list page: the title, what sits above the list (tabs), then the list and its
 * pager — or, when the list did not load (`children` null), the API's `message`.
 */
export function ConsoleListPage(props: {
  title: string;
  /** The page's width class (the platform console is the wider one). */
  width: string;
  head?: ReactNode;
  message: string;
  page: number;
  pageCount: number;
  href: (page: number) => string;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto ${props.width}`}>
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{props.title}</h1>
      {props.head}
      {props.children ? (
        <>
          {props.children}
          <div className="mt-3">
            <Pager page={props.page} pageCount={props.pageCount} href={props.href} />
          </div>
        </>
      ) : (
        <p role="alert" className="bg-white py-10 text-center text-[14px] text-brand">
          {props.message}
        </p>
      )}
    </div>
  );
}

/**
 * A console's list: its rows (the table `children` makes of them) and their pager — or,
 * with no rows, a note in a white panel: `empty` (and `emptyText`) when the list loaded, the API's
 * `message` when not.
 */
export function PagedRows<T>(props: {
  list: { list: T[]; page_count: number } | null;
  page: number;
  href: (page: number) => string;
  icon: LucideIcon;
  empty: string;
  emptyText?: string;
  message: string;
  children: (rows: T[]) => ReactNode;
}) {
  const { list } = props;
  if (list && list.list.length > 0)
    return (
      <>
        {props.children(list.list)}
        <Pager page={props.page} pageCount={list.page_count} href={props.href} />
      </>
    );
  return (
    <div className="bg-white py-6">
      <StatusPanel
        icon={props.icon}
        title={list ? props.empty : props.message}
        description={list ? (props.emptyText ?? '') : ''}
        compact
      />
    </div>
  );
}
