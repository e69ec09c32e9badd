import type { ButtonHTMLAttributes, FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { inputMoment, marketMoment } from '~/lib/format-time';

/** Shared pieces of the consoles' panels: buttons, a titled panel, a label and its value. */

export const BUTTON =
  'inline-flex min-h-9 items-center justify-center rounded bg-brand px-4 py-1.5 text-[14px] leading-tight-text text-white hover:bg-brand-dark disabled:opacity-60';
export const PLAIN_BUTTON =
  'inline-flex min-h-9 items-center justify-center rounded border border-line bg-white px-4 py-1.5 text-[14px] leading-tight-text text-body hover:border-brand hover:text-brand disabled:opacity-60';
/** The small buttons and links in a console table's row (edit, hide, approve…). */
export const ROW_ACTION =
  'rounded border border-line px-2.5 py-1 text-[13px] leading-tight-text whitespace-nowrap text-body hover:border-brand hover:text-brand disabled:opacity-60';

/** A button in a console table's row. */
export function RowButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" {...props} className={ROW_ACTION} />;
}

export const SELECT =
  'h-9 w-full min-w-0 rounded border border-[#d4d4d4] bg-white px-2 text-[14px] text-ink outline-none focus:border-brand';

export function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="mb-4 bg-white p-5" data-testid={testId}>
      <h2 className="mb-3 text-[16px] leading-tight-text font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** A label and its value, in a definition list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2 text-[13px] leading-tight-text">
      <dt className="shrink-0 text-muted">{label}:</dt>
      <dd className="min-w-0 text-body">{children}</dd>
    </div>
  );
}

/** A console form's label over its input (platform topics and slots, live rooms). */
export const FORM_LABEL = 'grid gap-1 text-[13px] leading-tight-text text-muted';
export const FORM_INPUT =
  'h-9 w-full rounded border border-line px-2 text-[13px] focus:border-brand focus:outline-none';

/** One labelled input of a console form. */
export function LabelledInput({ label, ...input }: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={FORM_LABEL}>
      {label}
      <input {...input} className={FORM_INPUT} />
    </label>
  );
}

/** A required moment on the marketplace's clock (`unix` 0 or none: empty). */
export function MomentInput({ label, name, unix }: { label: ReactNode; name: string; unix: number | undefined }) {
  return (
    <LabelledInput label={label} name={name} type="datetime-local" required defaultValue={inputMoment(unix ?? 0)} />
  );
}

/** A submitted console form's fields as trimmed text ('' when absent). */
export const formText = (form: FormData) => (name: string) => String(form.get(name) ?? '').trim();

/** A form's submit handler that stays on the page and hands `send` the submitted fields as typed (and the form). */
export const submitFields =
  (send: (field: (name: string) => string, form: HTMLFormElement) => Promise<unknown>) =>
  (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void send((name) => String(data.get(name) ?? ''), event.currentTarget);
  };

/** The `start` and `end` of a form's `MomentInput`s in unix seconds; null when one is empty or the end is not after the start. */
export function momentRange(text: (name: string) => string): { start: number; end: number } | null {
  const start = marketMoment(text('start'));
  const end = marketMoment(text('end'));
  return start && end && end > start ? { start, end } : null;
}
