import { useState, type FormEvent } from 'react';
import { PLAIN_BUTTON } from '~/components/console/console-ui';
import { TEXTAREA } from '../refund-goods';
import { useTranslation } from '~/lib/translation';

/** A refusal's reason (the buyer sees it): required, at most 140 characters. */
export function ReasonForm({
  label,
  busy,
  onSubmit,
}: {
  label: string;
  busy: boolean;
  onSubmit: (reason: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(t('afterSale.reasonNeeded'));
    setError('');
    if (await onSubmit(reason.trim())) setReason('');
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex max-w-[520px] flex-col gap-2">
      <label className="flex flex-col gap-1 text-[13px]">
        <span className="text-muted">{t('afterSale.reasonPrompt')}</span>
        <textarea
          rows={2}
          maxLength={140}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={!!error || undefined}
          className={TEXTAREA}
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
