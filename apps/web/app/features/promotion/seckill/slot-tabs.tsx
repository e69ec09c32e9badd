import { useState } from 'react';
import { useTranslation } from '~/lib/translation';
import type { SlotView } from './seckill-types';

function useSlotLabel() {
  const { t } = useTranslation();
  return (slot: SlotView, next: boolean) =>
    slot.status === 2
      ? t('seckill.slotEnded')
      : slot.status === 1
        ? t('seckill.slotRunning')
        : next
          ? t('seckill.slotNext')
          : t('seckill.slotLater');
}

/**
 * Today's slots as tabs (API-SHAPES-MORE §5.2): the running one is current; choosing an ended or a
 * coming one says so instead of opening it.
 */
export function SlotTabs({ slots }: { slots: SlotView[] }) {
  const { t } = useTranslation();
  const label = useSlotLabel();
  const [notice, setNotice] = useState('');
  const firstComing = slots.find((s) => s.status === 0)?.id;
  return (
    <nav aria-label={t('seckill.slots')} className="mb-4">
      <ul className="flex overflow-x-auto rounded-lg bg-ink">
        {slots.map((s) => {
          const running = s.status === 1;
          return (
            <li key={s.id} className="min-w-28 flex-1">
              <button
                type="button"
                aria-current={running ? 'true' : undefined}
                onClick={() =>
                  setNotice(
                    running
                      ? ''
                      : t(s.status === 2 ? 'seckill.slotEndedWarn' : 'seckill.slotNotStartedWarn', { name: s.name }),
                  )
                }
                className={`flex h-16 w-full flex-col items-center justify-center gap-0.5 px-2 text-center ${
                  running ? 'bg-brand text-white' : s.status === 2 ? 'text-white/50' : 'text-white/85 hover:text-white'
                }`}
              >
                <span className="text-[17px] leading-tight-text font-semibold tabular-nums">{s.name}</span>
                <span className="text-xs leading-tight-text">{label(s, s.id === firstComing)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" className="min-h-6 pt-1 text-[13px] text-brand">
        {notice}
      </p>
    </nav>
  );
}
