import { Minus, Plus } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { quantityDigits } from '~/lib/digits';
import { useHydrated } from '~/lib/hydrated';

interface Props {
  value: string;
  min: number;
  max: number;
  disabled: boolean;
  onChange: (value: string) => void;
  describedBy?: string;
  /** The field's name and the form it belongs to, so the quantity posts with the form before script runs. */
  name?: string;
  form?: string;
}

const BUTTON =
  'grid size-9 place-items-center border-line bg-[#fafafa] text-body hover:text-brand disabled:cursor-not-allowed disabled:text-[#c4c4c4]';

function StepButton({
  delta,
  disabled,
  onStep,
}: {
  delta: 1 | -1;
  disabled: boolean;
  onStep: (delta: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`${BUTTON} ${delta < 0 ? 'border-r' : 'border-l'}`}
      onClick={() => onStep(delta)}
      disabled={disabled}
      aria-label={delta < 0 ? t('goodsDetail.decrease') : t('goodsDetail.increase')}
    >
      {delta < 0 ? <Minus size={14} aria-hidden /> : <Plus size={14} aria-hidden />}
    </button>
  );
}

/** − / input / +; the input takes digits only and the buttons keep within min and max. */
export function QuantityStepper({ value, min, max, disabled, onChange, describedBy, name, form }: Props) {
  const { t } = useTranslation();
  // The buttons need script; until it runs the shopper types the number (ADR 095).
  const ready = useHydrated();
  const n = Number(value) || 0;
  const step = (delta: number) => onChange(String(Math.min(max, Math.max(min, n + delta))));
  return (
    <div className="flex h-9 w-fit rounded border border-line">
      <StepButton delta={-1} disabled={!ready || disabled || n <= min} onStep={step} />
      <input
        type="text"
        inputMode="numeric"
        name={name}
        form={form}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(quantityDigits(e.target.value))}
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
      <StepButton delta={1} disabled={!ready || disabled || n >= max} onStep={step} />
    </div>
  );
}
