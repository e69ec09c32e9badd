import type { ReactNode } from 'react';
import { MemberPage } from '~/components/layout/member-page';
import { LoadFailed } from '~/features/aftersale/load-failed';

/** A member's after-sale page: what loaded, shown by `children`, else the load failure in a white panel. */
export function AfterSalePage<T>({
  title,
  detail,
  children,
}: {
  title: string;
  detail: T | null;
  children: (detail: T) => ReactNode;
}) {
  return (
    <MemberPage title={title}>
      {detail ? (
        children(detail)
      ) : (
        <section className="bg-white px-6 py-5">
          <LoadFailed />
        </section>
      )}
    </MemberPage>
  );
}
