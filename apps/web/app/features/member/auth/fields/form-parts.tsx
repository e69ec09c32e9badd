import { CircleAlert, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A server refusal (wrong password, used-up captcha…), announced as soon as it appears. */
export function FormAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded border border-[#f3c4c5] bg-brand-soft px-3 py-2 text-[13px] leading-tight-text text-brand-dark"
    >
      <CircleAlert size={16} className="mt-0.5 shrink-0" aria-hidden />
      <span>{message}</span>
    </p>
  );
}

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className="flex min-h-11 w-full items-center justify-center gap-2 rounded bg-brand px-4 py-2 text-[15px] leading-tight-text font-medium text-white shadow-sm transition-colors hover:bg-brand-dark disabled:cursor-wait disabled:opacity-75"
    >
      {pending && <LoaderCircle size={18} className="animate-spin" aria-hidden />}
      {children}
    </button>
  );
}

export function CheckboxField({ field, label, id }: { field: UseFormRegisterReturn; label: string; id: string }) {
  return (
    <div className="flex items-start gap-2 text-[13px] leading-tight-text text-body">
      <input id={id} type="checkbox" className="mt-[3px] size-4 shrink-0 cursor-pointer accent-brand" {...field} />
      <label htmlFor={id} className="cursor-pointer">
        {label}
      </label>
    </div>
  );
}
