import { normaliseMobile } from '@zay/contract';
import { useCallback } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { CaptchaState } from './use-captcha';
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
export function useSendCode<T extends SmsFields>(
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
