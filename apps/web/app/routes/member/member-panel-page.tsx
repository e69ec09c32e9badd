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

/** A titled white panel of a member-centre page; `id` names its heading, which labels it. */
export function MemberSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="bg-white px-6 py-5" aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-[15px] font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
