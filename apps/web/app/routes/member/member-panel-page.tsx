import type { ReactNode } from 'react';
import { MemberPage } from '~/components/layout/member-page';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';

/** A member-centre page of one white panel; what failed to load is told in toasts. */
export function MemberPanelPage({
  title,
  errors,
  children,
}: {
  title: ReactNode;
  errors: string[];
  children: ReactNode;
}) {
  return (
    <MemberPage title={title}>
      <section className="bg-white px-6 py-5">{children}</section>
      <LoadErrorToasts errors={errors} />
    </MemberPage>
  );
}
