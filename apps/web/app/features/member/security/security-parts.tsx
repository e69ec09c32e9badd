import { SMS_RESEND_SECONDS } from '@zay/contract';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { TextField } from '~/components/ui/text-field';
import type { ApiResult } from '~/lib/api';
import { notifyError, notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';

/** One security item: what it is, its state, and its form behind "Change". */
export function SecurityCard({
  title,
  text,
  state,
  children,
}: {
  title: string;
  text: string;
  state: string;
  children: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className="bg-white px-6 py-5" aria-label={title}>
      <div className="flex flex-wrap items-center gap-4">
        <div className="min-w-0 flex-1">
          <h2 className="text-[15px] font-semibold text-ink">{title}</h2>
          <p className="mt-1 text-[13px] leading-text text-muted">{text}</p>
        </div>
        <span className="text-[13px] text-body">{state}</span>
        <button
          type="button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          className="rounded border border-line px-4 py-1.5 text-[13px] text-body hover:border-brand hover:text-brand"
        >
          {open ? t('confirm.cancel') : t('memberCentre.change')}
        </button>
      </div>
      {open && <div className="mt-4 max-w-[440px] border-t border-line pt-4">{children(() => setOpen(false))}</div>}
    </section>
  );
}

/** A password input of a security form. */
export function SecretField(props: {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  digits?: boolean;
}) {
  return (
    <TextField
      label={props.label}
      name={props.name}
      type="password"
      value={props.value}
      inputMode={props.digits ? 'numeric' : undefined}
      maxLength={props.digits ? 6 : 64}
      autoComplete={props.digits ? 'off' : 'new-password'}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

/** The "send code" button: sends, then waits out the resend time (SMS_RESEND_SECONDS). */
export function SendCodeButton({ send }: { send: () => Promise<ApiResult<{ key: string }>> }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const click = async () => {
    setSending(true);
    const result = await send();
    setSending(false);
    if (!result.ok) return void notifyError(result.message || t('memberCentre.saveFailed'));
    setLeft(SMS_RESEND_SECONDS);
    void notifySuccess(t('memberCentre.codeSent'));
  };
  return (
    <button
      type="button"
      disabled={sending || left > 0}
      onClick={() => void click()}
      className="h-11 shrink-0 rounded border border-brand px-3 text-[13px] whitespace-nowrap text-brand disabled:border-line disabled:text-muted"
    >
      {left > 0 ? t('memberCentre.resendIn', { seconds: left }) : t('memberCentre.sendCode')}
    </button>
  );
}

/** The SMS code input with its "send code" button beside it. */
export function SmsCodeField(props: {
  value: string;
  onChange: (v: string) => void;
  send: () => Promise<ApiResult<{ key: string }>>;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('memberCentre.smsCode')}
      name="code"
      inputMode="numeric"
      maxLength={6}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      beside={<SendCodeButton send={props.send} />}
    />
  );
}

/**
 * A security form's submit: runs the client checks (a message key's text, or ''), then the call;
 * success toasts, closes the form and reads the page's data again.
 */
export function useSecuritySubmit(close: () => void) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit =
    (check: () => string, run: () => Promise<ApiResult<unknown>>, done: string) => async (e: FormEvent) => {
      e.preventDefault();
      const problem = check();
      if (problem) return setError(problem);
      setBusy(true);
      const result = await run();
      setBusy(false);
      if (!result.ok) return setError(result.message || t('memberCentre.saveFailed'));
      setError('');
      void notifySuccess(done);
      close();
      void revalidator.revalidate();
    };
  return { error, busy, submit };
}
