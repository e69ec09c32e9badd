import type { LucideIcon } from 'lucide-react';

/** A checkout section's title with its icon; the section points at it with `aria-labelledby`. */
export function SectionTitle({ id, icon: Icon, title }: { id: string; icon: LucideIcon; title: string }) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-[16px] font-semibold text-ink">
      <Icon size={18} className="text-brand" aria-hidden />
      {title}
    </h2>
  );
}
