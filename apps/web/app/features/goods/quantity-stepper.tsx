import { Minus, Plus } from 'lucide-react';
import { useTranslation } from '~/lib/translation';

interface Props {
  value: string;
  min: number;
  max: number;
  disabled: boolean;
  onChange: (value: string) => void;
  describedBy?: string;
}

/** − / input / +; the input takes digits only and the buttons keep within min and max. */
export function QuantityStepper({ value, min, max, disabled, onChange, describedBy }: Props) {
  const { t } = useTranslation();
  const n = Number(value) || 0;
  const step = (delta: number) => onChange(String(Math.min(max, Math.max(min, n + delta))));
  const button =
    'grid size-9 place-items-center border-line bg-[#fafafa] text-body hover:text-brand disabled:cursor-not-allowed disabled:text-[#c4c4c4]';
  return (
    <div className="flex h-9 w-fit rounded border border-line">
      <button
        type="button"
        className={`${button} border-r`}
        onClick={() => step(-1)}
        disabled={disabled || n <= min}
        aria-label={t('goodsDetail.decrease')}
      >
        <Minus size={14} aria-hidden />
      </button>
      <input
        type="text"
        inputMode="numeric"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 5))}
        onKeyDown={(e) => {
          if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
            e.preventDefault();
            step(e.key === 'ArrowUp' ? 1 : -1);
          }
        }}
        aria-label={t('goodsDetail.quantity')}
        aria-describedby={describedBy}
        className="w-14 text-center text-[14px] outline-none disabled:bg-[#fafafa]"
      />
      <button
        type="button"
        className={`${button} border-l`}
        onClick={() => step(1)}
        disabled={disabled || n >= max}
        aria-label={t('goodsDetail.increase')}
      >
        <Plus size={14} aria-hidden />
      </button>
    </div>
  );
}
