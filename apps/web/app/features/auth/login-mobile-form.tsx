import { zodResolver } from '@hookform/resolvers/zod';
import { AUTO_LOGIN_DAYS, loginMobileCodeEndpoint, loginMobileEndpoint } from '@zay/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '~/components/ui/text-field';
import { api } from '~/lib/api';
import type { AuthConfig } from './auth-config';
import { CaptchaField } from './captcha-field';
import { CheckboxField, FormAlert, SubmitButton } from './form-parts';
import { mobileLoginSchema } from './form-schemas';
import { useIssueText } from './issue-text';
import { SmsCodeField } from './sms-code-field';
import { useCaptcha } from './use-captcha';
import { useSendCode } from './use-send-code';
import { useSignedIn } from './use-signed-in';
import { useSmsCode } from './use-sms-code';

/** Mobile number and an SMS code; the captcha guards sending the code. */
export function LoginMobileForm({ config }: { config: AuthConfig }) {
  const { t } = useTranslation();
  const captcha = useCaptcha(config.captcha.registerAndSms);
  const sms = useSmsCode(loginMobileCodeEndpoint, captcha);
  const form = useForm({
    resolver: zodResolver(mobileLoginSchema),
    defaultValues: { mobile: '', captcha_code: '', code: '', auto_login: false },
  });
  const [failure, setFailure] = useState('');
  const signedIn = useSignedIn();
  const issue = useIssueText();
  const sendCode = useSendCode(form, captcha, sms, setFailure);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure('');
    if (!sms.key) return form.setError('code', { message: 'SMS_CODE_NOT_SENT' });
    const result = await api(loginMobileEndpoint, {
      mobile: values.mobile,
      key: sms.key,
      code: values.code,
      autoLoginRange: values.auto_login ? AUTO_LOGIN_DAYS : 0,
    });
    if (result.ok) return signedIn(t('auth.loginSuccess'));
    setFailure(result.message || t('errors.network'));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('auth.mobile')}
        placeholder={t('auth.mobilePlaceholder')}
        type="tel"
        autoComplete="tel-national"
        error={issue(errors.mobile)}
        {...form.register('mobile')}
      />
      <CaptchaField captcha={captcha} field={form.register('captcha_code')} error={issue(errors.captcha_code)} />
      <SmsCodeField
        sms={sms}
        field={form.register('code')}
        error={issue(errors.code)}
        onSend={() => void sendCode()}
      />
      <CheckboxField
        id="mobile-auto"
        field={form.register('auto_login')}
        label={t('auth.autoLogin', { days: AUTO_LOGIN_DAYS })}
      />
      <FormAlert message={failure} />
      <SubmitButton pending={isSubmitting}>{t('auth.submitLogin')}</SubmitButton>
    </form>
  );
}
