import { useState, type FormEvent } from 'react';
import { TEXTAREA_CLASS } from '~/components/ui/text-field';
import { PLAIN_BUTTON } from './console-ui';

/**
 * A decision that needs a reason the other side will read (a refund refused, a live room refused or
 * taken down): `prompt` labels the box, `needed` is said when it is left empty, `label` is the button.
 */
export function ReasonForm({
  prompt,
  needed,
  label,
  busy,
  maxLength,
  onSubmit,
}: {
  prompt: string;
  needed: string;
  label: string;
  busy: boolean;
  maxLength: number;
  onSubmit: (reason: string) => Promise<boolean>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(needed);
    setError('');
    if (await onSubmit(reason.trim())) setReason('');
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex max-w-[520px] flex-col gap-2">
      <label className="flex flex-col gap-1 text-[13px]">
        <span className="text-muted">{prompt}</span>
        <textarea
          rows={2}
          maxLength={maxLength}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={!!error || undefined}
          className={TEXTAREA_CLASS}
        />
      </label>
      {error && (
        <p role="alert" className="text-[13px] text-brand">
          {error}
        </p>
      )}
      <div>
        <button type="submit" disabled={busy} className={PLAIN_BUTTON}>
          {label}
        </button>
      </div>
    </form>
  );
}
