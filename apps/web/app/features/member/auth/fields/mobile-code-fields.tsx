import { normaliseMobile } from '@zay/contract';
import { useCallback } from 'react';
import type { FieldValues, Path, PathValue, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/translation';
import { TextField } from '~/components/ui/text-field';
import { CaptchaField } from '~/components/captcha/captcha-field';
import type { IssueText } from '../issue-text';
import { SmsCodeField } from './sms-code-field';
import type { CaptchaState } from '~/components/captcha/use-captcha';
import type { SmsCode } from './use-sms-code';

export interface SmsFields extends FieldValues {
  mobile: string;
  captcha_code: string;
  code: string;
}

/**
 * The send-code button of a form with mobile, captcha and code fields: the number must be valid
 * and the captcha typed before the API is asked; a refusal goes to `onFailure`.
 */
function useSendCode<T extends SmsFields>(
  form: UseFormReturn<T, unknown, unknown>,
  captcha: CaptchaState,
  sms: SmsCode,
  onFailure: (message: string) => void,
): () => Promise<void> {
  return useCallback(async () => {
    const field = (name: keyof SmsFields) => name as Path<T>;
    onFailure('');
    if (!(await form.trigger(field('mobile')))) {
      form.setFocus(field('mobile'));
      return;
    }
    const captchaCode = String(form.getValues(field('captcha_code'))).trim();
    if (captcha.enabled && !captchaCode) {
      form.setError(field('captcha_code'), { message: 'CAPTCHA_REQUIRED' });
      form.setFocus(field('captcha_code'));
      return;
    }
    form.clearErrors(field('captcha_code'));
    const mobile = normaliseMobile(String(form.getValues(field('mobile')))) ?? '';
    const failure = await sms.request(mobile, captchaCode);
    form.setValue(field('captcha_code'), '' as PathValue<T, Path<T>>);
    if (failure) onFailure(failure);
    else form.setFocus(field('code'));
  }, [form, captcha, sms, onFailure]);
}

/** The member's mobile number. */
export function MobileField({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.mobile')}
      placeholder={t('auth.mobilePlaceholder')}
      type="tel"
      autoComplete="tel-national"
      error={error}
      {...field}
    />
  );
}

interface Props<T extends SmsFields> {
  form: UseFormReturn<T, unknown, unknown>;
  captcha: CaptchaState;
  sms: SmsCode;
  issue: IssueText;
  onFailure: (message: string) => void;
}

/** Mobile number, the captcha that guards sending, and the SMS code with its send button. */
export function MobileCodeFields<T extends SmsFields>({ form, captcha, sms, issue, onFailure }: Props<T>) {
  const sendCode = useSendCode(form, captcha, sms, onFailure);
  const name = (field: keyof SmsFields) => field as Path<T>;
  const errors = form.formState.errors as Partial<Record<keyof SmsFields, { message?: string }>>;
  return (
    <>
      <MobileField field={form.register(name('mobile'))} error={issue(errors.mobile)} />
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
