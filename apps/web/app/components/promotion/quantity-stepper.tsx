import { Minus, Plus } from 'lucide-react';
import { useTranslation } from '~/lib/translation';

const STEP =
  'grid size-9 place-items-center bg-[#fafafa] text-body hover:text-brand disabled:cursor-not-allowed disabled:text-[#c4c4c4]';

/** Quantity within 1 … `max` (the stock or quota left, and a limit when there is one); digits only. */
export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: string;
  max: number;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  const n = Number(value) || 0;
  const step = (d: number) => onChange(String(Math.min(max, Math.max(1, n + d))));
  return (
    <div className="flex h-9 w-fit rounded border border-line">
      <button
        type="button"
        className={`${STEP} border-r border-line`}
        onClick={() => step(-1)}
        disabled={n <= 1}
        aria-label={t('seckill.decrease')}
      >
        <Minus size={14} aria-hidden />
      </button>
      <input
        type="text"
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 4))}
        aria-label={t('seckill.quantity')}
        className="w-14 text-center text-[14px] outline-offset-[-2px]"
      />
      <button
        type="button"
        className={`${STEP} border-l border-line`}
        onClick={() => step(1)}
        disabled={n >= max}
        aria-label={t('seckill.increase')}
      >
        <Plus size={14} aria-hidden />
      </button>
    </div>
  );
}
