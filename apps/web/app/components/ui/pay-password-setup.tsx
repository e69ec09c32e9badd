import { PAY_PASSWORD_LENGTH, setPayPasswordEndpoint } from '@zay/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { api } from '~/lib/api';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';

const digitsOnly = (v: string) => v.replace(/\D/g, '').slice(0, PAY_PASSWORD_LENGTH);
const INPUT =
  'h-9 w-36 rounded border border-[#d4d4d4] bg-white px-3 text-[14px] tracking-[0.3em] outline-none focus:border-brand aria-[invalid=true]:border-brand';

/** The new password and its repetition, checked here and then saved (member/setpaypassword). */
function usePayPasswordForm(onDone: () => void) {
  const { t } = useTranslation();
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

  return { password, setPassword, confirm, setConfirm, error, busy, submit };
}

/** One of the setup form's two password boxes, its label above it. */
function NewPasswordField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  invalid: boolean;
}) {
  const { id, label, value, onChange, invalid } = props;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs text-muted">
        {label}
      </label>
      <input
        id={id}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        value={value}
        onChange={(e) => onChange(digitsOnly(e.target.value))}
        aria-invalid={invalid ? true : undefined}
        className={INPUT}
      />
    </div>
  );
}

/**
 * SPEC §5: paying with balance needs the 6-digit payment password. A member without one sets it
 * here, where they need it (member/setpaypassword), and carries on.
 */
export function PayPasswordSetup({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { password, setPassword, confirm, setConfirm, error, busy, submit } = usePayPasswordForm(onDone);
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
        <NewPasswordField
          id={`${id}-new`}
          label={t('payPassword.new')}
          value={password}
          onChange={setPassword}
          invalid={!!error}
        />
        <NewPasswordField
          id={`${id}-confirm`}
          label={t('payPassword.confirm')}
          value={confirm}
          onChange={setConfirm}
          invalid={!!error}
        />
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

/** Where the payment password's label and box sit: a page with label and control columns passes its own. */
export interface PasswordRowLayout {
  row: string;
  label: string;
}

/** Label and box side by side, wrapping on a narrow page (the pay page). */
const INLINE: PasswordRowLayout = { row: 'flex flex-wrap items-center gap-3', label: 'text-[13px] text-body' };

/** The 6-digit payment password, asked for when balance pays part of an order. */
export function PayPasswordInput({
  value,
  onChange,
  error,
  layout = INLINE,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
  layout?: PasswordRowLayout;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={layout.row}>
      <label htmlFor={id} className={layout.label}>
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
      {/* A forgotten one is set anew by SMS code on the security page, opened beside the order. */}
      <Link to="/member/security" target="_blank" className="text-xs text-muted hover:text-brand">
        {t('memberCentre.forgotPayPassword')}
      </Link>
      {error && (
        <span id={`${id}-error`} role="alert" className="text-xs text-brand">
          {error}
        </span>
      )}
    </div>
  );
}
