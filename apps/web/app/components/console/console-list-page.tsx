import type { ReactNode } from 'react';
import { Pager } from '~/components/ui/pager';

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
