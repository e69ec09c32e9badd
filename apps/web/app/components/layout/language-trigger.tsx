import type { Lang } from '@zay/contract';
import { ChevronDown, Globe } from 'lucide-react';
import { LANG_LABELS } from '~/lib/lang';

export const TRIGGER_CLASS = 'flex min-h-[24px] items-center gap-1 hover:text-brand data-[state=open]:text-brand';

export function TriggerContent({ current }: { current: Lang }) {
  return (
    <>
      <Globe size={13} aria-hidden />
      <span>{LANG_LABELS[current]}</span>
      <ChevronDown size={12} aria-hidden />
    </>
  );
}
