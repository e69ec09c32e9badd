import { PAY_PASSWORD_LENGTH, setPayPasswordEndpoint } from '@zay/contract';
import { useId, useState, type FormEvent } from 'react';
import { api } from '~/lib/api';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';

const digitsOnly = (v: string) => v.replace(/\D/g, '').slice(0, PAY_PASSWORD_LENGTH);
const INPUT =
  'h-9 w-36 rounded border border-[#d4d4d4] bg-white px-3 text-[14px] tracking-[0.3em] outline-none focus:border-brand aria-[invalid=true]:border-brand';

/**
 * SPEC §5: paying with balance needs the 6-digit payment password. A member without one sets it
 * here, where they need it (member/setpaypassword), and carries on.
 */
export function PayPasswordSetup({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (password.length !== PAY_PASSWORD_LENGTH) return setError(t('payPassword.format'));
    if (password !== confirm) return setError(t('payPassword.mismatch'));
    setBusy(true);
    const result = await api(setPayPasswordEndpoint, { pay_password: password });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    void notifySuccess(t('payPassword.saved'));
    onDone();
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="grid gap-3 rounded border border-[#ffd8b0] bg-[#fff8f0] p-4"
    >
      <p role="alert" className="text-[13px] font-semibold text-accent-ink">
        {t('payPassword.setFirst')}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-new`} className="mb-1 block text-xs text-muted">
            {t('payPassword.new')}
          </label>
          <input
            id={`${id}-new`}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(digitsOnly(e.target.value))}
            aria-invalid={error ? true : undefined}
            className={INPUT}
          />
        </div>
        <div>
          <label htmlFor={`${id}-confirm`} className="mb-1 block text-xs text-muted">
            {t('payPassword.confirm')}
          </label>
          <input
            id={`${id}-confirm`}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(digitsOnly(e.target.value))}
            aria-invalid={error ? true : undefined}
            className={INPUT}
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="h-9 rounded bg-brand px-5 text-[13px] text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {t('payPassword.save')}
        </button>
      </div>
      {error && <p className="text-xs text-brand">{error}</p>}
    </form>
  );
}

/** The 6-digit payment password, asked for when balance pays part of an order. */
export function PayPasswordInput({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="text-[13px] text-body">
        {t('payPassword.enter')}
      </label>
      <input
        id={id}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(digitsOnly(e.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={INPUT}
      />
      {error && (
        <span id={`${id}-error`} role="alert" className="text-xs text-brand">
          {error}
        </span>
      )}
    </div>
  );
}
