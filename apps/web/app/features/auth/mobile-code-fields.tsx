import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/translation';
import { TextField } from '~/components/ui/text-field';
import { CaptchaField } from './captcha-field';
import type { IssueText } from './issue-text';
import { SmsCodeField } from './sms-code-field';
import type { CaptchaState } from './use-captcha';
import { useSendCode, type SmsFields } from './use-send-code';
import type { SmsCode } from './use-sms-code';

interface Props<T extends SmsFields> {
  form: UseFormReturn<T, unknown, unknown>;
  captcha: CaptchaState;
  sms: SmsCode;
  issue: IssueText;
  onFailure: (message: string) => void;
}

/** Mobile number, the captcha that guards sending, and the SMS code with its send button. */
export function MobileCodeFields<T extends SmsFields>({ form, captcha, sms, issue, onFailure }: Props<T>) {
  const { t } = useTranslation();
  const sendCode = useSendCode(form, captcha, sms, onFailure);
  const name = (field: keyof SmsFields) => field as Path<T>;
  const errors = form.formState.errors as Partial<Record<keyof SmsFields, { message?: string }>>;
  return (
    <>
      <TextField
        label={t('auth.mobile')}
        placeholder={t('auth.mobilePlaceholder')}
        type="tel"
        autoComplete="tel-national"
        error={issue(errors.mobile)}
        {...form.register(name('mobile'))}
      />
      <CaptchaField captcha={captcha} field={form.register(name('captcha_code'))} error={issue(errors.captcha_code)} />
      <SmsCodeField
        sms={sms}
        field={form.register(name('code'))}
        error={issue(errors.code)}
        onSend={() => void sendCode()}
      />
    </>
  );
}
