import { Radio } from 'lucide-react';
import { COMING, LIVE } from './live-types';

/** The room's status in its colour: live red, coming orange, the rest grey. */
export function StatusBadge({ status, name }: { status: number; name: string }) {
  const tone =
    status === LIVE ? 'bg-brand text-white' : status === COMING ? 'bg-accent text-white' : 'bg-[#6b6b6b] text-white';
  return (
    <span
      className={`inline-flex items-center gap-1 rounded px-2 py-0.5 text-xs leading-tight-text font-semibold ${tone}`}
    >
      {status === LIVE && <Radio size={12} aria-hidden />}
      {name}
    </span>
  );
}
