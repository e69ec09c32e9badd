import { useEffect, useRef } from 'react';

interface Props {
  checked: boolean;
  /** Some but not all of what it stands for are chosen. */
  mixed?: boolean;
  disabled?: boolean;
  label: string;
  onChange: (checked: boolean) => void;
  className?: string;
}

/** A native checkbox (keyboard and screen readers for free) that can show the mixed state. */
export function SelectBox({ checked, mixed = false, disabled, label, onChange, className = '' }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed && !checked;
  }, [mixed, checked]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={checked}
      disabled={disabled}
      aria-label={label}
      onChange={(e) => onChange(e.target.checked)}
      className={`size-4 shrink-0 cursor-pointer accent-brand disabled:cursor-not-allowed ${className}`}
    />
  );
}
