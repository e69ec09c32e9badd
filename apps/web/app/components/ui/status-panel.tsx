import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface Props {
  icon: LucideIcon;
  badge?: string;
  title: string;
  description: string;
  children?: ReactNode;
  compact?: boolean;
}

/** The shared look of the not-found, error, empty and closed states. */
export function StatusPanel({ icon: Icon, badge, title, description, children, compact }: Props) {
  return (
    <section
      className={`flex flex-col items-center rounded-lg bg-white px-10 text-center shadow-[0_1px_3px_rgba(0,0,0,0.04)] ${compact ? 'py-14' : 'py-20'}`}
    >
      <div className="relative mb-6 grid size-28 place-items-center rounded-full bg-brand-soft">
        <div className="grid size-20 place-items-center rounded-full bg-white shadow-sm">
          <Icon size={38} strokeWidth={1.5} className="text-brand" aria-hidden />
        </div>
        {badge && (
          <span className="absolute -right-3 -bottom-1 rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-white shadow">
            {badge}
          </span>
        )}
      </div>
      <h1 className="max-w-xl text-2xl leading-tight-text font-semibold text-ink">{title}</h1>
      <p className="mt-3 max-w-lg text-[14px] leading-text text-muted">{description}</p>
      {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
    </section>
  );
}

export const PRIMARY_BUTTON =
  'inline-flex h-10 items-center gap-2 rounded bg-brand px-6 text-[14px] text-white hover:bg-brand-dark';
export const SECONDARY_BUTTON =
  'inline-flex h-10 items-center gap-2 rounded border border-line bg-white px-6 text-[14px] text-body hover:border-brand hover:text-brand';
