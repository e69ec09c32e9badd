import { Check } from 'lucide-react';
import { useTranslation } from '~/lib/translation';

/** Numbered steps with the current one marked for screen readers (aria-current="step"). */
export function StepIndicator({ steps, current }: { steps: string[]; current: number }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('auth.find.progress')} className="flex items-start">
      {steps.map((label, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <li
            key={label}
            aria-current={active ? 'step' : undefined}
            className="relative flex flex-1 flex-col items-center text-center"
          >
            {i > 0 && (
              <span
                aria-hidden
                className={`absolute top-4 right-1/2 h-0.5 w-full ${done || active ? 'bg-brand' : 'bg-line'}`}
              />
            )}
            <span
              className={`relative z-10 grid size-8 place-items-center rounded-full text-[14px] font-semibold ${
                done || active ? 'bg-brand text-white' : 'border-2 border-line bg-white text-subtle'
              }`}
            >
              {done ? <Check size={16} strokeWidth={3} aria-hidden /> : i + 1}
            </span>
            <span
              className={`mt-2 px-2 text-[13px] leading-tight-text ${active ? 'font-semibold text-ink' : 'text-subtle'}`}
            >
              <span className="sr-only">{done ? t('auth.find.completed') : ''}</span>
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
