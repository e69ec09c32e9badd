import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  /** Already translated; shown under the field and announced. */
  error?: string;
  /** Help under the field (or a checklist); the input is described by it. */
  hint?: ReactNode;
  /** Inside the input box, at its end (e.g. a show-password button). */
  inner?: ReactNode;
  /** Beside the input box (e.g. a captcha picture or a send-code button). */
  beside?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export const INPUT_CLASS =
  'h-11 w-full min-w-0 rounded border bg-white px-3 text-[14px] text-ink outline-none transition-colors placeholder:text-[#8c8c8c] focus:border-brand focus-visible:outline-none aria-[invalid=true]:border-brand';

/** A multi-line text box, styled as the inputs. */
export const TEXTAREA_CLASS =
  'w-full rounded border border-[#d4d4d4] bg-white px-3 py-2 text-[14px] leading-text text-ink outline-none placeholder:text-[#8c8c8c] focus:border-brand aria-[invalid=true]:border-brand';

/** A labelled input whose hint and error describe it, so screen readers read both with the field. */
export function TextField({ label, error, hint, inner, beside, id, ref, ...input }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-[13px] leading-tight-text font-medium text-ink">
        {label}
      </label>
      <div className="flex items-stretch gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            ref={ref}
            id={inputId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${INPUT_CLASS} border-[#d4d4d4] ${inner ? 'pr-11' : ''}`}
            {...input}
          />
          {inner && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{inner}</div>}
        </div>
        {beside}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs leading-tight-text text-brand">
          {error}
        </p>
      )}
      {hint && (
        <div id={hintId} className="mt-1 text-xs leading-tight-text text-subtle">
          {hint}
        </div>
      )}
    </div>
  );
}
