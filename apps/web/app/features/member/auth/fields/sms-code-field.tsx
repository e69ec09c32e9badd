import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/translation';
import { TextField } from '~/components/ui/text-field';
import type { SmsCode } from './use-sms-code';

/** The button beside a code input: send, or wait out the countdown before another code. */
export function CodeButton({ sms, onClick }: { sms: SmsCode; onClick: () => void }) {
  const { t } = useTranslation();
  const waiting = sms.seconds > 0;
  const label = waiting
    ? t('auth.resendIn', { seconds: sms.seconds })
    : sms.key
      ? t('auth.resend')
      : t('auth.sendCode');
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={waiting || sms.sending}
      className="h-11 min-w-[118px] shrink-0 rounded border border-brand bg-white px-3 text-[13px] leading-tight-text whitespace-nowrap text-brand hover:bg-brand-soft disabled:cursor-not-allowed disabled:border-[#d4d4d4] disabled:bg-[#fafafa] disabled:text-subtle"
    >
      {label}
    </button>
  );
}

interface Props {
  sms: SmsCode;
  field: UseFormRegisterReturn;
  error?: string;
  onSend: () => void;
  /** Say where the last code went (not needed where the page already says it). */
  showSentTo?: boolean;
}

/** The SMS code input with its send button, which counts down until a new code may be asked for. */
export function SmsCodeField({ sms, field, error, onSend, showSentTo = true }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.smsCode')}
      placeholder={t('auth.smsCodePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      error={error}
      beside={<CodeButton sms={sms} onClick={onSend} />}
      hint={showSentTo && sms.sentTo ? t('auth.codeSent', { mobile: sms.sentTo }) : undefined}
      {...field}
    />
  );
}
