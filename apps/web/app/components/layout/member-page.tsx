import type { ReactNode } from 'react';

/** A member-centre page: its title on a white bar, then its panels, spaced alike on every page. */
export function MemberPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 pb-10">
      <h1 className="bg-white px-6 py-4 text-xl leading-tight-text font-semibold text-ink">{title}</h1>
      {children}
    </div>
  );
}
