/** A member form's submit button: brand red, as wide as its label. */
export const SUBMIT_BUTTON =
  'self-start rounded bg-brand px-8 py-2 text-[14px] text-white hover:bg-brand-dark disabled:opacity-60';

/** What went wrong, on a line that keeps its height while empty so that nothing below it moves. */
export function ErrorLine({ message }: { message: string }) {
  return (
    <p role="alert" className="min-h-5 text-[13px] text-brand">
      {message}
    </p>
  );
}

/** The end of a form: what went wrong, if anything, and its submit button (off while it is sent). */
export function FormEnd({
  error,
  busy,
  label,
  errorId,
  buttonClass = SUBMIT_BUTTON,
}: {
  error: string;
  busy: boolean;
  label: string;
  /** The message's id, when a field points at it with `aria-describedby`. */
  errorId?: string;
  buttonClass?: string;
}) {
  return (
    <>
      {error && (
        <p id={errorId} role="alert" className="text-[13px] text-brand">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className={buttonClass}>
        {label}
      </button>
    </>
  );
}
